import { expect, it } from "vitest";
import { comboboxReducer, INITIAL_COMBOBOX, type ComboboxEvent, type ComboboxState } from "~/lib/combobox";

const run = (events: ComboboxEvent[], from: ComboboxState = INITIAL_COMBOBOX) => events.reduce(comboboxReducer, from);
const type = (value: string): ComboboxEvent => ({ type: "input", value });
const down: ComboboxEvent = { type: "next", count: 3 };
const up: ComboboxEvent = { type: "previous", count: 3 };
const escape: ComboboxEvent = { type: "escape" };
const close: ComboboxEvent = { type: "close" };
const hover: ComboboxEvent = { type: "hover", index: 1 };

it.each<[string, ComboboxEvent[], ComboboxState]>([
  ["typing opens the list with nothing highlighted", [type("ca")], { value: "ca", open: true, active: -1 }],
  ["spaces alone do not open it", [type("   ")], { value: "   ", open: false, active: -1 }],
  ["clearing the text closes it", [type("ca"), type("")], INITIAL_COMBOBOX],
  ["Down highlights the first option", [type("ca"), down], { value: "ca", open: true, active: 0 }],
  ["Down moves on", [type("ca"), down, down], { value: "ca", open: true, active: 1 }],
  ["Down wraps to the first", [type("ca"), down, down, down, down], { value: "ca", open: true, active: 0 }],
  ["Up highlights the last", [type("ca"), up], { value: "ca", open: true, active: 2 }],
  ["Up from the first wraps to the last", [type("ca"), down, up], { value: "ca", open: true, active: 2 }],
  ["Up moves back", [type("ca"), down, down, up], { value: "ca", open: true, active: 0 }],
  ["Down on a closed list with text reopens it", [type("ca"), escape, down], { value: "ca", open: true, active: 0 }],
  ["Up on a closed list with text reopens it", [type("ca"), escape, up], { value: "ca", open: true, active: 2 }],
  ["Escape closes the list first", [type("ca"), down, escape], { value: "ca", open: false, active: -1 }],
  ["a second Escape clears the text", [type("ca"), down, escape, escape], INITIAL_COMBOBOX],
  ["hover highlights while open", [type("ca"), hover], { value: "ca", open: true, active: 1 }],
  [
    "close (Tab, blur, a choice) drops the list and the highlight",
    [type("ca"), down, close],
    { value: "ca", open: false, active: -1 },
  ],
])("%s", (_, events, expected) => {
  expect(run(events)).toEqual(expected);
});

it("with nothing to change, returns the same state (no render)", () => {
  const closed = run([type("ca"), escape]);
  for (const [state, event] of [
    [INITIAL_COMBOBOX, down],
    [closed, { type: "next", count: 0 }],
    [INITIAL_COMBOBOX, escape],
    [closed, hover],
    [closed, close],
  ] as const)
    expect(comboboxReducer(state, event)).toBe(state);
});
