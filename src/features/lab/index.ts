/** The lab feature's public face: the top bar's Systemlab button (the lab loads on first use). */
export { LabButton } from './LabButton.tsx';
