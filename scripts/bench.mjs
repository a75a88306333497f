// `npm run bench`: builds, then reports per route of SPEC.md's table what a
// first visit straight to it loads (JS and CSS, gzip and brotli), against the
// budgets. Writes bench/results.json and prints a Markdown table.
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { BUDGETS, firstVisitWeight, KB } from "./weight.mjs";

export const BENCH_ROUTES = [
  "/",
  "/shop",
  "/services",
  "/about",
  "/contact",
  "/track-order",
  "/services/multi-brand-device-setup",
  "/services/android-ios-support",
  "/no/such/page",
];

const kb = (n) => (n / KB).toFixed(1);

if (!process.argv.includes("--no-build")) {
  execSync("npx remix vite:build", { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" } });
}

const rows = BENCH_ROUTES.map((route) => {
  const w = firstVisitWeight(route);
  return {
    route,
    jsGzip: w.js.gzip,
    jsBrotli: w.js.brotli,
    cssGzip: w.css.gzip,
    cssBrotli: w.css.brotli,
    jsBudget: route === "/" ? BUDGETS.homeJsGzip : BUDGETS.anyRouteJsGzip,
  };
});

mkdirSync(new URL("../bench/", import.meta.url), { recursive: true });
writeFileSync(new URL("../bench/results.json", import.meta.url), JSON.stringify({ date: new Date().toISOString(), unit: "bytes", rows }, null, 2) + "\n");

console.log("| route | JS gzip KiB | JS brotli KiB | CSS gzip KiB | CSS brotli KiB | JS budget KiB |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of rows) {
  const ok = r.jsGzip <= r.jsBudget ? "" : " OVER";
  console.log(`| ${r.route} | ${kb(r.jsGzip)} | ${kb(r.jsBrotli)} | ${kb(r.cssGzip)} | ${kb(r.cssBrotli)} | ${kb(r.jsBudget)}${ok} |`);
}
