// @vitest-environment jsdom
/**
 * The update prompt: nothing until a new version waits; then "Ny versjon – last inn på nytt"
 * (sv "Ny version – ladda om"), hidden while a round is revealed, and a tap loads the new version.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18next, initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import { tableStore } from '../../store/appStore.ts';
import { STORAGE_KEY } from '../../store/tableStore.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';
import { offerUpdate } from './updateState.ts';

beforeAll(() => {
  initI18n('nb', resources);
});
beforeEach(() => {
  localStorage.removeItem(STORAGE_KEY);
  act(() => tableStore.setState(tableStore.getInitialState(), true));
});
afterEach(cleanup);

describe('UpdatePrompt', () => {
  // First, before any test offers a waiting version (updateState keeps it for the module's life).
  it('also shows when another tab stored the table with a newer version; a tap then reloads the page', async () => {
    await act(() => i18next.changeLanguage('nb'));
    const reload = vi.fn();
    render(<UpdatePrompt reload={reload} />);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    act(() => tableStore.setState({ newerBuild: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Ny versjon – last inn på nytt' }));
    expect(reload).toHaveBeenCalledTimes(1);
    // Beside it, the way out: play on here (the store stores this table again); both then go.
    fireEvent.click(screen.getByRole('button', { name: 'Spill videre her' }));
    expect(tableStore.getState().newerBuild).toBe(false);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    expect(screen.queryByTestId('newer-play-here')).toBeNull();
  });

  it('shows nothing until a new version waits, then offers it; a tap loads it', async () => {
    await act(() => i18next.changeLanguage('nb'));
    render(<UpdatePrompt />);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    const load = vi.fn();
    act(() => offerUpdate({ load }));
    const button = screen.getByRole('button', { name: 'Ny versjon – last inn på nytt' });
    fireEvent.click(button);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is hidden while a round is revealed and back once it is settled', () => {
    act(() => offerUpdate({ load: () => undefined }));
    render(<UpdatePrompt />);
    expect(screen.getByTestId('update-prompt')).toBeInTheDocument();
    act(() => {
      tableStore.getState().placeChip('banker');
      tableStore.getState().deal();
    });
    expect(tableStore.getState().phase).toBe('revealing');
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    act(() => tableStore.getState().finishReveal());
    expect(screen.getByTestId('update-prompt')).toBeInTheDocument();
  });

  it('speaks Swedish on a Swedish table', async () => {
    act(() => offerUpdate({ load: () => undefined }));
    await act(() => i18next.changeLanguage('sv'));
    render(<UpdatePrompt />);
    expect(screen.getByRole('button', { name: 'Ny version – ladda om' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('nb'));
  });
});
