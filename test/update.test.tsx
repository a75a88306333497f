// Moving an open page to the site's new version (app/lib/browser/update.ts): the inline script as every page runs it,
// with fetch standing in for the host.
import { act, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PartBoundary } from "~/components/layout/PartBoundary";
import { PART_FAILED, TRY_AGAIN } from "~/data/update";
import { loadOrMove, MOVES_GLOBAL, recordMoves } from "~/lib/browser/update";

const KEY = "simutech-update";
const FILE = "/assets/CartPanels-Ab12.js";
const MISSING = new TypeError(`Failed to fetch dynamically imported module: http://x${FILE}`);
/** The intent a press of the cart button (its frame open) leaves for the reload. */
const PRESS = { press: { opens: "cart-frame", text: "2" } };
const saved = () => JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Record<string, unknown> | null;
const update = () => document.documentElement.getAttribute("data-update");
/** Lets pending promise callbacks run. */
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const host = (answers: boolean) => {
  const fetch = answers
    ? vi.fn().mockResolvedValue(new Response(null, { status: 200 }))
    : vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
  vi.stubGlobal("fetch", fetch);
  return fetch;
};

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute("data-update");
  // jsdom cannot reload or navigate: it says so on the console.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  document.body.innerHTML = `<button data-frame="cart-frame">2</button><dialog id="cart-frame" open></dialog>`;
  recordMoves(window, MOVES_GLOBAL, "data-frame");
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[MOVES_GLOBAL];
});

describe("a lazy import whose file is gone", () => {
  it("moves the page when the host answers: the press whose frame is open, and the file, noted for the reload", async () => {
    host(true);
    document.querySelector("button")!.click();
    const settled = vi.fn();
    loadOrMove(() => Promise.reject(MISSING)).then(settled, settled);
    await flush();
    expect(saved()).toMatchObject({
      at: "/",
      intent: PRESS,
      tried: { [FILE]: expect.any(Number) as number },
    });
    expect(update()).toBe("updating");
    expect(settled).not.toHaveBeenCalled();
  });

  it("Vite's report of a failed import moves the page while a press waits for it; a warm-up's, with none, does not", async () => {
    const fetch = host(true);
    const report = () => window.dispatchEvent(Object.assign(new Event("vite:preloadError"), { payload: MISSING }));
    report();
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    document.querySelector("button")!.click();
    report();
    await flush();
    expect(saved()).toMatchObject({ intent: PRESS });
  });

  it("stays when the host does not answer: says so, notes nothing, and the caller gets the error", async () => {
    host(false);
    await expect(loadOrMove(() => Promise.reject(MISSING))).rejects.toBe(MISSING);
    expect(update()).toBe("stuck");
    expect(saved()).toBeNull();
  });

  it("moves once per missing file: missing again after the reload, the page stays", async () => {
    const fetch = host(true);
    sessionStorage.setItem(KEY, JSON.stringify({ tried: { [FILE]: Date.now() } }));
    await expect(loadOrMove(() => Promise.reject(MISSING))).rejects.toBe(MISSING);
    expect(fetch).not.toHaveBeenCalled();
    expect(update()).toBe("stuck");
  });

  it("a failed route module's reload (Remix's) is cancelled and the link's page opened instead", async () => {
    const fetch = host(true);
    const navigation = new EventTarget();
    vi.stubGlobal("navigation", navigation);
    recordMoves(window, MOVES_GLOBAL, "data-frame");
    document.body.insertAdjacentHTML("beforeend", `<a href="/about">About</a>`);
    document.querySelector("a")!.addEventListener("click", (e) => e.preventDefault());
    document.querySelector("a")!.click();
    const reload = Object.assign(new Event("navigate", { cancelable: true }), { navigationType: "reload" });
    navigation.dispatchEvent(reload);
    await flush();
    expect(reload.defaultPrevented).toBe(true);
    expect(fetch).toHaveBeenCalledWith("/about", { method: "HEAD", cache: "no-store" });
  });
});

describe("the page a move reloaded", () => {
  afterEach(() => void Reflect.deleteProperty(performance, "getEntriesByType"));
  /** This page, reloaded by a move that saved `record`. */
  const reloadedAfter = (record: object) => {
    Object.defineProperty(performance, "getEntriesByType", { value: () => [{ type: "reload" }], configurable: true });
    sessionStorage.setItem(KEY, JSON.stringify(record));
    recordMoves(window, MOVES_GLOBAL, "data-frame");
  };

  it("presses the control again once the page is parsed, once; not on a reload of another address, or over a minute after the move", () => {
    const pressed = vi.fn();
    document.querySelector("button")!.addEventListener("click", pressed);
    for (const record of [
      { at: "/shop", t: Date.now(), intent: PRESS },
      { at: "/", t: Date.now() - 61_000, intent: PRESS },
    ]) {
      reloadedAfter(record);
      document.dispatchEvent(new Event("DOMContentLoaded"));
    }
    expect(pressed).not.toHaveBeenCalled();
    reloadedAfter({ at: "/", t: Date.now(), intent: PRESS, tried: { [FILE]: 1 } });
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(saved()).toEqual({ tried: { [FILE]: 1 } });
  });

  it("opens the link's page as a new history entry, though the page is still loading (an assign would replace it)", () => {
    const navigate = vi.fn(() => ({ committed: Promise.resolve(), finished: Promise.resolve() }));
    vi.stubGlobal("navigation", Object.assign(new EventTarget(), { navigate }));
    reloadedAfter({ at: "/", t: Date.now(), intent: { go: "/about" } });
    expect(navigate).toHaveBeenCalledWith("/about", { history: "push" });
  });
});

it("a lazy part that cannot load shows its message where it was, never the page's error screen; Try again asks the host again", async () => {
  const fetch = host(false);
  sessionStorage.setItem(KEY, JSON.stringify({ tried: { [FILE]: Date.now() } }));
  const Part = lazy(() => loadOrMove(() => Promise.reject(MISSING)));
  render(
    <PartBoundary>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </PartBoundary>,
  );
  expect((await screen.findByRole("alert")).textContent).toContain(PART_FAILED);
  expect(fetch).not.toHaveBeenCalled();
  act(() => screen.getByRole("button", { name: TRY_AGAIN }).click());
  await flush();
  expect(fetch).toHaveBeenCalledWith("/", { method: "HEAD", cache: "no-store" });
  expect(update()).toBe("stuck");
});
