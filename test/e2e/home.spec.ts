/**
 * Home: hero, categories, services, and the featured carousel wired into the page (its rules, tick by tick:
 * test/carousel.test.ts). The carousel runs on Playwright's clock, paused before the page loads.
 */
import { SERVICES } from "../../app/data/services";
import { servicePath } from "../../app/lib/slug";
import { expectNoAxeViolations } from "./support/axe";
import * as c from "./support/carousel";
import { expect, test } from "./support/fixtures";

test("the featured carousel shows 3 of the 6 cards at 1280 px, each with Add to Cart; hero, categories and services lead where they say, the services' links in the page's HTML; 1 card on a phone, never moving under prefers-reduced-motion", async ({
  page,
  newContext,
}) => {
  await c.homeOnFrozenClock(page);
  expect(await c.shownSlides(page)).toEqual([
    { label: "1 of 6", name: "iPhone 15 Pro MagSafe Clear Case" },
    { label: "2 of 6", name: "Galaxy S24 Ultra Rugged Armor Case" },
    { label: "3 of 6", name: "Oppo 67W SUPERVOOC Charger" },
  ]);
  const region = c.carousel(page);
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
  await c.homeOnFrozenClock(phone);
  expect(await c.shownSlides(phone)).toHaveLength(1);
  await expect(c.autoPlaying(phone)).toBeHidden();
  await expect(c.carousel(phone).getByRole("button", { name: "Start auto-play" })).toBeVisible();
  await c.advance(phone, 5 * c.INTERVAL);
  expect(await c.firstShown(phone)).toBe("1 of 6");
});

test("the featured carousel advances every 4 s with 'Auto-playing' shown; manual use stops it for 10 s without it; the pause button stops it, play starts it again; focus or the pointer inside holds it", async ({
  page,
}) => {
  await c.homeOnFrozenClock(page);
  await expect(c.autoPlaying(page)).toBeVisible();
  await c.advance(page, c.INTERVAL - 1000);
  expect(await c.firstShown(page)).toBe("1 of 6");
  await c.advance(page, 1000);
  await expect.poll(() => c.firstShown(page)).toBe("2 of 6");
  await c.carousel(page).getByRole("button", { name: "Previous slide" }).click();
  await c.leaveCarousel(page);
  await expect.poll(() => c.firstShown(page)).toBe("1 of 6");
  await expect(c.autoPlaying(page)).toBeHidden();
  await c.advance(page, c.MANUAL_PAUSE - 1000);
  expect(await c.firstShown(page)).toBe("1 of 6");
  await c.advance(page, 1000);
  await expect(c.autoPlaying(page), "indicator back after the manual pause").toBeVisible();
  await c.advance(page, c.INTERVAL);
  await expect.poll(() => c.firstShown(page), { message: "auto-play resumed" }).toBe("2 of 6");

  // The pause button stops it, play starts it again; focus or the pointer inside holds it.
  const region = c.carousel(page);
  await region.getByRole("button", { name: "Pause auto-play" }).click();
  await c.leaveCarousel(page);
  await expect(c.autoPlaying(page)).toBeHidden();
  await c.advance(page, 3 * c.INTERVAL);
  expect(await c.firstShown(page)).toBe("2 of 6");
  await region.getByRole("button", { name: "Start auto-play" }).click();
  await c.leaveCarousel(page);
  await expect(c.autoPlaying(page), "indicator after play").toBeVisible();
  for (const hold of [
    () =>
      region
        .getByRole("button", { name: /^Add to Cart/ })
        .first()
        .focus(),
    () => region.hover(),
  ]) {
    await hold();
    await c.advance(page, 3 * c.INTERVAL);
    expect(await c.firstShown(page)).toBe("2 of 6");
    await expect(c.autoPlaying(page)).toBeHidden();
    await c.leaveCarousel(page);
  }
  await expect(c.autoPlaying(page), "indicator once nothing holds it").toBeVisible();
  await c.advance(page, c.INTERVAL);
  await expect.poll(() => c.firstShown(page), { message: "advance once released" }).toBe("3 of 6");
});
