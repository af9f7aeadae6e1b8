/** Offline and updates: the update prompt, and (lazily) the service worker's registration. */
import { onIdle } from '../../ui/lazyPart.tsx';

export { UpdatePrompt } from './UpdatePrompt.tsx';

/** Registers the service worker once the browser is idle; its code loads in its own chunk. */
export function registerOfflineWhenIdle() {
  onIdle(() => void import('./register.ts').then((m) => m.registerOffline()).catch(() => undefined));
}
