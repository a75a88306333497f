import type { PhoneModel } from "~/data/phones";
import type { ProductFit } from "~/lib/entities";
import { fitFor, fitLabel } from "~/lib/fit";
import { fitNote } from "./cartDrawer.css";

/** A note, never a block: it may be a gift. */
export function CartFitNote({ fit, phone }: { fit: ProductFit | undefined; phone: PhoneModel | null }) {
  if (!phone || !fit || fitFor(fit, phone) !== "no") return null;
  return (
    <p className={fitNote} data-testid="cart-fit-note">
      {fitLabel("no", phone)}
    </p>
  );
}
