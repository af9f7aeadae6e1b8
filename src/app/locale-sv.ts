/** The Swedish texts, all namespaces but the lab's (labStrings.ts) in one chunk (loaded by i18n.ts when sv is active). */
import { byNamespace } from './namespaces.ts';

export default byNamespace(import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/sv/*.json', '!../../locales/sv/lab.json'], { eager: true }));
