import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PART_FAILED, TRY_AGAIN } from "~/data/update";

const KEY = "simutech-update";
const MISSING = new TypeError("Failed to fetch dynamically imported module: http://x/assets/CartPanels-Ab12.js");
const saved = () => JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Record<string, unknown> | null;
/** Lets pending promise callbacks run. */
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

// A page's moves are the module's: each test a fresh page.
let update: typeof import("~/lib/update");
let PartBoundary: typeof import("~/components/layout/PartBoundary").PartBoundary;
let resume: typeof import("~/lib/resume").resume;
beforeEach(async () => {
  vi.resetModules();
  update = await import("~/lib/update");
  ({ PartBoundary } = await import("~/components/layout/PartBoundary"));
  ({ resume } = await import("~/lib/resume"));
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("a lazy import whose file is gone", () => {
  it("moves the page when the host answers: the press whose frame is open, and the file, noted for the reload", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(null, { status: 200 })));
    // jsdom cannot reload: it says so on the console.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = `<button data-frame="cart-frame">2</button><dialog id="cart-frame" open></dialog>`;
    const unwatch = update.watchMoves(
      () => undefined,
      () => undefined,
    );
    document.querySelector("button")!.click();
    const settled = vi.fn();
    update.loadOrMove(() => Promise.reject(MISSING)).then(settled, settled);
    await flush();
    expect(saved()).toMatchObject({
      at: "/",
      intent: { press: { frame: "cart-frame", text: "2" } },
      tried: { "/assets/CartPanels-Ab12.js": expect.any(Number) as number },
    });
    expect(update.updateState.get()).toBe("updating");
    expect(settled).not.toHaveBeenCalled();
    unwatch();
  });

  it("stays when the host does not answer: says so, notes nothing, and the caller gets the error", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(update.loadOrMove(() => Promise.reject(MISSING), { checkout: true })).rejects.toBe(MISSING);
    expect(update.updateState.get()).toBe("stuck");
    expect(saved()).toBeNull();
  });

  it("moves once per missing file: the same file missing after the reload leaves the page where it is", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    sessionStorage.setItem(KEY, JSON.stringify({ tried: { "/assets/CartPanels-Ab12.js": Date.now() } }));
    await expect(update.loadOrMove(() => Promise.reject(MISSING))).rejects.toBe(MISSING);
    expect(fetch).not.toHaveBeenCalled();
    expect(update.updateState.get()).toBe("stuck");
  });
});

describe("the reloaded page", () => {
  it("does the intent once, when reloaded from the same address within the minute", () => {
    const record = { at: "/", t: Date.now(), intent: { go: "/about" }, tried: { "/assets/a.js": Date.now() } };
    sessionStorage.setItem(KEY, JSON.stringify(record));
    const navigate = vi.fn();
    resume(navigate);
    resume(navigate);
    expect(navigate.mock.calls).toEqual([["/about"]]);
    expect(saved()).toMatchObject({ tried: record.tried, went: "/about" });
  });

  it("does nothing noted for another address, or over a minute ago", () => {
    const record = { at: "/shop", t: Date.now(), intent: { go: "/about" }, tried: {} };
    const navigate = vi.fn();
    sessionStorage.setItem(KEY, JSON.stringify(record));
    resume(navigate);
    sessionStorage.setItem(KEY, JSON.stringify({ ...record, at: "/", t: Date.now() - 61_000 }));
    resume(navigate);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("a lazy part that cannot load", () => {
  it("shows its message where it was, imports again only on Try again, then renders", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: () => JSX.Element }>>()
      .mockRejectedValueOnce(MISSING)
      .mockResolvedValue({ default: () => <p>The part</p> });
    const Part = update.lazyPart(load);
    render(
      <PartBoundary>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </PartBoundary>,
    );
    expect((await screen.findByRole("alert")).textContent).toContain(PART_FAILED);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole("button", { name: TRY_AGAIN }).click());
    expect(await screen.findByText("The part")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
