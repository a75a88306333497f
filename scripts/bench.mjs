// `npm run bench`: builds, serves the build as `npm start` does
// (scripts/serve.mjs on a free port) and reports, for every route of SPEC.md's
// table and the shared tracking links (TRACKING_LINKS in scripts/weight.mjs: a
// demo order, and an order placed on this device, seeded into localStorage):
// - gzip and brotli JS and CSS of a first visit straight to it (the files
//   Chromium fetched, sized from the build; also the static estimate from
//   Remix's manifest, scripts/weight.mjs);
// - bytes on the wire for a first visit (the page alone, and with the service
//   worker's precache), a repeat visit (service worker) and a repeat visit
//   with the HTTP cache alone (scripts/transfer.mjs);
// - Lighthouse 12 mobile, median of 5 runs: performance, accessibility,
//   best practices, SEO, FCP, LCP, TBT, CLS, and the CSP's high-severity
//   findings (csp-xss) of any run (scripts/lighthouse.mjs).
// Writes bench/results.json and prints Markdown tables, budgets checked.
//
// Flags: --quick (bytes only, no Lighthouse), --no-build (reuse the build in
// BUILD_DIR; bytes only unless --lighthouse is given too, so the quick weight
// check `BUILD_DIR=build-x node scripts/bench.mjs --no-build` stays quick),
// --runs=N (Lighthouse runs per route, default 5), --routes=/,/shop.
// Exit code 1 when a byte budget is exceeded (deterministic); Lighthouse
// figures below target are reported, never fatal (they are noisy).
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { lighthouseMedian } from "./lighthouse.mjs";
import { kindOf, launchChromium, measureRoute, startRecordingServer } from "./transfer.mjs";
import { BENCH_ROUTES, BUDGETS, firstVisitWeight, jsBudget, KB, SPEC_ROUTES, visitOf } from "./weight.mjs";

/** Lighthouse performance each route must reach at least (issue #10); other routes have no score target. */
export const PERF_TARGETS = {
  "/": 99,
  "/shop": 99,
  "/services": 99,
  "/track-order": 99,
  "/track-order?id=ORD-2024-001": 98,
};
/** FCP and LCP targets (ms) hold on every route of SPEC.md's table; CLS and TBT on every route. */
export const TARGETS = { fcpMs: 1100, lcpMs: 1300, otherCategories: 100, cls: 0, tbtBelowMs: 50 };
/**
 * SPEC.md section 8 and PRODUCT.md: the 404 page logs the missing path with
 * console.error, which Lighthouse's errors-in-console audit counts against
 * best practices; and it answers with status 404, as a missing page must, which
 * SEO's http-status-code audit counts (it wants the page indexed). Those two
 * audits on that one page are required behaviour.
 */
const NOT_FOUND_ROUTE = "/no/such/page";
const EXPECTED_FAILING = { [NOT_FOUND_ROUTE]: ["best-practices:errors-in-console", "seo:http-status-code"] };

/**
 * Two typical Kenyan storefront SPAs (Vite, React, shadcn/Radix, Tailwind): figures measured by others on
 * another day (Lighthouse 12/13 mobile), printed as references with their source and date, never as part of a run.
 */
export const COMPETITORS = [
  {
    name: "storefront A",
    jsGzipKB: 127,
    performance: 97,
    accessibility: 95,
    source: "the product team's side-by-side runs (issues #6 and #10)",
    date: "2026-11-22",
  },
  {
    name: "storefront B",
    jsGzipKB: 132,
    performance: 93,
    accessibility: 83,
    source: "the product team's side-by-side runs (issue #6)",
    date: "2026-11-22",
  },
];

const args = process.argv.slice(2);
const flag = (name) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
// Everything after the first "=" (a route's query string has its own).
const value = (name, fallback) => {
  const f = flag(name);
  return f?.includes("=") ? f.slice(f.indexOf("=") + 1) : fallback;
};
const quick = Boolean(flag("quick")) || (Boolean(flag("no-build")) && !flag("lighthouse"));
const runs = Number(value("runs", "5"));
const routes = value("routes", BENCH_ROUTES.join(",")).split(",");

const kib = (n) => (n / KB).toFixed(1);
const ms = (n) => `${Math.round(n)}`;

