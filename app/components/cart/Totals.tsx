import { TAX_PERCENT } from "~/data/constants";
import type { Totals as TotalsValue } from "~/lib/money";
import { formatKsh } from "~/lib/money";
import * as s from "./cartDrawer.css";

/** Subtotal, Shipping (Free), Tax (8%), Total: a description list shared by the drawer and the checkout summary. */
export function Totals({ totals, testIdPrefix = "cart" }: { totals: TotalsValue; testIdPrefix?: string }) {
  return (
    <dl className={s.totals}>
      <dt className={s.term}>Subtotal</dt>
      <dd className={s.value} data-testid={`${testIdPrefix}-subtotal`}>
        {formatKsh(totals.subtotalCents)}
      </dd>
      <dt className={s.term}>Shipping</dt>
      <dd className={s.value} data-testid={`${testIdPrefix}-shipping`}>
        {totals.shippingCents === 0 ? "Free" : formatKsh(totals.shippingCents)}
      </dd>
      <dt className={s.term}>Tax ({TAX_PERCENT}%)</dt>
      <dd className={s.value} data-testid={`${testIdPrefix}-tax`}>
        {formatKsh(totals.taxCents)}
      </dd>
      <dt className={`${s.term} ${s.totalTerm}`}>Total</dt>
      <dd className={s.totalValue} data-testid={`${testIdPrefix}-total`}>
        {formatKsh(totals.totalCents)}
      </dd>
    </dl>
  );
}
