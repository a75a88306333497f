// PLACEHOLDER, owned by the purchase-path issue (#3), which replaces it with
// the real modal drawer (items, totals, checkout).
import { closeCart } from "~/lib/cart-store";

export default function CartDrawer() {
  return (
    <div role="dialog" aria-modal="true" aria-label="Shopping cart">
      <button type="button" onClick={closeCart}>
        Close cart
      </button>
    </div>
  );
}
