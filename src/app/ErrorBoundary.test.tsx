// @vitest-environment jsdom
/**
 * The error boundary: a render error anywhere below it shows a recoverable message (in the
 * table's language) instead of a blank page, and "Prøv igjen" renders the table again.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18next, initI18n } from './i18n.ts';
import { resources } from './resources.ts';
import nbTable from '../../locales/nb/table.json';
import svTable from '../../locales/sv/table.json';
import { ErrorBoundary } from './ErrorBoundary.tsx';

beforeAll(() => {
  initI18n('nb', resources);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * A render that throws while `broken.now` is true. (How often React calls a render that throws
 * before it gives up differs between versions: React 18 in development replays it, React 19 does
 * not; so the test, not a count of calls, says when the error is gone.)
 */
function Flaky({ broken }: { broken: { now: boolean } }) {
  if (broken.now) throw new Error('unexpected render error');
  return <p>the table</p>;
}

describe('ErrorBoundary', () => {
  it('shows the recoverable message for a render error, and the retry renders the children again', async () => {
    // React reports caught render errors on the console; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18next.changeLanguage('nb');
    const broken = { now: true };
    render(
      <ErrorBoundary>
        <Flaky broken={broken} />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(nbTable.error.title);
    expect(alert).toHaveTextContent(nbTable.error.body);
    expect(screen.queryByText('the table')).toBeNull();
    broken.now = false;
    fireEvent.click(screen.getByRole('button', { name: nbTable.error.retry }));
    expect(screen.getByText('the table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays on the message when the retry fails again, and recovers on a later retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18next.changeLanguage('sv');
    const broken = { now: true };
    render(
      <ErrorBoundary>
        <Flaky broken={broken} />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: svTable.error.retry }));
    expect(screen.getByRole('alert')).toHaveTextContent(svTable.error.title);
    broken.now = false;
    fireEvent.click(screen.getByRole('button', { name: svTable.error.retry }));
    expect(screen.getByText('the table')).toBeInTheDocument();
  });
});
