// @vitest-environment jsdom
/**
 * The refill offer on the felt: shown only when the balance and chips on the table are below the
 * table minimum (never during a reveal); the button tops the balance up to the starting balance
 * and leaves shoe, history and settings as they were.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NO_BETS, STARTING_BALANCE, TABLE_LIMITS } from '../../engine/index.ts';
import { formatMoney } from '../../ui/format.ts';
import { i18next, initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import { tableStore } from '../../store/appStore.ts';
import { STORAGE_KEY } from '../../store/tableStore.ts';
import nbRefill from '../../../locales/nb/refill.json';
import svRefill from '../../../locales/sv/refill.json';
import { RefillOffer } from './RefillOffer.tsx';

beforeAll(() => {
  initI18n('nb', resources);
});
beforeEach(() => {
  localStorage.removeItem(STORAGE_KEY);
  act(() => tableStore.setState(tableStore.getInitialState(), true));
});
afterEach(cleanup);

const button = (language: 'nb' | 'sv') =>
  screen.queryByRole('button', { name: (language === 'nb' ? nbRefill : svRefill).button.replace('{{amount}}', formatMoney(STARTING_BALANCE, language)) });

describe('RefillOffer', () => {
  it('is not offered while the player can still make the minimum bet', () => {
    act(() => tableStore.setState({ balance: TABLE_LIMITS.min }));
    render(<RefillOffer />);
    expect(screen.queryByTestId('refill-offer')).toBeNull();
  });

  it('is offered below the minimum; refilling changes the balance only', () => {
    // Play a round so there is history, then lose almost everything.
    act(() => {
      tableStore.getState().placeChip('player');
      tableStore.getState().deal();
      tableStore.getState().finishReveal();
      tableStore.setState({ balance: 250 });
    });
    const before = tableStore.getState();
    render(<RefillOffer />);
    expect(screen.getByRole('heading', { name: nbRefill.title })).toBeInTheDocument();
    fireEvent.click(button('nb')!);
    const after = tableStore.getState();
    expect(after.balance).toBe(STARTING_BALANCE);
    expect(after.refilled).toBe(before.refilled + STARTING_BALANCE - 250);
    expect(after.shoe).toBe(before.shoe);
    expect(after.history).toBe(before.history);
    expect(after.settings).toBe(before.settings);
    expect(after.bets).toEqual(NO_BETS);
    expect(after.notice?.key).toBe('refilled');
    expect(screen.queryByTestId('refill-offer')).toBeNull();
  });

  it('waits for the end of a reveal, whose payout may have rescued the balance', () => {
    act(() => tableStore.setState({ balance: 0, phase: 'revealing' }));
    render(<RefillOffer />);
    expect(screen.queryByTestId('refill-offer')).toBeNull();
    act(() => tableStore.setState({ phase: 'settled' }));
    expect(screen.getByTestId('refill-offer')).toBeInTheDocument();
  });

  it('speaks Swedish too', async () => {
    await act(() => i18next.changeLanguage('sv'));
    act(() => tableStore.setState({ balance: 0, language: 'sv' }));
    render(<RefillOffer />);
    expect(screen.getByRole('heading', { name: svRefill.title })).toBeInTheDocument();
    expect(button('sv')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('nb'));
  });
});
