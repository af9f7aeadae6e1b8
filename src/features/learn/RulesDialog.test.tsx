// @vitest-environment jsdom
/**
 * The rules page as rendered: its Banker table equals the engine's drawing rules cell by cell
 * (and an independent copy typed from src/engine/RULES.md § Drawing rules), the last coup's cell is marked, and the house
 * edge shown is the engine's exact figure for the table's decks.
 */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  type Bets,
  type DeckCount,
  type Rank,
  type Variant,
  NO_BETS,
  RANKS,
  SIDE_BETS,
  VARIANTS,
  analyzeShoe,
  bankerDraws,
  countsForDecks,
  paytable,
} from '../../engine/index.ts';
import { i18next } from '../../app/i18n.ts';
import { roundView, type RoundView } from '../../store/selectors.ts';
import type { Language } from '../../store/types.ts';
import { formatEdge } from './learnFormat.ts';
import { RulesDialog } from './RulesDialog.tsx';
import type { ShortcutList } from './RulesContent.tsx';
import { setUpDialogTests } from '../../app/dialogTests.test-util.ts';
import { BANKER_TABLE, STOOD_DRAWS_UP_TO } from '../../engine/bankerTable.test-util.ts';


// The whole rules page in jsdom takes about a second; leave room for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

setUpDialogTests();

/** Shortcuts as the table passes them (the table's own list is tested with the table). */
const SHORTCUTS: ShortcutList = {
  chips: ['1', '2', '3', '4', '5'],
  spots: [['player', ['S']], ['tie', ['U']]],
  controls: [['deal', ['G']], ['undo', ['A', 'Backspace']]],
};

/** A stored round from ranks in deal order (card id = rank index in the first deck). */
function view(ranks: Rank[], bets: Bets = { ...NO_BETS, player: 10_000 }): RoundView {
  return roundView({ id: 1, time: 0, shoeNumber: 1, cards: ranks.map((r) => RANKS.indexOf(r)), bets, cutCardOut: false });
}

async function openRules(language: Language, decks: DeckCount, last: RoundView | null, variant?: Variant) {
  await i18next.changeLanguage(language);
  render(<RulesDialog decks={decks} variant={variant} last={last} language={language} shortcuts={SHORTCUTS} />);
  fireEvent.click(screen.getByRole('button', { name: 'Regler' }));
  // The rules content is loaded on demand; the dialog opens once it is there.
  return screen.findByTestId('banker-table');
}

const cells = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('td[data-banker-total]')];

