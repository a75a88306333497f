// `npm run bench`: what it measures, its flags and the README table it rewrites: the README's Bench section.
// --no-build reuses the build in BUILD_DIR, bytes only unless --lighthouse is given too. Exit code 1 when a byte
// budget is exceeded (deterministic); Lighthouse and tap figures below target are reported, never fatal (noisy).
import { execSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import sirv from "sirv";
import { findChrome } from "./browser.mjs";
import { precompress } from "./build/precompress.mjs";
import { cartVersusPeer, KEY_ROUTES, tapsMedian } from "./taps.mjs";
import { kindOf, launchChromium, measureRoute, OFF_ORIGIN_BLOCK, startRecordingServer } from "./transfer.mjs";
import { BENCH_ROUTES, BUDGETS, firstVisitWeight, GOALS, jsBudget, jsGoal, KB, visitOf } from "./weight.mjs";

/**
 * What a page must reach, every route (docs/decisions/001-whole-pages.md): Lighthouse performance, LCP and
 * CLS; a tap at first paint answered within a second; every later tap's next paint within 100 ms.
 */
export const TARGETS = { performance: 95, lcpMs: 1500, otherCategories: 100, cls: 0, tapAtPaintMs: 1000, inpMs: 100 };
// The 404 page must log the missing path (console.error) and answer with status 404: two audits it fails by design.
const NOT_FOUND_ROUTE = "/no/such/page";
const EXPECTED_FAILING = { [NOT_FOUND_ROUTE]: ["best-practices:errors-in-console", "seo:http-status-code"] };

/**
 * Two typical Kenyan storefront SPAs (Vite, React, shadcn/Radix, Tailwind): figures measured by others on
 * another day (Lighthouse 12/13 mobile), printed as references with their source and date, never as part of a run.
 */
const COMPETITORS = [
  { name: "storefront A", jsGzipKB: 127, performance: 97, accessibility: 95 },
  { name: "storefront B", jsGzipKB: 132, performance: 93, accessibility: 83 },
];
const COMPETITORS_SOURCE = "the product team's side-by-side runs, 2026-11-22";

const args = process.argv.slice(2);
const flag = (name) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
// Everything after the first "=" (a route's query string has its own).
const value = (name, fallback) => {
  const f = flag(name);
  return f?.includes("=") ? f.slice(f.indexOf("=") + 1) : fallback;
};
// --catalogue=16,160,1600,10000: the catalogue bench alone (scripts/bench-catalogue.mjs).
if (flag("catalogue")) {
  const { benchCatalogue } = await import("./bench-catalogue.mjs");
  const counts = value("catalogue", "16,160,1600,10000").split(",").map(Number);
  const { table, problems } = await benchCatalogue(counts);
  process.stdout.write(`${table}\n`);
  for (const problem of problems) process.stderr.write(`over: ${problem}\n`);
  process.exit(problems.length > 0 ? 1 : 0);
}

const quick = Boolean(flag("quick")) || (Boolean(flag("no-build")) && !flag("lighthouse"));
const peer = value("peer", "");
const runs = Number(value("runs", "5"));
const routes = value("routes", BENCH_ROUTES.join(",")).split(",");

const kib = (n) => (n / KB).toFixed(1);
const ms = (n) => `${Math.round(n)}`;

const log = (message) => process.stderr.write(`${message}\n`);

/**
 * The peer's shop: a URL as given, or a folder of static files served on a free port, each path without a file
 * answered with its index.html (a client-rendered app's routes) and compressed as ours is (precompress.mjs).
 * @returns {Promise<{ url: string, close: () => void }>}
 */
async function servePeer(/** @type {string} */ target) {
  if (/^https?:\/\//.test(target)) return { url: target, close: () => {} };
  const root = mkdtempSync(join(tmpdir(), "bench-peer-"));
  cpSync(target, root, { recursive: true });
  await precompress(root);
  const files = sirv(root, { single: true, gzip: true, brotli: true, etag: true });
  const server = createServer((req, res) => files(req, res));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => server.close(() => rmSync(root, { recursive: true })),
  };
}

if (!flag("no-build")) {
  log("building…");
  execSync("npx remix vite:build", {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
}

const server = await startRecordingServer();
const browser = await launchChromium();
const rows = [];
try {
  for (const route of routes) {
    log(`bytes: ${route}`);
    const m = await measureRoute(browser, server, route, visitOf(route));
    const stat = firstVisitWeight(route);
    const strip = ({ transfers, ...s }) => s;
    rows.push({
      route,
      js: { gzip: m.code.js.gzip, brotli: m.code.js.brotli, files: m.code.js.files },
      css: { gzip: m.code.css.gzip, brotli: m.code.css.brotli, files: m.code.css.files },
      staticEstimate: { jsGzip: stat.js.gzip, cssGzip: stat.css.gzip },
      transfer: {
        firstVisit: strip(m.pageLoad),
        firstVisitBrowserTransferSize: m.browserTransferSize,
        firstVisitWithPrecache: strip(m.withPrecache),
        repeatVisit: strip(m.repeat),
        repeatVisitHttpCacheOnly: strip(m.repeatHttpCache),
        // JS and CSS bodies the repeat visit downloaded. A 304 carries none: the browser's
        // update check of the service worker's script (sw.js, revalidated) is one when
        // the visit lasts a while (the tracking links wait for their lookup).
        repeatVisitCodeFetched: m.repeat.transfers
          .filter((t) => t.status !== 304 && ["js", "css"].includes(kindOf(t.url)))
          .reduce((sum, t) => sum + t.bytes, 0),
      },
    });
  }
} finally {
  await browser.close();
}

/** @type {(Awaited<ReturnType<typeof cartVersusPeer>> & { peer: string }) | undefined} */
let peerResult;
// Lighthouse's TBT and the CPU side of its simulation follow how busy the
// machine is: the 1-minute load average is recorded around every route's runs
// (the bench alone keeps it around the core count; other work on the machine,
// e.g. a test run, takes it well above).
const busy = [];
if (!quick) {
  if (!existsSync("bench/node_modules/lighthouse")) {
    log("installing Lighthouse for the bench (bench/package.json)…");
    execSync("npm ci --prefix bench --no-audit --no-fund", { stdio: ["ignore", "ignore", "inherit"] });
  }
  const { lighthouseMedian } = await import("../bench/lighthouse.mjs");
  for (const row of rows) {
    log(`lighthouse x${runs}: ${row.route}`);
    const before = loadavg()[0];
    const status = row.route === NOT_FOUND_ROUTE ? 404 : 200;
    row.lighthouse = await lighthouseMedian(
      new URL(row.route, server.url).href,
      runs,
      visitOf(row.route).storage,
      status,
    );
    row.lighthouse.loadAverage = [before, loadavg()[0]].map((n) => Math.round(n * 100) / 100);
    if (Math.max(...row.lighthouse.loadAverage) > 2 * cpus().length) busy.push(row.route);
  }
  // Off-origin requests fail at once (as in the e2e tests): a peer's calls to its backend or image CDN cannot
  // wait on a network this machine may not have.
  const tapBrowser = await launchChromium([OFF_ORIGIN_BLOCK]);
  try {
    for (const row of rows.filter((r) => KEY_ROUTES.includes(r.route))) {
      log(`taps x${runs}: ${row.route}`);
      row.taps = await tapsMedian(tapBrowser, new URL(row.route, server.url).href, runs, visitOf(row.route).storage);
    }
    if (peer) {
      const served = await servePeer(peer);
      log(`cart versus the peer x${runs}: / and ${served.url}`);
      try {
        peerResult = { peer, ...(await cartVersusPeer(tapBrowser, new URL("/", server.url).href, served.url, runs)) };
      } finally {
        served.close();
      }
    }
  } finally {
    await tapBrowser.close();
  }
}
await server.close();

// ---- budgets --------------------------------------------------------------
const problems = [];
const lhNotes = [];
for (const r of rows) {
  const budget = jsBudget(r.route);
  if (r.js.gzip > budget) problems.push(`${r.route}: JS ${kib(r.js.gzip)} KiB gzip > ${kib(budget)} KiB`);
  if (r.transfer.repeatVisitCodeFetched > 0) problems.push(`${r.route}: repeat visit fetched JS/CSS from the network`);
  if (r.route === "/") {
    if (r.css.gzip > BUDGETS.homeCssGzip)
      problems.push(`/: CSS ${kib(r.css.gzip)} KiB gzip > ${kib(BUDGETS.homeCssGzip)} KiB`);
    if (r.transfer.firstVisit.total > BUDGETS.homeTransferTotal)
      problems.push(`/: first visit ${kib(r.transfer.firstVisit.total)} KiB > ${kib(BUDGETS.homeTransferTotal)} KiB`);
    if (r.transfer.firstVisitWithPrecache.total > BUDGETS.homeTransferTotal)
      problems.push(
        `/: first visit with precache ${kib(r.transfer.firstVisitWithPrecache.total)} KiB > ${kib(BUDGETS.homeTransferTotal)} KiB`,
      );
  }
  const lh = r.lighthouse;
  if (lh) {
    if (lh.scores.performance < TARGETS.performance)
      lhNotes.push(`${r.route}: performance ${lh.scores.performance} < ${TARGETS.performance}`);
    if (lh.metrics.lcp > TARGETS.lcpMs) lhNotes.push(`${r.route}: LCP ${ms(lh.metrics.lcp)} ms > ${TARGETS.lcpMs}`);
    if (lh.cspHigh.length > 0) lhNotes.push(`${r.route}: csp-xss high: ${lh.cspHigh.join(", ")}`);
    const expected = EXPECTED_FAILING[r.route] ?? [];
    for (const c of ["accessibility", "best-practices", "seo"]) {
      const failing = lh.failing.filter((f) => f.startsWith(c));
      if (lh.scores[c] < TARGETS.otherCategories && failing.some((f) => !expected.includes(f)))
        lhNotes.push(`${r.route}: ${c} ${lh.scores[c]} (${failing.join(", ")})`);
    }
    if (lh.metrics.cls > TARGETS.cls) lhNotes.push(`${r.route}: CLS ${lh.metrics.cls.toFixed(3)}`);
  }
  if (r.taps) {
    if (!(r.taps.tapAtPaintDelayMs <= TARGETS.tapAtPaintMs))
      lhNotes.push(`${r.route}: a tap at first paint answered after ${ms(r.taps.tapAtPaintDelayMs)} ms`);
    if (!(r.taps.inpMs <= TARGETS.inpMs)) lhNotes.push(`${r.route}: INP ${ms(r.taps.inpMs)} ms`);
  }
}

const chrome = await findChrome("bench");
const result = {
  date: new Date().toISOString(),
  unit: "bytes (KiB = 1024 bytes in the tables); Lighthouse times in ms",
  lighthouse: quick
    ? null
    : {
        version: "12.8",
        config: "default (mobile)",
        runs,
        chromePath: chrome.path,
        chromeVersion: chrome.version,
        cpus: cpus().length,
      },
  budgets: BUDGETS,
  rows,
  cartVersusPeer: peerResult ?? null,
  budgetProblems: problems,
  lighthouseBelowTarget: lhNotes,
};
mkdirSync(new URL("../bench/", import.meta.url), { recursive: true });
writeFileSync(new URL("../bench/results.json", import.meta.url), JSON.stringify(result, null, 2) + "\n");

// ---- report ---------------------------------------------------------------
const out = [];
out.push(
  `Bench ${result.date.slice(0, 10)}: a visit straight to each route, mobile viewport, KiB (1,024 B)${quick ? "" : `; Lighthouse 12.8 mobile, median of ${runs} runs`}.`,
);
out.push("");
out.push(
  "| route | JS gzip | JS br | CSS gzip | CSS br | first visit | + SW precache | repeat visit | repeat JS+CSS |",
);
out.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  const t = r.transfer;
  out.push(
    `| ${r.route} | ${kib(r.js.gzip)} | ${kib(r.js.brotli)} | ${kib(r.css.gzip)} | ${kib(r.css.brotli)} | ${kib(t.firstVisit.total)} | ${kib(t.firstVisitWithPrecache.total)} | ${kib(t.repeatVisit.total)} | ${t.repeatVisitCodeFetched} B |`,
  );
}
if (!quick) {
  out.push("");
  out.push(
    "| route | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | csp-xss high |",
  );
  out.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const l = r.lighthouse;
    out.push(
      `| ${r.route} | ${l.scores.performance} | ${l.scores.accessibility} | ${l.scores["best-practices"]} | ${l.scores.seo} | ${ms(l.metrics.fcp)} | ${ms(l.metrics.lcp)} | ${ms(l.metrics.tbt)} | ${l.metrics.cls.toFixed(3)} | ${l.cspHigh.length} |`,
    );
  }
  out.push("");
  out.push(
    "| route | first tap answered (tapped at, ms) | answer at ms | taps before it | tap at first paint: at ms | its answer after ms | the cart's contents after ms | INP of 10 taps after load, ms |",
  );
  out.push("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows.filter((x) => x.taps)) {
    const t = r.taps;
    out.push(
      `| ${r.route} | ${ms(t.firstAnsweredTapMs)} | ${ms(t.streakAnsweredMs)} | ${t.tapsBeforeAnswer} | ${ms(t.tapAtPaintMs)} | ${ms(t.tapAtPaintDelayMs)} | ${ms(t.tapAtPaintContentsMs)} | ${ms(t.inpMs)} |`,
    );
  }
}
if (peerResult) {
  const { ours, theirs, ratio } = peerResult;
  out.push("");
  out.push(
    `Cart's contents after a tap at first paint, one product in the cart, median of ${Math.max(runs, 5)} alternating runs: ours (/) at ${ms(ours.contentsAtMs)} ms (tapped at ${ms(ours.tapMs)}, ${ms(ours.contentsMs)} after), the peer (${peerResult.peer}) at ${ms(theirs.contentsAtMs)} ms (tapped at ${ms(theirs.tapMs)}, ${ms(theirs.contentsMs)} after): ${ratio.toFixed(2)}x.`,
  );
}
out.push("");
out.push(
  `Budgets: / JS ≤ ${kib(BUDGETS.homeJsGzip)} KiB gzip, CSS ≤ ${kib(BUDGETS.homeCssGzip)} KiB gzip, transfer ≤ ${kib(BUDGETS.homeTransferTotal)} KiB (page and with precache); the shared tracking links (/track-order?id=…) JS ≤ ${kib(BUDGETS.trackingLinkJsGzip)} KiB gzip; every other route JS ≤ ${kib(BUDGETS.anyRouteJsGzip)} KiB gzip; repeat visit 0 B JS/CSS.`,
);
out.push(problems.length ? `Byte budgets EXCEEDED: ${problems.join("; ")}` : "Byte budgets: all met.");
const overGoal = rows.filter((r) => r.js.gzip > jsGoal(r.route));
out.push(
  `Goals (budgets are 10 % above them): / JS ${kib(GOALS.homeJsGzip)} KiB, tracking links ${kib(GOALS.trackingLinkJsGzip)} KiB, any route ${kib(GOALS.anyRouteJsGzip)} KiB: ${
    overGoal.length ? `over on ${overGoal.map((r) => `${r.route} ${kib(r.js.gzip)} KiB`).join(", ")}` : "all met"
  }.`,
);
const notFoundRow = rows.find((r) => r.route === NOT_FOUND_ROUTE);
if (!quick && notFoundRow?.lighthouse)
  out.push(
    `${NOT_FOUND_ROUTE}: ${notFoundRow.lighthouse.failing.join(", ") || "no audit fails"}, as declared: the console.error the 404 page must log, and its status 404.`,
  );
if (!quick)
  out.push(
    lhNotes.length
      ? `Lighthouse below target: ${lhNotes.join("; ")}`
      : `Targets: all met (performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs} ms and CLS 0 on every route; a11y/BP/SEO 100; no high-severity csp-xss finding; a tap at first paint answered within ${TARGETS.tapAtPaintMs} ms and INP ≤ ${TARGETS.inpMs} ms on ${KEY_ROUTES.join(", ")}).`,
  );

if (busy.length)
  out.push(
    `Note: the machine was busy (1-minute load average above ${2 * cpus().length}, twice its core count) during the Lighthouse runs of ${busy.join(", ")}: TBT and performance there are pessimistic; re-run on an otherwise idle machine.`,
  );

const home = rows.find((r) => r.route === "/");
if (home) {
  const ourKB = (home.js.gzip / 1000).toFixed(1);
  const parts = COMPETITORS.map(
    (c) =>
      `${c.name} ${c.jsGzipKB} KB JS, performance ${c.performance}, accessibility ${c.accessibility} (reference: ${COMPETITORS_SOURCE}; not measured in this run)`,
  );
  const ours = home.lighthouse
    ? `performance ${home.lighthouse.scores.performance}, accessibility ${home.lighthouse.scores.accessibility}`
    : "(Lighthouse skipped: --quick)";
  const worstA11y = home.lighthouse ? Math.min(...rows.map((r) => r.lighthouse.scores.accessibility)) : NaN;
  out.push(
    `Versus competitors (first visit of /): ours ${ourKB} KB (${kib(home.js.gzip)} KiB) gzipped JS, ${ours}${Number.isFinite(worstA11y) ? `, lowest accessibility on any route ${worstA11y}` : ""} | ${parts.join(" | ")}.`,
  );
}
console.log(out.join("\n"));

const keyRows = KEY_ROUTES.map((route) => rows.find((r) => r.route === route));
if (keyRows.every((r) => r?.lighthouse && r.taps)) {
  const table = [
    `Latest run (${result.date.slice(0, 10)}, key routes, ${runs === 1 ? "1 run" : `medians of ${runs}`}; every figure: \`bench/results.json\`; history:`,
    `\`bench/history.md\`). Goals: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, tap answered ≤ ${TARGETS.tapAtPaintMs.toLocaleString("en-US")} ms, INP ≤`,
    `${TARGETS.inpMs} ms. CLS ${keyRows.every((r) => r.lighthouse.metrics.cls <= TARGETS.cls) ? TARGETS.cls : `above ${TARGETS.cls}`}; budgets ${problems.length ? "EXCEEDED" : "met"}. Lighthouse's CPU slowdown from this host's`,
    `benchmark index (scripts/cpu-multiplier.mjs): ${keyRows.map((r) => `${r.lighthouse.cpu.multiplier}x`).join(", ")} (index ${keyRows.map((r) => Math.round(r.lighthouse.cpu.benchmarkIndex)).join(", ")}).`,
    "",
    "| route | JS gzip KiB (goal) | performance | LCP ms | tap at first paint answered after ms | cart's contents after ms | INP ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...keyRows.map(
      (r) =>
        `| \`${r.route}\` | ${kib(r.js.gzip)} (${kib(jsGoal(r.route))}) | ${r.lighthouse.scores.performance} | ${ms(r.lighthouse.metrics.lcp)} | ${ms(r.taps.tapAtPaintDelayMs)} | ${ms(r.taps.tapAtPaintContentsMs)} | ${ms(r.taps.inpMs)} |`,
    ),
    ...(peerResult
      ? [
          "",
          `The cart's contents after a tap at first paint (one product in the cart), from the visit's start, alternating runs: ours on \`/\` ${ms(peerResult.ours.contentsAtMs)} ms, the peer's (${peerResult.peer}) ${ms(peerResult.theirs.contentsAtMs)} ms: ${peerResult.ratio.toFixed(2)}x.`,
        ]
      : []),
  ];
  const readme = new URL("../README.md", import.meta.url);
  const text = readFileSync(readme, "utf8");
  const marked = /(<!-- bench-table:start -->\n)[\s\S]*?(\n<!-- bench-table:end -->)/;
  if (!marked.test(text)) throw new Error("README.md has lost its bench-table markers");
  writeFileSync(
    readme,
    text.replace(marked, (_, start, end) => `${start}\n${table.join("\n")}\n${end}`),
  );
  execSync("npx prettier --write README.md", { stdio: "ignore" });
  console.log("README.md: bench table rewritten.");
}
process.exitCode = problems.length ? 1 : 0;
