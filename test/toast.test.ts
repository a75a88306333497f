import { act, render, renderHook, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { toast as sonner } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import Toaster from "~/components/layout/Toaster";
import { ORDER_FOUND } from "~/data/orders";
import { announce, useAnnouncement } from "~/lib/announce";
import { popToastLayer, pushToastLayer, toastContainer, toasterWanted, toastError } from "~/lib/toast";

afterEach(() => {
  sonner.dismiss();
  document.body.replaceChildren();
});

describe("toasts", () => {
  it("go through sonner's toast(); one raised before the Toaster mounts is shown once it does", async () => {
    toastError(ORDER_FOUND);
    // sonner loads on first use; then the toast is sonner's.
    await waitFor(() =>
      expect(sonner.getToasts().map((t) => ("title" in t ? t.title : null))).toContain(ORDER_FOUND.title),
    );
    // The root's ToastHost is told to mount the Toaster once the browser is idle.
    await waitFor(() => expect(toasterWanted.get()).toBe(true));
    render(createElement(Toaster));
    const shown = await waitFor(() => {
      const el = document.querySelector("[data-sonner-toast]");
      expect(el).not.toBeNull();
      return el!;
    });
    expect(shown.textContent).toContain(ORDER_FOUND.title);
    expect(shown.textContent).toContain(ORDER_FOUND.description);
  });

  it("the toast layer follows the topmost registered dialog, then returns to <body>, writing nothing on the page", () => {
    const first = document.body.appendChild(document.createElement("dialog"));
    const second = document.body.appendChild(document.createElement("dialog"));
    const container = toastContainer();
    expect(container.parentElement).toBe(document.body);
    pushToastLayer(first);
    expect(container.parentElement).toBe(first);
    pushToastLayer(second);
    expect(container.parentElement).toBe(second);
    expect([first, second, container].every((el) => el.attributes.length === 0)).toBe(true);
    popToastLayer(second);
    expect(container.parentElement).toBe(first);
    popToastLayer(first);
    expect(container.parentElement).toBe(document.body);
    expect(toastContainer()).toBe(container);
  });

  it("a dialog opened before the first toast receives it", () => {
    const dialog = document.body.appendChild(document.createElement("dialog"));
    pushToastLayer(dialog);
    expect(toastContainer().parentElement).toBe(dialog);
    popToastLayer(dialog);
    expect(toastContainer().parentElement).toBe(document.body);
  });
});

describe("announcements", () => {
  it("the live region's hook holds the text; the same text twice is a new announcement", () => {
    const { result } = renderHook(() => useAnnouncement());
    expect(result.current.text).toBe("");
    act(() => announce("Case added to cart"));
    const first = result.current;
    act(() => announce("Case added to cart"));
    expect(result.current.text).toBe("Case added to cart");
    expect(result.current.id).not.toBe(first.id);
  });
});
