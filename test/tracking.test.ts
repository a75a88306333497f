import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOOKUP_DELAY_MS } from "~/data/constants";
import { ORDER_FOUND, ORDER_ID_REQUIRED, ORDER_NOT_FOUND } from "~/data/orders";
// Loaded up front so the loader's on-demand import resolves at once under fake timers.
import { savePlacedOrder } from "~/lib/stores/orders";
import { buildPlacedOrder } from "~/lib/place-order";
import { clientLoader, shouldRevalidate, type Lookup, type TrackResult } from "~/routes/track-order";
import { customer, twoLines } from "./cart-fixtures";
import { getRequest, routeArgs } from "./route-helpers";

// Awaited as Remix awaits a loader (it returns its lookup synchronously).
const load = (url: string, signal?: AbortSignal) => Promise.resolve(clientLoader(routeArgs(getRequest(url, signal))));

/** The loader returns a lookup at once (the page renders); its result settles later. */
const start = async (url: string, signal?: AbortSignal) => (await load(url, signal)) as Lookup;

/** Follows a lookup's result and reports whether it has settled. */
function track(result: TrackResult | Promise<TrackResult>) {
  const state = { settled: false, value: undefined as TrackResult | undefined, error: undefined as unknown };
  Promise.resolve(result).then(
    (v) => Object.assign(state, { settled: true, value: v }),
    (e: unknown) => Object.assign(state, { settled: true, error: e }),
  );
  return state;
}

async function lookup(id: string) {
  const t = track((await start(`/track-order?id=${encodeURIComponent(id)}`)).result);
  await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS);
  expect(t.settled).toBe(true);
  return t.value;
}

describe("track-order clientLoader", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("returns at once, so the page (a shared link too) renders; its result settles at 1,500 ms and not before", async () => {
    const lookup = await start("/track-order?id=ORD-2024-001");
    expect(lookup.id).toBe("ORD-2024-001");
    const t = track(lookup.result);
    await vi.advanceTimersByTimeAsync(1499);
    expect(t.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.settled).toBe(true);
    expect(t.value).toMatchObject({ status: "found", order: { orderId: "ORD-2024-001" } });
  });

  it("does nothing without ?id=; a blank ID is refused at once, without a search", async () => {
    await expect(load("/track-order")).resolves.toBeNull();
    for (const id of ["", "   "]) {
      const lookup = await start(`/track-order?id=${encodeURIComponent(id)}`);
      // Settled already: the page shows no pending state for it.
      expect(lookup.result).toMatchObject({ status: "required", toast: ORDER_ID_REQUIRED });
      expect(vi.getTimerCount()).toBe(0);
    }
  });

  it("an unknown ID: Order Not Found after the search, with no order", async () => {
    const result = await lookup("ORD-2024-999");
    expect(result).toMatchObject({ status: "not-found", toast: ORDER_NOT_FOUND, id: "ORD-2024-999" });
    expect(result && "order" in result).toBe(false);
  });

  it.each([
    ["ORD-2024-001", "ORD-2024-001", "processing"],
    ["  ord-2024-002 ", "ORD-2024-002", "shipped"],
    ["Ord-2024-003\t", "ORD-2024-003", "delivered"],
  ])("finds demo order %j, ignoring case and surrounding spaces", async (query, orderId, status) => {
    const result = await lookup(query);
    expect(result).toMatchObject({ status: "found", toast: ORDER_FOUND, order: { orderId, status } });
  });

  it("finds an order placed on this device (orders-storage)", async () => {
    const order = buildPlacedOrder({ items: twoLines, customer, method: "mpesa", now: new Date(2026, 2, 3, 10) });
    expect(savePlacedOrder(order)).toBe(true);
    const result = await lookup(` ${order.orderId.toLowerCase()} `);
    expect(result).toMatchObject({ status: "found", order: { orderId: order.orderId, status: "confirmed" } });
  });

  it("every run is a lookup of its own, so the same search twice toasts twice", async () => {
    const a = await start("/track-order?id=ORD-2024-002");
    const b = await start("/track-order?id=ORD-2024-002");
    expect(b).not.toBe(a);
    expect(b.result).not.toBe(a.result);
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS);
    await expect(a.result).resolves.toMatchObject({ status: "found" });
    await expect(b.result).resolves.toMatchObject({ status: "found" });
  });

  it("an aborted request does not resolve (it rejects) and leaves no timer behind", async () => {
    const controller = new AbortController();
    const t = track((await start("/track-order?id=ORD-2024-001", controller.signal)).result);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS * 2);
    expect(t.value).toBeUndefined();
    expect(t.error).toBeDefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("track-order shouldRevalidate", () => {
  const url = (s: string) => new URL(s, "http://localhost");
  const args = (current: string, next: string, extra: Record<string, unknown> = {}) =>
    ({
      currentUrl: url(current),
      nextUrl: url(next),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: true,
      ...extra,
    }) as Parameters<typeof shouldRevalidate>[0];

  it.each([
    [
      "not after an unrelated fetcher submission (newsletter, booking, checkout)",
      "?id=A",
      "?id=A",
      { formMethod: "POST", formAction: "/actions/newsletter" },
      false,
    ],
    ["not after a submission on the page without a search", "", "", { formMethod: "post" }, false],
    ["yes when the search changes", "?id=A", "?id=B", {}, true],
    ["yes when the search changes after an action redirect", "?id=A", "?id=ORD1", { formMethod: "POST" }, true],
    ["yes for the same search submitted again (GET form)", "?id=A", "?id=A", { formMethod: "GET" }, true],
  ])("%s", (_, current, next, submission, revalidate) => {
    expect(shouldRevalidate(args(`/track-order${current}`, `/track-order${next}`, submission))).toBe(revalidate);
  });
});
