import { useCallback, useEffect, useState } from "react";

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

/**
 * The browser's offer to install the site (PRODUCT.md: an "Install app"
 * control only where the browser offers installation, gone once installed).
 * The offer is kept in component state: `canInstall` is true while one is
 * held; `install()` shows the browser's prompt, which can be used once.
 */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onOffer = (event: Event) => {
      // Keep the browser's own mini-infobar away: the page offers installation itself.
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener("beforeinstallprompt", onOffer);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onOffer);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!offer) return;
    // A prompt can be shown once; if it is dismissed the browser may offer again later.
    setOffer(null);
    await offer.prompt();
    await offer.userChoice;
  }, [offer]);

  return { canInstall: offer !== null, install };
}
