/**
 * No tap lost: an early event contract (as Angular's event replay and Google's jsaction do it).
 * `recordEarlyEvents` runs inline in the HTML's head, so it listens before anything paints; the
 * root calls `replayEarlyEvents` once React has hydrated. Until then:
 * - React sees no event: one reaching a root that is still hydrating makes React hydrate
 *   synchronously, which can throw (React #345) and then drops the event;
 * - what the browser does by itself still happens at once: links navigate, GET forms submit,
 *   fields take focus and text, Tab moves focus;
 * - a click on a button with no native action, and a submit of a non-GET form (which would
 *   post to a static host), are held and replayed in order on the same element; a control with
 *   `data-frame` opens that frame (a closed <dialog> of the HTML) at once, then and until the app
 *   has the code to answer it;
 * - the last value typed or chosen in each field is noted and handed to React's handlers, which
 *   hydration did not run.
 */

/** Where the inline recorder leaves its queue for the app (a window property: the two are separate scripts). */
export const EARLY_EVENTS_GLOBAL = "simutechEarlyEvents";

type Held =
  { type: "click"; target: HTMLElement } | { type: "submit"; target: HTMLFormElement; submitter: HTMLElement | null };

interface EarlyEvents {
  /** Clicks and submits held, oldest first. */
  held: Held[];
  /** The last value typed or chosen in each field. */
  typed: Map<Element, string | boolean>;
  /** True while the app dispatches a replayed event: the recorder lets it through. */
  pass: boolean;
  /** Stops recording. */
  stop: () => void;
}

/**
 * The recorder, inlined by the root Layout as `(recordEarlyEvents)(window, name)`: self-contained (no
 * imports, nothing from this module's scope), since its source text is the script.
 */
function recordEarlyEvents(w: Window, name: string): void {
  const doc = w.document;
  // Every event type React acts on synchronously while it hydrates (its discrete events).
  const types =
    "click auxclick contextmenu dblclick submit input change beforeinput keydown keyup keypress pointerdown pointerup mousedown mouseup touchstart touchend focusin focusout compositionend".split(
      " ",
    );
  const early: EarlyEvents = {
    held: [],
    typed: new Map(),
    pass: false,
    stop() {
      for (const type of types) doc.removeEventListener(type, onEvent, true);
    },
  };
  function onEvent(event: Event) {
    if (early.pass) return;
    event.stopImmediatePropagation();
    const target = event.target as Element;
    if (event.type === "click" && target.closest) {
      const control = target.closest<HTMLButtonElement>("a[href],button,input,select,textarea,label,summary");
      // Links, fields and labels act natively; a form's submit button fires the submit that follows.
      if (control?.tagName !== "BUTTON" || (control.type === "submit" && control.form)) return;
      event.preventDefault();
      const held: Held = { type: "click", target: control };
      early.held.push(held);
      // Its frame, opened just before (below), closed before the app has hydrated withdraws the tap.
      frameOf(control)?.addEventListener("close", () => (early.held = early.held.filter((h) => h !== held)), {
        once: true,
      });
    } else if (event.type === "submit") {
      const form = target as HTMLFormElement;
      // GET forms navigate and a dialog's form closes it, both without the app.
      if (["get", "dialog"].includes((form.getAttribute("method") ?? "get").toLowerCase())) return;
      event.preventDefault();
      early.held.push({ type: "submit", target: form, submitter: (event as SubmitEvent).submitter });
    } else if (event.type === "input" || event.type === "change") {
      const field = target as HTMLInputElement;
      early.typed.set(field, field.type === "checkbox" || field.type === "radio" ? field.checked : field.value);
    }
  }
  const frameOf = (control: Element) =>
    doc.getElementById(control.getAttribute("data-frame") ?? "") as HTMLDialogElement | null;
  // Frames, before hydration and after: a control with `data-frame` opens that closed <dialog> of the
  // HTML at once, until the code behind the control marks it `data-ready` (then answers by itself).
  // Registered first: the recorder below stops every other listener of its events.
  doc.addEventListener(
    "click",
    (event) => {
      const control = (event.target as Element).closest?.("[data-frame]");
      const frame = control && frameOf(control);
      if (!frame || frame.open || frame.hasAttribute("data-ready")) return;
      // A frame that several controls share says what the pressed one opens: the control's own
      // `data-frame-title` and `data-frame-status`, else its text and the frame's usual status.
      const title = frame.querySelector("[data-frame-title]");
      if (title) title.textContent = control.getAttribute("data-frame-title") ?? control.textContent;
      const status = frame.querySelector("[data-frame-status]");
      if (status)
        status.textContent = control.getAttribute("data-frame-status") ?? status.getAttribute("data-frame-status");
      frame.showModal();
    },
    true,
  );
  for (const type of types) doc.addEventListener(type, onEvent, true);
  (w as unknown as Record<string, EarlyEvents>)[name] = early;
}

/** The inline script's text (root Layout, server render only; the build's CSP allows it by hash). */
export const earlyEventsScript = () =>
  `(${recordEarlyEvents.toString()})(window,${JSON.stringify(EARLY_EVENTS_GLOBAL)})`;

/**
 * Gives a field the value the visitor left in it and lets React's handlers hear of it. React
 * compares a field's value with the one it last saw (set through the element's own `value`
 * property): that one is set to the old value, the DOM's to the new one, then the event fires.
 */
function restoreField(field: Element, value: string | boolean): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    field.checked = !value;
    field.click();
  } else if (field instanceof HTMLSelectElement) {
    field.value = String(value);
    field.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    field.value = field.value === String(value) ? "" : field.value;
    // The prototype's setter, past React's own on the element: the DOM changes, React's record does not.
    Reflect.set(Object.getPrototypeOf(field) as object, "value", String(value), field);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/** The next task: React has rendered what the previous event changed (it flushes in a microtask). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Lets one replayed event through the recorder, which holds everything else until the queue is empty. */
function letThrough(early: EarlyEvents, dispatch: () => void) {
  early.pass = true;
  try {
    dispatch();
  } finally {
    early.pass = false;
  }
}

/**
 * Called once React has hydrated (root): hands the typed values to React, then replays the held
 * clicks and submits in order, each on its own element if it is still there and in a task of its
 * own, so each handler sees what the one before it did (+, then Add to cart). What the visitor does
 * meanwhile joins the queue; recording stops once it is empty.
 */
export async function replayEarlyEvents(): Promise<void> {
  const early = (window as unknown as Record<string, EarlyEvents | undefined>)[EARLY_EVENTS_GLOBAL];
  if (!early) return;
  for (;;) {
    letThrough(early, () => {
      for (const [field, value] of early.typed) restoreField(field, value);
      early.typed.clear();
    });
    const event = early.held.shift();
    if (!event) break;
    await nextTask();
    if (!event.target.isConnected) continue;
    letThrough(early, () => {
      if (event.type === "click") event.target.click();
      else event.target.requestSubmit(event.submitter?.closest("form") === event.target ? event.submitter : undefined);
    });
  }
  early.stop();
}
