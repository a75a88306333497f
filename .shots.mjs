import { chromium } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH } from "/work/wt-header/scripts/transfer.mjs";
const [path = "/", typed = "", ...specs] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const item = { id: 1, name: "iPhone 15 Pro MagSafe Clear Case", price: 24.99, image: "/images/products/iphone-15-pro-magsafe-clear-case.svg", description: "x", category: "iphone", quantity: 3 };
await ctx.addInitScript((v) => localStorage.setItem("cart-storage", v), JSON.stringify({ state: { items: [item] }, version: 0 }));
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await page.goto("http://127.0.0.1:4311" + path);
await page.waitForSelector("html[data-hydrated]");
for (const spec of specs) {
  const [w, pct] = spec.split("@").map(Number);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 16 * pct / 100 } });
  await page.setViewportSize({ width: w, height: 800 });
  if (typed) {
    const field = page.locator("header input[name=q]");
    if (!(await field.isVisible())) await page.locator('[data-testid="search-button"]').click();
    await field.fill(typed);
    await page.waitForSelector('[role="listbox"]:not([hidden])');
  }
  await page.waitForTimeout(200);
  const h = typed ? 560 : await page.evaluate(() => document.querySelector("header").getBoundingClientRect().height + 20);
  await page.screenshot({ path: `/tmp/hdr/s-${w}-${pct}${typed ? "-q" : ""}.png`, clip: { x: 0, y: 0, width: w, height: Math.ceil(h) } });
}
await browser.close();