describe('rules page: the Banker table', () => {
  it('has a cell for every Banker total 0–7 and Player third card 0–9 plus "Player stood", equal to the engine', async () => {
    const table = await openRules('nb', 6, null);
    const all = cells(table);
    expect(all).toHaveLength(8 * 11);
    for (let b = 0; b <= 7; b++) {
      for (const p of [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
        const cell = table.querySelector(`td[data-banker-total="${b}"][data-player-third="${p ?? 'none'}"]`);
        expect(cell, `cell ${b}/${p}`).not.toBeNull();
        expect(cell!.getAttribute('data-draw')).toBe(String(bankerDraws(b, p)));
      }
    }
  });

  it('matches the Banker table of src/engine/RULES.md § Drawing rules', async () => {
    const table = await openRules('nb', 6, null);
    for (const cell of cells(table)) {
      const b = Number(cell.dataset.bankerTotal);
      const p = cell.dataset.playerThird!;
      const expected = p === 'none' ? b <= STOOD_DRAWS_UP_TO : BANKER_TABLE[b]!.split(' ')[Number(p)] === 'D';
      expect(cell.dataset.draw, `cell ${b}/${p}`).toBe(String(expected));
    }
  });

  it('marks the cell of the last coup: Banker 5, Player third card 6', async () => {
    // Player 2 + K = 2 draws a 6; Banker 5 + Q = 5 draws.
    const table = await openRules('nb', 6, view(['2', '5', 'K', 'Q', '6', 'A']));
    const marked = table.querySelectorAll('[data-last="true"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveAttribute('data-banker-total', '5');
    expect(marked[0]).toHaveAttribute('data-player-third', '6');
    expect(marked[0]).toHaveAttribute('data-draw', 'true');
  });

  it('marks the "Player stood" row when Player stood', async () => {
    // Player 7 stands; Banker 6 stands.
    const table = await openRules('nb', 6, view(['7', '6', 'K', 'K']));
    const marked = table.querySelectorAll('[data-last="true"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveAttribute('data-player-third', 'none');
    expect(marked[0]).toHaveAttribute('data-banker-total', '6');
  });

  it('marks nothing after a natural, and says why', async () => {
    const table = await openRules('sv', 6, view(['9', '2', 'K', '3']));
    expect(table.querySelectorAll('[data-last]')).toHaveLength(0);
    expect(screen.getByTestId('banker-table-last')).toHaveTextContent(/naturlig hand/);
  });

  it('has row and column headers', async () => {
    const table = await openRules('nb', 6, null);
    expect(within(table).getByRole('rowheader', { name: 'Spilleren sto' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['0', '1', '2', '3', '4', '5', '6', '7']),
    );
  });
});

describe('rules page: house edge', () => {
  for (const [language, decks] of [['nb', 8], ['sv', 1], ['nb', 6]] as const) {
    it(`shows the engine's exact house edge for ${decks} deck(s) (${language})`, async () => {
      await openRules(language, decks, null);
      const { houseEdge } = analyzeShoe(countsForDecks(decks));
      const section = screen.getByTestId('house-edge');
      expect(section).toHaveAttribute('data-decks', String(decks));
      for (const spot of ['player', 'banker', 'tie'] as const) {
        const row = section.querySelector(`tr[data-spot="${spot}"]`) as HTMLElement;
        // Compared through the same formatter (Intl puts U+00A0 before "%").
        expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toContain(formatEdge(houseEdge[spot], language));
      }
    });
  }

  it('names the costliest bet from the computed edges', async () => {
    await openRules('nb', 8, null);
    const { houseEdge } = analyzeShoe(countsForDecks(8));
    const edge = formatEdge(houseEdge.tie, 'nb');
    expect(screen.getByText((_, el) => el?.tagName === 'LI' && el.textContent!.includes('Å satse på Uavgjort'))).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'LI' && el.textContent!.includes(edge))).toBeInTheDocument();
  });
});

describe('rules page at a table of another variant', () => {
  it("reads the house edge, the payouts and the mistakes from the table's variant (EZ, sv)", async () => {
    await openRules('sv', 8, null, 'ez');
    const ez = analyzeShoe(countsForDecks(8)).variants.ez;
    const row = screen.getByTestId('house-edge').querySelector('tr[data-spot="banker"]') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toContain(formatEdge(ez.banker!.houseEdge, 'sv'));
    // The payout table is this table's own (issue 11), not the standard table's.
    expect(screen.getByTestId('payout-banker')).toHaveTextContent('1:1, men insatsen återbetalas när Banken vinner med 7 på tre kort');
    // No commission at this table, so no tip about avoiding Banker for its commission.
    expect(screen.queryByText((_, el) => el?.tagName === 'LI' && el.textContent!.startsWith('Att undvika Bank'))).toBeNull();
  });

  it('at a standard table gives the commission example and tip', async () => {
    await openRules('nb', 8, null, 'standard');
    expect(screen.queryByTestId('banker-example')).toBeNull();
    expect(screen.getByText((_, el) => el?.tagName === 'LI' && el.textContent!.startsWith('Å unngå Bank på grunn av kommisjonen'))).toBeInTheDocument();
  });
});

describe('rules page: dialog', () => {
  it('renders its content only while open, and closes with "Lukk"', async () => {
    await i18next.changeLanguage('nb');
    render(<RulesDialog decks={6} last={null} language="nb" shortcuts={SHORTCUTS} />);
    expect(screen.queryByTestId('banker-table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Regler' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Slik spilles Punto Banco' })).toBeInTheDocument();
    const dialog = document.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('open');
    // A form with method="dialog" closes it; jsdom does not, so close as the browser would.
    dialog.close();
    expect(await screen.findByRole('button', { name: 'Regler' })).toBeInTheDocument();
    expect(screen.queryByTestId('banker-table')).toBeNull();
  });

  it('texts have no missing keys or placeholders in either language', async () => {
    for (const language of ['nb', 'sv'] as const) {
      await openRules(language, 6, view(['2', '5', 'K', 'Q', '6', 'A']));
      const text = document.querySelector('dialog')!.textContent!;
      expect(text).not.toMatch(/\{\{|\}\}|rules\.|explain\./);
      cleanup();
    }
  });
});

describe('rules page: keyboard shortcuts', () => {
  it('lists every shortcut it is given, by the names of the table', async () => {
    await openRules('nb', 6, null);
    const list = screen.getByTestId('shortcuts');
    const rows = [...list.querySelectorAll('dl > div')].map((row) => row.textContent!.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'Velg sjetong (10 kr til 1 000 kr)1–5',
      'Sats på SpillerS',
      'Sats på UavgjortU',
      'GI (etter en runde: SATS IGJEN OG GI)G',
      'ANGREA eller Tilbaketast',
    ]);
  });
});

/** The published exact edges (src/engine/RULES.md § Table variants, § Side bets), typed here from it: 8 decks, 6 decks. */
const PUBLISHED: Record<string, [string, string]> = {
  'standard banker': ['1.0579', '1.0558'],
  'no-commission banker': ['1.4581', '1.4548'],
  'ez banker': ['1.0183', '1.0161'],
  playerPair: ['10.3614', '11.2540'],
  bankerPair: ['10.3614', '11.2540'],
  eitherPair: ['13.7099', '14.5365'],
  dragonBonusPlayer: ['2.6517', '2.6675'],
  dragonBonusBanker: ['9.3731', '9.3889'],
  dragon7: ['7.6113', '7.6062'],
  panda8: ['10.1876', '10.2074'],
};

describe('rules page: table types and side bets', () => {
  for (const [language, decks] of [['nb', 8], ['sv', 6]] as const) {
    it(`shows each table type's Banker bet and each side bet with the engine's paytable and exact edge for ${decks} decks (${language})`, async () => {
      await openRules(language, decks, null, 'ez');
      const odds = analyzeShoe(countsForDecks(decks)).variants;
      const column = decks === 8 ? 0 : 1;
      const shown = (testId: string, edge: number, published: string) => {
        const el = screen.getByTestId(testId);
        expect(el.getAttribute('data-value')).toBe(String(edge));
        // The engine's edge is the published one to four decimals; shown as every house edge is
        // (formatEdge: three decimals, as the odds panel), in the language's own number format.
        expect((edge * 100).toFixed(4)).toBe(published);
        expect(el.textContent).toMatch(new RegExp(`: ${(edge * 100).toFixed(3).replace('.', ',')}\u00a0%$`));
        expect(el.textContent!.endsWith(formatEdge(edge, language))).toBe(true);
      };
      for (const v of VARIANTS) {
        shown(`rules-edge-${v}-banker`, odds[v].banker!.houseEdge, PUBLISHED[`${v} banker`]![column]);
        expect(screen.getByTestId(`paytable-${v}-banker`).querySelectorAll('tbody tr')).toHaveLength(paytable('banker', v).length + 1);
      }
      for (const key of SIDE_BETS) {
        const v = 'ez'; // the table's variant offers every side bet
        shown(`rules-edge-${v}-${key}`, odds[v][key]!.houseEdge, PUBLISHED[key]![column]);
        const rows = screen.getByTestId(`paytable-${v}-${key}`).querySelectorAll('tbody tr');
        expect([...rows].map((r) => r.getAttribute('data-pays'))).toEqual([...paytable(key, v).map((l) => (l.pays ? l.pays.join(':') : 'push')), 'lose']);
      }
      const page = screen.getByTestId('rules-sidebets');
      expect(page.querySelector('[data-bet="dragon7"] h4')).toHaveTextContent(language === 'nb' ? 'bare ved bordtypen EZ' : 'bara vid bordstypen EZ');
      expect(page.querySelector('[data-bet="playerPair"] h4')!.textContent).toBe(language === 'nb' ? 'Spillerpar' : 'Spelarpar');
      expect(screen.getByTestId('rules-tables').querySelector('[data-variant="ez"] h4')).toHaveTextContent(language === 'nb' ? 'dette bordet' : 'det här bordet');
      expect(screen.getByTestId('rules-tables').querySelector('[data-variant="standard"] h4')!.textContent).toBe('Standard');
    });
  }

  it('prints the paytables in words: commission, the 1:2 on six, the EZ push, the Dragon Bonus ladder', async () => {
    await openRules('nb', 8, null);
    const row = (testId: string, i: number) => screen.getByTestId(testId).querySelectorAll('tbody tr')[i]!.textContent;
    expect(row('paytable-standard-banker', 0)).toBe('Bank vinner1:1 minus 5\u00a0% kommisjon (0,95:1)');
    expect(row('paytable-no-commission-banker', 0)).toBe('Bank vinner med 61:2');
    expect(row('paytable-ez-banker', 0)).toBe('Bank vinner med 7 på tre kortinnsatsen tilbake (push)');
    expect(row('paytable-standard-dragonBonusPlayer', 2)).toBe('Spiller vinner uten naturlig hånd med 9 poengs forskjell30:1');
    expect(row('paytable-standard-dragonBonusPlayer', 1)).toBe('Uavgjort, begge med naturlig håndinnsatsen tilbake (push)');
    expect(row('paytable-ez-panda8', 0)).toBe('Spiller vinner med 8 på tre kort25:1');
    // Said because the engine's figures bear it out: every side bet costs more than Player and Banker (not than Tie).
    expect(screen.getByTestId('rules-sidebets')).toHaveTextContent('Husets fordel er høyere på hvert sidespill enn på Spiller og Bank.');
    expect(screen.getByTestId('rules-tables')).toHaveTextContent('Spiller og Uavgjort betales likt');
    expect(screen.getByTestId('rules-tables').querySelector('[data-variant="standard"] h4')).toHaveTextContent('dette bordet');
  });
});

describe("rules page: the payout section follows the table's type", () => {
  /** Text with Intl's spaces (U+00A0, U+202F) made plain, for comparison with typed text. */
  const plain = (el: Element | null) => el!.textContent!.replace(/[\u00a0\u202f]/g, ' ');
  const edgeRow = (spot: string) => screen.getByTestId('house-edge').querySelector(`tr[data-spot="${spot}"]`)!;
  const mistakes = () => [...document.querySelectorAll('section[aria-labelledby="rules-mistakes"] li')].map((li) => li.textContent!);

  it('standard: 0,95:1 with 5 % commission, its example and rounding, the commission mistake', async () => {
    await openRules('nb', 8, null, 'standard');
    expect(plain(screen.getByTestId('payout-banker'))).toBe('0,95:1 (1:1 minus 5 % kommisjon)');
    expect(screen.queryByTestId('banker-example')).toBeNull();
    expect(screen.getByText(/^Kommisjonen er 5/)).toBeInTheDocument();
    expect(edgeRow('banker').getAttribute('data-edge')).toBe(String(analyzeShoe(countsForDecks(8)).variants.standard.banker!.houseEdge));
    expect(mistakes().some((m) => m.startsWith('Å unngå Bank på grunn av kommisjonen'))).toBe(true);
  });

  // Typed from src/engine/RULES.md § Table variants: no commission, a Banker 6 pays 1:2 (half the
  // stake, a fraction of an øre rounded up: 10,15 kr wins 5,075 kr → 508 øre); else 1:1.
  for (const language of ['nb', 'sv'] as const) {
    it(`no commission (${language}): 1:1 but 1:2 on a Banker 6, examples settled at that table, no commission text`, async () => {
      await openRules(language, 6, null, 'no-commission');
      expect(plain(screen.getByTestId('payout-banker'))).toBe(
        language === 'nb' ? '1:1, men 1:2 når Banken vinner med 6' : '1:1, men 1:2 när Banken vinner med 6',
      );
      const example = plain(screen.getByTestId('banker-example'));
      // 100 kr: 100 kr won and 200 kr back on an ordinary Banker win; 50 kr won and 150 kr back on a 6.
      expect(example).toMatch(language === 'nb' ? /100 kr i gevinst, så du får 200 kr tilbake/ : /100 kr i vinst, så du får 200 kr tillbaka/);
      expect(example).toMatch(language === 'nb' ? /Bank med 6, betaler Bank bare 1:2: da gir 100 kr 50 kr i gevinst, og du får 150 kr tilbake/ : /Bank med 6, betalar Bank bara 1:2: då ger 100 kr 50 kr i vinst, och du får 150 kr tillbaka/);
      const rounding = plain(screen.getByTestId('banker-rounding'));
      expect(rounding).toContain(language === 'nb' ? 'på 10,15 kr er gevinsten 1:2, altså 507,5 øre, og du får 508 øre' : 'på 10,15 kr är vinsten 1:2, alltså 507,5 öre, och du får 508 öre');
      expect(screen.queryByText(/^Kommis(j|s)ionen (er|är) /)).toBeNull();
      const edge = analyzeShoe(countsForDecks(6)).variants['no-commission'].banker!.houseEdge;
      expect(edgeRow('banker').getAttribute('data-edge')).toBe(String(edge));
      // Published 1.4548 % for 6 decks (src/engine/RULES.md § Table variants), as the page rounds it.
      expect(edge).toBeCloseTo(0.014548, 6);
      expect([...edgeRow('banker').querySelectorAll('td')].map((td) => td.textContent)).toContain(formatEdge(edge, language));
      expect(mistakes().some((m) => /kommisjon|kommission/.test(m))).toBe(false);
    });
  }

  it('EZ: 1:1 but a push on a three-card Banker 7, its example settled at that table', async () => {
    await openRules('sv', 8, null, 'ez');
    expect(plain(screen.getByTestId('payout-banker'))).toBe('1:1, men insatsen återbetalas när Banken vinner med 7 på tre kort');
    const example = plain(screen.getByTestId('banker-example'));
    expect(example).toContain('100 kr i vinst, så du får 200 kr tillbaka');
    expect(example).toContain('vinner Bank med 7 på tre kort, återbetalas bara insatsen (100 kr), utan vinst');
    // A push has no fraction to round.
    expect(screen.queryByTestId('banker-rounding')).toBeNull();
    expect(edgeRow('banker').getAttribute('data-edge')).toBe(String(analyzeShoe(countsForDecks(8)).variants.ez.banker!.houseEdge));
    expect(mistakes().some((m) => /kommission/.test(m))).toBe(false);
  });
});
