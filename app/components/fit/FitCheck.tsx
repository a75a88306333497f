import { Link } from "@remix-run/react";
import type { ProductFit } from "~/lib/entities";
import { fitFor, fitLabel } from "~/lib/fit";
import { fitReason } from "~/lib/fit-details";
import { DEFAULT_QUERY, shopSearch } from "~/lib/shop-query";
import { MyPhone } from "./MyPhone";
import * as s from "./fit.css";

export function FitCheck({ fits }: { fits: ProductFit }) {
  return (
    <MyPhone describe={(phone) => fitLabel(fitFor(fits, phone), phone)}>
      {(phone) => {
        if (!phone)
          return <p className={`${s.hint} ${s.verdictLine}`}>Choose your phone to see whether this fits it.</p>;
        const answer = fitFor(fits, phone);
        return (
          <p className={s.verdictLine} data-testid="fit-verdict">
            <strong className={answer === "no" ? s.misfit : s.fits}>{fitLabel(answer, phone)}</strong>{" "}
            {fitReason(fits, phone)}{" "}
            <Link to={`/shop${shopSearch({ ...DEFAULT_QUERY, fits: phone.key })}`}>
              Everything that fits your {phone.name}
            </Link>
          </p>
        );
      }}
    </MyPhone>
  );
}
