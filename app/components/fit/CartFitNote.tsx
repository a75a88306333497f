import type { PhoneModel } from "~/data/phones";
import type { ProductFit } from "~/lib/entities";
import { fitFor, fitLabel } from "~/lib/fit";
import { cartNote } from "./fit.css";

/** A note, never a block: it may be a gift. */
export function CartFitNote({ fit, phone }: { fit: ProductFit | undefined; phone: PhoneModel | null }) {
  if (!phone || !fit || fitFor(fit, phone) !== "no") return null;
  return (
    <p className={cartNote} data-testid="cart-fit-note">
      {fitLabel("no", phone)}
    </p>
  );
}
