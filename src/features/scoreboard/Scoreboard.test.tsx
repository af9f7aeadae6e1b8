// @vitest-environment jsdom
/**
 * The scoreboard component against the app's store: one element per road entry with the
 * engine's coordinates, no result given away while a round is still being revealed, the Ask
 * preview drawn apart from the cells, and "start afresh".
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import { tableStore } from '../../store/appStore.ts';
import { boardCoups, selectBoard } from '../../store/board.ts';
import { NO_BETS, computeRoads, previewNext } from '../../engine/index.ts';
import { BOARD_STEP, HISTORY_LIMIT, type RoundRecord } from '../../store/types.ts';
import { ROAD_TESTID, TILE_COLS } from './RoadView.tsx';
import { Scoreboard } from './Scoreboard.tsx';

// Tell React this is a test environment, so state updates wrapped in act() flush at once.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  initI18n('nb', resources);
});
beforeEach(() => {
  // A repeatable shoe for every test.
  act(() => tableStore.getState().newShoe('scoreboard-test'));
});
afterEach(() => {
  cleanup();
  act(() => tableStore.setState(tableStore.getInitialState(), true));
});

/** Bets 10 kr on Banker and deals; the reveal is finished unless `reveal` is false. */
function deal(reveal = true) {
  act(() => {
    const s = tableStore.getState();
    s.selectChip(1000);
    s.placeChip('banker');
    s.deal();
    if (reveal) s.finishReveal();
  });
}

/** Lets the board catch up: it follows the table a painted frame late (useAfterPaint). */
const caughtUp = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

const cellsOf = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll<SVGElement>('[data-col]')].map((e) => ({
    col: Number(e.dataset.col),
    row: Number(e.dataset.row),
    key: e.dataset.result ?? e.dataset.color,
  }));

