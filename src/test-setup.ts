import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// findBy*/waitFor give up after 1 s by default; a lazily imported part (the rules page's content)
// takes longer than that to import on a loaded CI machine. A wait only ends early on success, so a
// longer limit makes no passing test slower and no failing one pass.
configure({ asyncUtilTimeout: 10_000 });
