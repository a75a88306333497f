import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { MISSING_INFORMATION } from "../../app/data/messages";
import { SETUP_PACKAGES, SUPPORT_PACKAGES } from "../../app/data/service-pages";
import { SERVICES } from "../../app/data/services";
import { servicePath } from "../../app/lib/slug";
import { expectFrameCalledOff, focused, holdAssets, open, tabTo, waitForHydration } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { NOT_FOUND_LOG } from "./support/perf";
import { ksh, kshCents } from "./support/shop";
import { expectToast } from "./support/toasts";

/** sonner's toasts (app/components/layout/Toaster.tsx, richColors) fail colour contrast: reported to the lead. */
const BESIDE_TOASTS = { exclude: "[data-sonner-toaster]" };
const SENT = ["Booking Request Sent!", "We'll contact you within 2 hours to confirm your appointment."] as const;

/** The browser's local date `offsetDays` from today, as a date input's value (YYYY-MM-DD). */
const localDate = (page: Page, offsetDays: number) =>
  page.evaluate((days) => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days).toLocaleDateString("en-CA");
  }, offsetDays);

test("/services: six services in KSh with duration and flag, steps, areas, certifications, testimonials; each card leads to its page or the 404 page", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(NOT_FOUND_LOG);
  await open(page, "/services");
  const cards = page.locator("#services-list ~ ul > li");
  await expect(cards).toHaveCount(6);
  for (const [i, svc] of SERVICES.entries()) {
    const text = await cards.nth(i).innerText();
    for (const shown of [svc.title, ksh(kshCents(svc.price)), svc.duration]) expect(text).toContain(shown);
    expect(text.includes("Most popular")).toBe(svc.popular);
  }
  await expect(page.locator("ol > li", { has: page.getByRole("heading", { level: 3 }) })).toHaveCount(4);
  await expect(page.locator('section[aria-labelledby="services-areas"] li')).toHaveCount(18);
  await expect(page.locator('section[aria-labelledby="services-certs"] li')).toHaveCount(4);
  const testimonials = page.getByRole("region", { name: "Customer testimonials" });
  await expect(testimonials).toHaveAttribute("aria-roledescription", "carousel");
  await expect(page.getByRole("heading", { name: "Ready to get your phone sorted?" })).toHaveCount(1);
  for (const svc of SERVICES) {
    const path = servicePath(svc.title);
    const exists = ["/services/multi-brand-device-setup", "/services/android-ios-support"].includes(path);
    await page.locator("main").getByRole("link", { name: svc.title, exact: true }).click();
    await page.waitForURL((u) => u.pathname === path);
    const heading = page.getByRole("heading", { level: 1, name: exists ? svc.title : "Page not found", exact: true });
    await expect(heading, path).toBeVisible();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/services");
  }
});

const PAGES = [
  {
    path: "/services/multi-brand-device-setup",
    packages: SETUP_PACKAGES,
    prices: ["KSh 6,500.00", "KSh 9,500.00", "KSh 15,500.00"],
    counts: { "setup-included": "li", "setup-testimonials": "figure" },
    expected: [8, 3],
  },
  {
    path: "/services/android-ios-support",
    packages: SUPPORT_PACKAGES,
    prices: ["KSh 7,500.00", "KSh 12,500.00", "KSh 19,500.00"],
    counts: { "support-brands": "li", "support-services": "li" },
    expected: [8, 6],
  },
];
for (const { path, packages, prices, counts, expected } of PAGES)
  test(`${path}: its sections and the three packages at their exact prices`, async ({ page }) => {
    await open(page, path);
    const cards = page.locator("article", { has: page.getByRole("button", { name: /^Book .* package$/ }) });
    await expect(cards).toHaveCount(3);
    for (const [i, p] of packages.entries()) {
      const text = await cards.nth(i).innerText();
      for (const shown of [p.name, ksh(p.price * 100), prices[i]!, p.duration, ...p.features])
        expect(text).toContain(shown);
      // Struck through, and read as "Was ..." (the strike itself is not announced).
      await expect(cards.nth(i).locator("s")).toHaveText(`Was ${ksh(p.originalPrice * 100)}`);
      expect(text.includes("Most popular")).toBe(p.popular);
    }
    const sections = Object.entries(counts).map(([id, item]) => `section[aria-labelledby="${id}"] ${item}`);
    expect(await Promise.all(sections.map((css) => page.locator(css).count()))).toEqual(expected);
  });

