import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useMemo, useReducer, useRef, type KeyboardEvent } from "react";
import { CATEGORY_LABELS, PRODUCTS, SEARCH_SUGGESTION_LIMIT } from "~/data/products";
import { announce } from "~/lib/announce";
import { comboboxReducer, enterTarget, INITIAL_COMBOBOX } from "~/lib/combobox";
import { formatUsdAsKsh } from "~/lib/money";
import { highlightMatches, normalizeSearch, SEARCH_MAX_LENGTH, searchHref, suggestProducts } from "~/lib/shop-query";
import { productPath } from "~/lib/slug";
import { container } from "~/styles/utils.css";
import * as s from "./searchPanel.css";

export interface SearchPanelProps {
  id: string;
  /** Close the panel; `returnFocus` puts focus back on the header's search button. */
  onClose: (returnFocus: boolean) => void;
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightMatches(text, query).map((segment, i) =>
        segment.match ? (
          <mark key={i} className={s.mark}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

const countText = (n: number) => (n === 0 ? "No products match" : `${n} ${n === 1 ? "product" : "products"} suggested`);

/**
 * The header search panel: a WAI-ARIA APG combobox with a listbox popup
 * (list autocomplete). Suggestions are the shop's own search over the local
 * catalogue (works offline): at most SEARCH_SUGGESTION_LIMIT products, then
 * "See all results for …" (`/shop?q=…`). Focus stays in the field; the
 * highlighted option is aria-activedescendant. The keyboard rules are the
 * pure reducer in lib/combobox.
 */
export default function SearchPanel({ id, onClose }: SearchPanelProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, dispatch] = useReducer(comboboxReducer, INITIAL_COMBOBOX);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const query = normalizeSearch(state.value);
  const products = useMemo(() => suggestProducts(PRODUCTS, query, SEARCH_SUGGESTION_LIMIT), [query]);
  const options = useMemo(
    () => [...products.map((p) => ({ href: productPath(p) })), ...(query ? [{ href: searchHref(query) }] : [])],
    [products, query],
  );
  const expanded = state.open && options.length > 0;

  // The panel opens on a click of the header button: the field takes focus.
  useEffect(() => inputRef.current?.focus(), []);

  // The number of suggestions, politely, whenever it changes while the list is shown.
  useEffect(() => {
    if (expanded) announce(countText(products.length));
  }, [expanded, products.length]);

  const choose = (href: string) => {
    dispatch({ type: "close" });
    // Same page, new query (e.g. another search from /shop): focus goes back to the header button.
    onClose(new URL(href, window.location.href).pathname === pathname);
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        dispatch({ type: "next", count: options.length });
        break;
      case "ArrowUp":
        event.preventDefault();
        dispatch({ type: "previous", count: options.length });
        break;
      case "Enter": {
        event.preventDefault();
        const href = enterTarget(state, options, searchHref);
        if (href) choose(href);
        break;
      }
      case "Escape":
        event.preventDefault();
        // Closed and empty: a further Escape closes the panel itself.
        if (!state.open && state.value === "") onClose(true);
        else dispatch({ type: "escape" });
        break;
      case "Tab":
        dispatch({ type: "close" });
        break;
    }
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
    <div id={id} className={s.panel}>
      <div role="search" aria-label="Site" className={container}>
        <label htmlFor={inputId} className={s.label}>
          Search products
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && state.active >= 0 ? optionId(state.active) : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          className={s.input}
          value={state.value}
          onChange={(e) => dispatch({ type: "input", value: e.target.value })}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Suggestions" className={s.listbox} hidden={!expanded}>
          {products.map((p, i) => (
            <li key={p.id} className={s.option} {...optionProps(i, productPath(p))}>
              <span className={s.optionName}>
                <Highlighted text={p.name} query={query} />
              </span>
              <span className={s.optionMeta}>
                {CATEGORY_LABELS[p.category]} · {formatUsdAsKsh(p.price)}
              </span>
            </li>
          ))}
          {query ? (
            <li className={s.seeAll} {...optionProps(products.length, searchHref(query))}>
              See all results for “{query}”
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
