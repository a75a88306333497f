import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MyPhone } from "~/components/fit/MyPhone";
import { PHONES } from "~/data/phones";
import { phoneByKey } from "~/lib/fit";
import { loadPhone, parsePhone, PHONE_STORAGE_KEY, savePhone, serializePhone } from "~/lib/stores/phone-storage";
import { createPhoneStore, phoneStore, usePhone } from "~/lib/stores/phone-store";

const a54 = phoneByKey("galaxy-a54")!;
const envelope = (phone: unknown) => JSON.stringify({ state: { phone }, version: 0 });

beforeEach(() => {
  window.localStorage.clear();
  act(() => phoneStore.set(null));
  window.localStorage.clear();
});

describe("phone-storage", () => {
  it("reads the phone kept under its own key, in the cart's envelope", () => {
    expect(PHONE_STORAGE_KEY).toBe("phone-storage");
    expect(parsePhone(envelope("galaxy-a54"))).toBe(a54);
    expect(parsePhone(serializePhone(a54))).toBe(a54);
    for (const phone of PHONES) expect(parsePhone(serializePhone(phone))).toBe(phone);
    expect(serializePhone(null)).toBe(envelope(null));
  });

  it("reads anything missing, corrupted, foreign or unknown as no phone chosen, never throwing", () => {
    for (const raw of [
      null,
      "",
      "not json",
      "{",
      "null",
      "42",
      '"galaxy-a54"',
      "[]",
      JSON.stringify({ state: null }),
      JSON.stringify({ state: { phone: 54 } }),
      JSON.stringify({ state: { phone: ["galaxy-a54"] } }),
      JSON.stringify({ state: { items: [] }, version: 0 }),
      envelope(null),
      envelope("nokia-3310"),
      envelope("Galaxy A54"),
      envelope("__proto__"),
      envelope("constructor"),
    ])
      expect(parsePhone(raw), String(raw)).toBeNull();
  });

  it("keeps the choice for the visit when storage refuses it", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(savePhone(a54)).toBe(false);
    const store = createPhoneStore();
    store.set(a54);
    expect(store.get()).toBe(a54);
    setItem.mockRestore();
  });
});

describe("phone store", () => {
  it("reads storage on first use, not when created; writes every change", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    window.localStorage.setItem(PHONE_STORAGE_KEY, envelope("oppo-reno-11"));
    const store = createPhoneStore();
    expect(getItem).not.toHaveBeenCalled();
    expect(store.get()?.name).toBe("Oppo Reno 11");
    store.set(a54);
    expect(loadPhone()).toBe(a54);
    store.set(null);
    expect(window.localStorage.getItem(PHONE_STORAGE_KEY)).toBe(envelope(null));
    getItem.mockRestore();
  });

  it("follows another tab's change", () => {
    const { result } = renderHook(() => usePhone());
    expect(result.current).toBeNull();
    act(() => {
      window.localStorage.setItem(PHONE_STORAGE_KEY, envelope("iphone-14"));
      window.dispatchEvent(new StorageEvent("storage", { key: PHONE_STORAGE_KEY }));
    });
    expect(result.current?.key).toBe("iphone-14");
  });
});

describe("My phone", () => {
  const renderMyPhone = () =>
    render(<MyPhone>{(phone) => <p>{phone ? `Chosen: ${phone.name}` : "None chosen"}</p>}</MyPhone>);

  it("is empty in the build's HTML, whatever this device keeps", () => {
    window.localStorage.setItem(PHONE_STORAGE_KEY, envelope("galaxy-a54"));
    const html = renderToString(<MyPhone>{(phone) => (phone ? phone.name : "None chosen")}</MyPhone>);
    expect(html).toContain("None chosen");
    expect(html).not.toContain("Galaxy A54");
  });

  it("chooses brand, then model; keeps it; clears it", () => {
    renderMyPhone();
    const brand = screen.getByLabelText<HTMLSelectElement>("Brand");
    const model = screen.getByLabelText<HTMLSelectElement>("Model");
    expect(model.disabled).toBe(true);
    fireEvent.change(brand, { target: { value: "samsung" } });
    expect(model.disabled).toBe(false);
    expect([...model.options].map((o) => o.text)).toContain("Galaxy A54");
    expect([...model.options].map((o) => o.text)).not.toContain("iPhone 14");
    fireEvent.change(model, { target: { value: "galaxy-a54" } });
    expect(screen.getByText("Chosen: Galaxy A54")).toBeTruthy();
    expect(loadPhone()).toBe(a54);

    // Another brand forgets the phone until a model of it is chosen.
    fireEvent.change(brand, { target: { value: "apple" } });
    expect(screen.getByText("None chosen")).toBeTruthy();
    expect(model.value).toBe("");
    fireEvent.change(model, { target: { value: "iphone-14" } });
    expect(loadPhone()?.key).toBe("iphone-14");

    fireEvent.click(screen.getByRole("button", { name: "Clear my phone" }));
    expect(loadPhone()).toBeNull();
    expect(brand.value).toBe("");
    expect(document.activeElement).toBe(brand);
  });

  it("shows the phone this device keeps", () => {
    window.localStorage.setItem(PHONE_STORAGE_KEY, envelope("tecno-camon-20"));
    act(() => phoneStore.set(parsePhone(window.localStorage.getItem(PHONE_STORAGE_KEY))));
    renderMyPhone();
    expect(screen.getByLabelText<HTMLSelectElement>("Brand").value).toBe("tecno");
    expect(screen.getByLabelText<HTMLSelectElement>("Model").value).toBe("tecno-camon-20");
  });
});
