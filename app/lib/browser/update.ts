// Moving an open page to the site's new version when its lazy code is gone (docs/decisions/009).
import { RELOAD, UPDATE_STUCK, UPDATING } from "~/data/update";
import { button } from "~/styles/button.css";
import * as s from "~/components/layout/update.css";

/** What the customer asked for, done again by the new version. */
export type Intent =
  /** A control that opens lazy code, found by its `opener` attribute's value and its text. */
  | { press: { opens: string; text: string }; checkout?: true }
  /** A page to open in full (a link whose route module failed, a search). */
  | { go: string };

export interface Moves {
  /** Leaves for the new version, or stays and says so (rejecting with `error`); `again`: asked by the customer. */
  move: (error?: unknown, intent?: Intent, again?: boolean) => Promise<never>;
  /** What the move that reloaded this page was for, once it is here. */
  intent?: Intent;
}

/** Where the inline script leaves its API (a window property: the script and the app are separate). */
export const MOVES_GLOBAL = "simutechMoves";

/** The inline part, self-contained (its source text is the script): decision 009 says what it does. */
export function recordMoves(w: Window, name: string, opener: string): void {
  const doc = w.document;
  const loc = w.location;
  const KEY = "simutech-update";
  type Saved = { at?: string; t?: number; intent?: Intent; tried?: Record<string, number> };
  const read = (): Saved => {
    try {
      return (JSON.parse(w.sessionStorage.getItem(KEY) ?? "{}") as Saved | null) ?? {};
    } catch {
      return {};
    }
  };
  const write = (saved: Saved) => {
    try {
      w.sessionStorage.setItem(KEY, JSON.stringify(saved));
      return true;
    } catch {
      return false;
    }
  };
  const here = () => loc.pathname + loc.search;
  type Nav = EventTarget & {
    navigate?: (
      url: string,
      options: { history: "push" },
    ) => { committed: Promise<unknown>; finished: Promise<unknown> };
  };
  const nav = (w as unknown as { navigation?: Nav }).navigation;
  // A new entry even while a page loads (where location.assign replaces it): Back returns to the link's page.
  const open = (url: string) => {
    if (!nav?.navigate) return loc.assign(url);
    const { committed, finished } = nav.navigate(url, { history: "push" });
    committed.catch(() => undefined);
    finished.catch(() => undefined);
  };
  const show = (state: string) => doc.documentElement.setAttribute("data-update", state);
  let last: Element | null = null;
  let link: { href: string; from: string; t: number } | null = null;
  let leaving = false;
  let moving: Promise<never> | undefined;
  // The press whose dialog is still open: what the failed code was to answer (closed, it was called off).
  const pressed = () => {
    const dialog = last && (doc.getElementById(last.getAttribute(opener) ?? "") as HTMLDialogElement | null);
    return dialog?.open ? { press: { opens: dialog.id, text: last?.textContent?.trim() ?? "" } } : undefined;
  };
  const pendingLink = () => (link && link.from === loc.href && Date.now() - link.t < 3e4 ? link.href : undefined);
  const run = async (error?: unknown, intent?: Intent, again?: boolean): Promise<never> => {
    show("updating");
    const go = intent && "go" in intent ? intent.go : undefined;
    const file = go ? `go:${go}` : ((/\/assets\/[^\s'"]+/.exec(String(error)) ?? [])[0] ?? "?");
    const now = Date.now();
    const tried: Record<string, number> = {};
    for (const [key, t] of Object.entries(read().tried ?? {})) if (now - t < 36e5) tried[key] = t;
    let answers = false;
    if (again || !tried[file])
      try {
        answers = (await fetch(go ?? here(), { method: "HEAD", cache: "no-store" })).status < 500;
      } catch {
        // No network, or the host is down.
      }
    tried[file] = now;
    if (answers && write({ at: here(), t: now, intent: intent ?? pressed(), tried })) {
      leaving = true;
      if (go) open(go);
      else loc.reload();
      return new Promise<never>(() => undefined);
    }
    show("stuck");
    throw error;
  };
  // One move at a time; once it has stayed, the next failure (or the customer) may try again.
  const move = (error?: unknown, intent?: Intent, again?: boolean): Promise<never> =>
    (moving ??= run(error, intent, again).catch((reason: unknown) => {
      moving = undefined;
      throw reason;
    }));
  const api: Moves = { move };
  (w as unknown as Record<string, Moves>)[name] = api;

  doc.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element;
      const a = target.closest?.<HTMLAnchorElement>("a[href]");
      if (a?.origin === loc.origin) link = { href: a.pathname + a.search + a.hash, from: loc.href, t: Date.now() };
      last = target.closest?.(`[${opener}]`) ?? last;
      if (target.closest?.("[data-reload]")) move(undefined, undefined, true).catch(() => undefined);
    },
    true,
  );
  nav?.addEventListener("navigate", (event: Event & { navigationType?: string; userInitiated?: boolean }) => {
    const go = pendingLink();
    if (event.navigationType !== "reload" || event.userInitiated || leaving || !go) return;
    event.preventDefault();
    move(undefined, { go }).catch(() => undefined);
  });
  // Vite's loader reports every lazy import that fails: one a press waits for moves the page.
  w.addEventListener("vite:preloadError", (event) => {
    if (pressed()) move((event as Event & { payload?: unknown }).payload).catch(() => undefined);
  });
  // Back from the back/forward cache after a move left it: still the old version, free to move again.
  w.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    leaving = false;
    moving = undefined;
    doc.documentElement.removeAttribute("data-update");
  });
  w.addEventListener("pagehide", () => {
    const go = pendingLink();
    if (go && !leaving) write({ ...read(), at: here(), t: Date.now(), intent: { go } });
  });

  const entry = w.performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  const saved = entry?.type === "reload" ? read() : {};
  const intent = saved.at === here() && Date.now() - (saved.t ?? 0) < 6e4 ? saved.intent : undefined;
  if (!intent) return;
  write({ tried: saved.tried });
  if ("go" in intent) return open(intent.go);
  api.intent = intent;
  // Presses the control, once it is on the page; true when it was.
  const press = () => {
    const controls = [...doc.querySelectorAll<HTMLElement>(`[${opener}="${intent.press.opens}"]`)];
    const control =
      controls.length === 1 ? controls[0] : controls.find((c) => c.textContent?.trim() === intent.press.text);
    control?.click();
    return !!control;
  };
  doc.addEventListener(
    "DOMContentLoaded",
    () => {
      if (press()) return;
      const observer = new MutationObserver(() => {
        if (press()) observer.disconnect();
      });
      observer.observe(doc.body, { childList: true, subtree: true });
      setTimeout(() => observer.disconnect(), 1e4);
    },
    { once: true },
  );
}

/** The inline script's text (root Layout, server render only; the build's CSP allows it by hash). */
export const movesScript = (opener: string) =>
  `(${recordMoves.toString()})(window,${JSON.stringify(MOVES_GLOBAL)},${JSON.stringify(opener)})`;

/** The lines a move shows (<html data-update>): written by the build only. */
export const updateLineMarkup = () =>
  `<p role="status" class="${s.line} ${s.updating}">${UPDATING}</p>` +
  `<p role="status" class="${s.line} ${s.stuck}">${UPDATE_STUCK}` +
  `<button type="button" class="${button.secondary}" data-reload>${RELOAD}</button></p>`;

export const moves = () => (window as unknown as Record<string, Moves | undefined>)[MOVES_GLOBAL];

/** `load()`, or, when its file is gone, the move to the new version that does `intent` (else the open dialog's press). */
export const loadOrMove = <T>(load: () => Promise<T>, intent?: Intent): Promise<T> =>
  load().catch((error: unknown) => {
    const api = moves();
    if (!api) throw error;
    return api.move(error, intent);
  });

/** A lazy import ahead of need: a failure is left to the import that needs it. */
export const warm = (load: () => Promise<unknown>): void => void load().catch(() => undefined);
