import { open } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import {
  advance,
  autoPlaying,
  carousel,
  firstShown,
  homeOnFrozenClock,
  INTERVAL,
  leaveCarousel,
  MANUAL_PAUSE,
  showCarousel,
  shownSlides,
} from "./support/carousel";
import { expect, test } from "./support/fixtures";
import { SERVICES } from "../../app/data/services";
import { servicePath } from "../../app/lib/slug";

test.describe("home: hero, categories, services", () => {
  test("hero with calls to action; its image eager and high-priority", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Genuine accessories and expert device setup, delivered across Nairobi",
    );
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Shop Accessories" })).toHaveAttribute("href", "/shop");
    await expect(main.getByRole("link", { name: "Book a Service" })).toHaveAttribute("href", "/services");
    // Every image's size, alt and loading (none lazy above the fold): weight.spec.ts, on every page.
    const hero = main.locator('img[src="/images/hero.svg"]');
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
  });

  test("category cards lead to the filtered shop", async ({ page }) => {
    await open(page, "/");
    const section = page.getByRole("region", { name: "Shop by category" });
    const links = section.getByRole("listitem").getByRole("link");
    await expect(links.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute("href")]))).resolves.toEqual([
      ["iPhone", "/shop?category=iphone"],
      ["Samsung", "/shop?category=samsung"],
      ["Oppo", "/shop?category=oppo"],
      ["Tecno", "/shop?category=tecno"],
    ]);
    // The whole card is the link's target: a click on its image follows it.
    const image = section.getByRole("img", { name: /Samsung Galaxy phone/ });
    await image.scrollIntoViewIfNeeded();
    const box = await image.boundingBox();
    if (!box) throw new Error("no Samsung category image");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/shop\?category=samsung$/);
    await expect(page.getByRole("group", { name: "Category" }).locator('a[aria-current="true"]')).toHaveText(/Samsung/);
  });

  test("services overview: six cards linking to their service paths, in the page's HTML", async ({
    page,
    newContext,
  }) => {
    const html = await (await newContext({ javaScriptEnabled: false })).newPage();
    await html.goto("/");
    for (const p of [html, page]) {
      if (p === page) await open(page, "/");
      const section = p.getByRole("region", { name: "Our services" });
      const links = section.getByRole("heading", { level: 3 }).getByRole("link");
      await expect(links).toHaveCount(SERVICES.length);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
        SERVICES.map((s) => servicePath(s.title)),
      );
    }
    await expect(autoPlaying(page), "indicator once nothing holds it").toBeVisible();
  });
});

