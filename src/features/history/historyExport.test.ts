import { describe, expect, it } from 'vitest';
import type { RoundRecord } from '../../store/types.ts';
import { type CsvLabels, UTF8_BOM, historyCsv, historyJson, kronerText, localTimeText } from './historyExport.ts';

const LABELS: CsvLabels = {
  round: 'Runde',
  time: 'Tid',
  shoe: 'Kortsko',
  playerCards: 'Spillers kort',
  bankerCards: 'Banks kort',
  playerTotal: 'Spillers sum',
  bankerTotal: 'Banks sum',
  winner: 'Vinner',
  bet: {
    player: 'Innsats Spiller (kr)',
    banker: 'Innsats Bank; kr',
    tie: 'Innsats "Uavgjort"',
    playerPair: 'Spillerpar',
    bankerPair: 'Bankpar',
    eitherPair: 'Valgfritt par',
    dragonBonusPlayer: 'Dragebonus Spiller',
    dragonBonusBanker: 'Dragebonus Bank',
    dragon7: 'Drage 7',
    panda8: 'Panda 8',
  },
  net: 'Resultat (kr)',
  outcome: { player: 'Spiller', banker: 'Bank', tie: 'Uavgjort' },
  variant: 'Bordtype',
  variantName: { standard: 'Standard', 'no-commission': 'Uten kommisjon', ez: 'EZ' },
};

// 9♥ K♠ K♥ 5♦: Player 9 (a natural) beats Banker 5.
const natural: RoundRecord = { id: 7, time: Date.UTC(2026, 11, 1, 9, 5, 3), shoeNumber: 2, cards: [21, 12, 25, 30], bets: { player: 123_450, banker: 0, tie: 500 }, cutCardOut: false };
// 5♠ K♠ 8♠ 3♠ 4♠ Q♠: Player 3 draws 4 (7); Banker 3 draws on a third card 4, Q (3). Player wins.
const drawn: RoundRecord = { id: 8, time: Date.UTC(2026, 11, 1, 9, 6, 0), shoeNumber: 2, cards: [4, 12, 7, 2, 3, 11], bets: { player: 0, banker: 10_000, tie: 0 }, cutCardOut: true };

// 9♠ K♠ 9♥ 5♦ at an EZ table: Player 9 9 (a pair, a natural 8) beats Banker 5. Typed from
// src/engine/RULES.md: Player 1:1 (+10 kr), Player Pair 11:1 (+110 kr), Dragon Bonus Player on a
// natural 1:1 (+10 kr), Banker Pair lost (−10 kr): net +120 kr.
const sides: RoundRecord = {
  id: 9,
  time: Date.UTC(2026, 11, 1, 9, 7, 0),
  shoeNumber: 2,
  cards: [8, 12, 21, 30],
  bets: { player: 1_000, banker: 0, tie: 0, playerPair: 1_000, bankerPair: 1_000, dragonBonusPlayer: 1_000 },
  cutCardOut: false,
  variant: 'ez',
};

