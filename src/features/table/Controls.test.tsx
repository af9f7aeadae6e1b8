// @vitest-environment jsdom
/**
 * The dealer's buttons across phases: SATS IGJEN keeps its place (the same button, so focus stays
 * on it when it is pressed and a second press is its own refusal, not FJERN's), and during the
 * reveal every button is announced unavailable with the reason given. The store refuses; the
 * buttons still call their actions.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import type { Phase } from '../../store/types.ts';
import type { ControlRefusals } from '../../store/tableStore.ts';
import { Controls } from './Controls.tsx';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => {
  initI18n('nb', resources);
});
afterEach(cleanup);

const actions = () => ({ onDeal: vi.fn(), onUndo: vi.fn(), onDouble: vi.fn(), onClear: vi.fn(), onRebet: vi.fn(), onRebetAndDeal: vi.fn() });
/** What the felt knows, as the old flags: each false flag is its button's refusal. */
interface Can {
  canUndo?: boolean;
  canRebet?: boolean;
  canDouble?: boolean;
  hasBets?: boolean;
}
const refusalsOf = ({ canUndo = false, canRebet = true, canDouble = true, hasBets = false }: Can): ControlRefusals => ({
  undo: canUndo ? null : { key: 'nothing-to-undo' },
  rebet: canRebet ? null : { key: 'rebet-placed' },
  double: canDouble ? null : { key: 'nothing-to-double' },
  clear: hasBets ? null : { key: 'nothing-to-clear' },
  deal: hasBets ? null : { key: 'no-bet' },
});
const props = (phase: Phase, { canUndo, canRebet, canDouble, hasBets, ...over }: Partial<Parameters<typeof Controls>[0]> & Can = {}) => ({
  phase,
  hasLastBets: true,
  emptyTable: !hasBets,
  refusals: refusalsOf({ canUndo, canRebet, canDouble, hasBets }),
  language: 'nb' as const,
  ...actions(),
  ...over,
});
const names = () => screen.getAllByRole('button').map((b) => `${b.textContent}${b.getAttribute('aria-disabled') ? ' (unavailable)' : ''}`);

