import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_FOUND } from "~/data/orders";
import { announce, useAnnouncement } from "~/lib/announce";
import { popToastLayer, pushToastLayer, TOAST_EVENT, toastContainer, toastError, type ToastRequest } from "~/lib/toast";

afterEach(() => document.body.replaceChildren());

describe("toasts", () => {
  it("a toast is a window event for the root's ToastHost; nothing is kept here", () => {
    const seen: ToastRequest[] = [];
    const listen = (e: Event) => seen.push((e as CustomEvent<ToastRequest>).detail);
    window.addEventListener(TOAST_EVENT, listen);
    toastError(ORDER_FOUND);
    toastError(ORDER_FOUND);
    window.removeEventListener(TOAST_EVENT, listen);
    expect(seen).toEqual([
      { kind: "error", message: ORDER_FOUND },
      { kind: "error", message: ORDER_FOUND },
    ]);
  });

  it("the toast layer follows the topmost registered dialog, then returns to <body>", () => {
    const first = document.body.appendChild(document.createElement("dialog"));
    const second = document.body.appendChild(document.createElement("dialog"));
    const container = toastContainer();
    expect(container.parentElement).toBe(document.body);
    pushToastLayer(first);
    expect(container.parentElement).toBe(first);
    pushToastLayer(second);
    expect(container.parentElement).toBe(second);
    popToastLayer(second);
    expect(container.parentElement).toBe(first);
    popToastLayer(first);
    expect(container.parentElement).toBe(document.body);
    // One container per page, found again rather than remembered.
    expect(toastContainer()).toBe(container);
  });

  it("a dialog opened before the first toast receives it", () => {
    const dialog = document.body.appendChild(document.createElement("dialog"));
    pushToastLayer(dialog);
    expect(toastContainer().parentElement).toBe(dialog);
    popToastLayer(dialog);
  });
});

describe("announcements", () => {
  it("the live region's hook holds the text; the same text twice is a new announcement", () => {
    const { result } = renderHook(() => useAnnouncement());
    expect(result.current).toEqual({ id: 0, text: "" });
    act(() => announce("Case added to cart"));
    const first = result.current;
    act(() => announce("Case added to cart"));
    expect(result.current.text).toBe("Case added to cart");
    expect(result.current.id).not.toBe(first.id);
  });
});