test("a booking made by keyboard alone: its panel (focus, reference), its .ics, Book another (an empty form); kept after a reload, forgotten on request", async ({
  page,
}) => {
  await open(page, "/services/multi-brand-device-setup");
  await tabTo(page, 'button[data-package="Complete"]', { max: 80 });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Book Complete package" });
  await expect(dialog).toBeVisible();
  await expect(page.locator("#booking-name")).toBeFocused();

  // Name, email, phone, area, address; then the preferred date, typed segment by segment (mm dd yyyy).
  for (const text of ["Wanjiru Mwangi", "wanjiru@example.co.ke", "0712345678", "Kileleshwa", "Othaya Road"]) {
    await page.keyboard.type(text);
    await page.keyboard.press("Tab");
  }
  const nextWeek = await localDate(page, 7);
  const [y, m, d] = nextWeek.split("-");
  await page.keyboard.type(`${m}${d}${y}`);
  // Preferred time (the date input's calendar button is a Tab stop of its own); type-ahead "8" picks "8-10 AM".
  await tabTo(page, "#booking-preferredTime", { max: 3 });
  await page.keyboard.type("8");
  await page.keyboard.press("Tab"); // message
  await page.keyboard.type("New Samsung to set up");
  await tabTo(page, 'button[type="submit"]', { max: 5 });

  await expect(page.locator("#booking-preferredDate")).toHaveValue(nextWeek);
  await expect(page.locator("#booking-area")).toHaveValue("Kileleshwa");
  await expect(page.locator("#booking-preferredTime")).toHaveValue("08:00-10:00");
  await page.keyboard.press("Enter");

  await expectToast(page, ...SENT);
  await expect(dialog).toHaveCount(0);
  const panel = page.getByTestId("booking-confirmation");
  await expect(panel.getByRole("heading", { name: "Booking request sent" })).toBeFocused();
  const reference = (await panel.locator("dd").first().textContent())!;
  expect(reference).toMatch(/^BKG\d{13}$/);
  for (const text of ["Multi-Brand Device Setup", "Complete", "Kileleshwa"]) await expect(panel).toContainText(text);
  await expectNoAxeViolations(page, { label: "booking confirmation panel" });

  // Add to calendar: an .ics made in the browser (Playwright's download event).
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: new RegExp(`^Add to calendar ${reference}$`) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`simutech-booking-${reference}.ics`);
  const ics = readFileSync(await download.path(), "utf8");
  // The booking's own event (every field of it: test/ics.test.ts); 08:00 in Nairobi is 05:00 UTC.
  const start = `DTSTART:${nextWeek.replace(/-/g, "")}T050000Z`;
  expect(ics).toMatch(new RegExp(`^BEGIN:VCALENDAR\r\n[^]*UID:${reference}@[^]*${start}\r\n`));

  // Book another: the dialog for the same package, by keyboard, its form empty.
  await panel.getByRole("button", { name: "Book another" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(page.locator("#booking-name")).toHaveValue("");
  await expect(page.locator("#booking-area")).toHaveValue("");
  await expectNoAxeViolations(page, { label: "booking dialog from Book another" });
  await page.keyboard.press("Escape");
  await expect(panel.getByRole("button", { name: "Book another" })).toBeFocused();

  // Kept on this device: /services lists it after a reload.
  await open(page, "/services");
  await page.reload();
  await waitForHydration(page);
  const list = page.getByTestId("my-bookings");
  await expect(list.getByTestId("my-booking")).toHaveCount(1);
  await expect(list).toContainText(reference);
  await expectNoAxeViolations(page, { label: "bookings on this device" });

  await tabTo(page, page.getByRole("button", { name: "Forget bookings on this device" }));
  await page.keyboard.press("Enter");
  const forget = page.getByRole("dialog", { name: "Forget bookings on this device?" });
  await expect(forget.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page, { label: "forget bookings dialog" });
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expectToast(page, "Bookings forgotten", "This device no longer lists your bookings.");
  await expect(list).toHaveCount(0);
});

test("pressed while its code is on the way, Book opens the dialog's frame at once (at first paint too); the dialog takes its place, or none once the frame is closed; with storage that throws, the booking is kept for the visit, nothing alarming", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException("full", "QuotaExceededError");
    };
  });
  // The dialog's chunk held until released: a phone that has not fetched it yet (a tap warms it only as it lands).
  const holdDialog = () => holdAssets(page, /\/assets\/BookingDialog-[\w-]+\.js$/);
  const book = page.getByRole("button", { name: "Book Basic package" });
  const frame = page.getByRole("dialog", { name: "Book Multi-Brand Device Setup" });
  const dialog = page.getByRole("dialog", { name: "Book Basic package" });

  await open(page, "/services/multi-brand-device-setup");
  let release = await holdDialog();
  await book.click();
  await expect(frame).toBeVisible();
  await expect(frame.getByRole("status")).toHaveText("Loading the booking form…");
  await expect.poll(() => focused(page)).toMatchObject({ name: "Close" });
  await expectNoAxeViolations(page, { label: "booking dialog's frame" });
  release();
  await expect(dialog).toBeVisible();
  await expect(frame).toBeHidden();
  await expect(page.locator("#booking-name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(book).toBeFocused();

  // Closed while the code loads: the tap is called off, and the dialog does not open when the code comes.
  await page.reload();
  await waitForHydration(page);
  release = await holdDialog();
  await book.click();
  await expect(frame).toBeVisible();
  await expectFrameCalledOff(page, { control: book, frame, dialog, chunk: /\/assets\/BookingDialog-/, release });
  await expect(page.locator("#booking-name")).toBeFocused();

  // At first paint, every script of the app still on its way: the frame at once, then the dialog.
  const releaseScripts = await holdAssets(page, /\/assets\/[\w.-]+\.js$/);
  await page.goto("/services/multi-brand-device-setup", { waitUntil: "commit" });
  await book.click();
  await expect(frame).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  releaseScripts();
  await expect(dialog).toBeVisible();
  await expect(frame).toBeHidden();
  await expect(page.locator("#booking-name")).toBeFocused();
  await page.locator("#booking-name").fill("Otieno");
  await page.locator("#booking-email").fill("otieno@example.co.ke");
  await page.locator("#booking-phone").fill("0722000000");
  await page.getByRole("button", { name: "Send booking request" }).click();
  await expectToast(page, ...SENT);
  await expect(page.getByTestId("booking-confirmation")).toContainText(/BKG\d+/);
  await expect(page.locator("[data-sonner-toast][data-type=error]")).toHaveCount(0);
});

