/**
 * Sharing a page (PRODUCT.md): the Web Share API where the browser has it,
 * otherwise the link goes to the clipboard. Nothing is sent over the network.
 * What a share control needs to render lives here; the sharing itself is in
 * share-action.ts, loaded on the first click.
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

/** The tracking page of an order: the shared link opens it and runs the lookup. */
export function orderSharePath(orderId: string): string {
  return `/track-order?${new URLSearchParams({ id: orderId })}`;
}

/** An absolute URL on this site for a path. */
export function absoluteUrl(path: string, origin: string = globalThis.location.origin): string {
  return new URL(path, origin).href;
}
