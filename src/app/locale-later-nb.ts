/**
 * The Norwegian texts not needed before a first bet (every namespace but FIRST_NAMESPACES and the
 * lab's and the squeeze's, which comes with its chunk) in one chunk, loaded by i18n.ts with the first part that reads one of them.
 */
import { byNamespace } from './namespaces.ts';

export default byNamespace(
  import.meta.glob<{ default: Record<string, unknown> }>(
    ['../../locales/nb/*.json', '!../../locales/nb/table.json', '!../../locales/nb/refill.json', '!../../locales/nb/lab.json', '!../../locales/nb/squeeze.json'],
    { eager: true },
  ),
);
