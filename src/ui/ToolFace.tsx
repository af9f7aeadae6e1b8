/**
 * What a top-bar tool button shows: its label, or, given an `icon`, the icon in its place on a
 * narrow phone (the label stays its name; ToolButton.module.css `iconOnPhone`). One face for the
 * tool and its stand-in while it loads (ToolPlaceholder.tsx), so the two never differ in size.
 */
import tool from './ToolButton.module.css';
import hidden from './visuallyHidden.module.css';

export function ToolFace({ label, icon }: { label: string; icon?: string }) {
  if (!icon) return <>{label}</>;
  return (
    <>
      <span className={hidden.onPhone}>{label}</span>
      <span className={tool.icon} aria-hidden="true">
        {icon}
      </span>
    </>
  );
}

/** The class of a tool button with that face. */
export function toolClass(icon?: string): string {
  return icon ? `${tool.button} ${tool.iconOnPhone}` : `${tool.button}`;
}
