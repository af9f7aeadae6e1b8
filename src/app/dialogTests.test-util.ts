/**
 * The set-up the dialogs' component tests share (jsdom): `<dialog>` with showModal and close
 * (ui/dialogPolyfill.test-util.ts), the app's texts in nb, and a clean page after each test.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { polyfillDialog } from '../ui/dialogPolyfill.test-util.ts';
import { initI18n } from './i18n.ts';
import { resources } from './resources.ts';

/** Registers that set-up; call once at the top of a dialog's test file. */
export function setUpDialogTests() {
  beforeAll(() => {
    polyfillDialog();
    initI18n('nb', resources);
  });
  afterEach(cleanup);
}
