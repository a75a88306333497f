import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupE2E, waitForHydration, type OpenOptions } from "./harness";
import {
  advance,
  autoPlaying,
  carousel,
  firstShown,
  freezeClock,
  leaveCarousel,
  scrollBelowFold,
  shownSlides,
  showCarousel,
  until,
} from "./home-helpers";

const { openPage, newGuardedPage } = setupE2E();

const INTERVAL = 4000;
const MANUAL_PAUSE = 10_000;

/**
 * Home with Playwright's clock installed before any script runs and frozen
 * before the carousel mounts; the clock is then stepped 100 ms at a time
 * until the cards show (React reveals a lazy section on a short timer of its
 * own), so the carousel has run for at most a step or two when a test starts.
 */
async function homeOnFrozenClock(options: OpenOptions = {}) {
  const g = await newGuardedPage(options);
  const { page } = g;
  await page.clock.install();
  await page.goto(g.url("/"));
  await waitForHydration(page);
  await freezeClock(page);
  await scrollBelowFold(page);
  const firstCard = carousel(page).locator('[data-testid="product-card"]').first();
  await until(
    async () => {
      if (await firstCard.isVisible()) return true;
      await page.clock.runFor(100);
      return false;
    },
    Boolean,
    { timeout: 15_000, what: "the carousel's cards" },
  );
  await carousel(page).scrollIntoViewIfNeeded();
  await leaveCarousel(page);
  return page;
}

