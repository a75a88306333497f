import { PRINT_RECEIPT_LABEL } from "~/data/device";
import { button } from "~/styles/button.css";

/** "Print or save receipt": the browser's print dialog (which also saves as PDF); the Receipt's print style does the rest. */
export function PrintReceiptButton({ className = button.secondary }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {PRINT_RECEIPT_LABEL}
    </button>
  );
}
