import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Modal } from "~/components/dialog/Modal";
import { useItemFits } from "~/components/fit/use-item-fits";
import { CART_TITLE } from "~/data/cart";
import { CART_BUTTON_ID } from "~/data/ids";
import { CART_EMPTY } from "~/data/messages";
import { countItems, type CartItem } from "~/lib/cart";
import { fitFor, fitLabel } from "~/lib/fit";
import { useCart, useCartItems } from "~/lib/stores/cart-store";
import { formatUsdAsKsh, formatKsh, totalsFor, usdToKshCents } from "~/lib/money";
import { usePhone } from "~/lib/stores/phone-store";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";
import * as s from "./cartDrawer.css";
import { Totals } from "./Totals";

const cartButton = () => document.getElementById(CART_BUTTON_ID);

/**
 * A side dialog. Focus returns to the header's cart button, from the checkout opened here too, so Back to Cart
 * reopens the drawer with the same opener. Changes are announced from a live region inside the dialog: the rest of
 * the page, the site's own live region included, is inert while it is open.
 */
export default function CartDrawer() {
  const cart = useCart();
  const { closeCart, openCheckout } = cart;
  const items = useCartItems();
  const totals = totalsFor(items);
  const phone = usePhone();
  const fits = useItemFits(
    items.map((i) => i.id),
    phone,
  );
  /** Under an item that does not fit the chosen phone: a note, never a block (it may be a gift). */
  const fitNote = (id: number) => {
    const fit = fits.get(id);
    if (!phone || !fit || fitFor(fit, phone) !== "no") return null;
    return (
      <p className={s.fitNote} data-testid="cart-fit-note">
        {fitLabel("no", phone)}
      </p>
    );
  };
  const [message, setMessage] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);

  /** A change that may remove rows, rendered at once; then the row now at `index` (or the empty state) takes focus. */
  const changeRows = (change: () => void, index: number) => {
    flushSync(change);
    const rows = listRef.current?.querySelectorAll<HTMLElement>(":scope > li");
    const row = rows && rows.length > 0 ? rows[Math.min(index, rows.length - 1)] : undefined;
    (row ?? continueRef.current)?.focus();
  };

  const say = (text: string) => setMessage((m) => (m === text ? `${text}\u00a0` : text));

  /** Down to 0 removes the item. */
  const step = (item: CartItem, quantity: number, index: number) => {
    if (quantity === 0) remove(item, index);
    else {
      cart.setQuantity(item.id, quantity);
      say(`Quantity of ${item.name}: ${quantity}`);
    }
  };

  const stepButton = (item: CartItem, index: number, by: -1 | 1) => (
    <button
      type="button"
      className={s.stepButton}
      aria-label={`${by < 0 ? "Decrease" : "Increase"} quantity of ${item.name}`}
      onClick={() => step(item, item.quantity + by, index)}
    >
      <span aria-hidden="true">{by < 0 ? "−" : "+"}</span>
    </button>
  );

  const remove = (item: CartItem, index: number) => {
    changeRows(() => cart.remove(item.id), index);
    say(`${item.name} removed from cart`);
  };

  const clearAll = () => {
    changeRows(cart.clear, 0);
    say("Cart cleared");
  };

  const count = countItems(items);

  return (
    <Modal
      title={CART_TITLE}
      variant="side"
      onClose={closeCart}
      closeLabel="Close cart"
      returnFocus={cartButton}
      testId="cart-drawer"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden} data-testid="cart-status">
        {message}
      </div>
      {items.length === 0 ? (
        <div className={s.empty}>
          <p className={s.emptyText}>{CART_EMPTY}</p>
          <p>Browse the shop and add something you like.</p>
          <button ref={continueRef} type="button" className={button.primary} onClick={closeCart}>
            Continue Shopping
          </button>
        </div>
      ) : (
        <div className={s.content}>
          <div className={s.listHead}>
            <h3 className={s.listTitle}>
              {count} {count === 1 ? "item" : "items"}
            </h3>
            <button type="button" className={s.remove} onClick={clearAll}>
              Clear All
            </button>
          </div>
          <ul ref={listRef} className={s.list} aria-label="Items in your cart">
            {items.map((item, index) => (
              <li key={item.id} className={s.item} tabIndex={-1} data-testid="cart-item" data-id={item.id}>
                <img src={item.image} alt="" width={64} height={64} className={s.thumb} />
                <div className={s.itemBody}>
                  <p className={s.name}>{item.name}</p>
                  {fitNote(item.id)}
                  <p className={s.unit}>{formatUsdAsKsh(item.price)} each</p>
                  <div className={s.controls}>
                    <div className={s.stepper} role="group" aria-label={`Quantity of ${item.name}`}>
                      {stepButton(item, index, -1)}
                      <span className={s.qty} data-testid="cart-qty">
                        <span className={visuallyHidden}>Quantity </span>
                        {item.quantity}
                      </span>
                      {stepButton(item, index, 1)}
                    </div>
                    <p className={s.lineTotal} data-testid="cart-line-total">
                      <span className={visuallyHidden}>Line total </span>
                      {formatKsh(usdToKshCents(item.price) * item.quantity)}
                    </p>
                    <button
                      type="button"
                      className={s.remove}
                      aria-label={`Remove ${item.name}`}
                      onClick={() => remove(item, index)}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <div className={s.summary}>
            <Totals totals={totals} />
            <div className={s.actions}>
              <button type="button" className={button.primary} onClick={openCheckout} data-testid="proceed-to-checkout">
                Proceed to Checkout
              </button>
              <button ref={continueRef} type="button" className={button.secondary} onClick={closeCart}>
                Continue Shopping
              </button>
            </div>
          </div>
        </div>
      )}
    </Modal>
  );
}
