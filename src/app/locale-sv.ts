/** The Swedish texts, all namespaces in one chunk (loaded by i18n.ts when sv is active). */
import { byNamespace } from './namespaces.ts';

export default byNamespace(import.meta.glob<{ default: Record<string, unknown> }>('../../locales/sv/*.json', { eager: true }));
