/** localStorage key of the table (its own module: src/app/boot.ts reads it before the app loads). */
export const STORAGE_KEY = 'punto-banco';
