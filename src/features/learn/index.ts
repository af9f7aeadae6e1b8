/**
 * The learn feature's public face (src/README.md § Folders). The round detail is given as a lazily
 * loaded part, not as the component, so that importing this index keeps it in a chunk of its own.
 */
export { ExplainPanel } from './ExplainPanel.tsx';
export { LastRoundButton } from './LastRoundButton.tsx';
export { RulesDialog } from './RulesDialog.tsx';
export { RoundDetail } from './roundDetail.ts';
export { explainSteps, visibleSteps } from './explainSteps.ts';
