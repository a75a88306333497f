/**
 * The Content-Security-Policy as the browser enforces it. Every other spec proves the app and
 * the policy agree (the page guard fails a test on any violation); this one proves the policy
 * refuses what an attacker would add (that `npm start` sends each page's own: weight.spec's headers test).
 */
import { open } from "./support/app";
import { expect, test } from "./support/fixtures";
import { buy, checkout, CUSTOMER } from "./support/shop";

test("the browser refuses an injected inline script and an off-origin image", async ({ browser, baseURL }) => {
  // A context of its own, without the page guard: the violations are what this test expects.
  // Requests to another origin are still aborted here (none may leave the machine), and counted:
  // the policy must stop the image before any request is made.
  const context = await browser.newContext({ baseURL });
  const offOrigin: string[] = [];
  await context.route(
    (url) => !["data:", "blob:"].includes(url.protocol) && url.origin !== new URL(baseURL!).origin,
    (route) => {
      offOrigin.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  try {
    const page = await context.newPage();
    await open(page, "/shop");
    const image = await page.evaluate(() => {
      const w = window as unknown as { seen: string[] };
      w.seen = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        w.seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
      const script = document.createElement("script");
      script.textContent = "window.injected = true;";
      document.body.append(script);
      const img = new Image();
      const outcome = new Promise((resolve) => {
        img.onload = () => resolve("loaded");
        img.onerror = () => resolve("refused");
      });
      img.src = "https://cdn.example.com/pixel.png";
      document.body.append(img);
      return outcome;
    });
    expect(image).toBe("refused");
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen))
      .toEqual(expect.arrayContaining(["script-src-elem inline", "img-src https://cdn.example.com/pixel.png"]));
    expect(offOrigin).toEqual([]);
  } finally {
    await context.close();
  }
});

test("input that looks like HTML is shown as text on the confirmation and the tracking result", async ({ page }) => {
  const name = "<i>Wanjiku</i> Kamau";
  const address = '<img src="/favicon.svg" onerror="window.injected=1" onload="window.injected=1">Ring Road';
  await buy(page, { ...CUSTOMER, name, address });
  const confirmed = checkout(page).getByTestId("order-confirmed");
  await expect(confirmed).toContainText("Thank you, <i>Wanjiku</i>!");
  await expect(confirmed).toContainText(address);
  await checkout(page).getByTestId("view-order-tracking").click();
  const result = page.getByTestId("order-result");
  await expect(result).toContainText(name);
  await expect(result).toContainText(address);
  await expect(page.locator("i", { hasText: "Wanjiku" })).toHaveCount(0);
  await expect(page.locator("img[onerror]")).toHaveCount(0);
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
});
