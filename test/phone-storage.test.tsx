import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MyPhone } from "~/components/fit/MyPhone";
import { PHONES } from "~/data/phones";
import { phoneByKey } from "~/lib/fit";
import { PHONE_STORAGE_KEY } from "~/data/constants";
import { phoneKept, phoneStore, usePhone } from "~/lib/stores/phone-store";
import { createKeptStore } from "~/lib/stores/storage";
import { refuseStorage } from "./storage-helpers";

const a54 = phoneByKey("galaxy-a54")!;
const envelope = (phone: unknown) => JSON.stringify({ state: { phone }, version: 0 });
const kept = () => phoneKept.parse(window.localStorage.getItem(PHONE_STORAGE_KEY));

// The tab's phone forgotten (which writes storage) before each test; setup.ts clears storage after it.
beforeEach(() => {
  act(() => phoneStore.set(null));
  window.localStorage.clear();
});

describe("phone-storage", () => {
  it("reads the phone kept under its own key, in the cart's envelope", () => {
    expect(phoneKept.parse(envelope("galaxy-a54"))).toBe(a54);
    for (const phone of PHONES) expect(phoneKept.parse(phoneKept.serialize(phone))).toBe(phone);
  });

  it("reads a key not of a listed phone, or not a key, as no phone chosen (the rest: test/storage.test.ts)", () => {
    for (const phone of [null, 54, ["galaxy-a54"], "nokia-3310", "Galaxy A54", "__proto__", "constructor"])
      expect(phoneKept.parse(envelope(phone)), JSON.stringify(phone)).toBeNull();
    expect(phoneKept.parse('"galaxy-a54"')).toBeNull();
  });

  it("keeps the choice for the visit when storage refuses it", () => {
    refuseStorage();
    const store = createKeptStore(phoneKept, null);
    store.set(a54);
    expect(store.get()).toBe(a54);
  });
});

describe("phone store", () => {
  it("reads storage on first use, not when created; writes every change", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    window.localStorage.setItem(PHONE_STORAGE_KEY, envelope("oppo-reno-11"));
    const store = createKeptStore(phoneKept, null);
    expect(getItem).not.toHaveBeenCalled();
    expect(store.get()?.name).toBe("Oppo Reno 11");
    store.set(a54);
    expect(kept()).toBe(a54);
    store.set(null);
    expect(window.localStorage.getItem(PHONE_STORAGE_KEY)).toBe(envelope(null));
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

// Choosing, keeping, clearing and the build's empty HTML: test/e2e/fits.spec.ts.
it("My phone: another brand forgets the phone until one of its models is chosen", () => {
  render(<MyPhone>{(phone) => <p>{phone ? `Chosen: ${phone.name}` : "None chosen"}</p>}</MyPhone>);
  const [brand, model] = ["Brand", "Model"].map((label) => screen.getByLabelText<HTMLSelectElement>(label));
  fireEvent.change(brand!, { target: { value: "samsung" } });
  expect([...model!.options].map((o) => o.text)).not.toContain("iPhone 14");
  fireEvent.change(model!, { target: { value: "galaxy-a54" } });
  expect(kept()).toBe(a54);
  fireEvent.change(brand!, { target: { value: "apple" } });
  expect(screen.getByText("None chosen")).toBeTruthy();
  expect(model!.value).toBe("");
});
