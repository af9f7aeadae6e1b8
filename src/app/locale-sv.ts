/**
 * The Swedish texts of the first load (FIRST_NAMESPACES in namespaces.ts) in one chunk, loaded by
 * i18n.ts when sv is active; the other namespaces are in locale-later-sv.ts.
 */
import { byNamespace } from './namespaces.ts';

export default byNamespace(
  import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/sv/table.json', '../../locales/sv/refill.json'], { eager: true }),
);
