import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, focusedElement, setupE2E, tabTo } from "./harness";
import { expectToast, until } from "./home-helpers";

const { openPage } = setupE2E();

describe("about", () => {
  it("stats, mission, values, team initials, an ordered timeline, reviews; axe clean", async () => {
    const { page } = await openPage("/about");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("About SimuTech Nairobi");
    for (const name of [
      "In numbers",
      "Our Mission",
      "Our values",
      "Meet the team",
      "Our journey",
      "What our customers say",
    ]) {
      await main.getByRole("heading", { level: 2, name }).waitFor();
    }
    const stats = await main.locator("dl").first().innerText();
    for (const text of ["15,000+", "18", "2 hrs", "4.8/5", "Nairobi areas served"]) expect(stats).toContain(text);
    await main.getByText(/^To make good technology easy for everyone in Nairobi/).waitFor();
    for (const value of ["Honest Pricing", "Genuine Products", "We Come to You", "Work That Lasts"]) {
      await main.getByRole("heading", { level: 3, name: value }).waitFor();
    }
    // Team: initials avatars (decorative), names as headings.
    const team = main.getByRole("region", { name: "Meet the team" });
    expect(await team.getByRole("listitem").count()).toBe(4);
    await expect(team.locator('[aria-hidden="true"]').allInnerTexts()).resolves.toEqual(["DM", "FW", "SK", "MA"]);
    // Timeline: an ordered list, oldest first.
    const timeline = main.locator("ol");
    expect(await timeline.count()).toBe(1);
    const years = await timeline
      .locator(":scope > li")
      .evaluateAll((lis) => lis.map((li) => li.querySelector("span")?.textContent));
    expect(years).toEqual(["2018", "2019", "2020", "2022", "2023", "2024"]);
    // Reviews: the rating in text, not only as stars.
    const reviews = main.getByRole("region", { name: "What our customers say" });
    expect(await reviews.locator("blockquote").count()).toBe(4);
    expect(await reviews.getByText("Rated 4 out of 5").count()).toBe(1);
    expect(await reviews.getByText("Rated 5 out of 5").count()).toBe(3);
    await expectNoAxeViolations(page, "/about");
  });
});

describe("contact page content", () => {
  it("method cards (tel:, mailto:, headquarters), hours, the 12 areas, headquarters", async () => {
    const { page } = await openPage("/contact");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 }).innerText()).resolves.toMatch(/Contact us\s+Get in Touch/i);
    const methods = main.getByRole("region", { name: "Ways to reach us" });
    await expect(methods.getByRole("link", { name: "+254 700 123 456" }).getAttribute("href")).resolves.toBe(
      "tel:+254700123456",
    );
    await expect(methods.getByRole("link", { name: "hello@simutech.co.ke" }).getAttribute("href")).resolves.toBe(
      "mailto:hello@simutech.co.ke",
    );
    await expect(methods.locator("address").innerText()).resolves.toBe("Westlands, Nairobi");

    const hours = await main.locator("dl").innerText();
    expect(hours.replace(/\s+/g, " ")).toBe("Mon-Fri 8AM-8PM Sat 9AM-6PM Sun 10AM-6PM");
    const areas = main.getByRole("region", { name: "Areas we serve" }).getByRole("listitem");
    await expect(areas.allInnerTexts()).resolves.toEqual([
      "Westlands",
      "Karen",
      "Kilimani",
      "Lavington",
      "Runda",
      "Muthaiga",
      "Parklands",
      "Kileleshwa",
      "Upper Hill",
      "CBD",
      "Eastleigh",
      "Kasarani",
    ]);
    const hq = main.getByRole("region", { name: "Headquarters" });
    await expect(hq.innerText()).resolves.toContain("Westlands, Nairobi");
  });

  it("FAQ: disclosure buttons, keyboard operable; axe clean closed and open", async () => {
    const { page } = await openPage("/contact");
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const buttons = faq.getByRole("button");
    expect(await buttons.count()).toBe(6);
    await expectNoAxeViolations(page, "/contact, FAQ closed");

    const first = buttons.first();
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("false");
    const answerId = await first.getAttribute("aria-controls");
    expect(answerId).toBeTruthy();
    const answer = page.locator(`[id="${answerId}"]`);
    expect(await answer.isVisible()).toBe(false);

    // Keyboard: Tab to it, Enter opens, Space closes.
    await tabTo(page, `[aria-controls="${answerId}"]`, { max: 120 });
    await page.keyboard.press("Enter");
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("true");
    expect(await answer.isVisible()).toBe(true);
    await expect(answer.innerText()).resolves.toContain("Mon-Fri 8AM-8PM, Sat 9AM-6PM, Sun 10AM-6PM");
    await expectNoAxeViolations(page, "/contact, FAQ open");
    await page.keyboard.press("Space");
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await answer.isVisible()).toBe(false);

    // Each question opens on its own; all open at once is clean too.
    for (const b of await buttons.all()) await b.click();
    expect(await faq.locator('[aria-expanded="true"]').count()).toBe(6);
    await expectNoAxeViolations(page, "/contact, every FAQ answer open");
  });
});

