/**
 * Sharing a page: the Web Share API where the browser has it,
 * otherwise the link goes to the clipboard. Nothing is sent over the network.
 * The share sheet opens from here, within the tap; the copying (share-action.ts)
 * loads when a browser without the sheet first needs it.
 */
export type ShareOutcome =
  /** The share sheet completed. */
  | "shared"
  /** The customer closed the share sheet: nothing to say. */
  | "cancelled"
  | "copied"
  /** Neither sharing nor copying was possible: show the link to copy by hand. */
  | "failed";

export type ShareNavigator = Pick<Navigator, "share" | "clipboard">;

/** True when the browser has the Web Share API (the control then reads "Share", else "Copy link"). */
export function canWebShare(nav: Partial<ShareNavigator> | undefined = globalThis.navigator): boolean {
  return typeof nav?.share === "function";
}

/**
 * Opens the share sheet where there is one (phones: no code of ours to fetch first, and the tap's
 * activation is still fresh); otherwise, or when it is refused, copies the link with `copy`.
 */
export async function share(
  url: string,
  title: string,
  copy: (url: string) => Promise<boolean>,
  nav: Partial<ShareNavigator> | undefined = globalThis.navigator,
): Promise<ShareOutcome> {
  const sheet = nav?.share;
  if (typeof sheet === "function") {
    try {
      await sheet.call(nav, { url, title });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Any other refusal (e.g. not allowed here): copying still works.
    }
  }
  return (await copy(url)) ? "copied" : "failed";
}

/** The tracking page of an order: the shared link opens it and runs the lookup. */
export function orderSharePath(orderId: string): string {
  return `/track-order?${new URLSearchParams({ id: orderId })}`;
}

/** An absolute URL on this site for a path. */
export function absoluteUrl(path: string, origin: string = globalThis.location.origin): string {
  return new URL(path, origin).href;
}
