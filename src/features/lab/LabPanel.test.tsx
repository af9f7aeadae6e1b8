// @vitest-environment jsdom
/**
 * The lab's texts cite the table's limits and the systems' figures from the engine, not typed in
 * the locale files: change the engine and the words follow.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18next, initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import { TABLE_LIMITS } from '../../engine/betting.ts';
import { LABOUCHERE_LINE, PAROLI_STEPS } from '../../engine/systems.ts';
import { formatMoney } from '../../ui/format.ts';
import { DEFAULT_SETTINGS } from '../../store/state.ts';
import nbLab from '../../../locales/nb/lab.json';
import svLab from '../../../locales/sv/lab.json';

// The charts (uPlot) need a canvas and matchMedia, and are not what this test reads.
vi.mock('./LabCharts.tsx', () => ({ BankrollPaths: () => null, ResultHistogram: () => null }));

// The lab's chunk adds its strings when it loads, which needs i18next set up first (as the app does).
let LabPanel: typeof import('./LabPanel.tsx').LabPanel;
beforeAll(async () => {
  initI18n('nb', resources);
  ({ LabPanel } = await import('./LabPanel.tsx'));
});
afterEach(cleanup);

describe.each(['nb', 'sv'] as const)('LabPanel (%s)', (language) => {
  it('states the table limits and the systems from the engine', async () => {
    const texts = language === 'nb' ? nbLab : svLab;
    expect(texts.intro).toMatch(/\{\{min\}\}.*\{\{max\}\}/);
    expect([texts.systems.paroli, texts.systems.fibonacci, texts.systems.labouchere].join()).not.toMatch(/\d/);
    await i18next.changeLanguage(language);
    render(<LabPanel language={language} shoe={DEFAULT_SETTINGS} />);
    const intro = document.body.textContent!;
    expect(intro).toContain(formatMoney(TABLE_LIMITS.min, language));
    expect(intro).toContain(formatMoney(TABLE_LIMITS.max, language));
    expect(intro).not.toContain('{{');
    const names = screen.getAllByRole('option').map((o) => o.textContent!);
    expect(names.find((n) => n.startsWith('Paroli'))).toContain(`${PAROLI_STEPS.length} `);
    expect(names.find((n) => n.startsWith('Fibonacci'))).toContain('1, 1, 2, 3, 5');
    expect(names.find((n) => n.startsWith('Labouchère'))).toContain(LABOUCHERE_LINE.join('-'));
  });

  it("starts on the table's shoe: its decks and reshuffle, not a number of its own", async () => {
    const texts = language === 'nb' ? nbLab : svLab;
    await i18next.changeLanguage(language);
    const { unmount } = render(<LabPanel language={language} shoe={DEFAULT_SETTINGS} />);
    const decks = () => screen.getByRole('combobox', { name: texts.decks }) as HTMLSelectElement;
    expect(decks().value).toBe(String(DEFAULT_SETTINGS.decks));
    unmount();
    render(<LabPanel language={language} shoe={{ decks: 1, policy: 'cut-card' }} />);
    expect(decks().value).toBe('1');
    expect((screen.getByRole('combobox', { name: texts.policy }) as HTMLSelectElement).value).toBe('cut-card');
  });
});
