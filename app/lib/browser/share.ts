// The share sheet opens from here, within the tap; the copying (share-action.ts) loads when first needed.
/** "failed": neither sharing nor copying was possible, so the link is shown to copy by hand. */
export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

export type ShareNavigator = Pick<Navigator, "share" | "clipboard">;

export function canWebShare(nav: Partial<ShareNavigator> | undefined = globalThis.navigator): boolean {
  return typeof nav?.share === "function";
}

/** The share sheet where there is one; otherwise, or when it is refused, `copy`. */
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

export function orderSharePath(orderId: string): string {
  return `/track-order?${new URLSearchParams({ id: orderId })}`;
}

export function absoluteUrl(path: string, origin: string = globalThis.location.origin): string {
  return new URL(path, origin).href;
}
