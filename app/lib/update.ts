/**
 * Moving an open page to the site's new version (docs/decisions/009-moving-between-versions.md). A deploy
 * replaces the host's hashed files, so a page opened before it fails its next lazy import: then the page
 * checks that the host answers, notes what the customer asked for in this tab's sessionStorage and
 * reloads; the new version's page does it again (lib/resume). A file that failed once
 * before in this tab, or a host that does not answer, moves nothing: the page stays and says so
 * (`updateState`), and each lazy part shows its own message with a retry (PartBoundary). In the first-paint
 * shell, so kept small.
 */
import { createElement, forwardRef, lazy, type ComponentType } from "react";
import { parseJson, readStorage, writeStorage } from "./storage";
import { createStore } from "./store";

/** What the customer asked for, done again by the new version. */
export type Intent =
  /** A control that opens lazy code (its `data-frame`, app/lib/early-events.ts), found by its frame and text. */
  | { press: { frame: string; text: string } }
  | { checkout: true }
  | { toast: { kind: "success" | "error" | "info"; title: string; description: string } }
  /** A link's page: opened in full (Remix reloads when a route's module fails: see `watchMoves`). */
  | { go: string };

/** What the page shows about a move: nothing, "Updating the shop…", or that the new version cannot load now. */
export const updateState = createStore<"idle" | "updating" | "stuck">("idle");

/** This tab's record: the move under way (where from, when, what for), and each file that failed, when. */
export interface Saved {
  at?: string;
  t?: number;
  intent?: Intent;
  stuck?: boolean;
  /** A link taken on arrival (`takeMove`): failing again, it is not taken once more. */
  went?: string;
  tried: Record<string, number>;
}

/** This tab's record of moves, in sessionStorage (read on arrival by lib/resume). */
const MOVE_KEY = "simutech-update";
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const HOUR = 3_600_000;

export const here = () => location.pathname + location.search;

export function read(): Saved {
  const raw = parseJson(readStorage(MOVE_KEY, "sessionStorage"));
  const saved = (isRecord(raw) ? raw : {}) as Partial<Saved>;
  // A failed file is remembered an hour: long enough for a deploy, short enough not to pin a tab for good.
  const tried = Object.entries(isRecord(saved.tried) ? saved.tried : {}).filter(([, t]) => Date.now() - t < HOUR);
  return { ...saved, tried: Object.fromEntries(tried) };
}

export const write = (saved: Saved) => writeStorage(MOVE_KEY, JSON.stringify(saved), "sessionStorage");

