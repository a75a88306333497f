import { describe, expect, it } from "vitest";
import { SERVICES } from "~/data/services";
import { servicePath, serviceSlug } from "~/lib/slug";

describe("service slugs", () => {
  it("lowercases, drops & and collapses spaces into one hyphen", () => {
    expect(serviceSlug("Android & iOS Support")).toBe("android-ios-support");
    expect(serviceSlug("Multi-Brand Device Setup")).toBe("multi-brand-device-setup");
    expect(serviceSlug("  Screen   Repair & Replacement ")).toBe("screen-repair-replacement");
  });

  it("exactly two overview services land on existing pages", () => {
    const paths = SERVICES.map((s) => servicePath(s.title));
    expect(
      paths.filter((p) => p === "/services/multi-brand-device-setup" || p === "/services/android-ios-support"),
    ).toHaveLength(2);
  });
});
