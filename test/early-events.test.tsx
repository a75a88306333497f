// The early event contract: what a visitor does before React has hydrated is held, then honoured once, in
// order. Server HTML, the inline recorder and a real hydration, as in the browser.
import { useState } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FrameDialogs } from "~/components/dialog/frames";
import { DEVICE_LOADING } from "~/data/device";
import { EARLY_EVENTS_GLOBAL, earlyEventsScript, replayEarlyEvents } from "~/lib/browser/early-events";

/** A product page in small: a quantity stepper, Add to cart, a controlled field, a POST form and a link. */
function Page({ onAdd, onSubmit }: { onAdd: (quantity: number) => void; onSubmit: (email: string) => void }) {
  const [quantity, setQuantity] = useState(1);
  const [search, setSearch] = useState("");
  const [email, setEmail] = useState("");
  return (
    <div>
      <button type="button" onClick={() => setQuantity((q) => q + 1)}>
        +
      </button>
      <output>{quantity}</output>
      <button type="button" onClick={() => onAdd(quantity)}>
        Add to cart
      </button>
      <input aria-label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <p data-testid="search">{search}</p>
      <form
        method="post"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(email);
        }}
      >
        <input aria-label="Email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit">Subscribe</button>
      </form>
      <a href="#elsewhere">Elsewhere</a>
    </div>
  );
}

// React's own scheduler, as in the browser: act() would hold every update until its end, so a replayed
// handler could not see what the one before it changed.
beforeAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true));

const roots: Root[] = [];
afterEach(() => {
  roots.splice(0).forEach((r) => r.unmount());
  document.body.innerHTML = "";
  // A test that ends before its queue was replayed leaves its recorder listening: stop it.
  (window as unknown as Record<string, { stop: () => void } | undefined>)[EARLY_EVENTS_GLOBAL]?.stop();
  delete (window as unknown as Record<string, unknown>)[EARLY_EVENTS_GLOBAL];
});

// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script's own text, as the page runs it
const runInlineScript = () => (new Function(earlyEventsScript()) as () => void)();

/** The page's HTML in the document, with the recorder running, as the browser has it before the scripts. */
function serverPage(props: Parameters<typeof Page>[0]) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page {...props} />);
  document.body.append(container);
  runInlineScript();
  const byText = (text: string) => [...container.querySelectorAll("button, a")].find((b) => b.textContent === text)!;
  const field = (label: string) => container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
  const hydrate = () => flushSync(() => void roots.push(hydrateRoot(container, <Page {...props} />)));
  return { container, byText, field, hydrate };
}

/** Types into a field as the browser does natively before React listens: the DOM changes, then `input` fires. */
function typeNatively(field: HTMLInputElement, text: string) {
  Reflect.set(HTMLInputElement.prototype, "value", text, field);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("early events: held until hydration, then replayed once, in order", () => {
  it("+, Add to cart, typed text and a POST form's submit before hydration are replayed once, in order, with the text in React's state; a click made while the queue replays waits its turn", async () => {
    const added: number[] = [];
    const sent: string[] = [];
    const page = serverPage({ onAdd: (q) => added.push(q), onSubmit: (email) => sent.push(email) });
    (page.byText("+") as HTMLElement).click();
    (page.byText("Add to cart") as HTMLElement).click();
    typeNatively(page.field("Search"), "case");
    typeNatively(page.field("Email"), "a@b.co");
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    page.container.querySelector("form")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    page.hydrate();
    expect([added, sent]).toEqual([[], []]);
    const replay = replayEarlyEvents();
    // Before the held clicks have been replayed, the visitor presses + again: it comes after them.
    (page.byText("+") as HTMLElement).click();
    await replay;
    await settle();
    expect(added).toEqual([2]);
    expect(page.container.querySelector("output")!.textContent).toBe("3");
    expect(page.container.querySelector('[data-testid="search"]')!.textContent).toBe("case");
    expect(sent).toEqual(["a@b.co"]);
  });

  it("links and GET forms act natively: nothing is prevented or held; later listeners see events once the queue is empty", async () => {
    const page = serverPage({ onAdd: () => undefined, onSubmit: () => undefined });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    page.byText("Elsewhere").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const form = document.createElement("form");
    form.method = "get";
    page.container.append(form);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    const early = (window as unknown as Record<string, { held: unknown[] }>)[EARLY_EVENTS_GLOBAL]!;
    expect(early.held).toEqual([]);
    // No listener after the recorder's sees an event before hydration; all do once the queue is empty.
    const seen: string[] = [];
    document.addEventListener("keydown", (e) => seen.push(e.key), true);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(seen).toEqual([]);
    page.hydrate();
    await replayEarlyEvents();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(seen).toEqual(["Escape"]);
  });
});

it("frames: a shared frame opens at once, named and worded by the pressed control, else by its text and its usual status", () => {
  document.body.innerHTML =
    renderToString(<FrameDialogs />) +
    `<button type="button" data-frame="loading-frame" data-frame-title="Book Device Setup" data-frame-status="Loading the booking form…">Book Basic package</button>` +
    `<button type="button" data-frame="loading-frame">Forget orders on this device</button>`;
  const frame = document.getElementById("loading-frame") as HTMLDialogElement;
  runInlineScript();
  const [book, forget] = document.querySelectorAll("button[data-frame]");
  const shown = () => [
    frame.open,
    frame.querySelector("h2")!.textContent,
    frame.querySelector('[role="status"]')!.textContent,
  ];

  (book as HTMLButtonElement).click();
  expect(shown()).toEqual([true, "Book Device Setup", "Loading the booking form…"]);
  frame.close();
  (forget as HTMLButtonElement).click();
  expect(shown()).toEqual([true, "Forget orders on this device", DEVICE_LOADING]);
});
