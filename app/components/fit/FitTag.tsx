import type { ProductFit } from "~/lib/entities";
import { fitFor, fitLabel } from "~/lib/fit";
import { usePhone } from "~/lib/stores/phone-store";
import * as s from "./fitTag.css";

/** Over its picture's foot, so it moves nothing when the phone is read after hydration. */
export function FitTag({ fits }: { fits: ProductFit }) {
  const phone = usePhone();
  if (!phone) return null;
  const answer = fitFor(fits, phone);
  return (
    <p className={answer === "no" ? `${s.tag} ${s.tagMisfit}` : s.tag} data-testid="fit-tag">
      {fitLabel(answer, phone)}
    </p>
  );
}
