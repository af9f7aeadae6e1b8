// @vitest-environment jsdom
/**
 * A hand as rendered from the reveal at one instant: a card not yet turned is a card back, named
 * as such, with no rank or suit anywhere in its element; a turned card is named by rank and suit;
 * the total counts only turned cards. In nb and sv.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { revealClock } from './reveal/revealClock.ts';
import { type Rank, RANKS, cardFromId, resolveCoup } from '../../engine/index.ts';
import { i18next, initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import { Hand } from './Hand.tsx';
import { revealAt, revealSchedule } from './reveal/revealSchedule.ts';
import type { Reveal } from './reveal/useReveal.ts';

// jsdom renders take a second or more on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  initI18n('nb', resources);
});
afterEach(cleanup);

// Player: ace of spades, then a 3 of hearts (ids: rank + 13 × suit, S H D C); Banker: K, 9.
const coup = resolveCoup((['A', 'K', '3', '9'] as Rank[]).map((r, i) => cardFromId(RANKS.indexOf(r) + (i === 2 ? 13 : 0))));
const schedule = revealSchedule(coup, { fast: false, reducedMotion: false });

/** The reveal frozen at `t` ms. */
function at(t: number): Reveal {
  return { schedule, now: revealClock(t), state: revealAt(schedule, t) };
}

const BACK = { nb: 'Kort med baksiden opp', sv: 'Kort med baksidan upp' } as const;

describe('Hand during the reveal', () => {
  for (const language of ['nb', 'sv'] as const) {
    it(`names a card not yet turned by its back only, and totals only turned cards (${language})`, async () => {
      await i18next.changeLanguage(language);
      // Player's second card (the 3) has left the shoe but is not half turned.
      const t = schedule.cards[2]!.faceUpAt - 1;
      render(<Hand side="player" reveal={at(t)} winner={false} faded={false} roundKey={1} />);
      const hand = screen.getByTestId('player-hand');
      const images = within(hand).getAllByRole('img');
      expect(images.map((img) => img.getAttribute('aria-label'))).toEqual([
        language === 'nb' ? 'spar ess' : 'spader ess',
        BACK[language],
      ]);
      const down = hand.querySelector<HTMLElement>('[data-face="down"]')!;
      const said = [down, ...down.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => `${a.name}=${a.value}`));
      expect(said.filter((a) => /^data-(rank|suit)|hjert|hjärt|=3$/.test(a))).toEqual([]);
      expect(down.textContent).toBe('');
      expect(screen.getByTestId('player-total')).toHaveAttribute('data-value', '1');
    });
  }

  it('turns the card face up at its moment: named, ranked and counted', async () => {
    await i18next.changeLanguage('nb');
    render(<Hand side="player" reveal={at(schedule.cards[2]!.faceUpAt)} winner={false} faded={false} roundKey={1} />);
    const hand = screen.getByTestId('player-hand');
    expect(within(hand).getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual(['spar ess', 'hjerter 3']);
    expect([...hand.querySelectorAll('[data-rank]')].map((e) => e.getAttribute('data-rank'))).toEqual(['A', '3']);
    expect(screen.getByTestId('player-total')).toHaveAttribute('data-value', '4');
  });

  it('before any of its cards is turned, shows no total', async () => {
    await i18next.changeLanguage('nb');
    render(<Hand side="banker" reveal={at(schedule.cards[1]!.flyAt)} winner={false} faded={false} roundKey={1} />);
    expect(within(screen.getByTestId('banker-hand')).getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([BACK.nb]);
    expect(screen.getByTestId('banker-total')).toHaveAttribute('data-value', '');
    expect(screen.getByTestId('banker-total')).toHaveTextContent('–');
  });

  for (const [language, down, none] of [
    ['nb', 'Bank: 1 kort med baksiden opp, ingen sum ennå', 'Bank: ingen kort ennå'],
    ['sv', 'Bank: 1 kort med baksidan upp, ingen summa ännu', 'Bank: inga kort ännu'],
  ] as const) {
    it(`names a hand of card backs by its face-down cards, not as a hand without cards (${language})`, async () => {
      await i18next.changeLanguage(language);
      const { unmount } = render(<Hand side="banker" reveal={at(schedule.cards[1]!.flyAt)} winner={false} faded={false} roundKey={1} />);
      expect(screen.getByTestId('banker-total')).toHaveAttribute('aria-label', down);
      unmount();
      render(<Hand side="banker" reveal={at(0)} winner={false} faded={false} roundKey={1} />);
      expect(within(screen.getByTestId('banker-hand')).queryAllByRole('img')).toEqual([]);
      expect(screen.getByTestId('banker-total')).toHaveAttribute('aria-label', none);
    });
  }
});
