import { cleanup } from "@testing-library/react";
import { URLSearchParams as NodeURLSearchParams } from "node:url";
import { afterEach } from "vitest";

// jsdom installs its own URLSearchParams, which Node's Request/FormData
// reject ("Expected a URLSearchParams"); route tests build real Requests.
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof globalThis.URLSearchParams;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
