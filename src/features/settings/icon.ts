/** The settings tool's face on a narrow phone (ui/ToolFace.tsx): the button and its stand-in alike. */
export const SETTINGS_ICON = '⚙';
