// The share sheet opens from here, within the tap; the copying (share-action.ts) loads when first needed.
/** "failed": neither sharing nor copying was possible, so the link is shown to copy by hand. */
export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

export function canWebShare(): boolean {
  return typeof navigator.share === "function";
}

/** The share sheet where there is one; otherwise, or when it is refused, `copy`. */
export async function share(
  url: string,
  title: string,
  copy: (url: string) => Promise<boolean>,
): Promise<ShareOutcome> {
  if (canWebShare()) {
    try {
      await navigator.share({ url, title });
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
