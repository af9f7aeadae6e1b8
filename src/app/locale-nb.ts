/**
 * The Norwegian texts of the first load (FIRST_NAMESPACES in namespaces.ts) in one chunk, loaded by
 * i18n.ts when nb is active; the other namespaces are in locale-later-nb.ts.
 */
import { byNamespace } from './namespaces.ts';

export default byNamespace(
  import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/nb/table.json', '../../locales/nb/refill.json'], { eager: true }),
);
