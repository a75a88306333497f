import { describe, expect, it } from "vitest";
import { comboboxReducer, enterTarget, INITIAL_COMBOBOX, type ComboboxEvent, type ComboboxState } from "~/lib/combobox";

const run = (events: ComboboxEvent[], from: ComboboxState = INITIAL_COMBOBOX) => events.reduce(comboboxReducer, from);
const typed = (value: string) => run([{ type: "input", value }]);
const options = [{ href: "/shop/a" }, { href: "/shop/b" }, { href: "/shop?q=x" }];
const results = (text: string) => `/shop?q=${encodeURIComponent(text.trim())}`;

describe("combobox keyboard (WAI-ARIA APG list autocomplete)", () => {
  it("typing opens the list with nothing highlighted; clearing the text closes it", () => {
    expect(typed("ca")).toEqual({ value: "ca", open: true, active: -1 });
    expect(typed("   ")).toEqual({ value: "   ", open: false, active: -1 });
    expect(
      run([
        { type: "input", value: "ca" },
        { type: "input", value: "" },
      ]),
    ).toEqual(INITIAL_COMBOBOX);
  });

  it("Down moves through the options and wraps to the first; Up wraps to the last", () => {
    const s = typed("ca");
    const down = (st: ComboboxState) => comboboxReducer(st, { type: "next", count: 3 });
    const up = (st: ComboboxState) => comboboxReducer(st, { type: "previous", count: 3 });
    expect(down(s).active).toBe(0);
    expect(down(down(s)).active).toBe(1);
    expect(down(down(down(down(s)))).active).toBe(0);
    expect(up(s).active).toBe(2);
    expect(up(down(s)).active).toBe(2);
    expect(up(down(down(s))).active).toBe(0);
  });

  it("Down or Up on a closed list with text reopens it; with no text or no options nothing happens", () => {
    const closed = run([{ type: "input", value: "ca" }, { type: "escape" }]);
    expect(closed.open).toBe(false);
    expect(comboboxReducer(closed, { type: "next", count: 3 })).toEqual({ value: "ca", open: true, active: 0 });
    expect(comboboxReducer(closed, { type: "previous", count: 3 })).toEqual({ value: "ca", open: true, active: 2 });
    expect(comboboxReducer(INITIAL_COMBOBOX, { type: "next", count: 3 })).toBe(INITIAL_COMBOBOX);
    expect(comboboxReducer(closed, { type: "next", count: 0 })).toBe(closed);
  });

  it("Escape closes the list first, then clears the text, then has nothing left to do", () => {
    const s = run([
      { type: "input", value: "ca" },
      { type: "next", count: 3 },
    ]);
    const once = comboboxReducer(s, { type: "escape" });
    expect(once).toEqual({ value: "ca", open: false, active: -1 });
    const twice = comboboxReducer(once, { type: "escape" });
    expect(twice).toEqual(INITIAL_COMBOBOX);
    expect(comboboxReducer(twice, { type: "escape" })).toBe(twice);
  });

  it("hover highlights only while open; close (Tab, blur, a choice) drops the list and the highlight", () => {
    const s = typed("ca");
    expect(comboboxReducer(s, { type: "hover", index: 1 }).active).toBe(1);
    const closed = comboboxReducer(s, { type: "close" });
    expect(closed).toEqual({ value: "ca", open: false, active: -1 });
    expect(comboboxReducer(closed, { type: "hover", index: 1 })).toBe(closed);
    expect(comboboxReducer(closed, { type: "close" })).toBe(closed);
  });

  it("Enter opens the highlighted option, or the results for the text, or nothing when empty", () => {
    const s = typed("case ");
    expect(enterTarget(s, options, results)).toBe("/shop?q=case");
    expect(enterTarget(comboboxReducer(s, { type: "next", count: 3 }), options, results)).toBe("/shop/a");
    expect(enterTarget(comboboxReducer(s, { type: "previous", count: 3 }), options, results)).toBe("/shop?q=x");
    // A highlight left over in a closed list is not a choice.
    expect(enterTarget({ value: "case", open: false, active: 1 }, options, results)).toBe("/shop?q=case");
    expect(enterTarget(typed("  "), options, results)).toBeNull();
  });
});
