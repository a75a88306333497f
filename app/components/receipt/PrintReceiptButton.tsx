import { PRINT_RECEIPT_LABEL } from "~/data/device";
import { button } from "~/styles/button.css";

interface PrintReceiptButtonProps {
  className?: string;
  /** What the click does; by default the browser's print dialog (the Receipt's print style does the rest). */
  onClick?: () => void;
}

/** Data attributes for the button (what it opens at once while the receipt's code loads). */
type DataAttributes = { [name: `data-${string}`]: string | undefined };

/** "Print or save receipt": the browser's print dialog, which also saves as PDF. */
export function PrintReceiptButton({
  className = button.secondary,
  onClick = () => window.print(),
  ...data
}: PrintReceiptButtonProps & DataAttributes) {
  return (
    <button type="button" className={className} onClick={onClick} {...data}>
      {PRINT_RECEIPT_LABEL}
    </button>
  );
}
