/** The Norwegian texts, all namespaces but the lab's (labStrings.ts) in one chunk (loaded by i18n.ts when nb is active). */
import { byNamespace } from './namespaces.ts';

export default byNamespace(import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/nb/*.json', '!../../locales/nb/lab.json'], { eager: true }));
