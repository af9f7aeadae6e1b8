/**
 * Registers the service worker (vite-plugin-pwa's virtual module, no inline script: the page's
 * CSP allows scripts and workers from 'self' only). Loaded in its own chunk once the table has
 * painted. A new version installs in the background and waits: the player is offered it
 * (UpdatePrompt) and it is never swapped in under a round in play.
 */
import { registerSW } from 'virtual:pwa-register';
import { tableStore } from '../../store/appStore.ts';
import { offerUpdate } from './updateState.ts';

/** Starts the service worker; does nothing where there is none (old browsers, tests). */
export function registerOffline() {
  const update = registerSW({
    onNeedRefresh: () => offerUpdate({ load: () => void update(true) }),
    // The new version took over (this tab's choice or another tab's): reload, but not mid-round.
    onNeedReload: () => whenNoRoundInPlay(() => location.reload()),
  });
}

/** Runs `then` now, or once the round being revealed has settled. */
function whenNoRoundInPlay(then: () => void) {
  if (tableStore.getState().phase !== 'revealing') return then();
  const stop = tableStore.subscribe((s) => {
    if (s.phase === 'revealing') return;
    stop();
    then();
  });
}
