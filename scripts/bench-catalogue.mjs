// `npm run bench -- --catalogue=16,160,1600,10000`: builds a grown catalogue of each size and reports what grows
// with it; a problem when a first visit's JS, /shop's HTML, the build time or a keystroke grows past its limit.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { writeCatalogue } from "./generate-catalogue.mjs";
import { KEY_ROUTES, median } from "./taps.mjs";
import { launchChromium, startRecordingServer } from "./transfer.mjs";
import { readRemixManifest } from "./build/route-files.mjs";
import { firstVisitJsGzip, KB, kib } from "./weight.mjs";

const TYPED = "iphone 15 case";

// A production build whatever the caller's NODE_ENV (the bench's and this one's); only its errors shown.
export const build = (env = {}) =>
  execFileSync("npx", ["remix", "vite:build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", ...env },
  });

export const table = (head, body) => [
  "",
  `| ${head} |`,
  `|---|${"---:|".repeat(head.split(" | ").length - 1)}`,
  ...body.map((row) => `| ${row} |`),
];

function folderSize(dir) {
  let bytes = 0;
  let html = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith(".html")) html++;
  }
  return { bytes, html };
}

/** From the key's event to the suggestions' next change, at 4x CPU. */
async function keystrokeLatency(browser, url) {
  const samples = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const field = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
    await field.focus();
    // The index loaded and read (first use) before the timed keystrokes.
    await field.pressSequentially("c");
    await page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first().waitFor();
    await field.fill("");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__keys = [];
      addEventListener("keydown", () => w.__keys.push({ at: performance.now(), done: null }), true);
      new MutationObserver(() => {
        const last = w.__keys.at(-1);
        if (last && last.done === null) last.done = performance.now();
      }).observe(document.querySelector("header") ?? document, { subtree: true, childList: true, characterData: true });
    });
    for (const key of TYPED) {
      await page.keyboard.press(key === " " ? "Space" : key);
      await page.waitForTimeout(150);
    }
    const keys = await page.evaluate(() => /** @type {any} */ (window).__keys);
    samples.push(...keys.filter((k) => k.done !== null).map((k) => k.done - k.at));
    await context.close();
  }
  return median(samples);
}

async function measure(count) {
  const data = join("build-catalogue", `data-${count}`);
  const buildDir = join("build-catalogue", String(count));
  rmSync(buildDir, { recursive: true, force: true });
  await writeCatalogue(count, data);
  const started = performance.now();
  build({ CATALOGUE_DIR: data, BUILD_DIR: buildDir });
  const buildMs = performance.now() - started;
  const client = join(buildDir, "client");
  const manifest = readFileSync(join(client, readRemixManifest(client).url));
  const js = Object.fromEntries(KEY_ROUTES.map((route) => [route, firstVisitJsGzip(route, client)]));
  const server = await startRecordingServer(client);
  const browser = await launchChromium();
  const keystrokeMs = await keystrokeLatency(browser, server.url).finally(() =>
    Promise.all([browser.close(), server.close()]),
  );
  const row = {
    products: count,
    buildMs: Math.round(buildMs),
    ...folderSize(client),
    js,
    shopHtml: statSync(join(client, "shop/index.html")).size,
    productHtml: statSync(join(client, "shop/iphone-15-pro-magsafe-clear-case/index.html")).size,
    manifest: { raw: manifest.length, gzip: gzipSync(manifest, { level: 9 }).length },
    keystrokeMs: Math.round(keystrokeMs * 10) / 10,
  };
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
  return row;
}

/** Prints the table, and each problem to stderr; the exit code: 1 on a problem. */
export async function benchCatalogue(counts) {
  const rows = [];
  for (const count of counts) {
    process.stderr.write(`catalogue of ${count}: generating, building, measuring…\n`);
    rows.push(await measure(count));
  }
  const base = rows[0];
  const lines = table(
    `products | build s | build ms / added product | output MB | output KB / added product | HTML files | ${KEY_ROUTES.map((r) => `JS gzip KiB ${r}`).join(" | ")} | /shop HTML KB | product HTML KB | manifest raw / gzip KB | keystroke ms (4x CPU)`,
    rows.map((r) =>
      [
        r.products,
        (r.buildMs / 1000).toFixed(1),
        r === base ? "" : ((r.buildMs - base.buildMs) / (r.products - base.products)).toFixed(1),
        (r.bytes / 1e6).toFixed(1),
        r === base ? "" : ((r.bytes - base.bytes) / (r.products - base.products) / 1000).toFixed(1),
        r.html,
        ...KEY_ROUTES.map((route) => kib(r.js[route])),
        (r.shopHtml / 1000).toFixed(1),
        (r.productHtml / 1000).toFixed(1),
        `${(r.manifest.raw / 1000).toFixed(1)} / ${(r.manifest.gzip / 1000).toFixed(1)}`,
        r.keystrokeMs,
      ].join(" | "),
    ),
  );
  const problems = [];
  for (const r of rows.slice(1)) {
    if (r.keystrokeMs > base.keystrokeMs * 1.2)
      problems.push(`${r.products}: a keystroke ${r.keystrokeMs} ms, ${base.keystrokeMs} at ${base.products}`);
    for (const route of KEY_ROUTES)
      if (Math.abs(r.js[route] - base.js[route]) > KB)
        problems.push(`${r.products}: ${route} JS ${kib(r.js[route])} KiB, ${kib(base.js[route])} at ${base.products}`);
    if (Math.abs(r.shopHtml - base.shopHtml) > base.shopHtml * 0.1)
      problems.push(`${r.products}: /shop HTML ${r.shopHtml} B, ${base.shopHtml} at ${base.products}`);
    if (r.manifest.raw !== base.manifest.raw) problems.push(`${r.products}: the route manifest's size changed`);
  }
  const last = rows.at(-1);
  if (last.buildMs > 15 * base.buildMs)
    problems.push(`${last.products}: build ${(last.buildMs / base.buildMs).toFixed(1)}x the ${base.products}'s`);
  writeFileSync(
    "bench/results-catalogue.json",
    `${JSON.stringify({ date: new Date().toISOString(), typed: TYPED, rows }, null, 2)}\n`,
  );
  process.stdout.write(`${lines.join("\n")}\n`);
  for (const problem of problems) process.stderr.write(`over: ${problem}\n`);
  return problems.length > 0 ? 1 : 0;
}
