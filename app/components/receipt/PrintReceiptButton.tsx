import { PRINT_RECEIPT_LABEL } from "~/data/device";
import { button } from "~/styles/button.css";

interface PrintReceiptButtonProps {
  className?: string;
  /** What the click does; by default the browser's print dialog (the Receipt's print style does the rest). */
  onClick?: () => void;
  /** The frame it opens at once while the receipt's code loads (`data-frame`, app/lib/browser/early-events.ts). */
  frame?: string;
}

/** "Print or save receipt": the browser's print dialog, which also saves as PDF. */
export function PrintReceiptButton({
  className = button.secondary,
  onClick = () => window.print(),
  frame,
}: PrintReceiptButtonProps) {
  return (
    <button type="button" className={className} onClick={onClick} data-frame={frame}>
      {PRINT_RECEIPT_LABEL}
    </button>
  );
}
