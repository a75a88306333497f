// Copying a link, loaded when a browser without the share sheet first shares or a share control is pointed at.
import type { ShareNavigator } from "./share";

/** For browsers without the async Clipboard API, or refusing it. */
function copyWithSelection(text: string): boolean {
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
    // Refused (no permission, document not focused): the selection may still work.
  }
  return copyWithSelection(text);
}
