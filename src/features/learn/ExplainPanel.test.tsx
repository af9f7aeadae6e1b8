// @vitest-environment jsdom
/**
 * The explain panel as rendered: one list item per visible step, in step with the reveal, with
 * money through formatMoney and no untranslated keys in nb or sv; the switch turns it off.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type Bets, type Rank, NO_BETS, RANKS } from '../../engine/index.ts';
import { formatMoney } from '../../ui/format.ts';
import { i18next, initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import { roundView, type RoundView } from '../../store/selectors.ts';
import type { Language, Phase } from '../../store/types.ts';
import { ExplainPanel } from './ExplainPanel.tsx';
import { explainSteps } from './explainSteps.ts';

// jsdom has no AnimationEvent, so React would listen for the prefixed webkitAnimationEnd instead of
// the animationend a browser sends: give it one before React loads.
vi.hoisted(() => {
  for (const scope of [globalThis, globalThis.window] as Record<string, unknown>[]) {
    if (scope && !('AnimationEvent' in scope)) scope.AnimationEvent = class AnimationEvent extends Event {};
  }
});

// jsdom renders take up to a second here; leave room for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  initI18n('nb', resources);
});
afterEach(cleanup);

function view(ranks: Rank[], bets: Bets): RoundView {
  return roundView({ id: 7, time: 0, shoeNumber: 1, cards: ranks.map((r) => RANKS.indexOf(r)), bets, cutCardOut: false });
}

async function show(v: RoundView | null, phase: Phase, shown: number, language: Language = 'nb', enabled = true) {
  await i18next.changeLanguage(language);
  const onToggle = vi.fn();
  render(<ExplainPanel view={v} phase={phase} shown={shown} enabled={enabled} language={language} onToggle={onToggle} />);
  return onToggle;
}
const items = () => [...screen.getByTestId('explain').querySelectorAll('li')];

// Player 2 + K = 2 draws a 6 (→ 8); Banker 5 + Q = 5, Player's third card 6: Banker draws an A (→ 6). Player wins.
const drawing = view(['2', '5', 'K', 'Q', '6', 'A'], { ...NO_BETS, banker: 10_000, tie: 1_000 });

describe('ExplainPanel', () => {
  it('adds steps as the cards are revealed', async () => {
    await show(drawing, 'revealing', 3);
    expect(items()).toHaveLength(0);
    cleanup();
    await show(drawing, 'revealing', 4);
    expect(items().map((li) => li.dataset.step)).toEqual(['initial']);
    expect(items()[0]).toHaveTextContent('To kort hver: Spilleren 2 + konge (0) = 2; Banken 5 + dame (0) = 5.');
    cleanup();
    await show(drawing, 'revealing', 5);
    expect(items()[1]).toHaveTextContent('Spilleren har 2 og trekker (Spilleren trekker alltid på 0–5): 6 gir 8.');
    cleanup();
    await show(drawing, 'revealing', 6);
    expect(items()[2]).toHaveTextContent(
      'Banken har 5 og Spillerens tredje kort er 6: Banken trekker (på 5 trekker Banken bare når Spillerens tredje kort er 4–7): ess (1) gir 6.',
    );
  });

  it("names the values of Player's third card that make Banker draw with 'or' (one card has one value)", async () => {
    // Player 2 + K = 2 draws a 7 (→ 9); Banker 3 + Q = 3, Player's third card 7: Banker draws (0–7 or 9).
    const three = view(['2', '3', 'K', 'Q', '7', 'A'], { ...NO_BETS, player: 1_000 });
    await show(three, 'settled', 6);
    expect(items()[2]).toHaveTextContent('(på 3 trekker Banken bare når Spillerens tredje kort er 0–7 eller 9)');
    cleanup();
    await show(three, 'settled', 6, 'sv');
    expect(items()[2]).toHaveTextContent('(på 3 drar Banken bara när Spelarens tredje kort är 0–7 eller 9)');
  });

  it('when settled, shows the comparison and every bet with money formatted', async () => {
    await show(drawing, 'settled', 6);
    const list = items();
    expect(list).toHaveLength(explainSteps(drawing.coup, drawing.settlement).length);
    expect(list[3]).toHaveTextContent('Spiller 8 mot Bank 6: Spilleren er nærmest 9 og vinner.');
    const text = list.map((li) => li.textContent).join('\n');
    // Money is compared through the same formatter (Intl uses U+00A0), never parsed.
    expect(text).toContain(`Innsatsen på Bank (${formatMoney(10_000, 'nb')}) er tapt.`);
    expect(text).toContain(formatMoney(drawing.settlement.staked, 'nb'));
  });

  it('shows the commission on a Banker win, in Swedish', async () => {
    // Player 7 + K = 7 stands; Banker 8 + K: natural 8. Banker wins.
    const v = view(['7', '8', 'K', 'K'], { ...NO_BETS, banker: 20_000 });
    await show(v, 'settled', 4, 'sv');
    const pay = screen.getByTestId('explain').querySelector('[data-step="pay-banker"]')!;
    const s = v.settlement.spots[0]!;
    expect(pay.textContent).toBe(
      `Insatsen på Bank (${formatMoney(s.stake, 'sv')}) vinner ${formatMoney(s.gross, 'sv')}, minus 5\u00a0% kommission, alltså ${formatMoney(s.commission, 'sv')}: ${formatMoney(s.returned, 'sv')} tillbaka till dig (${formatMoney(s.net, 'sv')} i vinst).`,
    );
  });

  it('shows a push on a Tie', async () => {
    const v = view(['7', '4', '10', '3'], { ...NO_BETS, player: 5_000 });
    await show(v, 'settled', 4);
    expect(screen.getByTestId('explain').querySelector('[data-step="pay-player"]')!.textContent).toBe(
      `Innsatsen på Spiller (${formatMoney(5_000, 'nb')}): ved uavgjort får du innsatsen tilbake, ${formatMoney(5_000, 'nb')}.`,
    );
  });

  it('has no untranslated text in either language, for every kind of coup', async () => {
    const coups = [
      drawing,
      view(['7', '8', 'K', 'K'], { player: 1_000, banker: 2_000, tie: 1_000 }),
      view(['7', '4', '10', '3'], { ...NO_BETS, tie: 1_000 }),
      view(['6', '3', 'K', 'K', '4'], { ...NO_BETS, player: 1_000 }),
      view(['3', '7', 'K', 'K', '8'], { ...NO_BETS, player: 1_000 }),
      view(['9', '8', 'K', 'K'], { ...NO_BETS, player: 1_000 }),
    ];
    for (const language of ['nb', 'sv'] as const) {
      for (const v of coups) {
        await show(v, 'settled', v.coup.dealOrder.length, language);
        for (const li of items()) expect(li.textContent).not.toMatch(/\{\{|\}\}|explain\.|name\.|spotName\./);
        cleanup();
      }
    }
  });

  it('before the first round, says what will happen', async () => {
    await show(null, 'betting', 0);
    expect(items()).toHaveLength(0);
    expect(screen.getByTestId('explain')).toHaveTextContent('Legg en innsats og trykk på GI.');
  });

  it('is a labelled switch; off hides the steps', async () => {
    const onToggle = await show(drawing, 'settled', 6, 'nb', false);
    expect(screen.queryByTestId('explain')).toBeNull();
    const toggle = screen.getByRole('switch', { name: 'Forklar rundene' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('reads the list once for steps that land in the same frame, in that frame, and marks its edges', async () => {
    await show(drawing, 'settled', 6);
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await frame(); // the frame that scrolls to the new steps
    const list = screen.getByTestId('explain').querySelector('ol')!;
    let reads = 0;
    Object.defineProperty(list, 'scrollHeight', {
      configurable: true,
      get: () => {
        reads += 1;
        return 500;
      },
    });
    const [first, second, third] = items();
    fireEvent.animationEnd(first!);
    fireEvent.animationEnd(second!);
    fireEvent.animationEnd(third!);
    expect(reads, 'no read in the events').toBe(0);
    await frame();
    expect(reads, 'one read for the three').toBe(1);
    expect(list.hasAttribute('data-more-below'), '500 px of steps in a box of none: more below').toBe(true);
  });
});
