import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BOOKING_SENT, MISSING_INFORMATION } from "../../app/data/messages";
import { SERVICES, SETUP_PACKAGES, SUPPORT_PACKAGES } from "../../app/data/services";
import { expectNoAxeViolations, setupE2E, tabTo } from "./harness";
import { expectNoAxeViolationsBesideToasts, expectToast, shownSlideLabels } from "./svc-helpers";

const { openPage } = setupE2E();

const NOT_FOUND = /404 Error: User attempted to access non-existent route:/;
const ksh = (n: number) => `KSh ${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const slug = (title: string) => title.toLowerCase().replace(/&/g, "").trim().replace(/\s+/g, "-");
// From app/lib/schemas/booking.ts (not importable here: it uses the ~ alias).
const PAST_DATE_MESSAGE = "Please choose today or a later date";
const PAST_DATE_TOAST = {
  title: "Choose Another Date",
  description: "The preferred date cannot be earlier than today",
};

const localDate = (offsetDays: number) =>
  `new Date(new Date().getFullYear(), new Date().getMonth(), new Date().getDate() + ${offsetDays}).toLocaleDateString("en-CA")`;

describe("/services", () => {
  it("hero, six services in KSh with duration and popular flag, steps, areas, certifications, carousel, call to action", async () => {
    const { page } = await openPage("/services");
    await expect(page.locator("h1").innerText()).resolves.toBe("Device Services That Come to You");
    const cards = page.locator("#services-list ~ ul > li");
    await expect(cards.count()).resolves.toBe(6);
    for (const [i, svc] of SERVICES.entries()) {
      const text = await cards.nth(i).innerText();
      expect(text).toContain(svc.title);
      expect(text).toContain(ksh(svc.price * 132));
      expect(text).toContain(svc.duration);
      expect(text.includes("Most popular")).toBe(svc.popular);
    }
    await expect(page.locator("ol > li", { has: page.getByRole("heading", { level: 3 }) }).count()).resolves.toBe(4);
    await expect(page.locator('section[aria-labelledby="services-areas"] li').count()).resolves.toBe(18);
    await expect(page.locator('section[aria-labelledby="services-certs"] li').count()).resolves.toBe(4);
    await expect(
      page.getByRole("region", { name: "Customer testimonials" }).getAttribute("aria-roledescription"),
    ).resolves.toBe("carousel");
    await expect(page.getByRole("heading", { name: "Ready to get your phone sorted?" }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "/services");
  });

  for (const svc of SERVICES) {
    const path = `/services/${slug(svc.title)}`;
    const exists = ["multi-brand-device-setup", "android-ios-support"].includes(slug(svc.title));
    it(`card "${svc.title}" leads to ${path}${exists ? "" : " (404 page)"}`, async () => {
      const { page } = await openPage("/services", exists ? {} : { expectConsoleErrors: [NOT_FOUND] });
      await page.locator("main").getByRole("link", { name: svc.title, exact: true }).click();
      await page.waitForURL((u) => u.pathname === path);
      await page.getByRole("heading", { level: 1, name: exists ? svc.title : "Page not found", exact: true }).waitFor();
    });
  }

  it("the testimonials carousel advances after the 4 s interval and wraps", async () => {
    const { page } = await openPage("/services");
    await page.mouse.move(1, 1);
    const first = await shownSlideLabels(page);
    expect(first).toEqual(["1 of 5", "2 of 5", "3 of 5"]);
    await expect(page.getByRole("button", { name: "Pause auto-play" }).count()).resolves.toBe(1);
    await page.waitForTimeout(4300);
    expect(await shownSlideLabels(page)).toEqual(["2 of 5", "3 of 5", "4 of 5"]);
    // Previous from the first slide wraps to the last; then it waits (manual pause).
    await page.getByRole("button", { name: "Slide 1" }).click();
    await page.getByRole("button", { name: "Previous slide" }).click();
    expect(await shownSlideLabels(page)).toEqual(["5 of 5", "1 of 5", "2 of 5"]);
  });

  it("the testimonials carousel does not move under prefers-reduced-motion", async () => {
    const { page } = await openPage("/services", { reducedMotion: "reduce" });
    await expect(page.getByRole("button", { name: "Start auto-play" }).count()).resolves.toBe(1);
    await page.waitForTimeout(4500);
    expect(await shownSlideLabels(page)).toEqual(["1 of 5", "2 of 5", "3 of 5"]);
    await expectNoAxeViolations(page, "/services reduced motion");
  });
});

async function expectPackages(page: Page, packages: typeof SETUP_PACKAGES) {
  const cards = page.locator("article", { has: page.getByRole("button", { name: /^Book .* package$/ }) });
  await expect(cards.count()).resolves.toBe(3);
  for (const [i, p] of packages.entries()) {
    const text = await cards.nth(i).innerText();
    expect(text).toContain(p.name);
    expect(text).toContain(ksh(p.price));
    // Struck through, and read as "Was ..." (the strike itself is not announced).
    await expect(cards.nth(i).locator("s").textContent()).resolves.toBe(`Was ${ksh(p.originalPrice)}`);
    expect(text).toContain(p.duration);
    for (const f of p.features) expect(text).toContain(f);
    expect(text.includes("Most popular")).toBe(p.popular);
  }
}

describe("service pages", () => {
  it("multi-brand device setup: included items, the three packages at their exact prices, testimonials", async () => {
    const { page } = await openPage("/services/multi-brand-device-setup");
    await expectPackages(page, SETUP_PACKAGES);
    const text = await page.locator("main").innerText();
    for (const price of ["KSh 6,500.00", "KSh 9,500.00", "KSh 15,500.00"]) expect(text).toContain(price);
    await expect(page.locator('section[aria-labelledby="setup-included"] li').count()).resolves.toBe(8);
    await expect(page.locator('section[aria-labelledby="setup-testimonials"] figure').count()).resolves.toBe(3);
    await expectNoAxeViolations(page, "setup page");
  });

  it("android & iOS support: brands, services, the three packages at their exact prices", async () => {
    const { page } = await openPage("/services/android-ios-support");
    await expectPackages(page, SUPPORT_PACKAGES);
    const text = await page.locator("main").innerText();
    for (const price of ["KSh 7,500.00", "KSh 12,500.00", "KSh 19,500.00"]) expect(text).toContain(price);
    await expect(page.locator('section[aria-labelledby="support-brands"] li').count()).resolves.toBe(8);
    await expect(page.locator('section[aria-labelledby="support-services"] li').count()).resolves.toBe(6);
    await expectNoAxeViolations(page, "support page");
  });
});

describe("booking dialog", () => {
  it("loads only when Book is pressed; a booking made by keyboard alone succeeds", async () => {
    const { page } = await openPage("/services/multi-brand-device-setup");
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    await page.waitForTimeout(300);
    expect(requested.filter((u) => /BookingDialog|schemas|zod/.test(u))).toEqual([]);

    await tabTo(page, 'button[data-package="Complete"]', { max: 80 });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Book Complete package" });
    await dialog.waitFor();
    expect(requested.some((u) => /BookingDialog/.test(u))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("booking-name");

    await page.keyboard.type("Wanjiru Mwangi");
    await page.keyboard.press("Tab");
    await page.keyboard.type("wanjiru@example.co.ke");
    await page.keyboard.press("Tab");
    await page.keyboard.type("0712345678");
    await page.keyboard.press("Tab"); // area
    await page.keyboard.type("Kileleshwa");
    await page.keyboard.press("Tab"); // address
    await page.keyboard.type("Othaya Road");
    await page.keyboard.press("Tab"); // preferred date: typed segment by segment (mm dd yyyy), a week ahead
    const nextWeek = String(await page.evaluate(localDate(7)));
    const [y, m, d] = nextWeek.split("-");
    await page.keyboard.type(`${m}${d}${y}`);
    // Preferred time (the date input's calendar button is a Tab stop of its own); type-ahead "8" picks "8-10 AM".
    await tabTo(page, "#booking-preferredTime", { max: 3 });
    await page.keyboard.type("8");
    await page.keyboard.press("Tab"); // message
    await page.keyboard.type("New Samsung to set up");
    await tabTo(page, 'button[type="submit"]', { max: 5 });

    await expect(page.locator("#booking-preferredDate").inputValue()).resolves.toBe(nextWeek);
    await expect(page.locator("#booking-area").inputValue()).resolves.toBe("Kileleshwa");
    await expect(page.locator("#booking-preferredTime").inputValue()).resolves.toBe("08:00-10:00");
    await page.keyboard.press("Enter");

    await expectToast(page, BOOKING_SENT);
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Book Complete package");
    // Opening again shows an empty form.
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await expect(page.locator("#booking-name").inputValue()).resolves.toBe("");
    await expect(page.locator("#booking-area").inputValue()).resolves.toBe("");
  });

  it("missing fields are refused: Missing Information toast, inline errors, focus on the first", async () => {
    const { page } = await openPage("/services/android-ios-support");
    await page.getByRole("button", { name: "Book Premium package" }).click();
    const dialog = page.getByRole("dialog", { name: "Book Premium package" });
    await dialog.waitFor();
    await expectNoAxeViolations(page, "booking dialog open");
    await page.locator("#booking-email").fill("a@example.com");
    await page.locator("#booking-email").press("Enter");
    await expectToast(page, MISSING_INFORMATION);
    await expect(page.locator("#booking-name-error").innerText()).resolves.toContain("Please enter your name");
    await expect(page.locator("#booking-phone-error").innerText()).resolves.toContain("Please enter your phone number");
    await expect(page.locator("#booking-email-error").count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("booking-name");
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expectNoAxeViolationsBesideToasts(page, "booking dialog with errors");
  });

  it("a preferred date earlier than today is refused with the inline message; min is today (local)", async () => {
    const { page } = await openPage("/services/multi-brand-device-setup");
    await page.getByRole("button", { name: "Book Basic package" }).click();
    await page.getByRole("dialog", { name: "Book Basic package" }).waitFor();
    const today = String(await page.evaluate(localDate(0)));
    await expect(page.locator("#booking-preferredDate").getAttribute("min")).resolves.toBe(today);
    await page.locator("#booking-name").fill("Kevin Mutua");
    await page.locator("#booking-email").fill("kevin@example.com");
    await page.locator("#booking-phone").fill("0722000000");
    await page.locator("#booking-preferredDate").fill(String(await page.evaluate(localDate(-1))));
    await page.getByRole("button", { name: "Send booking request" }).click();
    await expect(page.locator("#booking-preferredDate-error").innerText()).resolves.toContain(PAST_DATE_MESSAGE);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("booking-preferredDate");
    await expectToast(page, PAST_DATE_TOAST);
    // Today is accepted.
    await page.locator("#booking-preferredDate").fill(today);
    await page.getByRole("button", { name: "Send booking request" }).click();
    await expectToast(page, BOOKING_SENT);
  });

  it("Escape closes the dialog and focus returns to the Book button; Tab wraps inside", async () => {
    const { page } = await openPage("/services/android-ios-support");
    const book = page.getByRole("button", { name: "Book Basic package" });
    await book.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Book Basic package" });
    await dialog.waitFor();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("booking-name");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Book Basic package");
  });
});
