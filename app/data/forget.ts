/** The forget dialog's texts ("On this phone"), loaded with the dialog, not with the list it clears. */
import type { ToastMessage } from "../lib/entities";
import type { ForgetKind } from "./device";

export const FORGET: Readonly<
  Record<ForgetKind, { title: string; text: string; confirm: string; done: ToastMessage }>
> = {
  orders: {
    title: "Forget orders on this device?",
    text: "The list of orders placed on this phone is removed. Your orders themselves are not cancelled: you can still track them with their order ID.",
    confirm: "Forget orders",
    done: { title: "Orders forgotten", description: "This device no longer lists your orders." },
  },
  bookings: {
    title: "Forget bookings on this device?",
    text: "The list of booking requests made on this phone is removed. Your booking requests themselves are not cancelled.",
    confirm: "Forget bookings",
    done: { title: "Bookings forgotten", description: "This device no longer lists your bookings." },
  },
};

export const CANCEL_LABEL = "Cancel";
