import { useLocation, useNavigate } from "@remix-run/react";
import { flushSync } from "react-dom";
import {
  useCallback,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { FIELD_LIMITS } from "~/data/forms";
import { comboboxReducer, INITIAL_COMBOBOX } from "~/lib/combobox";
import { loadOrMove, warm } from "~/lib/browser/update";
import { Svg } from "~/components/layout/Icons";
import { iconButton } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";
import * as s from "./headerSearch.css";

/** The suggestions' chunk, with the catalogue's index, on first focus, hover or typing (each fetched once a page). */
const loadEngine = () => import("./suggestions").then((m) => m.default());
/** The chunk alone (not the index) for a search sent; its file gone (a deploy), the new version opens the results. */
const hrefFor = (text: string) =>
  loadOrMove(() => import("./suggestions"), { go: `/shop?${new URLSearchParams({ q: text })}` });

const SearchIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Svg>
);

const countText = (n: number) => (n === 0 ? "No products match" : `${n} ${n === 1 ? "product" : "products"} suggested`);

/** A GET form to /shop (it works without JavaScript); CSS alone picks the bar's field or the panel's. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [state, dispatch] = useReducer(comboboxReducer, INITIAL_COMBOBOX);
  const [engine, setEngine] = useState<Awaited<ReturnType<typeof loadEngine>> | null>(null);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const optionId = (index: number) => `${id}-list-${index}`;

  const warmEngine = () => {
    if (!engine) warm(() => loadEngine().then(setEngine));
  };

  const suggestions = useMemo(() => (engine ? engine.suggest(state.value) : null), [engine, state.value]);
  const options = suggestions?.query ? [...suggestions.products, { href: suggestions.allHref }] : [];
  const expanded = state.open && options.length > 0;

  // Text typed (or a field focused) before the scripts ran is kept: the state takes it up as the field mounts.
  const inputRef = useRef<HTMLInputElement | null>(null);
  const fieldMounted = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input;
    if (input?.value) dispatch({ type: "input", value: input.value });
    if (input && (input.value || document.activeElement === input)) warm(() => loadEngine().then(setEngine));
  }, []);

  // A chosen suggestion (or any other navigation) closes the panel and empties the field.
  const location = `${pathname}${search}`;
  const [shownAt, setShownAt] = useState(location);
  if (shownAt !== location) {
    setShownAt(location);
    setOpen(false);
    dispatch({ type: "input", value: "" });
  }

  const togglePanel = () => {
    flushSync(() => setOpen(!open));
    if (!open) inputRef.current?.focus();
  };

  const closePanel = (returnFocus: boolean) => {
    setOpen(false);
    const toggle = toggleRef.current;
    if (returnFocus && open && toggle?.checkVisibility()) toggle.focus();
  };

  const choose = (href: string) => {
    dispatch({ type: "close" });
    // Same page, new query (another search from /shop): focus goes back to the panel's button.
    closePanel(new URL(href, window.location.href).pathname === pathname);
    navigate(href);
  };

  // The results for the text: the same URL the form would load without scripts.
  const searchFor = (text: string) => {
    if (text.trim())
      hrefFor(text).then(
        (m) => choose(m.searchHref(text)),
        () => undefined,
      );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        dispatch({ type: event.key === "ArrowDown" ? "next" : "previous", count: options.length });
        break;
      case "Enter": {
        // The highlighted option; else the form's own submission, as its Search button sends it (onSubmit).
        const chosen = state.open ? options[state.active] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen.href);
        }
        break;
      }
      case "Escape":
        event.preventDefault();
        // Closed and empty: a further Escape closes the panel itself.
        if (!state.open && state.value === "") closePanel(true);
        else dispatch({ type: "escape" });
        break;
      case "Tab":
        dispatch({ type: "close" });
        break;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchFor(state.value);
  };

  // Focus leaving the search (Tab onwards, a click elsewhere) closes the list and the panel.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    dispatch({ type: "close" });
    setOpen(false);
  };

  const optionProps = (index: number, href: string) => ({
    id: optionId(index),
    role: "option" as const,
    "aria-selected": state.active === index,
    onPointerMove: () => state.active !== index && dispatch({ type: "hover", index }),
    // Keep focus in the field while the pointer is down on an option.
    onMouseDown: (e: React.MouseEvent) => e.preventDefault(),
    onClick: () => choose(href),
  });

  return (
    <div className={s.root} onFocus={warmEngine} onPointerEnter={warmEngine} onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className={`${iconButton} ${s.toggle}`}
        aria-label="Search products"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={togglePanel}
        data-testid="search-button"
      >
        <SearchIcon />
      </button>
      <form
        id={`${id}-form`}
        role="search"
        aria-label="Site"
        method="get"
        action="/shop"
        className={s.form}
        data-open={open ? "" : undefined}
        onSubmit={onSubmit}
      >
        <div className={s.inner}>
          <label htmlFor={`${id}-input`} className={s.label}>
            Search products
          </label>
          <div className={s.field}>
            <input
              ref={fieldMounted}
              id={`${id}-input`}
              name="q"
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={`${id}-list`}
              aria-activedescendant={expanded && state.active >= 0 ? optionId(state.active) : undefined}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              enterKeyHint="search"
              placeholder="Phones, cases, chargers…"
              maxLength={FIELD_LIMITS.search}
              className={s.input}
              value={state.value}
              onChange={(e) => {
                warmEngine();
                dispatch({ type: "input", value: e.target.value });
              }}
              onKeyDown={onKeyDown}
            />
            <button type="submit" className={s.submit} aria-label="Search">
              <SearchIcon />
            </button>
          </div>
          <ul id={`${id}-list`} role="listbox" aria-label="Suggestions" className={s.listbox} hidden={!expanded}>
            {suggestions?.products.map((p, i) => (
              <li key={p.key} className={s.option} {...optionProps(i, p.href)}>
                <span className={s.optionName}>
                  {p.name.map((segment, k) =>
                    segment.match ? (
                      <mark key={k} className={s.mark}>
                        {segment.text}
                      </mark>
                    ) : (
                      segment.text
                    ),
                  )}
                </span>
                <span className={s.optionMeta}>{p.meta}</span>
              </li>
            ))}
            {suggestions?.query ? (
              <li className={s.seeAll} {...optionProps(suggestions.products.length, suggestions.allHref)}>
                See all results for “{suggestions.query}”
              </li>
            ) : null}
          </ul>
          <p aria-live="polite" className={visuallyHidden}>
            {expanded ? countText(suggestions?.products.length ?? 0) : ""}
          </p>
        </div>
      </form>
    </div>
  );
}
