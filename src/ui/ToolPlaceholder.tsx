/**
 * A top-bar tool's stand-in while its chunk loads (lazyPart.tsx, idlePart's `placeholder`): the
 * same label in the same box, unavailable, so the top bar has its final width from the first paint
 * (the prerender too) and nothing in it moves or wraps anew when the tool arrives.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import tool from './ToolButton.module.css';
import hidden from './visuallyHidden.module.css';

/** The first-screen text keys of the tools' labels (locales/<lng>/table.json). */
export type ToolLabel = 'tools.practice' | 'tools.odds' | 'tools.settings' | 'lab.open';

/**
 * A placeholder component for the tool labelled `label`; `iconOnPhone`: shown as the tool is on a
 * narrow phone, an icon in place of its label (ToolButton.module.css).
 */
export function toolPlaceholder(label: ToolLabel, iconOnPhone?: string): () => ReactElement {
  return function ToolPlaceholder() {
    const { t } = useTranslation();
    return (
      <button type="button" className={iconOnPhone ? `${tool.button} ${tool.iconOnPhone}` : tool.button} disabled>
        {iconOnPhone ? (
          <>
            <span className={hidden.onPhone}>{t(label)}</span>
            <span className={tool.icon} aria-hidden="true">
              {iconOnPhone}
            </span>
          </>
        ) : (
          t(label)
        )}
      </button>
    );
  };
}