describe("home: hero, categories, services", () => {
  it("hero with calls to action; above-the-fold images eager with explicit sizes; axe clean", async () => {
    const { page } = await openPage("/");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1.innerText()).resolves.toBe("Genuine accessories and expert device setup, delivered across Nairobi");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Shop Accessories" }).getAttribute("href")).resolves.toBe("/shop");
    await expect(main.getByRole("link", { name: "Book a Service" }).getAttribute("href")).resolves.toBe("/services");

    const hero = main.locator('img[src="/images/hero.svg"]');
    await expect(hero.getAttribute("loading")).resolves.toBe("eager");
    await expect(hero.getAttribute("fetchpriority")).resolves.toBe("high");
    // Every image in main declares its size, and images in the first viewport are not lazy.
    const images = await main.locator("img").evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        src: img.getAttribute("src"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        lazy: img.loading === "lazy",
        aboveFold: img.getBoundingClientRect().top < window.innerHeight,
        alt: img.alt,
      })),
    );
    expect(images.length).toBeGreaterThanOrEqual(5);
    for (const img of images) {
      expect(Number(img.width), `${img.src} width`).toBeGreaterThan(0);
      expect(Number(img.height), `${img.src} height`).toBeGreaterThan(0);
      expect(img.alt, `${img.src} alt`).not.toBe("");
      if (img.aboveFold) expect(img.lazy, `${img.src} is above the fold`).toBe(false);
    }
    await expectNoAxeViolations(page, "home, first paint");
  });

  it("nothing visible shifts while the page loads and the images arrive", async () => {
    const g = await newGuardedPage();
    await g.context.addInitScript(() => {
      const w = window as unknown as { __shifts: number[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!e.hadRecentInput) w.__shifts.push(e.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await g.page.goto(g.url("/"));
    await waitForHydration(g.page);
    await g.page.waitForLoadState("networkidle");
    const shifts = await g.page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    const cls = shifts.reduce((a, b) => a + b, 0);
    expect(cls, `layout shifts: ${shifts.join(", ")}`).toBeLessThan(0.01);
  });

  it("category cards lead to the filtered shop", async () => {
    const { page } = await openPage("/");
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
    await page.waitForURL(/\/shop\?category=samsung$/);
    await page.getByRole("button", { name: /Samsung/, pressed: true }).waitFor();
  });

  it("services overview: six cards linking to their service paths", async () => {
    const { page } = await openPage("/");
    // Below the fold: neither rendered nor fetched on the first visit, only as it nears the viewport.
    const belowFoldChunks = () =>
      page.evaluate(
        () => performance.getEntriesByType("resource").filter((e) => /\/BelowFold-[\w-]+\.js$/.test(e.name)).length,
      );
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("heading", { name: "Our services" }).count()).toBe(0);
    expect(await belowFoldChunks()).toBe(0);
    await scrollBelowFold(page);
    await until(belowFoldChunks, (n) => n === 1, { what: "the below-the-fold chunk" });
    const section = page.getByRole("region", { name: "Our services" });
    await section.scrollIntoViewIfNeeded();
    const cards = section.getByRole("listitem");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    await expect(section.getByRole("link", { name: "Multi-Brand Device Setup" }).getAttribute("href")).resolves.toBe(
      "/services/multi-brand-device-setup",
    );
    await expectNoAxeViolations(page, "home, services overview shown");
  });
});

describe("home: featured product carousel", () => {
  it("shows 3 of the 6 featured cards at 1280 px (fewer on narrow screens), each with Add to Cart", async () => {
    const page = await homeOnFrozenClock();
    const shown = await shownSlides(page);
    expect(shown.map((s) => s.label)).toEqual(["1 of 6", "2 of 6", "3 of 6"]);
    expect(shown.map((s) => s.name)).toEqual([
      "iPhone 15 Pro MagSafe Clear Case",
      "Galaxy S24 Ultra Rugged Armor Case",
      "Oppo 67W SUPERVOOC Charger",
    ]);
    const region = carousel(page);
    expect(await region.getByRole("group", { name: "Choose slide" }).getByRole("button").count()).toBe(6);
    // Add to Cart from a card puts it in the cart (with time flowing again: the cart has timers of its own).
    await page.clock.resume();
    await region.getByRole("button", { name: "Add to Cart: Galaxy S24 Ultra Rugged Armor Case", exact: true }).click();
    await page.getByRole("button", { name: "Cart, 1 item" }).waitFor();
    await expectNoAxeViolations(page, "home, carousel shown");

    const narrow = await openPage("/", { viewport: { width: 390, height: 844 }, isMobile: true });
    await showCarousel(narrow.page);
    expect((await shownSlides(narrow.page)).length).toBe(1);
  });

  it("advances by itself every 4 s and wraps from the last slide to the first; 'Auto-playing' shows", async () => {
    const page = await homeOnFrozenClock();
    expect(await firstShown(page)).toBe("1 of 6");
    expect(await autoPlaying(page)).toBe(true);
    await advance(page, INTERVAL - 1000);
    expect(await firstShown(page)).toBe("1 of 6");
    await advance(page, 1000);
    await until(
      () => firstShown(page),
      (l) => l === "2 of 6",
      { what: "slide 2" },
    );
    // Four more ticks reach the last slide; the last one shows slides 6, 1 and 2 (wrap-around).
    await advance(page, 4 * INTERVAL);
    await until(
      () => firstShown(page),
      (l) => l === "6 of 6",
      { what: "slide 6" },
    );
    expect((await shownSlides(page)).map((s) => s.label)).toEqual(["6 of 6", "1 of 6", "2 of 6"]);
    await advance(page, INTERVAL);
    await until(
      () => firstShown(page),
      (l) => l === "1 of 6",
      { what: "wrap to slide 1" },
    );
  });

  it("after a manual next it stays put for 10 s without the indicator, then resumes", async () => {
    const page = await homeOnFrozenClock();
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await leaveCarousel(page);
    await until(
      () => firstShown(page),
      (l) => l === "2 of 6",
      { what: "manual next" },
    );
    expect(await autoPlaying(page)).toBe(false);
    await advance(page, MANUAL_PAUSE - 1000);
    expect(await firstShown(page)).toBe("2 of 6");
    expect(await autoPlaying(page)).toBe(false);
    await advance(page, 1000);
    await until(() => autoPlaying(page), Boolean, { what: "indicator back after the manual pause" });
    expect(await firstShown(page)).toBe("2 of 6");
    await advance(page, INTERVAL);
    await until(
      () => firstShown(page),
      (l) => l === "3 of 6",
      { what: "auto-play resumed" },
    );
  });

  it("the slide picker and previous also pause it", async () => {
    const page = await homeOnFrozenClock();
    await carousel(page).getByRole("button", { name: "Slide 5" }).click();
    await leaveCarousel(page);
    await until(
      () => firstShown(page),
      (l) => l === "5 of 6",
      { what: "picked slide 5" },
    );
    await carousel(page).getByRole("button", { name: "Previous slide" }).click();
    await leaveCarousel(page);
    await until(
      () => firstShown(page),
      (l) => l === "4 of 6",
      { what: "previous" },
    );
    expect(await autoPlaying(page)).toBe(false);
    await advance(page, MANUAL_PAUSE - 1000);
    expect(await firstShown(page)).toBe("4 of 6");
  });

  it("the pause button stops it and the play button starts it again", async () => {
    const page = await homeOnFrozenClock();
    const region = carousel(page);
    await region.getByRole("button", { name: "Pause auto-play" }).click();
    await leaveCarousel(page);
    await region.getByRole("button", { name: "Start auto-play" }).waitFor();
    expect(await autoPlaying(page)).toBe(false);
    await advance(page, 3 * INTERVAL);
    expect(await firstShown(page)).toBe("1 of 6");
    await region.getByRole("button", { name: "Start auto-play" }).click();
    await leaveCarousel(page);
    await until(() => autoPlaying(page), Boolean, { what: "indicator after play" });
    await advance(page, INTERVAL);
    await until(
      () => firstShown(page),
      (l) => l === "2 of 6",
      { what: "advance after play" },
    );
  });

  it("never moves while keyboard focus or the pointer is inside", async () => {
    const page = await homeOnFrozenClock();
    const region = carousel(page);
    await region
      .getByRole("button", { name: /^Add to Cart/ })
      .first()
      .focus();
    await advance(page, 3 * INTERVAL);
    expect(await firstShown(page)).toBe("1 of 6");
    expect(await autoPlaying(page)).toBe(false);

    await leaveCarousel(page);
    await region.hover();
    await advance(page, 3 * INTERVAL);
    expect(await firstShown(page)).toBe("1 of 6");

    await leaveCarousel(page);
    await until(() => autoPlaying(page), Boolean, { what: "indicator once nothing holds it" });
    await advance(page, INTERVAL);
    await until(
      () => firstShown(page),
      (l) => l === "2 of 6",
      { what: "advance once released" },
    );
  });

  it("never moves under prefers-reduced-motion", async () => {
    const page = await homeOnFrozenClock({ reducedMotion: "reduce" });
    expect(await autoPlaying(page)).toBe(false);
    await carousel(page).getByRole("button", { name: "Start auto-play" }).waitFor();
    await advance(page, 5 * INTERVAL);
    expect(await firstShown(page)).toBe("1 of 6");
  });
});
