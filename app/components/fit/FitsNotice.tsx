import { Link } from "@remix-run/react";
import { fitsPhone, shopSearch, type ShopQuery } from "~/lib/shop-query";
import * as s from "./fit.css";

export function FitsNotice({ query }: { query: ShopQuery }) {
  if (!query.fits) return null;
  const phone = fitsPhone(query);
  return (
    <p className={s.notice} data-testid="fits-notice">
      {phone
        ? `Only products that fit the ${phone.name}. `
        : `We do not know the phone “${query.fits}”, so this list is not filtered by phone. `}
      <Link to={`/shop${shopSearch({ ...query, fits: "" })}`} preventScrollReset>
        {phone ? "Show products for every phone" : "Clear the phone filter"}
      </Link>
    </p>
  );
}
