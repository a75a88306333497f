import { CONTACT_AREAS } from "../../app/data/areas";
import { open, tabTo } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectToast } from "./support/toasts";

test("about: its sections, the stats, team initials (decorative), an ordered timeline oldest first, ratings in text; the footer newsletter refuses an empty email, then subscribes and clears", async ({
  page,
}) => {
  await open(page, "/about");
  const main = page.locator("main");
  const sections = [
    "In numbers",
    "Our Mission",
    "Our values",
    "Meet the team",
    "Our journey",
    "What our customers say",
  ];
  for (const name of sections) await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
  const stats = main.locator("dl").first();
  for (const text of ["15,000+", "18", "2 hrs", "4.8/5", "Nairobi areas served"])
    await expect(stats).toContainText(text, { useInnerText: true });
  await expect(main.getByText(/^To make good technology easy for everyone in Nairobi/)).toBeVisible();
  await expect(main.getByRole("region", { name: "Our values" }).getByRole("heading", { level: 3 })).toHaveCount(4);
  const team = main.getByRole("region", { name: "Meet the team" });
  await expect(team.getByRole("listitem")).toHaveCount(4);
  await expect(team.locator('[aria-hidden="true"]')).toHaveText(["DM", "FW", "SK", "MA"]);
  const timeline = main.locator("ol > li");
  const years = await timeline.evaluateAll((lis) => lis.map((li) => li.querySelector("span")?.textContent ?? ""));
  expect(years.length).toBeGreaterThan(3);
  expect(years).toEqual([...years].sort());
  const reviews = main.getByRole("region", { name: "What our customers say" });
  await expect(reviews.locator("blockquote")).toHaveCount(4);
  await expect(reviews.getByText(/^Rated [45] out of 5$/)).toHaveCount(4);

  // The footer's newsletter refuses an empty email (inline message + Email Required toast), then subscribes and clears.
  const footer = page.locator("footer");
  const email = footer.getByLabel("Email address");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expectToast(page, "Email Required");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(footer.locator("#newsletter-email-error")).toContainText("Please enter your email address");
  await expect(page.locator("#newsletter-email")).toBeFocused();
  await expectNoAxeViolations(page, { include: "footer", label: "newsletter error" });

  await email.fill("wanjiku@example.co.ke");
  await email.press("Enter");
  await expectToast(page, "You're Subscribed!");
  await expect(email).toHaveValue("");
  await expect(email).not.toHaveAttribute("aria-invalid");
  expect(new URL(page.url()).pathname).toBe("/about");
});

test("/contact: method cards (tel:, mailto:, headquarters), hours, the 12 areas; the FAQ's disclosures by keyboard, axe clean open; the form refuses empty required fields, then sends (Enter submits) and clears", async ({
  page,
}) => {
  await open(page, "/contact");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(/Contact us\s+Get in Touch/i, {
    useInnerText: true,
  });
  const methods = main.getByRole("region", { name: "Ways to reach us" });
  await expect(methods.getByRole("link", { name: "+254 700 123 456" })).toHaveAttribute("href", "tel:+254700123456");
  await expect(methods.getByRole("link", { name: "hello@simutech.co.ke" })).toHaveAttribute(
    "href",
    "mailto:hello@simutech.co.ke",
  );
  await expect(methods.locator("address")).toHaveText("Westlands, Nairobi");
  await expect(main.locator("dl")).toHaveText("Mon-Fri 8AM-8PM Sat 9AM-6PM Sun 10AM-6PM", { useInnerText: true });
  const areas = main.getByRole("region", { name: "Areas we serve" }).getByRole("listitem");
  // The first 12 delivery areas, in order (test/data.test.ts pins both lists).
  await expect(areas).toHaveText([...CONTACT_AREAS]);
  await expect(main.getByRole("region", { name: "Headquarters" })).toContainText("Westlands, Nairobi");

  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  const buttons = faq.getByRole("button");
  await expect(buttons).toHaveCount(6);
  // Closed, the FAQ is part of /contact's whole-page axe run (foundation.spec.ts); open, only it changes.

  const first = buttons.first();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  const answerId = await first.getAttribute("aria-controls");
  expect(answerId).toBeTruthy();
  const answer = page.locator(`[id="${answerId}"]`);
  await expect(answer).toBeHidden();

  await tabTo(page, `[aria-controls="${answerId}"]`, { max: 120 });
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("Mon-Fri 8AM-8PM, Sat 9AM-6PM, Sun 10AM-6PM");
  await expectNoAxeViolations(page, { include: "section[aria-labelledby=contact-faq]", label: "/contact, FAQ open" });
  await page.keyboard.press("Space");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();

  // Each question opens on its own; all open at once is clean too.
  for (const b of await buttons.all()) await b.click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(6);
  await expectNoAxeViolations(page, {
    include: "section[aria-labelledby=contact-faq]",
    label: "/contact, every FAQ answer open",
  });

  // The form refuses empty required fields (messages beside them, Missing Information toast), then sends and clears.
  const form = page.getByRole("form", { name: "Send us a message" });
  const textbox = (name: string) => form.getByRole("textbox", { name, exact: true });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Missing Information");
  const expected: Array<[string, string]> = [
    ["First name", "Please enter your first name"],
    ["Email", "Please enter your email address"],
    ["Message", "Please enter your message"],
  ];
  for (const [label, message] of expected) {
    await expect(textbox(label)).toHaveAttribute("aria-invalid", "true");
    await expect(textbox(label)).toHaveAccessibleDescription(new RegExp(message));
  }
  for (const label of ["Last name", "Phone"]) await expect(textbox(label)).not.toHaveAttribute("aria-invalid");
  await expect(page.locator("#contact-firstName")).toBeFocused();
  // Fixing a field clears its message as you type.
  await textbox("First name").fill("Achieng");
  await expect(textbox("First name")).not.toHaveAttribute("aria-invalid");
  // The page itself; the toast (sonner, rendered by the root) is outside main.
  await expectNoAxeViolations(page, { include: "main", label: "/contact, form errors" });

  await expect(form.getByRole("combobox", { name: "Service type" }).locator("option")).toHaveText([
    "Select a service",
    "Multi-Brand Device Setup",
    "Android & iOS Support",
    "Screen Repair & Replacement",
    "Data Recovery & Backup",
    "Battery Replacement",
    "Device Security Check",
  ]);
  await expect(form.getByRole("combobox", { name: "Preferred location" }).locator("option")).toHaveCount(1 + 18);

  await textbox("Last name").fill("Odhiambo");
  await textbox("Email").fill("achieng@example.co.ke");
  await textbox("Phone").fill("0712 345 678");
  await form.getByRole("combobox", { name: "Service type" }).selectOption("Battery Replacement");
  await form.getByRole("combobox", { name: "Preferred location" }).selectOption("Kilimani");
  await textbox("Message").fill("Can a technician come on Saturday morning?");
  await textbox("Phone").press("Enter");
  await expectToast(page, "Message Sent!");
  const fields = form.locator("input, select, textarea");
  await expect(fields).toHaveCount(7);
  for (const field of await fields.all()) await expect(field).toHaveValue("");
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
});
