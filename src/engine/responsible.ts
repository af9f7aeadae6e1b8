/** Responsible play's rules that code applies (src/engine/RULES.md § Responsible play). */

/** Reminder intervals a player may choose, minutes; 0 = off (§ Responsible play 3). */
export const REMINDER_CHOICES = [0, 30, 60] as const;
/** One of REMINDER_CHOICES. */
export type ReminderMinutes = (typeof REMINDER_CHOICES)[number];
