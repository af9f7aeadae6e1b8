/**
 * The table store: balance, bets, chip, shoe, phase and history, with thin actions that call
 * the engine (src/README.md § Data flow). A round is settled in one `set` when GI is pressed; the UI only
 * reveals it afterwards. Money is integer øre.
 */
import { createStore } from 'zustand/vanilla';
import { persist, type StateStorage } from 'zustand/middleware';
import {
  type Bets,
  type RefusalReason,
  type BetKey,
  CHIP_VALUES,
  stakeOf,
  withStake,
  NO_BETS,
  STARTING_BALANCE,
  addBets,
  checkBets,
  refusalToPlaceChip,
  refusalToBetAgain,
  refusalToRebet,
  limitBreach,
  dealRound,
  refusesBothSides,
  rngSpecForSeed,
  settleBets,
  totalStake,
  TABLE_LIMITS,
} from '../engine/index.ts';
import { HISTORY_LIMIT, type Language, type Notice, type RoundRecord, type Settings } from './types.ts';
import { type InitialStateOptions, type TableState, initialTableState } from './state.ts';
import { PERSIST_VERSION, fromNewerTable, isNewerVersion, mergePersisted, migratePersisted, nextShoe, partializeTable } from './persistence.ts';
import { type Saving, createTabSync, phaseAfterSync } from './sync.ts';
import { webEntropy } from './entropy.ts';
import { stepOf, stepTotal, withoutStep } from './betSteps.ts';
import { STORAGE_KEY } from './storageKey.ts';
import { returnClosedSideBets, sideBetsClosedBy } from './tableGame.ts';

export { HISTORY_LIMIT } from './types.ts';
export { STORAGE_KEY };

/** The store's actions. Each refused action changes nothing but the notice. */
export interface TableActions {
  selectChip(value: number): void;
  /** Adds one chip of the selected value to a spot (a main spot, or a side-bet spot that is open). */
  placeChip(spot: BetKey): void;
  /** FJERN: returns every chip on the table to the balance; with none on it, refused with the reason. */
  clearBets(): void;
  /** GI: settles the round at once; does nothing while a round is being revealed. */
  deal(): void;
  /**
   * SATS IGJEN: places the last round's bets again on an empty table. Pressed again once they are
   * down (or with other chips on the table) it is refused with the reason (engine checkBetAgain).
   */
  rebet(): void;
  /** SATS IGJEN OG GI: places the last round's bets and deals, in one transition (refused as SATS IGJEN is). */
  rebetAndDeal(): void;
  /**
   * ANGRE: takes back what the last betting action placed (one chip; all of SATS IGJEN or DOBLE),
   * then the one before, back to an empty table. With nothing to take back it is refused with the reason.
   */
  undo(): void;
  /**
   * DOBLE: doubles every bet on the table; with nothing on the table after a round, places the
   * last round's bets doubled. Refused whole (with the reason) when a limit or the balance forbids it.
   */
  double(): void;
  /** Called by the UI when every card of the round is shown. */
  finishReveal(): void;
  setLanguage(language: Language): void;
  /**
   * Changes settings; a new deck count or policy brings a new shoe, and with the variant and the
   * side-bet switch changes only between rounds (not during a reveal). Chips on a side-bet spot the
   * new table lacks go back to the balance.
   */
  updateSettings(patch: Partial<Settings>): void;
  /** A fresh shoe, seeded when a seed is given (the seed is shown in the UI). */
  newShoe(seed?: string | null): void;
  dismissNotice(): void;
  /**
   * Tops the balance up to the starting balance when it (with chips on the table) is below the
   * table minimum. Changes the balance only: shoe, history and settings stay.
   */
  refill(): void;
  /** Starts the scoreboards and statistics afresh from the next round. */
  resetBoard(): void;
  /**
   * Adopts the stored table when another tab changed it (every action does this first; see
   * sync.ts), and stores this tab's table when it differs from the stored one (repaired on load).
   */
  syncFromStorage(): void;
  /**
   * While storage holds a newer build's table (`newerBuild`): plays on here from what this build can
   * read of it (its balance, its chips handed back; `fromNewerTable`), in the language and with the
   * chip this tab shows, stored over it
   * (the player's choice where no newer version loads: the newer version's rounds are then gone).
   * Does nothing otherwise.
   */
  playOnHere(): void;
}

