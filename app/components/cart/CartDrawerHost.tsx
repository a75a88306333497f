import { lazy, Suspense, useState } from "react";
import { useCartPanel } from "~/lib/stores/cart-store";

/** The drawer's chunk: loaded on first open, warmed by the header's cart button on hover and focus. */
export const loadDrawer = () => import("./CartPanels");
const CartPanels = lazy(loadDrawer);

/**
 * Root-level host of the cart drawer and the checkout dialog that replaces
 * it. Their code loads on first open (the header warms the drawer on
 * hover/focus, the drawer warms the checkout), so none of it, react-hook-form
 * and zod included, is part of the first paint; until it has, a closed
 * dialog of the page's HTML answers the tap. Living at the root, the
 * checkout survives its own navigation to /track-order; staying mounted once
 * opened, it keeps what was typed when it closes.
 */
export function CartDrawerHost() {
  const panel = useCartPanel();
  const [opened, setOpened] = useState(false);
  if (panel !== "closed" && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartPanels />
    </Suspense>
  );
}
