/** The rules engine's public API: pure functions over plain JSON data (src/README.md § Data flow). */
export * from './cards.ts';
export * from './rng.ts';
export * from './rules.ts';
export * from './coup.ts';
export * from './payouts.ts';
export * from './paytables.ts';
export * from './betting.ts';
export * from './shoe.ts';
export * from './roads.ts';
export * from './stats.ts';
export * from './odds.ts';
export * from './simulate.ts';
export * from './systems.ts';
export * from './lab.ts';
export * from './practice.ts';
export * from './responsible.ts';