describe("contact form", () => {
  it("refuses empty required fields with their messages beside them and the Missing Information toast", async () => {
    const { page } = await openPage("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Missing Information");
    const expected: Array<[string, string]> = [
      ["First name", "Please enter your first name"],
      ["Email", "Please enter your email address"],
      ["Message", "Please enter your message"],
    ];
    for (const [label, message] of expected) {
      const field = form.getByRole("textbox", { name: label, exact: true });
      await expect(field.getAttribute("aria-invalid")).resolves.toBe("true");
      const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
      await expect(page.locator(`[id="${describedBy}"]`).innerText()).resolves.toContain(message);
    }
    for (const label of ["Last name", "Phone"]) {
      expect(await form.getByRole("textbox", { name: label, exact: true }).getAttribute("aria-invalid")).toBeNull();
    }
    // Focus goes to the first invalid field.
    expect((await focusedElement(page))?.id).toBe("contact-firstName");
    // Fixing a field clears its message as you type.
    await form.getByRole("textbox", { name: "First name", exact: true }).fill("Achieng");
    await until(
      () => form.getByRole("textbox", { name: "First name", exact: true }).getAttribute("aria-invalid"),
      (v) => v === null,
      { what: "first name valid" },
    );
    // The page itself; the toast (sonner, rendered by the root) is outside main.
    await expectNoAxeViolations(page, "/contact, form errors", "main");
  });

  it("sends a valid message (Enter submits): success toast, form cleared", async () => {
    const { page } = await openPage("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    const serviceOptions = await form.getByRole("combobox", { name: "Service type" }).locator("option").allInnerTexts();
    expect(serviceOptions.slice(1)).toEqual([
      "Multi-Brand Device Setup",
      "Android & iOS Support",
      "Screen Repair & Replacement",
      "Data Recovery & Backup",
      "Battery Replacement",
      "Device Security Check",
    ]);
    expect(await form.getByRole("combobox", { name: "Preferred location" }).locator("option").count()).toBe(1 + 18);

    await form.getByRole("textbox", { name: "First name", exact: true }).fill("Achieng");
    await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Odhiambo");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("achieng@example.co.ke");
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("0712 345 678");
    await form.getByRole("combobox", { name: "Service type" }).selectOption("Battery Replacement");
    await form.getByRole("combobox", { name: "Preferred location" }).selectOption("Kilimani");
    await form
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Can a technician come on Saturday morning?");
    await form.getByRole("textbox", { name: "Phone", exact: true }).press("Enter");
    await expectToast(page, "Message Sent!");
    const values = await form
      .locator("input, select, textarea")
      .evaluateAll((els) =>
        (els as Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>).map((el) => el.value),
      );
    expect(values).toEqual(["", "", "", "", "", "", ""]);
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);
  });
});

describe("footer newsletter", () => {
  it("refuses an empty email (inline message + Email Required toast), then subscribes and clears", async () => {
    const { page } = await openPage("/about");
    const footer = page.locator("footer");
    const email = footer.getByLabel("Email address");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Email Required");
    await until(
      () => email.getAttribute("aria-invalid"),
      (v) => v === "true",
      { what: "email invalid" },
    );
    await expect(footer.locator("#newsletter-email-error").innerText()).resolves.toContain(
      "Please enter your email address",
    );
    expect((await focusedElement(page))?.id).toBe("newsletter-email");
    await expectNoAxeViolations(page, "newsletter error", "footer");

    await email.fill("wanjiku@example.co.ke");
    await email.press("Enter");
    await expectToast(page, "You're Subscribed!");
    await until(
      () => email.inputValue(),
      (v) => v === "",
      { what: "email cleared" },
    );
    expect(await email.getAttribute("aria-invalid")).toBeNull();
    // The subscription never navigates away.
    expect(new URL(page.url()).pathname).toBe("/about");
  });
});
