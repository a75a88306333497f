import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingConfirmation } from "~/components/booking/BookingConfirmation";
import { ForgetControl } from "~/components/saved/ForgetControl";
import { InstallButton } from "~/components/layout/InstallButton";
import { MyBookings } from "~/components/saved/MyBookings";
import { MyOrders } from "~/components/saved/MyOrders";
import { PrintReceiptButton } from "~/components/receipt/PrintReceiptButton";
import { Receipt } from "~/components/receipt/Receipt";
import { ShareButton } from "~/components/product/ShareButton";
import { DEMO_ORDERS } from "~/data/orders";
import type { StoredBooking } from "~/lib/stores/bookings-storage";
import { myOrders } from "~/lib/stores/my-orders";
import { storedBooking } from "./booking-fixtures";

// Toasts: assert what is asked for, not sonner's rendering.
const toasts = vi.hoisted(() => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock("~/lib/stores/toast", () => ({ ...toasts, pushToastLayer: vi.fn(), popToastLayer: vi.fn() }));

beforeEach(() => {
  for (const t of Object.values(toasts)) t.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const booking: StoredBooking = { ...storedBooking, package: "Complete" };

describe("MyOrders", () => {
  it("renders nothing without orders", () => {
    const { container } = render(<MyOrders orders={[]} onTrack={vi.fn()} />);
    expect(container.innerHTML).toBe("");
  });

  it("lists ID, date, items, total and status, and tracks an order in one step", () => {
    const onTrack = vi.fn();
    render(<MyOrders orders={myOrders(DEMO_ORDERS)} onTrack={onTrack} pendingId="ORD-2024-002" />);
    const entries = screen.getAllByTestId("my-order");
    expect(entries).toHaveLength(3);
    const first = within(entries[0]!);
    expect(first.getByRole("heading", { name: "Order ID ORD-2024-001" })).toBeTruthy();
    expect(first.getByText("KSh 8,690.46")).toBeTruthy();
    expect(first.getByText("Processing")).toBeTruthy();
    expect(first.getByText("4")).toBeTruthy(); // 1 + 2 + 1 units
    fireEvent.click(screen.getByRole("button", { name: "Track ORD-2024-001" }));
    expect(onTrack).toHaveBeenCalledWith("ORD-2024-001");
    // The order being looked up: busy, a second press does nothing.
    const pending = screen.getByRole("button", { name: "Track ORD-2024-002" });
    expect(pending.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(pending);
    expect(onTrack).toHaveBeenCalledTimes(1);
  });
});

describe("ForgetControl", () => {
  it("asks in a dialog (its code loaded on demand); Cancel keeps everything", async () => {
    const onForget = vi.fn();
    render(<ForgetControl kind="orders" onForget={onForget} />);
    fireEvent.click(screen.getByRole("button", { name: "Forget orders on this device" }));
    const dialog = await screen.findByRole("dialog", { name: "Forget orders on this device?" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onForget).not.toHaveBeenCalled();
  });

  it("forgets on confirmation and says so", async () => {
    const onForget = vi.fn();
    render(<ForgetControl kind="bookings" onForget={onForget} />);
    fireEvent.click(screen.getByRole("button", { name: "Forget bookings on this device" }));
    fireEvent.click(await screen.findByRole("button", { name: "Forget bookings" }));
    expect(onForget).toHaveBeenCalledTimes(1);
    expect(toasts.toastSuccess).toHaveBeenCalledWith({
      title: "Bookings forgotten",
      description: "This device no longer lists your bookings.",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("BookingConfirmation", () => {
  const frame = { "data-frame": "loading-frame", "data-frame-title": "Book it", "data-frame-status": "Loading…" };
  it("shows the reference and choices, downloads the .ics and offers another booking", async () => {
    const onBookAnother = vi.fn();
    render(<BookingConfirmation booking={booking} bookAnother={frame} onBookAnother={onBookAnother} />);
    const panel = screen.getByTestId("booking-confirmation").querySelector("dl")!;
    for (const text of ["BKG1795000000000", "Multi-Brand Device Setup", "Complete", "8-10 AM", "Karen"])
      expect(within(panel).getByText(text)).toBeTruthy();
    expect(within(panel).getByText(/1 December 2026/)).toBeTruthy();
    const link = await screen.findByRole("link", { name: "Add to calendar BKG1795000000000" });
    const href = link.getAttribute("href")!;
    const type = "data:text/calendar;charset=utf-8,";
    expect(href.startsWith(type)).toBe(true);
    expect(link.getAttribute("download")).toBe("simutech-booking-BKG1795000000000.ics");
    const ics = decodeURIComponent(href.slice(type.length));
    expect(ics).toContain("DTSTART:20261201T050000Z\r\n");
    expect(ics).toContain("UID:BKG1795000000000@simutech.co.ke\r\n");
    const bookAnother = screen.getByRole("button", { name: "Book another" });
    // It opens the booking dialog's frame as the Book buttons do, named for the booking.
    expect(bookAnother.getAttribute("data-frame-title")).toBe("Book it");
    fireEvent.click(bookAnother);
    expect(onBookAnother).toHaveBeenCalled();
  });

  it("says what was not chosen, and has no calendar file without a date", () => {
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
});

describe("MyBookings", () => {
  it("renders nothing without bookings, else each booking with its own calendar link", async () => {
    const { container, rerender } = render(<MyBookings bookings={[]} />);
    expect(container.innerHTML).toBe("");
    rerender(
      <MyBookings bookings={[booking, { ...booking, reference: "BKG2", date: "" }]}>
        <button type="button">Forget bookings on this device</button>
      </MyBookings>,
    );
    expect(screen.getAllByTestId("my-booking")).toHaveLength(2);
    expect(await screen.findAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Forget bookings on this device" })).toBeTruthy();
  });
});

describe("Receipt", () => {
  it("has brand, order ID, date, items, subtotal, tax, shipping, total, payment, customer and area", () => {
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

  it("prints with the browser's dialog", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    render(<PrintReceiptButton />);
    fireEvent.click(screen.getByRole("button", { name: "Print or save receipt" }));
    expect(print).toHaveBeenCalled();
  });
});

describe("ShareButton", () => {
  it("reads Copy link without the Web Share API, copies and toasts", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    render(<ShareButton path="/track-order?id=ORD1" title="Order ORD1" what="order ORD1" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy link order ORD1" }));
    // The sharing code loads on the first click.
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(`${location.origin}/track-order?id=ORD1`));
    await vi.waitFor(() =>
      expect(toasts.toastSuccess).toHaveBeenCalledWith({
        title: "Link copied",
        description: "Paste it anywhere to share it.",
      }),
    );
  });

  it("reads Share with the Web Share API and toasts nothing when the sheet is closed", async () => {
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
});

describe("InstallButton", () => {
  const offer = () => {
    const event = new Event("beforeinstallprompt", { cancelable: true });
    const prompt = vi.fn().mockResolvedValue(undefined);
    Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: "dismissed", platform: "" }) });
    return { event, prompt };
  };

  it("shows only while the browser offers installation", () => {
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
});
