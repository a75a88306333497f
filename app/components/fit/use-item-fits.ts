import { useEffect, useState } from "react";
import type { PhoneModel } from "~/data/phones";
import type { ProductFit } from "~/lib/entities";

/** A cart item does not keep what it fits: the card files say, or (offline) nothing is noted. */
export function useItemFits(ids: readonly number[], phone: PhoneModel | null): ReadonlyMap<number, ProductFit> {
  const [fits, setFits] = useState<ReadonlyMap<number, ProductFit>>(() => new Map());
  // The ids as a string: the effect runs again when the cart's products change, not on each re-render.
  const wanted = phone ? ids.join(",") : "";
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    // Imported here: the drawer is in every page's first load (vite.config.ts), the catalogue's reader only where needed.
    import("~/lib/browser/catalogue")
      .then(({ loadCards }) => loadCards(wanted.split(",").map(Number), controller.signal))
      .then((cards) => setFits(new Map(cards.map((p) => [p.id, p.fits]))))
      .catch(() => {});
    return () => controller.abort();
  }, [wanted]);
  return fits;
}