test("booking refused: missing fields (Missing Information, focus on the first), a date before today (min is today, local)", async ({
  page,
}) => {
  await open(page, "/services/android-ios-support");
  await page.getByRole("button", { name: "Book Premium package" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Premium package" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, { label: "booking dialog open" });
  const field = (name: string) => page.locator(`#booking-${name}`);
  await field("email").fill("kevin@example.com");
  await field("email").press("Enter");
  await expectToast(page, MISSING_INFORMATION.title, MISSING_INFORMATION.description);
  await expect(field("name-error")).toContainText("Please enter your name");
  await expect(field("phone-error")).toContainText("Please enter your phone number");
  await expect(field("email-error")).toHaveCount(0);
  await expect(field("name")).toBeFocused();
  await expectNoAxeViolations(page, { ...BESIDE_TOASTS, label: "booking dialog with errors" });

  const today = await localDate(page, 0);
  await expect(field("preferredDate")).toHaveAttribute("min", today);
  await field("name").fill("Kevin Mutua");
  await field("phone").fill("0722000000");
  await field("preferredDate").fill(await localDate(page, -1));
  await page.getByRole("button", { name: "Send booking request" }).click();
  await expect(field("preferredDate-error")).toContainText("Please choose today or a later date");
  await expect(field("preferredDate")).toBeFocused();
  await expectToast(page, "Choose Another Date", "The preferred date cannot be earlier than today");
  await field("preferredDate").fill(today);
  await page.getByRole("button", { name: "Send booking request" }).click();
  await expectToast(page, ...SENT);
});
