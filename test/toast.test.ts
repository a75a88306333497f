import { act, render, renderHook, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { toast as sonner } from "sonner";
import { afterEach, expect, it } from "vitest";
import Toaster from "~/components/layout/Toaster";
import { ORDER_FOUND } from "~/data/orders";
import { announce, useAnnouncement } from "~/lib/stores/announce";
import { popToastLayer, pushToastLayer, toasterWanted, toastError, toastLayers } from "~/lib/stores/toast";

/** The node the Toaster renders sonner into: the parent of sonner's "Notifications" region. */
const toasterNode = () => document.querySelector('section[aria-label^="Notifications"]')!.parentElement!;

afterEach(() => {
  sonner.dismiss();
  document.body.replaceChildren();
});

it("toasts go through sonner's toast(); one raised before the Toaster mounts is shown once it does", async () => {
  toastError(ORDER_FOUND);
  // sonner loads on first use; then the toast is sonner's.
  await waitFor(() =>
    expect(sonner.getToasts().map((t) => ("title" in t ? t.title : null))).toContain(ORDER_FOUND.title),
  );
  // The root's ToastHost is told to mount the Toaster once the browser is idle.
  await waitFor(() => expect(toasterWanted.get()).toBe(true));
  render(createElement(Toaster));
  const shown = () => document.querySelector("[data-sonner-toast]")?.textContent;
  await waitFor(() => expect(shown()).toContain(ORDER_FOUND.title));
  expect(shown()).toContain(ORDER_FOUND.description);
});

it("the Toaster's node follows the topmost registered dialog (one opened before it mounts too), then returns to <body>, writing nothing on the page; unmounted, it leaves nothing behind", () => {
  const first = document.body.appendChild(document.createElement("dialog"));
  const second = document.body.appendChild(document.createElement("dialog"));
  pushToastLayer(first);
  const { unmount } = render(createElement(Toaster));
  const node = toasterNode();
  expect(node.parentElement).toBe(first);
  pushToastLayer(second);
  expect(node.parentElement).toBe(second);
  expect([first, second, node].every((el) => el.attributes.length === 0)).toBe(true);
  popToastLayer(second);
  expect(node.parentElement).toBe(first);
  popToastLayer(first);
  expect(node.parentElement).toBe(document.body);
  expect(toastLayers.get()).toEqual([]);
  expect(toasterNode()).toBe(node);
  unmount();
  expect(node.isConnected).toBe(false);
});

it("announcements: the live region's hook holds the text; the same text twice is a new announcement", () => {
  const { result } = renderHook(() => useAnnouncement());
  expect(result.current.text).toBe("");
  act(() => announce("Case added to cart"));
  const first = result.current;
  act(() => announce("Case added to cart"));
  expect(result.current.text).toBe("Case added to cart");
  expect(result.current.id).not.toBe(first.id);
});
