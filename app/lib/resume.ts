/**
 * What a page moved to the site's new version does on arrival (lib/update's `takeMove`): the customer's
 * intent, done again. Loaded only then, so the first-paint shell carries none of it.
 */
import { CART_FRAME_ID } from "~/data/ids";
import { cartStore } from "./cart-store";
import { showToast } from "./toast";
import { here, read, updateState, write, type Intent } from "./update";

/** Presses the control again once it is on the page (a list's control comes with its lazy list). */
function pressAgain({ frame, text }: { frame: string; text: string }): void {
  const find = () => {
    const controls = [...document.querySelectorAll<HTMLElement>(`[data-frame="${CSS.escape(frame)}"]`)];
    return controls.length === 1 ? controls[0] : controls.find((c) => c.textContent?.trim() === text);
  };
  const found = find();
  if (found) return void found.click();
  const observer = new MutationObserver(() => {
    const control = find();
    if (!control) return;
    observer.disconnect();
    control.click();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), 10_000);
}

/**
 * The intent of the move that reloaded this page, once (noted within the minute, at this address), and the calm
 * line again when the move found the new version missing too.
 */
function takeMove(): unknown {
  const saved = read();
  if (saved.at !== here() || !(Date.now() - (saved.t ?? 0) < 60_000)) return undefined;
  const { intent } = saved;
  write({ tried: saved.tried, went: typeof intent === "object" && "go" in intent ? intent.go : undefined });
  if (saved.stuck) updateState.set("stuck");
  return intent;
}

/** On a reload: the intent of the move that reloaded this page, if it did. */
export function resume(navigate: (to: string) => void): void {
  const intent = takeMove() as Intent | undefined;
  if (typeof intent !== "object" || intent === null) return;
  if ("go" in intent) navigate(intent.go);
  else if ("press" in intent) pressAgain(intent.press);
  else if ("toast" in intent) showToast(intent.toast.kind, intent.toast);
  else if ("checkout" in intent) {
    // The checkout: as the cart button does, its frame at once, then the panel takes its place.
    (document.getElementById(CART_FRAME_ID) as HTMLDialogElement | null)?.showModal();
    cartStore.openCheckout();
  }
}
