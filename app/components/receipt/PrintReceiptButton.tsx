import type { opens } from "~/components/dialog/frames";
import { PRINT_RECEIPT_LABEL } from "~/data/device";
import { button } from "~/styles/button.css";

/** "Print or save receipt": by default the browser's print dialog (which also saves as PDF). */
export function PrintReceiptButton({
  onClick = () => window.print(),
  ...frame
}: { onClick?: () => void } & Partial<typeof opens.receipt>) {
  return (
    <button type="button" className={button.secondary} onClick={onClick} {...frame}>
      {PRINT_RECEIPT_LABEL}
    </button>
  );
}