describe('Controls', () => {
  it('SATS IGJEN is the same button after it is pressed: focus stays on it, unavailable, and still calls SATS IGJEN', () => {
    const { rerender } = render(<Controls {...props('settled')} />);
    const rebet = screen.getByRole('button', { name: 'SATS IGJEN' });
    rebet.focus();
    expect(names()).toEqual(['ANGRE (unavailable)', 'DOBLE', 'SATS IGJEN', 'SATS IGJEN OG GI']);
    // Pressed: the last bets are on the table, SATS IGJEN would now be refused.
    const next = props('betting', { canRebet: false, hasBets: true, canUndo: true });
    rerender(<Controls {...next} />);
    expect(names()).toEqual(['ANGRE', 'DOBLE', 'SATS IGJEN (unavailable)', 'FJERN', 'GI']);
    expect(screen.getByRole('button', { name: 'SATS IGJEN' })).toBe(rebet);
    expect(document.activeElement).toBe(rebet);
    fireEvent.click(rebet);
    expect(next.onRebet).toHaveBeenCalledTimes(1);
    expect(next.onClear).not.toHaveBeenCalled();
  });

  it('a table emptied again while betting offers SATS IGJEN OG GI, as after a round; FJERN stays the same button, so focus stays on it', () => {
    // SATS IGJEN pressed after a round, then FJERN: nothing on the table, the last bets to repeat.
    const { rerender } = render(<Controls {...props('betting', { canRebet: false, hasBets: true, canUndo: true })} />);
    const clear = screen.getByRole('button', { name: 'FJERN' });
    clear.focus();
    const emptied = props('betting', { canUndo: true });
    rerender(<Controls {...emptied} />);
    expect(names()).toEqual(['ANGRE', 'DOBLE', 'SATS IGJEN', 'FJERN (unavailable)', 'SATS IGJEN OG GI']);
    expect(screen.getByRole('button', { name: 'FJERN' })).toBe(clear);
    expect(document.activeElement).toBe(clear);
    fireEvent.click(screen.getByRole('button', { name: 'SATS IGJEN OG GI' }));
    expect(emptied.onRebetAndDeal).toHaveBeenCalledTimes(1);
    expect(emptied.onDeal).not.toHaveBeenCalled();
    // With no round to repeat (the first bet), an empty table's main button is GI, refused for want of a bet.
    rerender(<Controls {...props('betting', { hasLastBets: false })} />);
    expect(names()).toEqual(['ANGRE (unavailable)', 'DOBLE', 'FJERN (unavailable)', 'GI (unavailable)']);
  });

  it('before the first round there is no SATS IGJEN; during the first reveal neither, so the row does not change under GI', () => {
    const { rerender } = render(<Controls {...props('betting', { hasLastBets: false, hasBets: true })} />);
    expect(names()).toEqual(['ANGRE (unavailable)', 'DOBLE', 'FJERN', 'GI']);
    rerender(<Controls {...props('revealing', { hasLastBets: false })} />);
    expect(names()).toEqual(['ANGRE (unavailable)', 'DOBLE (unavailable)', 'FJERN (unavailable)', 'GI (unavailable)']);
  });

  it('during the reveal every button is unavailable and described by the reason; pressed, it still calls its action (the store refuses)', () => {
    const p = props('revealing', { waitingFor: 'wait-here', canUndo: true });
    render(
      <>
        <p id="wait-here">Vent til kortene er vist.</p>
        <Controls {...p} />
      </>,
    );
    for (const b of screen.getAllByRole('button')) {
      expect(b.getAttribute('aria-disabled')).toBe('true');
      expect(b.getAttribute('aria-describedby')).toBe('wait-here');
      expect(b.hasAttribute('disabled')).toBe(false);
    }
    fireEvent.click(screen.getByRole('button', { name: 'GI' }));
    expect(p.onDeal).toHaveBeenCalledTimes(1);
  });

  it('after the reveal nothing is described as waiting: only a refused button has a description, its reason', () => {
    render(<Controls {...props('settled', { waitingFor: 'wait-here' })} />);
    for (const b of screen.getAllByRole('button')) expect(b.getAttribute('aria-describedby')).not.toBe('wait-here');
    expect(screen.getByRole('button', { name: 'SATS IGJEN' }).hasAttribute('aria-describedby')).toBe(false);
    const undo = screen.getByRole('button', { name: 'ANGRE' });
    expect(document.getElementById(undo.getAttribute('aria-describedby')!)?.textContent).toMatch(/ingenting å angre/);
  });

  it('FJERN on an empty table looks unavailable and says why; pressed, it still calls FJERN (the store refuses with the reason)', () => {
    const p = props('betting', { hasBets: false, canUndo: false, hasLastBets: false });
    render(<Controls {...p} />);
    const clear = screen.getByRole('button', { name: 'FJERN' });
    expect(clear.getAttribute('aria-disabled')).toBe('true');
    expect(clear.hasAttribute('disabled')).toBe(false);
    const why = document.getElementById(clear.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe('Det ligger ingen sjetonger på bordet å fjerne.');
    // Each refused button has its own reason.
    const undo2 = screen.getByRole('button', { name: 'ANGRE' });
    expect(document.getElementById(undo2.getAttribute('aria-describedby')!)?.textContent).toMatch(/ingenting å angre/);
    expect(document.getElementById(screen.getByRole('button', { name: 'GI' }).getAttribute('aria-describedby')!)?.textContent).toBe(
      'Legg en innsats før du trykker på GI.',
    );
    fireEvent.click(clear);
    expect(p.onClear).toHaveBeenCalledTimes(1);
  });

  it('with chips on the table FJERN, GI and ANGRE are available and described by nothing', () => {
    render(<Controls {...props('betting', { hasBets: true, canUndo: true })} />);
    for (const name of ['FJERN', 'GI', 'ANGRE']) {
      const b = screen.getByRole('button', { name });
      expect(b.hasAttribute('aria-disabled')).toBe(false);
      expect(b.hasAttribute('aria-describedby')).toBe(false);
    }
  });
});
