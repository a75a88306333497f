import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { BookingConfirmation } from "~/components/booking/BookingConfirmation";
import { InstallButton } from "~/components/layout/InstallButton";
import MyBookings from "~/components/saved/MyBookings";
import MyOrders from "~/components/saved/MyOrders";
import { Receipt } from "~/components/receipt/Receipt";
import { ShareButton } from "~/components/product/ShareButton";
import { DEMO_ORDERS } from "~/data/orders";
import { saveBooking } from "~/lib/stores/bookings-storage";
import { savePlacedOrder } from "~/lib/stores/orders";
import { storedBooking as booking } from "./booking-fixtures";

// Toasts: assert what is asked for, not sonner's rendering (restoreMocks resets the calls before each test).
const toasts = vi.hoisted(() => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock("~/lib/stores/toast", () => ({ ...toasts, pushToastLayer: vi.fn(), popToastLayer: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

it("MyOrders renders nothing without kept orders; lists ID, total, status and units; the order being looked up is busy, a second press does nothing", () => {
  const onTrack = vi.fn();
  const { container, rerender } = render(<MyOrders onTrack={onTrack} afterForget={() => null} />);
  expect(container.innerHTML).toBe("");
  for (const order of DEMO_ORDERS) savePlacedOrder(order);
  // A new key mounts a new list, which reads storage again.
  rerender(<MyOrders key="kept" onTrack={onTrack} pendingId="ORD-2024-002" afterForget={() => null} />);
  const first = within(screen.getAllByTestId("my-order")[0]!);
  expect(first.getByRole("heading", { name: "Order ID ORD-2024-001" })).toBeTruthy();
  for (const text of ["KSh 8,690.46", "Processing", "4"]) expect(first.getByText(text)).toBeTruthy();
  const pending = screen.getByRole("button", { name: "Track ORD-2024-002" });
  expect(pending.getAttribute("aria-disabled")).toBe("true");
  fireEvent.click(pending);
  expect(onTrack).not.toHaveBeenCalled();
});

// Its reference, choices, calendar file and Book another: test/e2e/phone.spec.ts.
const frame = { "data-frame": "loading-frame", "data-frame-title": "Book it", "data-frame-status": "Loading…" };
it("BookingConfirmation says what was not chosen, and has no calendar file without a date", () => {
  render(
    <BookingConfirmation
      booking={{ ...booking, date: "", timeSlot: "", area: "" }}
      bookAnother={frame}
      onBookAnother={vi.fn()}
    />,
  );
  expect(screen.getAllByText("Not chosen")).toHaveLength(3);
  expect(screen.queryByRole("link")).toBeNull();
});

it("MyBookings renders nothing without bookings, else each booking with its own calendar link, and Forget", async () => {
  const { container, rerender } = render(<MyBookings afterForget={() => null} />);
  expect(container.innerHTML).toBe("");
  for (const kept of [booking, { ...booking, reference: "BKG2", date: "" }]) saveBooking(kept);
  rerender(<MyBookings key="kept" afterForget={() => null} />);
  expect(screen.getAllByTestId("my-booking")).toHaveLength(2);
  expect(await screen.findAllByRole("link")).toHaveLength(1);
  expect(screen.getByRole("button", { name: "Forget bookings on this device" })).toBeTruthy();
});

it("Receipt has brand, order ID, date, items, subtotal, tax, shipping, total, payment, customer and area", () => {
  render(<Receipt order={DEMO_ORDERS[0]!} />);
  const receipt = screen.getByTestId("receipt");
  const text = receipt.textContent;
  for (const part of [
    "SimuTech Nairobi",
    "ORD-2024-001",
    "Tempered Glass Screen Protector (iPhone 15 Series)",
    "KSh 2,373.36", // 2 x 1,186.68
    "Subtotal",
    "KSh 8,046.72",
    "Tax (8%)",
    "KSh 643.74",
    "Shipping",
    "Free",
    "KSh 8,690.46",
    "M-Pesa (Paid)",
    "Wanjiku Njoroge",
    "+254 712 345 678",
    "Apartment 4B, Tirus Court, Argwings Kodhek Road, Kilimani, Nairobi",
  ])
    expect(text, part).toContain(part);
  expect(within(receipt).queryByRole("button")).toBeNull();
});

// Copy link without the Web Share API, and Forget and Print: test/e2e/phone.spec.ts.
it("ShareButton reads Share with the Web Share API and toasts nothing when the sheet is closed", async () => {
  const shareFn = vi.fn().mockRejectedValue(new DOMException("cancelled", "AbortError"));
  vi.stubGlobal("navigator", { share: shareFn, clipboard: { writeText: vi.fn() } });
  render(<ShareButton path="/shop" title="Case" what="Clear Case" />);
  fireEvent.click(screen.getByRole("button", { name: "Share Clear Case" }));
  await vi.waitFor(() => expect(shareFn.mock.settledResults).toHaveLength(1));
  await Promise.resolve();
  expect(shareFn).toHaveBeenCalledWith({ url: `${location.origin}/shop`, title: "Case" });
  expect(toasts.toastSuccess).not.toHaveBeenCalled();
  expect(toasts.showToast).not.toHaveBeenCalled();
});

const offer = () => {
  const event = new Event("beforeinstallprompt", { cancelable: true });
  const prompt = vi.fn().mockResolvedValue(undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: "dismissed", platform: "" }) });
  return { event, prompt };
};

it("InstallButton shows only while the browser offers installation", () => {
  render(<InstallButton />);
  expect(screen.queryByRole("button", { name: "Install app" })).toBeNull();
  const { event, prompt } = offer();
  act(() => void window.dispatchEvent(event));
  expect(event.defaultPrevented).toBe(true);
  fireEvent.click(screen.getByRole("button", { name: "Install app" }));
  expect(prompt).toHaveBeenCalledTimes(1);
  // A prompt is used once: gone until the browser offers again.
  expect(screen.queryByRole("button", { name: "Install app" })).toBeNull();
  act(() => void window.dispatchEvent(offer().event));
  expect(screen.getByRole("button", { name: "Install app" })).toBeTruthy();
  act(() => void window.dispatchEvent(new Event("appinstalled")));
  expect(screen.queryByRole("button", { name: "Install app" })).toBeNull();
});
