// @vitest-environment jsdom
/**
 * Settings while a round is revealed: the shoe cannot change then (the store refuses it), so the
 * dialog says so itself and disables decks, reshuffle policy and a new seeded shoe, instead of a
 * refusal notice hidden behind the modal. Settings that do not touch the shoe stay usable.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18next } from '../../app/i18n.ts';
import { setUpDialogTests } from '../../app/dialogTests.test-util.ts';
import { DEFAULT_SETTINGS } from '../../store/state.ts';
import type { Notice, Settings } from '../../store/types.ts';
import { type Bets, NO_BETS } from '../../engine/index.ts';
import nbTable from '../../../locales/nb/table.json';
import svTable from '../../../locales/sv/table.json';
import nbSettings from '../../../locales/nb/settings.json';
import svSettings from '../../../locales/sv/settings.json';
import { SettingsDialog } from './SettingsDialog.tsx';
import { SoundControls } from '../sound/index.ts';

// The dialog opens once the sound controls' chunk is in (SettingsDialog.tsx): loaded here first,
// a press opens it at once, as on a page where the player has pressed before.
beforeAll(() => SoundControls.preload().then(() => undefined));

setUpDialogTests();

const BANKER_PAYS = { standard: '0,95:1', 'no-commission': '1:1 · 6 betaler 1:2', ez: '1:1 · 7 på tre kort: innsatsen tilbake' };

function open(language: 'nb' | 'sv', shoeLocked: boolean, table: { settings?: Settings; bets?: Bets; lastBets?: Bets } = {}) {
  const onChange = vi.fn();
  const onNewShoe = vi.fn();
  const onOpenChange = vi.fn();
  void i18next.changeLanguage(language);
  const texts = language === 'nb' ? { ...nbTable, settings: nbSettings } : { ...svTable, settings: svSettings };
  const dialog = (notice: Notice | null) => (
    <SettingsDialog
      settings={table.settings ?? DEFAULT_SETTINGS}
      seed={null}
      onChange={onChange}
      onNewShoe={onNewShoe}
      shoeLocked={shoeLocked}
      bankerPays={BANKER_PAYS}
      language={language}
      bets={table.bets ?? NO_BETS}
      lastBets={table.lastBets ?? null}
      notice={notice}
      onOpenChange={onOpenChange}
    />
  );
  const { rerender } = render(dialog(null));
  fireEvent.click(screen.getByRole('button', { name: texts.tools.settings }));
  return { onChange, onNewShoe, onOpenChange, texts, showNotice: (notice: Notice | null) => rerender(dialog(notice)) };
}

describe('SettingsDialog', () => {
  it('tells the table when it opens and when it closes (the table holds its notice meanwhile)', () => {
    const { onOpenChange } = open('nb', false);
    expect(onOpenChange.mock.calls).toEqual([[true]]);
    // As the close button's form (method="dialog") or Escape closes it; jsdom submits no such form.
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

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

  it.each(['nb', 'sv'] as const)('a typed code (%s) says it is not used yet, and Enter shuffles with it as the button does', (language) => {
    const { onNewShoe, texts } = open(language, false);
    const field = screen.getByRole('textbox', { name: texts.settings.seed });
    const pending = texts.settings.seedPending.replace('{{button}}', texts.settings.applySeed);
    expect(screen.getByTestId('seed-pending')).toBeEmptyDOMElement();
    fireEvent.change(field, { target: { value: ' fld ' } });
    expect(screen.getByTestId('seed-pending')).toHaveTextContent(pending);
    expect(field).toHaveAccessibleDescription(`${texts.settings.seedHint} ${pending}`);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onNewShoe.mock.calls).toEqual([['fld']]);
    // Back to the shoe's own code (none here): nothing pending.
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.getByTestId('seed-pending')).toBeEmptyDOMElement();
  });

  it('Enter in the code field does nothing during a reveal (the shoe cannot change then)', () => {
    const { onNewShoe, texts } = open('nb', true);
    const field = screen.getByRole('textbox', { name: texts.settings.seed });
    fireEvent.change(field, { target: { value: 'fld' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onNewShoe).not.toHaveBeenCalled();
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

describe('SettingsDialog and a new shoe', () => {
  it.each(['nb', 'sv'] as const)('(%s) says inside the dialog that a new shoe was shuffled (with a code or none), as the notice bar is behind it', (language) => {
    const { showNotice, texts: words } = open(language, false);
    expect(screen.queryByTestId('settings-returned')).toBeNull();
    showNotice({ key: 'new-shoe', seq: 3 });
    expect(screen.getByTestId('settings-returned')).toHaveTextContent(words.notice['new-shoe']);
    // It stays after the felt's notice times out, until the dialog closes.
    showNotice(null);
    expect(screen.getByTestId('settings-returned')).toBeInTheDocument();
  });
});

describe('SettingsDialog with chips on the table', () => {
  const KR = 100;
  const ez = { ...DEFAULT_SETTINGS, variant: 'ez' as const, sideBets: true };
  const bets: Bets = { ...NO_BETS, banker: 100 * KR, dragon7: 100 * KR, panda8: 50 * KR, playerPair: 10 * KR };
  const money = (kr: number) => new RegExp(`${kr}\\s?kr`);

  it.each(['nb', 'sv'] as const)('(%s) says beside each other table type which side bets go back, with their sum, and that Banker is then paid as it pays', (language) => {
    open(language, false, { settings: ez, bets });
    for (const v of ['standard', 'no-commission'] as const) {
      const note = screen.getByTestId(`variant-note-${v}`);
      // Dragon 7 and Panda 8 are EZ's alone; the pairs stay.
      const names = texts(language).spot.name;
      expect(note).toHaveTextContent(names.dragon7);
      expect(note).toHaveTextContent(names.panda8);
      expect(note.textContent).not.toContain(names.playerPair);
      expect(note.textContent).toMatch(money(150));
      expect(note.textContent).toMatch(money(100));
      // Read out with its radio, beside what that table's Banker pays (the engine's paytable, via the felt).
      expect(note.closest('label')).toHaveTextContent(BANKER_PAYS[v]);
    }
    expect(screen.queryByTestId('variant-note-ez')).toBeNull();
    // Switching side bets off would hand back all of them: 160 kr.
    expect(screen.getByTestId('side-bets-note').textContent).toMatch(money(160));
  });

  it.each(['nb', 'sv'] as const)('(%s) says beside the both-sides switch why it stays on while chips lie on both Player and Banker', (language) => {
    const both = { ...DEFAULT_SETTINGS, allowBothSides: true };
    const { texts: words } = open(language, false, { settings: both, bets: { ...NO_BETS, player: 10 * KR, banker: 10 * KR } });
    const box = screen.getByRole('checkbox', { name: new RegExp(`^${words.settings.allowBothSides}`) });
    const note = screen.getByTestId('both-sides-note');
    expect(note).toHaveTextContent(words.settings.allowBothSidesKept);
    // Read out with the switch it explains.
    expect(box).toHaveAttribute('aria-describedby', note.id);
    cleanup();
    // One side only, or the switch off: nothing to say.
    open(language, false, { settings: both, bets: { ...NO_BETS, player: 10 * KR } });
    expect(screen.queryByTestId('both-sides-note')).toBeNull();
    cleanup();
    open(language, false, { settings: DEFAULT_SETTINGS, bets: { ...NO_BETS, player: 10 * KR, banker: 10 * KR } });
    expect(screen.queryByTestId('both-sides-note')).toBeNull();
  });

  it.each(['nb', 'sv'] as const)('(%s) says which of the last round\'s side bets SATS IGJEN would leave out on the other table, chips down or not', (language) => {
    const words = texts(language);
    const lastBets: Bets = { ...NO_BETS, banker: 100 * KR, dragon7: 10 * KR, playerPair: 10 * KR };
    open(language, false, { settings: ez, lastBets });
    const rebet = words.settings.ifChangeRebet.split('{{')[0]!;
    for (const v of ['standard', 'no-commission'] as const) {
      const note = screen.getByTestId(`variant-note-${v}`);
      expect(note).toHaveTextContent(rebet);
      expect(note).toHaveTextContent(words.spot.name.dragon7);
      // The pairs are on every table with side bets: they stay.
      expect(note.textContent).not.toContain(words.spot.name.playerPair);
    }
    // Side bets off: every side bet of the last round is left out.
    const off = screen.getByTestId('side-bets-note');
    expect(off).toHaveTextContent(words.spot.name.dragon7);
    expect(off).toHaveTextContent(words.spot.name.playerPair);
    cleanup();
    // A last round of Banker alone loses nothing: no note.
    open(language, false, { settings: ez, lastBets: { ...NO_BETS, banker: 100 * KR } });
    expect(screen.queryByTestId('variant-note-standard')).toBeNull();
    expect(screen.queryByTestId('side-bets-note')).toBeNull();
  });

  it('says nothing of a change with no chips down, and no Banker sentence without a Banker bet', () => {
    open('nb', false, { settings: ez });
    expect(screen.queryByTestId('variant-note-standard')).toBeNull();
    expect(screen.queryByTestId('side-bets-note')).toBeNull();
    cleanup();
    open('nb', false, { settings: ez, bets: { ...NO_BETS, banker: 10 * KR } });
    expect(screen.getByTestId('variant-note-standard')).toHaveTextContent(/10\skr/);
    expect(screen.getByTestId('variant-note-standard').textContent).not.toContain('Drage 7');
  });

  it.each(['nb', 'sv'] as const)('(%s) shows the notice of chips handed back inside the dialog, naming them and their sum, and keeps it after the store drops it', (language) => {
    const { showNotice } = open(language, false, { settings: ez, bets });
    expect(screen.queryByTestId('settings-returned')).toBeNull();
    showNotice({ key: 'side-bets-returned', seq: 7, returned: [{ key: 'panda8', stake: 50 * KR }, { key: 'dragon7', stake: 100 * KR }] });
    const shown = screen.getByTestId('settings-returned');
    expect(shown).toHaveAttribute('role', 'status');
    expect(shown).toHaveTextContent(texts(language).spot.name.panda8);
    expect(shown.textContent).toMatch(money(150));
    // The felt's notice times out after a few seconds; the dialog keeps saying it until it closes.
    showNotice(null);
    expect(screen.getByTestId('settings-returned')).toBeInTheDocument();
  });
});

const texts = (language: 'nb' | 'sv') => (language === 'nb' ? { ...nbTable, settings: nbSettings } : { ...svTable, settings: svSettings });
