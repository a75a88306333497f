import { useSyncExternalStore } from "react";
import { createStore } from "../stores/store";

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

const offer = createStore<BeforeInstallPromptEvent | null>(null);

function subscribe(listener: () => void) {
  const unsubscribe = offer.subscribe(listener);
  const onOffer = (event: Event) => {
    // Keep the browser's own mini-infobar away: the page offers installation itself.
    event.preventDefault();
    offer.set(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => offer.set(null);
  window.addEventListener("beforeinstallprompt", onOffer);
  window.addEventListener("appinstalled", onInstalled);
  return () => {
    unsubscribe();
    window.removeEventListener("beforeinstallprompt", onOffer);
    window.removeEventListener("appinstalled", onInstalled);
  };
}

/** `canInstall` while the browser offers installation; `install()` shows its prompt, which can be used once. */
export function useInstallPrompt() {
  const held = useSyncExternalStore(subscribe, offer.get, () => null);

  const install = async () => {
    if (!held) return;
    // A prompt can be shown once; if it is dismissed the browser may offer again later.
    offer.set(null);
    await held.prompt();
  };

  return { canInstall: held !== null, install };
}