export type TableStore = TableState & TableActions;

/** Options for creating a store; tests inject storage and clock. */
export interface TableStoreOptions extends InitialStateOptions {
  storage?: StateStorage;
  now?: () => number;
}

/** Play money the player holds: the balance plus the chips on the table, øre. */
export function moneyHeld(s: Pick<TableState, 'balance' | 'bets'>): number {
  return s.balance + totalStake(s.bets);
}

/** True when the balance and chips on the table together are below the table minimum. */
function needsRefill(s: Pick<TableState, 'balance' | 'bets'>): boolean {
  return moneyHeld(s) < TABLE_LIMITS.min;
}

/**
 * True when `refill` would add play money now: it is needed, and no round is being revealed
 * (a revealed round's payout is already in the balance). The felt offers a refill exactly then.
 */
export function refillOffered(s: Pick<TableState, 'balance' | 'bets' | 'phase'>): boolean {
  return s.phase !== 'revealing' && needsRefill(s);
}

type BetsAndBalance = Pick<TableState, 'bets' | 'lastBets' | 'balance' | 'settings'>;

/** What DOBLE adds: the bets on the table again, or (on an empty table) the last round's twice; null when nothing. */
function doubleAdds(s: BetsAndBalance): Bets | null {
  const added = totalStake(s.bets) > 0 ? s.bets : s.lastBets && addBets(s.lastBets, s.lastBets);
  return added && totalStake(added) > 0 ? added : null;
}

/**
 * A refusal's notice without its sequence number: a MIN/MAX refusal over `bets` carries the limits
 * of the spot that broke them; one whose words name the balance (refused for it, or DOBLE over MAX
 * beside it) carries `short`, the engine's sums (what was needed, the balance).
 */
export function refusalNotice(reason: Notice['key'], bets: Bets | undefined, settings: Settings, short?: Notice['short']): Omit<Notice, 'seq'> {
  const breach = bets && (reason === 'over-max' || reason === 'under-min' || reason === 'double-over-max') ? limitBreach(bets, settings) : null;
  const namesBalance = reason === 'insufficient-balance' || reason === 'double-over-max';
  return { key: reason, ...(breach ? { limits: breach.limits } : {}), ...(short && namesBalance ? { short } : {}) };
}

/** Why DOBLE is refused now (nothing to double, a limit, the balance), or null when it would place chips. */
function doubleRefusal(s: BetsAndBalance): Omit<Notice, 'seq'> | null {
  const added = doubleAdds(s);
  if (!added) return { key: 'nothing-to-double' };
  const refused = refusalToRebet(s.bets, added, s.balance, s.settings);
  // The engine names the first reason (a limit before the balance); a balance that falls short as
  // well is named too (refusalNotice), so the player is not told only half of why.
  return refused && refusalNotice(refused.reason === 'over-max' ? 'double-over-max' : refused.reason, addBets(s.bets, added), s.settings, refused.short);
}

/** Why SATS IGJEN is refused now (engine checkBetAgain, with its sums), or null when it would place the last bets. */
function rebetRefusal(s: BetsAndBalance): Omit<Notice, 'seq'> | null {
  const refused = refusalToBetAgain(s.bets, s.lastBets, s.balance, s.settings);
  return refused && refusalNotice(refused.reason, s.lastBets ? addBets(s.bets, s.lastBets) : undefined, s.settings, refused.short);
}

/** The dealer buttons the felt shows: ANGRE, DOBLE, SATS IGJEN (and SATS IGJEN OG GI), FJERN, GI. */
export type ControlRefusals = Record<'undo' | 'double' | 'rebet' | 'clear' | 'deal', Omit<Notice, 'seq'> | null>;

type ControlsState = BetsAndBalance & Pick<TableState, 'phase' | 'betSteps'> & Partial<Pick<TableState, 'newerBuild'>>;

/** Why ANGRE is refused now: only a bet being placed has steps to take back (after a round the chips are the last round's). */
function undoRefusal(s: Pick<TableState, 'phase' | 'betSteps'>): Omit<Notice, 'seq'> | null {
  return s.phase === 'betting' && s.betSteps.length > 0 ? null : { key: 'nothing-to-undo' };
}

/** Why FJERN is refused now: there are no chips on the table. */
function clearRefusal(s: Pick<TableState, 'bets'>): Omit<Notice, 'seq'> | null {
  return totalStake(s.bets) > 0 ? null : { key: 'nothing-to-clear' };
}

