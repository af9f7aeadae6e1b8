// @vitest-environment jsdom
/**
 * Settings while a round is revealed: the shoe cannot change then (the store refuses it), so the
 * dialog says so itself and disables decks, reshuffle policy and a new seeded shoe, instead of a
 * refusal notice hidden behind the modal. Settings that do not touch the shoe stay usable.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18next, initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import { DEFAULT_SETTINGS } from '../../store/state.ts';
import nbTable from '../../../locales/nb/table.json';
import svTable from '../../../locales/sv/table.json';
import nbSettings from '../../../locales/nb/settings.json';
import svSettings from '../../../locales/sv/settings.json';
import { polyfillDialog } from '../../ui/dialogPolyfill.test-util.ts';
import { SettingsDialog } from './SettingsDialog.tsx';

beforeAll(() => {
  polyfillDialog();
  initI18n('nb', resources);
});
afterEach(cleanup);

const BANKER_PAYS = { standard: '0,95:1', 'no-commission': '1:1 · 6 betaler 1:2', ez: '1:1 · 7 på tre kort: innsatsen tilbake' };

function open(language: 'nb' | 'sv', shoeLocked: boolean) {
  const onChange = vi.fn();
  const onNewShoe = vi.fn();
  void i18next.changeLanguage(language);
  const texts = language === 'nb' ? { ...nbTable, settings: nbSettings } : { ...svTable, settings: svSettings };
  render(<SettingsDialog settings={DEFAULT_SETTINGS} seed={null} onChange={onChange} onNewShoe={onNewShoe} shoeLocked={shoeLocked} bankerPays={BANKER_PAYS} language={language} />);
  fireEvent.click(screen.getByRole('button', { name: texts.settings.open }));
  return { onChange, onNewShoe, texts };
}

describe('SettingsDialog', () => {
  it.each(['nb', 'sv'] as const)('during a reveal (%s) says why the shoe settings are disabled', (language) => {
    const { onChange, onNewShoe, texts } = open(language, true);
    expect(screen.getByRole('status')).toHaveTextContent(texts.notice['settings-locked']);
    const decks = screen.getByRole('radio', { name: texts.settings.deckCount_other.replace('{{count}}', '8') });
    // Disabled through its fieldset (jsdom would still dispatch a click to it; browsers do not).
    expect(decks).toBeDisabled();
    expect(screen.getByRole('radio', { name: texts.settings['policy-cut-card'] })).toBeDisabled();
    const apply = screen.getByRole('button', { name: texts.settings.applySeed });
    expect(apply).toBeDisabled();
    fireEvent.click(apply);
    expect(onNewShoe).not.toHaveBeenCalled();
    // Not about the shoe: still changeable mid-round.
    const fast = screen.getByRole('checkbox', { name: texts.settings.fast });
    expect(fast).toBeEnabled();
    fireEvent.click(fast);
    expect(onChange.mock.calls).toEqual([[{ fast: true }]]);
  });

  it('between rounds offers every setting and no lock message', () => {
    const { onChange, onNewShoe, texts } = open('nb', false);
    expect(screen.queryByText(texts.notice['settings-locked'])).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: texts.settings.deckCount_other.replace('{{count}}', '8') }));
    expect(onChange).toHaveBeenCalledWith({ decks: 8 });
    fireEvent.click(screen.getByRole('button', { name: texts.settings.applySeed }));
    expect(onNewShoe).toHaveBeenCalledWith(null);
  });

  it.each(['nb', 'sv'] as const)('table type and side bets (%s): offered between rounds, disabled with the reason during a reveal', (language) => {
    const between = open(language, false);
    const names = between.texts.settings;
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${names['variant-no-commission']}\\b`) }));
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${names['variant-ez']}\\b`) }));
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${names.sideBets}\\b`) }));
    expect(between.onChange.mock.calls).toEqual([[{ variant: 'no-commission' }], [{ variant: 'ez' }], [{ sideBets: true }]]);
    // Each table type says what its Banker bet pays.
    expect(screen.getByRole('radio', { name: new RegExp(`^${names['variant-standard']}\\b`) }).closest('label')).toHaveTextContent('0,95:1');
    expect(screen.getByRole('radio', { name: new RegExp(`^${names['variant-standard']}\\b`) })).toBeChecked();
    cleanup();

    open(language, true);
    const group = screen.getByRole('group', { name: names.variant });
    expect(group).toHaveAccessibleDescription(texts(language).notice['settings-locked']);
    for (const v of ['standard', 'no-commission', 'ez'] as const) expect(screen.getByRole('radio', { name: new RegExp(`^${names[`variant-${v}`]}\\b`) })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${names.sideBets}\\b`) })).toBeDisabled();
    // Role queries over the whole dialog are slow in jsdom on a busy machine.
  }, 30_000);
});

const texts = (language: 'nb' | 'sv') => (language === 'nb' ? { ...nbTable, settings: nbSettings } : { ...svTable, settings: svSettings });