/** The missing file as the browser names it (Safari names none: one key for all). */
const missingFile = (error: unknown) => /\/assets\/[^\s'"]+/.exec(String(error))?.[0] ?? "?";

/** Whether the host answers this page's address (no network, a host down: false). */
async function reachable(path: string): Promise<boolean> {
  try {
    return (await fetch(path, { method: "HEAD", cache: "no-store" })).status < 500;
  } catch {
    return false;
  }
}

// This page's part in moves (one page, one of each).
/** The last control pressed that opens lazy code (`watchMoves`). */
let lastPress: Element | null = null;
/** The move under way: every failure meanwhile waits for it. */
let moving: Promise<never> | undefined;
/** Set as the page leaves by itself, so `watchMoves` lets the reload or the link through. */
let leaving = false;
/** PartBoundary's retries so far: a part that failed imports again on the first render after one. */
let retries = 0;

/** The press whose frame is still open: what the failed code was to answer (closed, it was called off). */
function pressIntent(): Intent | undefined {
  const control = lastPress;
  const frame = control && document.getElementById(control.getAttribute("data-frame") ?? "");
  return frame instanceof HTMLDialogElement && frame.open
    ? { press: { frame: frame.id, text: control?.textContent?.trim() ?? "" } }
    : undefined;
}

/** Leaves for the new version (a reload, or the link's page), or stays and says so; never settles when it leaves. */
function move(error: unknown, intent: Intent | undefined): Promise<never> {
  return (moving ??= (async () => {
    updateState.set("updating");
    const go = intent && "go" in intent ? intent.go : undefined;
    const saved = read();
    const file = go ? `go:${go}` : missingFile(error);
    if (!(file in saved.tried) && (await reachable(go ?? here()))) {
      const now = Date.now();
      if (write({ at: here(), t: now, intent: go ? undefined : intent, tried: { ...saved.tried, [file]: now } })) {
        leaving = true;
        if (go) location.assign(go);
        else location.reload();
        return new Promise<never>(() => {});
      }
    }
    moving = undefined;
    updateState.set("stuck");
    throw error;
  })());
}

/** What to do again: given, or read as the failure comes; else the press whose frame is open. */
type IntentOf = Intent | (() => Intent | undefined);

/** `load()`, or, when its file is gone, the move to the new version that does `intent` again. */
export const loadOrMove = <T>(load: () => Promise<T>, intent?: IntentOf): Promise<T> =>
  load().catch((error: unknown) => move(error, (typeof intent === "function" ? intent() : intent) ?? pressIntent()));

/** A lazy import ahead of need: a failure is left to the import that needs it. */
export const warm = (load: () => Promise<unknown>): void => void load().catch(() => undefined);

export const retryParts = (): void => void retries++;

/**
 * React's `lazy` over `loadOrMove`. `lazy` keeps its first outcome; a failed part starts a new one once the
 * customer asks for a retry (not on React's own immediate re-render, which would import again in a loop).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound of React's own lazy()
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, intent?: IntentOf): T {
  let failedAt: number | undefined;
  const attempt = (): Promise<{ default: T }> =>
    loadOrMove(load, intent).catch((error: unknown) => {
      failedAt = retries;
      throw error;
    });
  let part = lazy(attempt);
  return forwardRef<unknown, object>((props, ref) => {
    if (failedAt !== undefined && failedAt !== retries) {
      failedAt = undefined;
      part = lazy(attempt);
    }
    return createElement(part as unknown as ComponentType<{ ref: unknown }>, { ...props, ref });
  }) as unknown as T;
}

/** The page reloaded by the customer's Reload button. */
export function reload(): void {
  leaving = true;
  location.reload();
}

/**
 * The root's watch (returns its undo): which control opens lazy code, and a link whose route module failed to
 * load. Remix then reloads the page it leaves; that reload is cancelled where the browser allows it (the
 * Navigation API) and the link's page opened instead, or, after it, taken by `takeMove` from what `pagehide` noted.
 */
export function watchMoves(pendingLink: () => string | undefined, stay: () => void): () => void {
  const onClick = (event: Event) => (lastPress = (event.target as Element).closest?.("[data-frame]") ?? lastPress);
  const onNavigate = (event: Event & { navigationType?: string; userInitiated?: boolean }) => {
    const go = pendingLink();
    if (event.navigationType !== "reload" || event.userInitiated || leaving || !go) return;
    event.preventDefault();
    move(undefined, { go }).catch(stay);
  };
  const onPageHide = () => {
    const go = pendingLink();
    if (leaving || !go) return;
    const saved = read();
    // Failing again once taken: the reloaded page stays and says so.
    write(
      saved.went === go
        ? { ...saved, at: here(), t: Date.now(), stuck: true }
        : { ...saved, at: here(), t: Date.now(), intent: { go } },
    );
  };
  const navigation = (window as { navigation?: EventTarget }).navigation;
  document.addEventListener("click", onClick, true);
  navigation?.addEventListener("navigate", onNavigate);
  addEventListener("pagehide", onPageHide);
  return () => {
    document.removeEventListener("click", onClick, true);
    navigation?.removeEventListener("navigate", onNavigate);
    removeEventListener("pagehide", onPageHide);
  };
}
