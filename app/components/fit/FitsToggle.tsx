import { useEffect, useState } from "react";
import type { PhoneModel } from "~/data/phones";
import { loadIndex } from "~/lib/browser/catalogue";
import { parseShopQuery, queryProducts, shopSearch, type ShopQuery } from "~/lib/shop-query";
import * as s from "./fit.css";

interface FitsToggleProps {
  phone: PhoneModel;
  query: ShopQuery;
  onQuery: (next: ShopQuery) => void;
}

/** The count comes from the catalogue's index, so it is shown once that is in. */
export function FitsToggle({ phone, query, onQuery }: FitsToggleProps) {
  const [count, setCount] = useState<{ for: string; n: number } | null>(null);
  // The query the count is for, as its URL: a string, so the effect runs again only when that changes.
  const countFor = shopSearch({ ...query, fits: phone.key });
  // No cleanup: an answer for an earlier query is not shown (its `for` differs), and the one index answers in order.
  useEffect(() => {
    loadIndex()
      .then((index) => {
        const listed = queryProducts(index, parseShopQuery(new URLSearchParams(countFor)));
        setCount({ for: countFor, n: listed.length });
      })
      // Offline with no index kept: the toggle works without its count.
      .catch(() => {});
  }, [countFor]);
  const n = count?.for === countFor ? count.n : null;

  return (
    <label className={s.only}>
      <input
        type="checkbox"
        className={s.checkbox}
        checked={query.fits === phone.key}
        onChange={(event) => onQuery({ ...query, fits: event.target.checked ? phone.key : "" })}
      />
      <span>
        Only what fits my {phone.name}
        {n === null ? null : ` (${n})`}
      </span>
    </label>
  );
}
