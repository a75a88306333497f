import { lazy, Suspense, useState } from "react";
import { useCartPanel } from "~/lib/stores/cart-store";

/** The drawer's module: built into the shell chunk (vite.config.ts), so this resolves with no request. */
const loadDrawer = () => import("./CartPanels");
const CartPanels = lazy(loadDrawer);

/**
 * Root-level host of the cart drawer and the checkout dialog that replaces
 * it. The drawer's code comes with every page (a tap at first paint shows the
 * cart's contents once the page hydrates); the checkout's, react-hook-form and
 * zod included, loads when the drawer opens. Living at the root, the
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
