/**
 * Sharing a page (PRODUCT.md): the Web Share API where the browser has it,
 * otherwise the link goes to the clipboard. Nothing is sent over the network.
 * Returns what happened so the caller can say so ("Link copied").
 */
type ShareOutcome =
  /** The share sheet completed. */
  | "shared"
  /** The customer closed the share sheet: nothing to say. */
  | "cancelled"
  | "copied"
  /** Neither sharing nor copying was possible: show the link to copy by hand. */
  | "failed";

type ShareNavigator = Pick<Navigator, "share" | "clipboard">;

/** True when the browser has the Web Share API (the control then reads "Share", else "Copy link"). */
export function canWebShare(nav: Partial<ShareNavigator> | undefined = globalThis.navigator): boolean {
  return typeof nav?.share === "function";
}

/** The tracking page of an order: the shared link opens it and runs the lookup. */
export function orderSharePath(orderId: string): string {
  return `/track-order?${new URLSearchParams({ id: orderId })}`;
}

/** An absolute URL on this site for a path. */
export function absoluteUrl(path: string, origin: string = globalThis.location.origin): string {
  return new URL(path, origin).href;
}

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
