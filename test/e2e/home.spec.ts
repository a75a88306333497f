/**
 * Home: hero, categories, services, and the featured carousel wired into the page (its rules, tick by tick:
 * test/carousel.test.ts). The carousel runs on Playwright's clock, paused before the page loads.
 */
import type { Page } from "@playwright/test";
import { SERVICES } from "../../app/data/services";
import { servicePath } from "../../app/lib/slug";
import { open } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const INTERVAL = 4000;
const MANUAL_PAUSE = 10_000;

const carousel = (page: Page) => page.locator('main [aria-roledescription="carousel"]').first();

/** Labels ("n of N") and names of the slides actually displayed, in order. */
const shownSlides = (page: Page) =>
  carousel(page).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .filter((el) => el.checkVisibility())
      .map((el) => ({
        label: el.getAttribute("aria-label") ?? "",
        name: el.querySelector("h2, h3")?.textContent?.trim(),
      })),
  );

/** Label of the first displayed slide, e.g. "1 of 6". */
const firstShown = async (page: Page) => (await shownSlides(page))[0]?.label ?? "";

const autoPlaying = (page: Page) => carousel(page).getByText("Auto-playing", { exact: true });

/** Takes pointer and keyboard focus out of the carousel (so only the rule under test holds it). */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Advances the paused clock by `ms` a second at a time, letting React's scheduler (a MessageChannel) commit between. */
async function advance(page: Page, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1000) {
    await page.clock.runFor(Math.min(1000, left));
    await page.evaluate(async () => {
      for (let i = 0; i < 5; i++)
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
    });
  }
}

/**
 * Home on Playwright's clock, paused before any script runs (seconds can pass between hydration and a later
 * pause on a slow machine), then stepped 100 ms at a time until the featured cards show (React reveals the
 * lazy section on a timer of its own): the carousel has run a step or two at most when a test starts.
 */
async function homeOnFrozenClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 10_000);
  await open(page, "/");
  // Past the categories: the sections below the fold load as they near the viewport.
  await page.getByRole("region", { name: "Shop by category" }).evaluate((el) => el.scrollIntoView({ block: "end" }));
  await page.mouse.wheel(0, 400);
  const firstCard = carousel(page).locator('[data-testid="product-card"]').first();
  const shown = async () => (await firstCard.isVisible()) || void (await page.clock.runFor(100));
  await expect.poll(shown, { timeout: 15_000, intervals: [50], message: "the carousel's cards" }).toBe(true);
  await carousel(page).scrollIntoViewIfNeeded();
  await leaveCarousel(page);
}

