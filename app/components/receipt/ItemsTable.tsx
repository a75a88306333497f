import type { ReactNode } from "react";
import type { Order } from "~/lib/entities";
import { formatKsh } from "~/lib/money";

interface ItemsTableProps {
  items: Order["items"];
  /** The column headings: item, quantity, unit price, and (the receipt's) each line's amount. */
  labels: readonly string[];
  /** The caller's stylesheet: the tracking page's on screen, the receipt's in print. */
  s: { table: string; cell: string; num: string };
  /** The receipt's totals (a `<tfoot>`). */
  children?: ReactNode;
}

/** An order's lines, on the tracking page and on the receipt. */
export function ItemsTable({ items, labels, s, children }: ItemsTableProps) {
  return (
    <table className={s.table}>
      <thead>
        <tr>
          {labels.map((label, i) => (
            <th key={label} scope="col" className={i ? s.num : s.cell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.name}>
            <td className={s.cell}>{item.name}</td>
            <td className={s.num}>{item.quantity}</td>
            <td className={s.num}>{formatKsh(item.priceCents)}</td>
            {labels[3] ? <td className={s.num}>{formatKsh(item.priceCents * item.quantity)}</td> : null}
          </tr>
        ))}
      </tbody>
      {children}
    </table>
  );
}
