import { cleanup } from "@testing-library/react";
import { URLSearchParams as NodeURLSearchParams } from "node:url";
import { afterEach } from "vitest";
import { CATALOGUE_PATH } from "~/lib/catalogue-urls";
import { catalogueData } from "~/lib/catalogue.server";
import { clearPlacedOrders } from "~/lib/stores/orders";

// jsdom installs its own URLSearchParams, which Node's Request/FormData
// reject ("Expected a URLSearchParams"); route tests build real Requests.
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof globalThis.URLSearchParams;

// jsdom has no modal dialogs: showModal and close only toggle `open` (dialog tests read that).
if (typeof HTMLDialogElement !== "undefined")
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });

// The catalogue's static files as the site's origin serves them (what the build writes), so route tests
// call client loaders and actions as the browser would.
const networkFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
  if (!url.pathname.startsWith(`${CATALOGUE_PATH}/`)) return networkFetch(input, init);
  const data = catalogueData().get(url.pathname);
  return Promise.resolve(data === undefined ? new Response("", { status: 404 }) : Response.json(data));
};

// Each test a new visit: nothing stored, no order kept for the visit.
afterEach(() => {
  cleanup();
  clearPlacedOrders();
  window.localStorage.clear();
});