test("the featured carousel shows 3 of the 6 cards at 1280 px, each with Add to Cart; hero, categories and services lead where they say, the services' links in the page's HTML; 1 card on a phone, never moving under prefers-reduced-motion", async ({
  page,
  newContext,
}) => {
  await homeOnFrozenClock(page);
  expect(await shownSlides(page)).toEqual([
    { label: "1 of 6", name: "iPhone 15 Pro MagSafe Clear Case" },
    { label: "2 of 6", name: "Galaxy S24 Ultra Rugged Armor Case" },
    { label: "3 of 6", name: "Oppo 67W SUPERVOOC Charger" },
  ]);
  const region = carousel(page);
  await expect(region.getByRole("group", { name: "Choose slide" }).getByRole("button")).toHaveCount(6);
  // With time flowing again: the cart has timers of its own.
  await page.clock.resume();
  await region.getByRole("button", { name: "Add to Cart: Galaxy S24 Ultra Rugged Armor Case", exact: true }).click();
  await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
  await expectNoAxeViolations(page, { label: "home, carousel shown" });

  // Hero, categories and services: each leads where it says, the services' links in the page's HTML.
  const main = page.locator("main");
  await expect(main.locator("h1")).toHaveText("Genuine accessories and expert device setup, delivered across Nairobi");
  await expect(main.getByRole("link", { name: "Shop Accessories" })).toHaveAttribute("href", "/shop");
  await expect(main.getByRole("link", { name: "Book a Service" })).toHaveAttribute("href", "/services");
  // Every image's size, alt and loading: weight.spec.ts, on every page.
  const hero = main.locator('img[src="/images/hero.svg"]');
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  const html = await (await newContext({ javaScriptEnabled: false })).newPage();
  await html.goto("/");
  for (const p of [html, page]) {
    const links = p.getByRole("region", { name: "Our services" }).getByRole("heading", { level: 3 }).getByRole("link");
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      SERVICES.map((s) => servicePath(s.title)),
    );
  }
  const categories = main.getByRole("region", { name: "Shop by category" });
  const links = categories.getByRole("listitem").getByRole("link");
  await expect(links).toHaveText(["iPhone", "Samsung", "Oppo", "Tecno"]);
  for (const [i, c] of ["iphone", "samsung", "oppo", "tecno"].entries())
    await expect(links.nth(i)).toHaveAttribute("href", `/shop?category=${c}`);
  // The whole card is the link's target: a click on its image follows it.
  const image = categories.getByRole("img", { name: /Samsung Galaxy phone/ });
  await image.scrollIntoViewIfNeeded();
  const box = (await image.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/shop\?category=samsung$/);
  await expect(page.getByRole("group", { name: "Category" }).locator('a[aria-current="true"]')).toHaveText(/Samsung/);

  // A phone that asks for reduced motion: one card, and the carousel never moves.
  const phone = await (
    await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, reducedMotion: "reduce" })
  ).newPage();
  await homeOnFrozenClock(phone);
  expect(await shownSlides(phone)).toHaveLength(1);
  await expect(autoPlaying(phone)).toBeHidden();
  await expect(carousel(phone).getByRole("button", { name: "Start auto-play" })).toBeVisible();
  await advance(phone, 5 * INTERVAL);
  expect(await firstShown(phone)).toBe("1 of 6");
});

test("the featured carousel advances every 4 s with 'Auto-playing' shown; manual use stops it for 10 s without it; the pause button stops it, play starts it again; focus or the pointer inside holds it", async ({
  page,
}) => {
  await homeOnFrozenClock(page);
  await expect(autoPlaying(page)).toBeVisible();
  await advance(page, INTERVAL - 1000);
  expect(await firstShown(page)).toBe("1 of 6");
  await advance(page, 1000);
  await expect.poll(() => firstShown(page)).toBe("2 of 6");
  await carousel(page).getByRole("button", { name: "Previous slide" }).click();
  await leaveCarousel(page);
  await expect.poll(() => firstShown(page)).toBe("1 of 6");
  await expect(autoPlaying(page)).toBeHidden();
  await advance(page, MANUAL_PAUSE - 1000);
  expect(await firstShown(page)).toBe("1 of 6");
  await advance(page, 1000);
  await expect(autoPlaying(page), "indicator back after the manual pause").toBeVisible();
  await advance(page, INTERVAL);
  await expect.poll(() => firstShown(page), { message: "auto-play resumed" }).toBe("2 of 6");

  // The pause button stops it, play starts it again; focus or the pointer inside holds it.
  const region = carousel(page);
  await region.getByRole("button", { name: "Pause auto-play" }).click();
  await leaveCarousel(page);
  await expect(autoPlaying(page)).toBeHidden();
  await advance(page, 3 * INTERVAL);
  expect(await firstShown(page)).toBe("2 of 6");
  await region.getByRole("button", { name: "Start auto-play" }).click();
  await leaveCarousel(page);
  await expect(autoPlaying(page), "indicator after play").toBeVisible();
  for (const hold of [
    () =>
      region
        .getByRole("button", { name: /^Add to Cart/ })
        .first()
        .focus(),
    () => region.hover(),
  ]) {
    await hold();
    await advance(page, 3 * INTERVAL);
    expect(await firstShown(page)).toBe("2 of 6");
    await expect(autoPlaying(page)).toBeHidden();
    await leaveCarousel(page);
  }
  await expect(autoPlaying(page), "indicator once nothing holds it").toBeVisible();
  await advance(page, INTERVAL);
  await expect.poll(() => firstShown(page), { message: "advance once released" }).toBe("3 of 6");
});
