/** Both languages bundled, for unit tests and tools (the app loads one language at a time, i18n.ts). */
import nb from './locale-nb.ts';
import nbLater from './locale-later-nb.ts';
import sv from './locale-sv.ts';
import svLater from './locale-later-sv.ts';
import type { Language } from '../store/types.ts';

/** Resources per language and namespace, as i18next takes them. */
export const resources: Record<Language, Record<string, Record<string, unknown>>> = { nb: { ...nb, ...nbLater }, sv: { ...sv, ...svLater } };