function log(message) {
  process.stderr.write(`${message}\n`);
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
    const strip = (s) => ({
      total: s.total,
      js: s.js,
      css: s.css,
      html: s.html,
      image: s.image,
      other: s.other,
      requests: s.requests,
    });
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

// Lighthouse's TBT and the CPU side of its simulation follow how busy the
// machine is: the 1-minute load average is recorded around every route's runs
// (the bench alone keeps it around the core count; other work on the machine,
// e.g. a test run, takes it well above).
const busy = [];
if (!quick) {
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
    const perfTarget = PERF_TARGETS[/** @type {keyof typeof PERF_TARGETS} */ (r.route)];
    if (perfTarget !== undefined && lh.scores.performance < perfTarget)
      lhNotes.push(`${r.route}: performance ${lh.scores.performance} < ${perfTarget}`);
    if (SPEC_ROUTES.includes(r.route) && lh.metrics.fcp > TARGETS.fcpMs)
      lhNotes.push(`${r.route}: FCP ${ms(lh.metrics.fcp)} ms > ${TARGETS.fcpMs}`);
    if (SPEC_ROUTES.includes(r.route) && lh.metrics.lcp > TARGETS.lcpMs)
      lhNotes.push(`${r.route}: LCP ${ms(lh.metrics.lcp)} ms > ${TARGETS.lcpMs}`);
    if (lh.cspHigh.length > 0) lhNotes.push(`${r.route}: csp-xss high: ${lh.cspHigh.join(", ")}`);
    const expected = EXPECTED_FAILING[r.route] ?? [];
    for (const c of ["accessibility", "best-practices", "seo"]) {
      const failing = lh.failing.filter((f) => f.startsWith(c));
      if (lh.scores[c] < TARGETS.otherCategories && failing.some((f) => !expected.includes(f)))
        lhNotes.push(`${r.route}: ${c} ${lh.scores[c]} (${failing.join(", ")})`);
    }
    if (lh.metrics.cls > TARGETS.cls) lhNotes.push(`${r.route}: CLS ${lh.metrics.cls.toFixed(3)}`);
    if (lh.metrics.tbt >= TARGETS.tbtBelowMs) lhNotes.push(`${r.route}: TBT ${ms(lh.metrics.tbt)} ms`);
  }
}

const result = {
  date: new Date().toISOString(),
  unit: "bytes (KiB = 1024 bytes in the tables); Lighthouse times in ms",
  lighthouse: quick
    ? null
    : {
        version: "12.8",
        config: "default (mobile)",
        runs,
        chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
        cpus: cpus().length,
      },
  budgets: BUDGETS,
  rows,
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
}
out.push("");
out.push(
  `Budgets: / JS ≤ ${kib(BUDGETS.homeJsGzip)} KiB gzip, CSS ≤ ${kib(BUDGETS.homeCssGzip)} KiB gzip, transfer ≤ ${kib(BUDGETS.homeTransferTotal)} KiB (page and with precache); the shared tracking links (/track-order?id=…) JS ≤ ${kib(BUDGETS.trackingLinkJsGzip)} KiB gzip; every other route JS ≤ ${kib(BUDGETS.anyRouteJsGzip)} KiB gzip; repeat visit 0 B JS/CSS.`,
);
out.push(problems.length ? `Byte budgets EXCEEDED: ${problems.join("; ")}` : "Byte budgets: all met.");
const notFoundRow = rows.find((r) => r.route === NOT_FOUND_ROUTE);
if (!quick && notFoundRow?.lighthouse)
  out.push(
    `${NOT_FOUND_ROUTE}: ${notFoundRow.lighthouse.failing.join(", ") || "no audit fails"}, as declared: the console.error that SPEC.md and PRODUCT.md require on the 404 page, and its status 404.`,
  );
if (!quick)
  out.push(
    lhNotes.length
      ? `Lighthouse below target: ${lhNotes.join("; ")}`
      : `Lighthouse targets: all met (performance ${Object.entries(PERF_TARGETS)
          .map(([route, score]) => `≥ ${score} on ${route}`)
          .join(
            ", ",
          )}; FCP ≤ ${TARGETS.fcpMs} ms and LCP ≤ ${TARGETS.lcpMs} ms on SPEC.md's routes; a11y/BP/SEO 100; no high-severity csp-xss finding; CLS 0; TBT < ${TARGETS.tbtBelowMs} ms).`,
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
      `${c.name} ${c.jsGzipKB} KB JS, performance ${c.performance}, accessibility ${c.accessibility} (reference: ${c.source}, ${c.date}; not measured in this run)`,
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
process.exitCode = problems.length ? 1 : 0;
