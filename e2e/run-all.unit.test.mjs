import { describe, expect, it } from 'vitest';
import { closingLine, tallyPlaywright, tallyVitest } from './run-all.mjs';

const vitestReport = (over = {}) => ({
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [],
  ...over,
});

const pass = { status: 'passed' };
const fail = { status: 'failed' };
/** A test file whose three tests passed. */
const okFile = { name: 'ok.test.ts', status: 'passed', assertionResults: [pass, pass, pass] };

describe('tallyVitest', () => {
  it('counts passed, failed and skipped (skipped + todo) tests', () => {
    const t = tallyVitest(
      vitestReport({
        numPassedTests: 10,
        numFailedTests: 2,
        testResults: [
          { name: 'a.test.ts', status: 'failed', assertionResults: [pass, fail, fail, { status: 'skipped' }, { status: 'todo' }] },
        ],
      }),
      1,
    );
    expect(t).toMatchObject({ passed: 10, failed: 2, skipped: 2 });
  });

  it('counts a test that never finished (its worker crashed) as failed, naming the file', () => {
    const t = tallyVitest(
      vitestReport({
        numPassedTests: 3,
        testResults: [
          okFile,
          { name: 'model.test.ts', status: 'passed', assertionResults: [{ status: 'pending' }] },
        ],
      }),
      1,
    );
    expect(t).toMatchObject({ passed: 3, failed: 1, skipped: 0 });
    expect(t.notes.join()).toContain('model.test.ts');
  });

  it("names vitest's unhandled errors in the notes", () => {
    const t = tallyVitest(vitestReport({ numPassedTests: 2 }), 1, {
      reason: 'failed',
      errors: [{ name: 'Error', message: 'Worker exited unexpectedly\n    at ChildProcess' }],
    });
    expect(t).toMatchObject({ passed: 2, failed: 1 });
    expect(t.notes).toContain('unhandled Error: Worker exited unexpectedly');
  });

  it('counts a file that failed outside its tests (e.g. an import error) as one failure', () => {
    const t = tallyVitest(
      vitestReport({
        numPassedTests: 3,
        testResults: [
          okFile,
          { name: 'broken.test.ts', status: 'failed', message: 'SyntaxError', assertionResults: [] },
        ],
      }),
      1,
    );
    expect(t).toMatchObject({ passed: 3, failed: 1 });
    expect(t.notes.join()).toContain('broken.test.ts');
  });

  it('counts a non-zero exit with no failed test (no report, no tests, crash) as 1 failed', () => {
    expect(tallyVitest(null, 1)).toMatchObject({ passed: 0, failed: 1 });
    expect(tallyVitest(vitestReport({ numPassedTests: 5 }), 1)).toMatchObject({ passed: 5, failed: 1 });
  });

  it('a clean run fails nothing', () => {
    expect(tallyVitest(vitestReport({ numPassedTests: 7 }), 0)).toMatchObject({ passed: 7, failed: 0, skipped: 0 });
  });
});

describe('tallyPlaywright', () => {
  it('counts expected and flaky as passed, unexpected as failed, skipped apart', () => {
    const t = tallyPlaywright({ stats: { expected: 4, flaky: 1, unexpected: 2, skipped: 3 }, errors: [] }, 1);
    expect(t).toMatchObject({ passed: 5, failed: 2, skipped: 3 });
  });

  it('counts each global error (e.g. the web server did not start) as a failure', () => {
    const t = tallyPlaywright(
      { stats: { expected: 0, unexpected: 0, skipped: 0, flaky: 0 }, errors: [{ message: 'Error: Process from config.webServer exited early.' }] },
      1,
    );
    expect(t).toMatchObject({ passed: 0, failed: 1 });
    expect(t.notes[0]).toContain('webServer');
  });

  it('counts a run that never started (no Chromium, no report) as 1 failed', () => {
    expect(tallyPlaywright(null, 1)).toMatchObject({ passed: 0, failed: 1 });
  });
});

describe('closingLine', () => {
  it('sums the layers into exactly "N passed, N failed"', () => {
    const line = closingLine([
      { layer: 'unit', passed: 200, failed: 1, skipped: 4, notes: [] },
      { layer: 'browser', passed: 3, failed: 0, skipped: 1, notes: [] },
    ]);
    expect(line).toBe('203 passed, 1 failed');
    expect(line).toMatch(/^\d+ passed, \d+ failed$/);
  });

  it('is "0 passed, 0 failed" when nothing ran', () => {
    expect(closingLine([])).toBe('0 passed, 0 failed');
  });
});
