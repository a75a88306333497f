// Byte weight of what a first visit loads, read from the production build: the weight test's and the bench's.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesForPath, readRemixManifest, routeFiles } from "./build/route-files.mjs";

/** As lib/stores/orders writes it to `orders-storage`. */
const PLACED_ORDER = {
  orderId: "ORD1767225600000",
  status: "confirmed",
  placedAt: "2026-01-01T00:00:00.000Z",
  items: [
    { name: "iPhone 15 Pro Clear MagSafe Case", quantity: 1, priceCents: 329_868 },
    { name: "USB-C to Lightning Cable (2 m)", quantity: 2, priceCents: 118_668 },
  ],
  customer: { name: "Achieng Otieno", phone: "0712345678", email: "achieng@example.com", address: "", area: "Karen" },
  payment: { method: "mpesa", amountCents: 612_580, status: "Paid" },
  steps: [
    ["Order Confirmed", "We have received your order."],
    ["Processing", "Your items are being picked, checked and packed."],
    ["Out for Delivery", "Our rider will bring your order to your door."],
    ["Delivered", "Your order will be handed over to you."],
  ].map(([title, description], i) => ({
    id: i + 1,
    title,
    description,
    timestamp: i === 0 ? "2026-01-01T00:00:00.000Z" : null,
    completed: i === 0,
    current: i === 1,
  })),
  estimatedDelivery: "2026-01-02",
};

/** `storage` is seeded before the visit; weighed once `settled` shows, so sonner is counted too. */
export const TRACKING_LINKS = [
  { route: "/track-order?id=ORD-2024-001", storage: {}, settled: "[data-sonner-toast]" },
  {
    route: `/track-order?id=${PLACED_ORDER.orderId}`,
    storage: { "orders-storage": JSON.stringify({ state: { orders: [PLACED_ORDER] }, version: 0 }) },
    settled: "[data-sonner-toast]",
  },
];

/** Every page with a route of its own, a product page, a path no route has (the 404 page), the tracking links. */
export const BENCH_ROUTES = [
  "/",
  "/shop",
  "/services",
  "/about",
  "/contact",
  "/track-order",
  "/services/multi-brand-device-setup",
  "/services/android-ios-support",
  "/shop/iphone-15-pro-magsafe-clear-case",
  "/no/such/page",
  ...TRACKING_LINKS.map((l) => l.route),
];

/** @returns {{ route: string, storage: Record<string, string>, settled: string | undefined }} */
export function visitOf(route) {
  return TRACKING_LINKS.find((l) => l.route === route) ?? { route, storage: {}, settled: undefined };
}

export const BUILD_CLIENT = new URL(`../${process.env.BUILD_DIR ?? "build"}/client/`, import.meta.url).pathname;

/** gzip and brotli sizes of build files, summed: the budgets are in gzip bytes, whatever the browser negotiated. */
export function weigh(/** @type {string[]} */ files, dir = BUILD_CLIENT) {
  const sum = { raw: 0, gzip: 0, brotli: 0, files };
  for (const file of files) {
    const buffer = readFileSync(join(dir, file));
    sum.raw += buffer.length;
    sum.gzip += gzipSync(buffer, { level: 9 }).length;
    sum.brotli += brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return sum;
}

// A first visit's gzipped JS as the build names it: Remix's manifest, client entry, root route and the route's own.
export function firstVisitJsGzip(url, dir) {
  const { url: manifestUrl, manifest } = readRemixManifest(dir);
  const { shared, routes } = routeFiles(manifest);
  const route = filesForPath(routes, new URL(url, "http://x").pathname) ?? { js: [] };
  return weigh([manifestUrl, ...shared.js, ...route.js], dir).gzip;
}

// Goals in bytes of gzip; budgets 10 % above them fail a build, so a commit is not priced in bytes.
export const KB = 1024;
export const kib = (/** @type {number} */ bytes) => (bytes / KB).toFixed(1);
export const GOALS = {
  homeJsGzip: 100 * KB,
  homeCssGzip: 15 * KB,
  homeTransferTotal: 250 * KB,
  anyRouteJsGzip: 140 * KB,
  trackingLinkJsGzip: 110 * KB,
};
const ROOM = 1.1;
export const BUDGETS = /** @type {typeof GOALS} */ (
  Object.fromEntries(Object.entries(GOALS).map(([name, goal]) => [name, Math.round(goal * ROOM)]))
);

export function jsGoal(route) {
  if (route === "/") return GOALS.homeJsGzip;
  if (TRACKING_LINKS.some((l) => l.route === route)) return GOALS.trackingLinkJsGzip;
  return GOALS.anyRouteJsGzip;
}

export const jsBudget = (route) => Math.round(jsGoal(route) * ROOM);
