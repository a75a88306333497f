// A list-autocomplete combobox's state (WAI-ARIA APG "combobox with listbox popup"); the component owns the options.
export interface ComboboxState {
  readonly value: string;
  readonly open: boolean;
  /** The highlighted option; -1: none, focus stays on the text as typed. */
  readonly active: number;
}

export type ComboboxEvent =
  | { readonly type: "input"; readonly value: string }
  | { readonly type: "next"; readonly count: number }
  | { readonly type: "previous"; readonly count: number }
  /** Closes the popup when open, otherwise clears the text. */
  | { readonly type: "escape" }
  | { readonly type: "hover"; readonly index: number }
  /** Tab away, blur, or a choice made. */
  | { readonly type: "close" };

export const INITIAL_COMBOBOX: ComboboxState = { value: "", open: false, active: -1 };

const hasText = (value: string) => value.trim() !== "";

export function comboboxReducer(state: ComboboxState, event: ComboboxEvent): ComboboxState {
  switch (event.type) {
    case "input":
      return { value: event.value, open: hasText(event.value), active: -1 };
    case "next":
      if (event.count <= 0 || !hasText(state.value)) return state;
      if (!state.open) return { ...state, open: true, active: 0 };
      return { ...state, active: state.active + 1 >= event.count ? 0 : state.active + 1 };
    case "previous":
      if (event.count <= 0 || !hasText(state.value)) return state;
      if (!state.open || state.active <= 0) return { ...state, open: true, active: event.count - 1 };
      return { ...state, active: state.active - 1 };
    case "escape":
      if (state.open) return { ...state, open: false, active: -1 };
      return state.value === "" ? state : INITIAL_COMBOBOX;
    case "hover":
      return state.open ? { ...state, active: event.index } : state;
    case "close":
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
  }
}