describe('Scoreboard', () => {
  it('draws every road with the engine’s cells, one element per entry', () => {
    for (let i = 0; i < 20; i++) deal();
    render(<Scoreboard language="nb" />);
    const roads = computeRoads(boardCoups(selectBoard(tableStore.getState()).records));
    expect(cellsOf(ROAD_TESTID.beadPlate)).toEqual(roads.beadPlate.map((c) => ({ col: c.col, row: c.row, key: c.result })));
    expect(cellsOf(ROAD_TESTID.bigRoad)).toEqual(roads.bigRoad.map((c) => ({ col: c.col, row: c.row, key: c.result })));
    for (const name of ['bigEyeBoy', 'smallRoad', 'cockroachPig'] as const) {
      expect(cellsOf(ROAD_TESTID[name])).toEqual(roads[name].map((c) => ({ col: c.col, row: c.row, key: c.color })));
    }
  });

  it('does not draw a round until its reveal has finished', async () => {
    deal();
    deal();
    render(<Scoreboard language="nb" />);
    expect(cellsOf(ROAD_TESTID.beadPlate)).toHaveLength(2);
    deal(false);
    expect(tableStore.getState().phase).toBe('revealing');
    await caughtUp();
    expect(cellsOf(ROAD_TESTID.beadPlate)).toHaveLength(2);
    act(() => tableStore.getState().finishReveal());
    await caughtUp();
    expect(cellsOf(ROAD_TESTID.beadPlate)).toHaveLength(3);
  });

  it('Ask Banker draws a preview apart from the cells, where previewNext says, and announces it', () => {
    for (let i = 0; i < 8; i++) deal();
    render(<Scoreboard language="nb" />);
    const counts = Object.values(ROAD_TESTID).map((id) => cellsOf(id).length);
    fireEvent.click(screen.getByRole('button', { name: 'Spør Bank' }));
    const expected = previewNext(boardCoups(selectBoard(tableStore.getState()).records), 'banker');
    const preview = screen.getByTestId(ROAD_TESTID.bigRoad).querySelector<SVGElement>('[data-preview="true"]')!;
    expect(preview.dataset.previewCol).toBe(String(expected.bigRoad.col));
    expect(preview.dataset.previewRow).toBe(String(expected.bigRoad.row));
    expect(preview.dataset.previewResult).toBe('B');
    expect(Object.values(ROAD_TESTID).map((id) => cellsOf(id).length)).toEqual(counts);
    expect(screen.getByText(/^Hvis Bank vinner: Big Eye Boy/)).toBeInTheDocument();
  });

  it('"Nullstill tavlene" empties the board until the next round', async () => {
    for (let i = 0; i < 3; i++) deal();
    render(<Scoreboard language="nb" />);
    // It asks first: cancelling keeps the board.
    fireEvent.click(screen.getByRole('button', { name: 'Nullstill tavlene' }));
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(cellsOf(ROAD_TESTID.beadPlate)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Nullstill tavlene' }));
    // The question says what goes and what stays, on screen and as the button's description.
    const yes = screen.getByRole('button', { name: 'Ja, tøm tavlene' });
    expect(yes).toHaveAccessibleDescription('Tavlene og statistikken tømmes. Saldoen og historikken beholdes.');
    expect(screen.getByTestId('board-reset-ask')).toBeVisible();
    fireEvent.click(yes);
    await caughtUp();
    expect(cellsOf(ROAD_TESTID.beadPlate)).toHaveLength(0);
    // Focus lands on the line saying so, not on the page body.
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/0 runder/));
    deal();
    await caughtUp();
    expect(cellsOf(ROAD_TESTID.beadPlate)).toHaveLength(1);
  });

  it('marks Dragon 7 and Panda 8 rounds on the bead plate of an EZ table, beside the pair dots, and names them', async () => {
    // Card ids: rank index (A = 0 … K = 12) + 13 per suit; deal order P, B, P, B, third cards.
    // Dragon 7: Banker 3 2 draws a 2 (7 on three cards) beats Player K 6. Panda 8: Player 2 3 draws
    // a 3 (8 on three cards) beats Banker K 7. Pair: Player 9♠ 9♥ (a natural) beats Banker K 5.
    const record = (id: number, cards: number[], variant?: 'ez' | 'standard'): RoundRecord => ({
      id, time: 1_700_000_000_000 + id, shoeNumber: 1, cards, bets: NO_BETS, cutCardOut: false, ...(variant ? { variant } : {}),
    });
    const history = [
      record(1, [8, 12, 21, 30], 'ez'),
      record(2, [12, 2, 5, 14, 27], 'ez'),
      record(3, [1, 25, 2, 6, 28], 'ez'),
      // The same Dragon 7 coup at a standard table (stored before table types: no variant): no mark.
      record(4, [12, 2, 5, 14, 27]),
    ];
    act(() => tableStore.setState({ history, phase: 'settled', roundsPlayed: 4 }));
    render(<Scoreboard language="nb" />);
    const cells = [...screen.getByTestId(ROAD_TESTID.beadPlate).querySelectorAll<SVGElement>('[data-col]')];
    expect(cells.map((e) => ({ result: e.dataset.result, pair: e.dataset.playerPair, dragon7: e.dataset.dragon7, panda8: e.dataset.panda8 }))).toEqual([
      { result: 'P', pair: 'true', dragon7: undefined, panda8: undefined },
      { result: 'B', pair: undefined, dragon7: 'true', panda8: undefined },
      { result: 'P', pair: undefined, dragon7: undefined, panda8: 'true' },
      { result: 'B', pair: undefined, dragon7: undefined, panda8: undefined },
    ]);
    // Drawn as shapes of their own (not colour alone).
    expect(cells[1]!.querySelectorAll('polygon')).toHaveLength(1);
    expect(cells[2]!.querySelectorAll('rect')).toHaveLength(1);
    expect(cells[3]!.querySelectorAll('polygon, rect')).toHaveLength(0);
    // The last round's mark is named in the road's summary.
    act(() => tableStore.setState({ history: history.slice(0, 3), roundsPlayed: 3 }));
    await caughtUp();
    expect(screen.getByTestId(ROAD_TESTID.beadPlate).querySelector('[role=img]')!.getAttribute('aria-label')).toMatch(/Panda 8/);
  });

  it('draws a road in tiles of TILE_COLS columns: each cell in the tile of its column, all of them in order', () => {
    for (let i = 0; i < 130; i++) deal();
    render(<Scoreboard language="nb" />);
    const roads = computeRoads(boardCoups(selectBoard(tableStore.getState()).records));
    for (const [testId, cells] of [[ROAD_TESTID.beadPlate, roads.beadPlate], [ROAD_TESTID.bigRoad, roads.bigRoad]] as const) {
      const drawn = [...screen.getByTestId(testId).querySelectorAll<SVGElement>('[data-col]')];
      expect(drawn.map((e) => Number(e.dataset.col))).toEqual(cells.map((c) => c.col));
      const tiles = new Set(drawn.map((e) => e.ownerSVGElement));
      expect(tiles.size).toBe(Math.floor(Math.max(...cells.map((c) => c.col)) / TILE_COLS) + 1);
      for (const e of drawn) {
        // The tile's view starts at its first column (10 units a column) and is TILE_COLS wide.
        const [x, , width] = e.ownerSVGElement!.getAttribute('viewBox')!.split(' ').map(Number);
        const col = Number(e.dataset.col);
        expect(col * 10).toBeGreaterThanOrEqual(x!);
        expect(col * 10).toBeLessThan(x! + width!);
        expect(width).toBe(TILE_COLS * 10);
      }
    }
  });

  it('a long session: the heading says how many of its rounds are on the board, and the bead plate starts with the first of them', () => {
    // 501 rounds played (ids count them); the history holds the last HISTORY_LIMIT.
    const record = (id: number): RoundRecord => ({ id, time: 1_700_000_000_000 + id, shoeNumber: id, cards: [8, 12, 21, 30], bets: NO_BETS, cutCardOut: false });
    const history = Array.from({ length: HISTORY_LIMIT }, (_, i) => record(i + 2));
    act(() => tableStore.setState({ history, phase: 'settled', roundsPlayed: HISTORY_LIMIT + 1 }));
    render(<Scoreboard language="nb" />);
    const shown = HISTORY_LIMIT + 1 - BOARD_STEP;
    expect(screen.getByTestId('board-scope')).toHaveTextContent(`Denne økten · siste ${shown} av ${HISTORY_LIMIT + 1} runder`);
    expect(screen.getByTestId('scoreboard')).toHaveAttribute('data-rounds', String(shown));
    expect(cellsOf(ROAD_TESTID.beadPlate)).toHaveLength(shown);
  });
});