/** Why GI is refused now (engine checkBets: no bet, both sides, a limit), or null. */
function dealRefusal(s: Pick<TableState, 'bets' | 'settings'>): Omit<Notice, 'seq'> | null {
  const reason = checkBets(s.bets, s.settings);
  return reason && refusalNotice(reason, s.bets, s.settings);
}

/**
 * Why each dealer button would be refused now (between rounds), null where it would act: the same
 * reasons the actions refuse with, so the felt shows such a button unavailable with this reason
 * (pressed, it is refused with it). SATS IGJEN OG GI is refused as SATS IGJEN is.
 */
export function controlRefusals(s: ControlsState): ControlRefusals {
  if (s.newerBuild) {
    const newer = { key: 'newer-version' } as const;
    return { rebet: newer, double: newer, undo: newer, clear: newer, deal: newer };
  }
  return { rebet: rebetRefusal(s), double: doubleRefusal(s), undo: undoRefusal(s), clear: clearRefusal(s), deal: dealRefusal(s) };
}

/** Creates the table store with persistence (localStorage unless another storage is given). */
export function createTableStore(options: TableStoreOptions = {}) {
  const now = options.now ?? Date.now;
  let seq = 0;
  const notice = (key: Notice['key']): { notice: Notice } => ({ notice: { key, seq: ++seq } });
  // How the writes go (sync.ts `Saving`). A notice is cleared by the next press, so the player is
  // told where it stands: storage full (older rounds left out of what is stored) at the first round
  // dealt so, whose reveal it stands through, once until storage has room again; nothing stored at
  // all from the first write and again at each new round, since each is then lost to a reload.
  // Heard inside a write (state already set): the notice follows it.
  let saving: Saving = 'whole';
  let warnedRound = -1;
  let trimmedTold = false;
  /** The store's state and a way to set a notice, once the store's creator has run. */
  let bound: { state(): TableState; tell(key: 'storage-trimmed' | 'storage-unsaved'): void } | null = null;
  const onSaving = (next: Saving) => {
    const changed = next !== saving;
    saving = next;
    if (next === 'whole') {
      trimmedTold = false;
      return;
    }
    const round = bound?.state().roundsPlayed ?? 0;
    const dealt = bound?.state().phase === 'revealing';
    queueMicrotask(() => {
      if (next === 'trimmed') {
        if (trimmedTold || !dealt) return;
        trimmedTold = true;
        return bound?.tell('storage-trimmed');
      }
      if (!changed && round === warnedRound) return;
      warnedRound = round;
      bound?.tell('storage-unsaved');
    });
  };
  // Every action runs on the latest stored table, and writes never replace an unseen one (sync.ts).
  const sync = createTabSync(STORAGE_KEY, () => options.storage ?? localStorage, onSaving);

  return createStore<TableStore>()(
    persist(
      (set, get, api) => {
        sync.bind(api);
        bound = { state: get, tell: (key) => set(notice(key)) };
        /** Refuses with the notice `n` (refusalNotice); nothing else changes. */
        const refuseWith = (n: Omit<Notice, 'seq'>) => set({ notice: { ...n, seq: ++seq } });
        const refuse = (reason: RefusalReason, bets?: Bets) => refuseWith(refusalNotice(reason, bets, get().settings));
        /**
         * The one guard against betting or dealing while a round is revealed: the round is settled
         * already, and the next may start only once the player has seen its result (the reveal's
         * end, revealSchedule.ts, calls finishReveal). Every path in (a press, a key, a test) comes here.
         */
        const betweenRounds =
          <A extends unknown[]>(action: (...args: A) => void) =>
          (...args: A) => {
            if (get().phase !== 'revealing') action(...args);
          };

        /** The state after dealing `bets` (already off the balance); null when refused. */
        const dealState = (s: TableState, bets: Bets, balance: number): Partial<TableState> | null => {
          const reason = checkBets(bets, s.settings);
          if (reason) {
            refuse(reason, bets);
            return null;
          }
          const dealt = dealRound(s.shoe, webEntropy);
          const variant = s.settings.variant;
          const settlement = settleBets(bets, dealt.coup, variant);
          const record: RoundRecord = {
            id: s.roundsPlayed + 1,
            time: now(),
            shoeNumber: s.shoe.shoeNumber,
            cards: dealt.coup.dealOrder.map((c) => c.id),
            bets,
            cutCardOut: dealt.cutCardOut,
            variant,
          };
          const history = s.history.length >= HISTORY_LIMIT ? s.history.slice(1 - HISTORY_LIMIT) : s.history.slice();
          history.push(record);
          return {
            balance: balance + settlement.returned,
            bets: NO_BETS,
            betSteps: [],
            lastBets: bets,
            shoe: dealt.shoe,
            phase: 'revealing',
            roundsPlayed: record.id,
            history,
            notice: null,
          };
        };

        // While storage holds a newer build's table, the reveal still ends, notices still close and the
        // language still changes (nothing is stored then, but the player can read why in their own);
        // everything else is refused with the reason (sync.ts).
        const whileNewer = { run: ['finishReveal', 'dismissNotice', 'syncFromStorage', 'playOnHere', 'setLanguage'] as const, refuse: () => set(notice('newer-version')) };
        return sync.wrapActions<TableStore>({
          ...initialTableState(options),

          selectChip(value) {
            if (CHIP_VALUES.includes(value)) set({ chip: value });
          },

          placeChip: betweenRounds((spot: BetKey) => {
            const s = get();
            const refused = refusalToPlaceChip(s.bets, spot, s.chip, s.balance, s.settings);
            if (refused) return refuseWith(refusalNotice(refused.reason, withStake(s.bets, spot, stakeOf(s.bets, spot) + s.chip), s.settings, refused.short));
            set({
              bets: withStake(s.bets, spot, stakeOf(s.bets, spot) + s.chip),
              betSteps: [...s.betSteps, { [spot]: s.chip }],
              balance: s.balance - s.chip,
              phase: 'betting',
              notice: null,
            });
          }),

          clearBets: betweenRounds(() => {
            const s = get();
            const refused = clearRefusal(s);
            if (refused) return refuseWith(refused);
            set({ bets: NO_BETS, betSteps: [], balance: s.balance + totalStake(s.bets), notice: null });
          }),

          deal: betweenRounds(() => {
            const s = get();
            const next = dealState(s, s.bets, s.balance);
            if (next) set(next);
          }),

          // SATS IGJEN puts the last bets down only on an empty table (checkBetAgain), so the bets
          // placed are the last bets themselves; a limit it breaks is theirs too.
          rebet: betweenRounds(() => {
            const s = get();
            const refused = rebetRefusal(s);
            if (refused) return refuseWith(refused);
            const last = s.lastBets!;
            set({ bets: last, betSteps: [...s.betSteps, stepOf(last)], balance: s.balance - totalStake(last), phase: 'betting', notice: null });
          }),

          rebetAndDeal: betweenRounds(() => {
            const s = get();
            const refused = rebetRefusal(s);
            if (refused) return refuseWith(refused);
            const last = s.lastBets!;
            const next = dealState(s, last, s.balance - totalStake(last));
            if (next) set(next);
          }),

          undo: betweenRounds(() => {
            const s = get();
            const refused = undoRefusal(s);
            if (refused) return refuseWith(refused);
            const step = s.betSteps.at(-1)!;
            const bets = withoutStep(s.bets, step);
            // Steps always add up to the bets; should they not, FJERN's whole return is the safe undo.
            if (!bets) return get().clearBets();
            set({ bets, betSteps: s.betSteps.slice(0, -1), balance: s.balance + stepTotal(step), notice: null });
          }),

          double: betweenRounds(() => {
            const s = get();
            const refused = doubleRefusal(s);
            if (refused) return refuseWith(refused);
            const added = doubleAdds(s)!;
            set({
              bets: addBets(s.bets, added),
              betSteps: [...s.betSteps, stepOf(added)],
              balance: s.balance - totalStake(added),
              phase: 'betting',
              notice: null,
            });
          }),

          finishReveal() {
            if (get().phase === 'revealing') set({ phase: 'settled' });
          },

          setLanguage(language) {
            set({ language });
          },

          updateSettings(patch) {
            const s = get();
            const settings = { ...s.settings, ...patch };
            const shoeChanges = settings.decks !== s.settings.decks || settings.policy !== s.settings.policy;
            const tableChanges = settings.variant !== s.settings.variant || settings.sideBets !== s.settings.sideBets;
            if ((shoeChanges || tableChanges) && s.phase === 'revealing') return set(notice('settings-locked'));
            if (refusesBothSides(s.bets, settings)) return refuse('both-sides');
            // Side-bet chips on spots the new table lacks go back to the balance and leave the undo
            // steps; SATS IGJEN then repeats only the bets this table has. The notice names them,
            // so the balance does not grow unexplained.
            const returned = sideBetsClosedBy(s.bets, settings);
            // A second change while the notice of an earlier one still stands (the table holds it
            // while the settings dialog is open) adds to it: the player sees every chip that went back.
            const earlier = s.notice?.key === 'side-bets-returned' ? [...(s.notice.earlier ?? []), ...(s.notice.returned ?? [])] : [];
            set({
              settings,
              ...returnClosedSideBets({ ...s, settings }),
              ...(shoeChanges ? { shoe: nextShoe(s.shoe, settings.decks, settings.policy, s.shoe.rng) } : {}),
              ...(returned.length > 0 ? { notice: { key: 'side-bets-returned', returned, ...(earlier.length > 0 ? { earlier } : {}), seq: ++seq } } : {}),
            });
          },

          newShoe(seed) {
            const s = get();
            if (s.phase === 'revealing') return set(notice('settings-locked'));
            const spec = seed === undefined ? s.shoe.rng : rngSpecForSeed(seed);
            set({ shoe: nextShoe(s.shoe, s.settings.decks, s.settings.policy, spec), ...notice('new-shoe') });
          },

          dismissNotice() {
            set({ notice: null });
          },

          refill: betweenRounds(() => {
            const s = get();
            if (!refillOffered(s)) return set(notice('refill-not-needed'));
            const added = STARTING_BALANCE - moneyHeld(s);
            set({ balance: s.balance + added, refills: s.refills + 1, refilled: s.refilled + added, ...notice('refilled') });
          }),

          resetBoard() {
            const s = get();
            set({ boardFrom: s.roundsPlayed, ...notice('board-reset') });
          },

          syncFromStorage() {
            // The wrapper has adopted the stored table; this stores what the load repaired or re-seeded
            // (a no-op write is skipped).
            set({});
          },

          playOnHere() {
            if (!get().newerBuild) return;
            // From what this build reads of the newer table (as a load of it shows), never from this
            // tab's older copy: that would bring back money the newer version has since lost.
            const stored = sync.readStored();
            const fresh = initialTableState(options);
            const table = stored && isNewerVersion(stored.version) ? fromNewerTable(stored, fresh) : get();
            sync.release();
            // In the language the player reads now (chosen while stopped, or this tab's own).
            // The chip too: the one the player sees chosen (and the prompt's button has just focused).
            set({ ...table, language: get().language, chip: get().chip, newerBuild: false, notice: null });
          },
        }, whileNewer);
      },
      {
        name: STORAGE_KEY,
        version: PERSIST_VERSION,
        storage: sync.storage,
        partialize: (s) => partializeTable(s),
        migrate: migratePersisted,
        merge: (persisted, current) => {
          // On page load a ?seed= may start a new shoe; a table adopted from another tab is taken as it is.
          const adopting = sync.adopting;
          if (sync.newer) {
            // A newer build's table (sync.ts): a table in play stays as this tab had it (merged, its
            // chips would count twice beside the other build's balance); on a page load only what
            // migratePersisted can read of it (balance, language) is shown. Nothing is written. The
            // notice comes once, not again with each write of the newer tab.
            const shown = adopting ? current : mergePersisted(persisted, current, null).state;
            return { ...shown, newerBuild: true, ...(current.newerBuild ? {} : notice('newer-version')) };
          }
          const { state: merged, damaged } = mergePersisted(persisted, current, adopting ? null : (options.seed ?? null));
          // Back on a table of this version: it plays and stores again, and no longer says otherwise.
          const stale = current.newerBuild && merged.notice?.key === 'newer-version';
          const state = { ...merged, newerBuild: false, ...(stale ? { notice: null } : {}) };
          const next = adopting ? { ...state, phase: phaseAfterSync(current, state) } : state;
          if (damaged) return { ...next, ...notice('storage-reset') };
          return adopting && sync.overwritten ? { ...next, ...notice('tab-conflict') } : next;
        },
      },
    ),
  );
}

export type TableStoreApi = ReturnType<typeof createTableStore>;
