import type { ShareNavigator, ShareOutcome } from "./share";

/*
 * The sharing itself (loaded on a share control's first click): Web Share, else the
 * clipboard. Returns what happened so the caller can say so ("Link copied").
 */

/** Copy through a selected, off-screen textarea: browsers without the async Clipboard API (or refusing it). */
function copyWithSelection(text: string): boolean {
  if (typeof document === "undefined") return false;
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    active?.focus();
  }
}

export async function copyText(text: string, nav: Partial<ShareNavigator> | undefined = globalThis.navigator) {
  try {
    if (nav?.clipboard?.writeText) {
      await nav.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): try the selection fallback.
  }
  return copyWithSelection(text);
}

export async function share(
  url: string,
  title: string,
  nav: Partial<ShareNavigator> | undefined = globalThis.navigator,
): Promise<ShareOutcome> {
  const webShare = nav?.share;
  if (typeof webShare === "function") {
    try {
      await webShare.call(nav, { url, title });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Any other refusal (e.g. not allowed here): copying still works.
    }
  }
  return (await copyText(url, nav)) ? "copied" : "failed";
}
