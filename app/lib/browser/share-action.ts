// Copying a link, loaded when a browser without the share sheet first shares or a share control is pointed at.
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

export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Missing (insecure page, older browser) or refused (no permission, page not focused): the selection may still work.
  }
  return copyWithSelection(text);
}
