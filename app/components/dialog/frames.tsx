import { createContext, Suspense, useCallback, useContext, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "~/components/layout/Icons";
import { PartBoundary } from "~/components/layout/PartBoundary";
import { CART_LOADING, CART_TITLE } from "~/data/cart";
import { DEVICE_LOADING } from "~/data/device";
import { iconButton } from "~/styles/button.css";
import * as m from "./modal.css";

/**
 * Frames (docs/decisions/008-frame-at-once.md): closed <dialog>s in every page's HTML that a control in `opens`
 * opens at once (app/lib/browser/early-events.ts) while the code of what it opens comes; that then takes its place.
 */
const FRAMES = { cart: "cart-frame", loading: "loading-frame" } as const;
type Frame = keyof typeof FRAMES;
/**
 * Frames whose dialogs open only from their controls in `opens`, so a closed frame means the visitor closed it.
 * Not the cart's: its drawer also reopens from the checkout, so its frame steps aside once, for good.
 */
type ExclusiveFrame = Exclude<Frame, "cart">;

/** The attribute that makes a control open a frame (also given to the page-moving script, app/lib/browser/update.ts). */
export const FRAME_ATTR = "data-frame";

const opener = (frame: Frame, title?: string, status?: string) => ({
  [FRAME_ATTR]: FRAMES[frame],
  "data-frame-title": title,
  "data-frame-status": status,
});

/** Every control that opens a frame, as the attributes it spreads; the loading frame says its title, else its text. */
export const opens = {
  cart: opener("cart"),
  forget: opener("loading"),
  receipt: opener("loading"),
  booking: (service: string, status: string) => opener("loading", `Book ${service}`, status),
};

/** The cart button, pressed again by a move to the new version (app/lib/browser/update.ts). */
export const cartPress = { opens: FRAMES.cart, text: "" };

/**
 * Closes the frame for what its control opened: false when the visitor closed it meanwhile (that is then called
 * off). The cart's frame is marked ready the first time: from then on its button answers through the drawer.
 */
export function takeOverFrame(frame: Frame): boolean {
  const dialog = document.getElementById(FRAMES[frame]) as HTMLDialogElement | null;
  if (!dialog || dialog.hasAttribute("data-ready")) return true;
  if (frame === "cart") dialog.setAttribute("data-ready", "");
  if (!dialog.open) return false;
  dialog.close();
  return true;
}

const Gate = createContext<ExclusiveFrame | undefined>(undefined);

/** For Modal's effect, once per mount (StrictMode's second run would find the frame the first one closed). */
export function useFrameTakeOver(): () => boolean {
  const frame = useContext(Gate);
  const decided = useRef<boolean | undefined>(undefined);
  return useCallback(() => (decided.current ??= !frame || takeOverFrame(frame)), [frame]);
}

/** PartBoundary's `wrap`: a part's error goes in its frame, in place of its "Loading…". */
export const inFrame = (frame: Frame) => (message: ReactNode) => {
  const panel = document.getElementById(FRAMES[frame])?.firstElementChild;
  return panel ? createPortal(message, panel) : message;
};

/** The lazy part a control in `opens` opened: its Modal takes the frame's place, its error shows in the frame. */
export const InFrame = ({ frame, children }: { frame: ExclusiveFrame; children: ReactNode }) => (
  <PartBoundary wrap={inFrame(frame)}>
    <Suspense fallback={null}>
      <Gate.Provider value={frame}>{children}</Gate.Provider>
    </Suspense>
  </PartBoundary>
);

/** A frame: Modal's look, a close button that needs no script, what loads (`shared`: worded by its control). */
function FrameDialog(props: { frame: Frame; title: string; closeLabel: string; status: string; shared?: boolean }) {
  const id = FRAMES[props.frame];
  return (
    <dialog id={id} className={props.shared ? m.center : m.side} aria-labelledby={`${id}-title`}>
      <div className={m.panel}>
        <div className={m.header}>
          <h2 id={`${id}-title`} className={m.title} data-frame-title={props.shared ? "" : undefined}>
            {props.title}
          </h2>
          <form method="dialog" className={m.close}>
            <button type="submit" className={iconButton} aria-label={props.closeLabel}>
              <CloseIcon />
            </button>
          </form>
        </div>
        <p role="status" data-frame-status={props.shared ? props.status : undefined}>
          {props.status}
        </p>
      </div>
    </dialog>
  );
}

/** Both frames, as every page's HTML has them (root, build's render only). */
export const FrameDialogs = () => (
  <>
    <FrameDialog frame="cart" title={CART_TITLE} closeLabel="Close cart" status={CART_LOADING} />
    <FrameDialog frame="loading" title="" closeLabel="Close" status={DEVICE_LOADING} shared />
  </>
);
