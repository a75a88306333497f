import { PRINT_RECEIPT_LABEL } from "~/data/device";
import { button } from "~/styles/button.css";

/** "Print or save receipt": by default the browser's print dialog (which also saves as PDF); data attributes pass
 * through (what the button opens while the receipt's code loads is its caller's business). */
export function PrintReceiptButton({
  onClick = () => window.print(),
  ...data
}: { onClick?: () => void } & { [name: `data-${string}`]: string | undefined }) {
  return (
    <button type="button" className={button.secondary} onClick={onClick} {...data}>
      {PRINT_RECEIPT_LABEL}
    </button>
  );
}