describe('history export', () => {
  it('kroner with a decimal comma, no grouping, ASCII minus', () => {
    expect(kronerText(123_450)).toBe('1234,50');
    expect(kronerText(1_000)).toBe('10,00');
    expect(kronerText(-950)).toBe('-9,50');
    expect(kronerText(0)).toBe('0,00');
    expect(kronerText(-5)).toBe('-0,05');
  });

  it('local time as YYYY-MM-DD HH:MM:SS', () => {
    const d = new Date(natural.time);
    expect(localTimeText(natural.time)).toBe(
      `${d.getFullYear()}-12-0${d.getDate()} ${String(d.getHours()).padStart(2, '0')}:05:03`,
    );
  });

  it('CSV: BOM, semicolons, CRLF, a header and one row per round recomputed from the cards', () => {
    const csv = historyCsv([natural, drawn], LABELS);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n').slice(0, -1);
    expect(lines).toHaveLength(3);
    // Stake columns in felt order (Player, Tie, Banker); fields with ; or " are quoted.
    expect(lines[0]).toBe(
      'Runde;Tid;Kortsko;Spillers kort;Banks kort;Spillers sum;Banks sum;Vinner;Innsats Spiller (kr);"Innsats ""Uavgjort""";"Innsats Bank; kr";Resultat (kr);Bordtype',
    );
    // Rounds stored before table types were played at a standard table.
    expect(lines[1]).toBe(`7;${localTimeText(natural.time)};2;9♥ K♥;K♠ 5♦;9;5;Spiller;1234,50;5,00;0,00;1229,50;Standard`);
    expect(lines[2]).toBe(`8;${localTimeText(drawn.time)};2;5♠ 8♠ 4♠;K♠ 3♠ Q♠;7;3;Spiller;0,00;0,00;100,00;-100,00;Standard`);
  });

  it('JSON: the same rounds in øre, with the cards and results', () => {
    const out = JSON.parse(historyJson([natural, drawn], Date.UTC(2026, 11, 1, 12))) as {
      format: string;
      version: number;
      exported: string;
      rounds: { id: number; time: string; cardIds: number[]; player: { cards: string[]; total: number }; winner: string; net: number; bets: unknown; cutCardOut: boolean }[];
    };
    expect(out.format).toBe('punto-banco-history');
    expect(out.version).toBe(2);
    expect(out.exported).toBe('2026-12-01T12:00:00.000Z');
    expect(out.rounds.map((r) => r.id)).toEqual([7, 8]);
    expect(out.rounds[0]).toMatchObject({
      time: '2026-12-01T09:05:03.000Z',
      cardIds: [21, 12, 25, 30],
      player: { cards: ['9♥', 'K♥'], total: 9 },
      winner: 'player',
      net: 122_950,
      bets: { player: 123_450, banker: 0, tie: 500 },
      cutCardOut: false,
      // Stored before table types: standard.
      variant: 'standard',
    });
    expect(out.rounds[1]!.cutCardOut).toBe(true);
  });

  it("CSV: a column per bet staked in the file (the engine's bet list, felt order), so the stakes are all the net counts", () => {
    const csv = historyCsv([natural, sides, drawn], LABELS);
    const [header, ...rows] = csv.slice(1).split('\r\n').slice(0, -1);
    // Player, Tie, Banker always; then only the side bets some round staked, before the net.
    expect(header).toBe(
      'Runde;Tid;Kortsko;Spillers kort;Banks kort;Spillers sum;Banks sum;Vinner;Innsats Spiller (kr);"Innsats ""Uavgjort""";"Innsats Bank; kr";Spillerpar;Bankpar;Dragebonus Spiller;Resultat (kr);Bordtype',
    );
    // The table type is the last column: each round's own (the EZ round beside two standard ones).
    expect(rows[0]).toBe(`7;${localTimeText(natural.time)};2;9♥ K♥;K♠ 5♦;9;5;Spiller;1234,50;5,00;0,00;0,00;0,00;0,00;1229,50;Standard`);
    expect(rows[1]).toBe(`9;${localTimeText(sides.time)};2;9♠ 9♥;K♠ 5♦;8;5;Spiller;10,00;0,00;0,00;10,00;10,00;10,00;120,00;EZ`);
    expect(rows[2]).toBe(`8;${localTimeText(drawn.time)};2;5♠ 8♠ 4♠;K♠ 3♠ Q♠;7;3;Spiller;0,00;0,00;100,00;0,00;0,00;0,00;-100,00;Standard`);
  });

  it("JSON version 2: every staked bet and the round's table type, the old fields kept", () => {
    const out = JSON.parse(historyJson([natural, sides], 0)) as { version: number; rounds: Record<string, unknown>[] };
    expect(out.version).toBe(2);
    expect(out.rounds[1]).toEqual({
      id: 9,
      time: '2026-12-01T09:07:00.000Z',
      shoe: 2,
      cardIds: [8, 12, 21, 30],
      player: { cards: ['9♠', '9♥'], total: 8 },
      banker: { cards: ['K♠', '5♦'], total: 5 },
      winner: 'player',
      variant: 'ez',
      bets: { player: 1_000, tie: 0, banker: 0, playerPair: 1_000, bankerPair: 1_000, dragonBonusPlayer: 1_000 },
      commission: 0,
      net: 12_000,
      cutCardOut: false,
    });
    expect(Object.keys(out.rounds[0]!.bets as object)).toEqual(['player', 'tie', 'banker']);
  });
});
