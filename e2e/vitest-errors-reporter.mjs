// A vitest reporter that writes the run's unhandled errors (a crashed worker, a
// rejection after a test ended) and the end reason to the JSON file named by
// PB_VITEST_ERRORS, so `npm test` can say in its summary why vitest failed when
// no test did. vitest's own JSON report leaves these out.
import { writeFileSync } from 'node:fs';

export default class UnhandledErrorsReporter {
  /**
   * @param {ReadonlyArray<unknown>} _modules
   * @param {ReadonlyArray<{ name?: string, message?: string, cause?: { message?: string } }>} errors
   * @param {string} reason 'passed' | 'failed' | 'interrupted'
   */
  onTestRunEnd(_modules, errors, reason) {
    const file = process.env.PB_VITEST_ERRORS;
    if (!file) return;
    const list = errors.map((e) => ({
      name: e?.name ?? 'Error',
      message: [e?.message ?? String(e), e?.cause?.message].filter(Boolean).join(' — caused by: '),
    }));
    writeFileSync(file, JSON.stringify({ reason, errors: list }));
  }
}
