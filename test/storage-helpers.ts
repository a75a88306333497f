import { vi } from "vitest";

const refuse = (method: "getItem" | "setItem", name: string) =>
  vi.spyOn(Storage.prototype, method).mockImplementation(() => {
    throw new DOMException(name, name);
  });

/** Storage that refuses writes (full) and, with `reads`, reads too (private mode); restoreMocks undoes it. */
export function refuseStorage(reads = false) {
  if (reads) refuse("getItem", "SecurityError");
  return refuse("setItem", "QuotaExceededError");
}