test.describe("home: featured product carousel", () => {
  test("shows 3 of the 6 featured cards at 1280 px (fewer on narrow screens), each with Add to Cart", async ({
    page,
    newContext,
  }) => {
    await homeOnFrozenClock(page);
    const shown = await shownSlides(page);
    expect(shown.map((s) => s.label)).toEqual(["1 of 6", "2 of 6", "3 of 6"]);
    expect(shown.map((s) => s.name)).toEqual([
      "iPhone 15 Pro MagSafe Clear Case",
      "Galaxy S24 Ultra Rugged Armor Case",
      "Oppo 67W SUPERVOOC Charger",
    ]);
    const region = carousel(page);
    await expect(region.getByRole("group", { name: "Choose slide" }).getByRole("button")).toHaveCount(6);
    // Add to Cart from a card puts it in the cart (with time flowing again: the cart has timers of its own).
    await page.clock.resume();
    await region.getByRole("button", { name: "Add to Cart: Galaxy S24 Ultra Rugged Armor Case", exact: true }).click();
    await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
    await expectNoAxeViolations(page, { label: "home, carousel shown" });

    const phone = await (await newContext({ viewport: { width: 390, height: 844 }, isMobile: true })).newPage();
    await open(phone, "/");
    await showCarousel(phone);
    expect(await shownSlides(phone)).toHaveLength(1);
  });

  test("advances by itself every 4 s and wraps from the last slide to the first; 'Auto-playing' shows", async ({
    page,
  }) => {
    await homeOnFrozenClock(page);
    expect(await firstShown(page)).toBe("1 of 6");
    await expect(autoPlaying(page)).toBeVisible();
    await advance(page, INTERVAL - 1000);
    expect(await firstShown(page)).toBe("1 of 6");
    await advance(page, 1000);
    await expect.poll(() => firstShown(page), { message: "slide 2" }).toBe("2 of 6");
    // Four more ticks reach the last slide; the last one shows slides 6, 1 and 2 (wrap-around).
    await advance(page, 4 * INTERVAL);
    await expect.poll(() => firstShown(page), { message: "slide 6" }).toBe("6 of 6");
    expect((await shownSlides(page)).map((s) => s.label)).toEqual(["6 of 6", "1 of 6", "2 of 6"]);
    await advance(page, INTERVAL);
    await expect.poll(() => firstShown(page), { message: "wrap to slide 1" }).toBe("1 of 6");
  });

  test("manual use (next, the slide picker, previous, which wraps) stops it for 10 s without the indicator, then it resumes", async ({
    page,
  }) => {
    await homeOnFrozenClock(page);
    const region = carousel(page);
    const press = async (name: string, shown: string) => {
      await region.getByRole("button", { name }).click();
      await leaveCarousel(page);
      await expect.poll(() => firstShown(page), { message: name }).toBe(shown);
    };
    await press("Next slide", "2 of 6");
    await expect(autoPlaying(page)).toBeHidden();
    await advance(page, MANUAL_PAUSE - 1000);
    expect(await firstShown(page)).toBe("2 of 6");
    await expect(autoPlaying(page)).toBeHidden();
    await advance(page, 1000);
    await expect(autoPlaying(page), "indicator back after the manual pause").toBeVisible();
    expect(await firstShown(page)).toBe("2 of 6");
    await advance(page, INTERVAL);
    await expect.poll(() => firstShown(page), { message: "auto-play resumed" }).toBe("3 of 6");

    await press("Slide 5", "5 of 6");
    await press("Previous slide", "4 of 6");
    await press("Slide 1", "1 of 6");
    await press("Previous slide", "6 of 6");
    await expect(autoPlaying(page)).toBeHidden();
    await advance(page, MANUAL_PAUSE - 1000);
    expect(await firstShown(page)).toBe("6 of 6");
  });

  test("the pause button stops it and play starts it again; keyboard focus or the pointer inside holds it", async ({
    page,
  }) => {
    await homeOnFrozenClock(page);
    const region = carousel(page);
    await region.getByRole("button", { name: "Pause auto-play" }).click();
    await leaveCarousel(page);
    await expect(autoPlaying(page)).toBeHidden();
    await advance(page, 3 * INTERVAL);
    expect(await firstShown(page)).toBe("1 of 6");
    await region.getByRole("button", { name: "Start auto-play" }).click();
    await leaveCarousel(page);
    await expect(autoPlaying(page), "indicator after play").toBeVisible();

    await region
      .getByRole("button", { name: /^Add to Cart/ })
      .first()
      .focus();
    await advance(page, 3 * INTERVAL);
    expect(await firstShown(page)).toBe("1 of 6");
    await expect(autoPlaying(page)).toBeHidden();
    await leaveCarousel(page);
    await region.hover();
    await advance(page, 3 * INTERVAL);
    expect(await firstShown(page)).toBe("1 of 6");
    await leaveCarousel(page);
    await expect(autoPlaying(page), "indicator once nothing holds it").toBeVisible();
    await advance(page, INTERVAL);
    await expect.poll(() => firstShown(page), { message: "advance once released" }).toBe("2 of 6");
  });

  test("never moves under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await homeOnFrozenClock(page);
    await expect(autoPlaying(page)).toBeHidden();
    await expect(carousel(page).getByRole("button", { name: "Start auto-play" })).toBeVisible();
    await advance(page, 5 * INTERVAL);
    expect(await firstShown(page)).toBe("1 of 6");
  });
});
