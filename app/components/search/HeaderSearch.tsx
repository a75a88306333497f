import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent } from "react";
import { iconButton } from "~/styles/button.css";
import * as s from "./headerSearch.css";

const SearchPanel = lazy(() => import("./SearchPanel"));

/** Warm the panel's chunk (combobox and product data) on first focus or hover, before the tap lands. */
const preloadPanel = () => void import("./SearchPanel");

function SearchIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  );
}

/**
 * The header's search: a button that opens the search panel below the bar,
 * on every page and at every width (the full navigation leaves the bar no
 * room for a field). Only this button is in the first paint; the combobox
 * and the product data it searches load on first focus, hover or tap.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();

  // A chosen suggestion (or any navigation) closes the panel.
  useEffect(() => setOpen(false), [pathname, search]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Focus leaving the button and panel (Tab onwards, a click elsewhere) closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className={s.root} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={iconButton}
        aria-label="Search products"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        onFocus={preloadPanel}
        onPointerEnter={preloadPanel}
        data-testid="search-button"
      >
        <SearchIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchPanel id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
