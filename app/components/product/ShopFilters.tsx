import { Form, Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { FitsToggle } from "~/components/fit/FitsToggle";
import { MyPhone } from "~/components/fit/MyPhone";
import { gridField, hint } from "~/components/fit/fit.css";
import { InputField } from "~/components/form/Field";
import { options, SelectField } from "~/components/form/MoreFields";
import { SHOP_FILTERS } from "~/data/products";
import { parseShopQuery, shopSearch, SORT_LABELS, type ShopQuery, type ShopView } from "~/lib/shop-query";
import { button } from "~/styles/button.css";
import * as s from "./shop.css";

// Each view's icon as rectangles (x, y, width, height): four squares, or three bars.
const VIEWS = [
  ["grid", "Grid", [3, 13].flatMap((y) => [3, 13].map((x) => [x, y, 8, 8]))],
  ["list", "List", [4, 10, 16].map((y) => [3, y, 18, 4])],
] as const;

interface ShopFiltersProps {
  query: ShopQuery;
  onQuery: (next: ShopQuery) => void;
  onView: (view: ShopView) => void;
}

/** A GET form to /shop and links, so search and filters work without scripts. */
export function ShopFilters({ query, onQuery, onView }: ShopFiltersProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(
    () => query.min !== null || query.max !== null || query.sort !== "featured",
  );

  // Uncontrolled inputs follow the URL (Back/Forward, chips, clear) without remounting, so focus stays put.
  useEffect(() => {
    for (const name of ["q", "min", "max", "sort"] as const) {
      const field = formRef.current!.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
      field.value = String(query[name] ?? "");
    }
  }, [query]);

  return (
    <>
      <MyPhone>
        {(phone) =>
          phone ? (
            <FitsToggle phone={phone} query={query} onQuery={onQuery} />
          ) : (
            <p className={hint}>Choose your phone to list only what fits it.</p>
          )
        }
      </MyPhone>
      <Form
        ref={formRef}
        method="get"
        action="/shop"
        role="search"
        aria-label="Products"
        onSubmit={(event) => {
          event.preventDefault();
          // Its fields are all text: an empty one reads as its default.
          onQuery(
            parseShopQuery(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>)),
          );
        }}
        noValidate
      >
        <input type="hidden" name="category" value={query.category === "all" ? "" : query.category} />
        <input type="hidden" name="view" value={query.view === "grid" ? "" : query.view} />
        <input type="hidden" name="fits" value={query.fits} />
        <div className={s.searchRow}>
          <InputField
            name="q"
            type="search"
            label="Search products"
            defaultValue={query.q}
            autoComplete="off"
            enterKeyHint="search"
            fieldClassName={s.searchField}
          />
          <button type="submit" className={button.primary}>
            Search
          </button>
        </div>

        <div className={s.toolbar}>
          <div className={s.chips} role="group" aria-label="Category">
            {SHOP_FILTERS.map((f) => (
              <Link
                key={f.id}
                to={`/shop${shopSearch({ ...query, category: f.id })}`}
                preventScrollReset
                className={s.chip}
                aria-current={query.category === f.id ? "true" : undefined}
                data-category={f.id}
              >
                {f.label} <span className={s.count}>{f.count}</span>
              </Link>
            ))}
          </div>
          <div className={s.tools}>
            <button
              type="button"
              className={button.secondary}
              aria-expanded={panelOpen}
              aria-controls={panelId}
              onClick={() => setPanelOpen((o) => !o)}
            >
              More Filters
            </button>
            <div className={s.segmented} role="group" aria-label="View">
              {VIEWS.map(([view, label, rects]) => (
                <button
                  key={view}
                  type="button"
                  className={s.segment}
                  aria-pressed={query.view === view}
                  onClick={() => onView(view)}
                >
                  <svg
                    width="18"
                    height="18"
                    viewBox="0 0 24 24"
                    fill="currentColor"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {rects.map(([x, y, width, height]) => (
                      <rect key={`${x},${y}`} x={x} y={y} width={width} height={height} rx="1.5" />
                    ))}
                  </svg>{" "}
                  {label}
                </button>
              ))}
            </div>
          </div>
        </div>

        <div id={panelId} hidden={!panelOpen}>
          <fieldset className={s.panel}>
            <legend className={s.panelLegend}>Price range and sort</legend>
            {(["min", "max"] as const).map((name) => (
              <InputField
                key={name}
                name={name}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                label={`${name === "min" ? "Min" : "Max"} price (KSh)`}
                defaultValue={query[name] ?? ""}
                fieldClassName={gridField}
              />
            ))}
            <SelectField name="sort" label="Sort by" defaultValue={query.sort} fieldClassName={gridField}>
              {options(Object.entries(SORT_LABELS))}
            </SelectField>
            <div className={s.panelActions}>
              <button type="submit" className={button.primary}>
                Apply
              </button>
              <button
                type="button"
                className={button.ghost}
                onClick={() => onQuery({ ...query, min: null, max: null, sort: "featured" })}
              >
                Reset
              </button>
            </div>
          </fieldset>
        </div>
      </Form>
    </>
  );
}
