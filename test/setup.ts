import { cleanup } from "@testing-library/react";
import { URLSearchParams as NodeURLSearchParams } from "node:url";
import { afterEach } from "vitest";

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

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
