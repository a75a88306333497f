import { describe, expect, it, vi } from "vitest";
import { absoluteUrl, canWebShare, orderSharePath, share as shareWith, type ShareNavigator } from "~/lib/browser/share";
import { copyText } from "~/lib/browser/share-action";

/** As ShareButton shares: the sheet, else the lazy copy, through the same navigator. */
const share = (url: string, title: string, nav: Partial<ShareNavigator> | undefined) =>
  shareWith(url, title, (link) => copyText(link, nav), nav);

const URL_ = "https://simutech.example/track-order?id=ORD1";

describe("share", () => {
  it("uses the Web Share API when the browser has it", async () => {
    const nav = { share: vi.fn().mockResolvedValue(undefined), clipboard: { writeText: vi.fn() } };
    expect(canWebShare(nav as never)).toBe(true);
    expect(await share(URL_, "Order ORD1", nav as never)).toBe("shared");
    expect(nav.share).toHaveBeenCalledWith({ url: URL_, title: "Order ORD1" });
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it("does nothing more when the customer closes the share sheet", async () => {
    const nav = {
      share: vi.fn().mockRejectedValue(new DOMException("cancelled", "AbortError")),
      clipboard: { writeText: vi.fn() },
    };
    expect(await share(URL_, "t", nav as never)).toBe("cancelled");
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it("copies when the share sheet is refused for another reason", async () => {
    const nav = {
      share: vi.fn().mockRejectedValue(new DOMException("no", "NotAllowedError")),
      clipboard: { writeText: vi.fn().mockResolvedValue(undefined) },
    };
    expect(await share(URL_, "t", nav as never)).toBe("copied");
    expect(nav.clipboard.writeText).toHaveBeenCalledWith(URL_);
  });

  it("copies the link to the clipboard without the Web Share API", async () => {
    const nav = { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } };
    expect(canWebShare(nav as never)).toBe(false);
    expect(await share(URL_, "t", nav as never)).toBe("copied");
    expect(nav.clipboard.writeText).toHaveBeenCalledWith(URL_);
  });

  it("falls back to a selection copy when the clipboard API is missing or refuses", async () => {
    const exec = vi.fn().mockReturnValue(true);
    document.execCommand = exec;
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    expect(await copyText(URL_, {})).toBe(true);
    expect(exec).toHaveBeenCalledWith("copy");
    expect(document.querySelector("textarea")).toBeNull();
    expect(document.activeElement).toBe(button);
    const refusing = { clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } };
    expect(await share(URL_, "t", refusing as never)).toBe("copied");
    button.remove();
  });

  it("reports failure when nothing can copy (the caller shows the link)", async () => {
    document.execCommand = vi.fn().mockReturnValue(false);
    expect(await share(URL_, "t", {})).toBe("failed");
    document.execCommand = vi.fn(() => {
      throw new Error("unsupported");
    });
    expect(await share(URL_, "t", undefined)).toBe("failed");
  });

  it("builds the order's tracking link", () => {
    expect(orderSharePath("ORD1795000000000")).toBe("/track-order?id=ORD1795000000000");
    expect(orderSharePath("ORD 1&x")).toBe("/track-order?id=ORD+1%26x");
    expect(absoluteUrl("/track-order?id=ORD1", "https://simutech.example")).toBe(URL_);
  });
});
