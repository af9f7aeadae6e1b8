/**
 * A top-bar tool's stand-in while its chunk loads (lazyPart.tsx, idlePart's `placeholder`): the
 * same label in the same box, unavailable, so the top bar has its final width from the first paint
 * (the prerender too) and nothing in it moves or wraps anew when the tool arrives. It looks as the
 * tool will (ToolButton.module.css, `data-loading`): greyed out for the moment it loads, the top bar
 * read as out of order.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolFace, toolClass } from './ToolFace.tsx';

/** The first-screen text keys of the tools' labels (locales/<lng>/table.json). */
export type ToolLabel = 'tools.practice' | 'tools.odds' | 'tools.settings' | 'lab.open';

/** A placeholder component for the tool labelled `label`, with the tool's phone `icon` if it has one. */
export function toolPlaceholder(label: ToolLabel, icon?: string): () => ReactElement {
  return function ToolPlaceholder() {
    const { t } = useTranslation();
    return (
      <button type="button" className={toolClass(icon)} disabled data-loading="">
        <ToolFace label={t(label)} icon={icon} />
      </button>
    );
  };
}
