import type { Service } from "~/lib/entities";

// The service pages' own content is in service-pages.ts, so the home page does not load it.

/** Services overview (prices in US dollars; display converts to KSh). */
export const SERVICES: readonly Service[] = [
  {
    title: "Multi-Brand Device Setup",
    description:
      "We set up your new iPhone, Samsung, Oppo or Tecno at home or in the office: accounts, data transfer, WhatsApp and M-Pesa, ready to use.",
    price: 49,
    duration: "1-2 hours",
    popular: true,
  },
  {
    title: "Android & iOS Support",
    description:
      "Slow phone, storage full, updates failing or switching between Android and iPhone? A technician sorts it out on the spot.",
    price: 39,
    duration: "1 hour",
    popular: false,
  },
  {
    title: "Screen Repair & Replacement",
    description: "Cracked or unresponsive screen replaced with quality parts, fitted at your location while you wait.",
    price: 69,
    duration: "1-2 hours",
    popular: true,
  },
  {
    title: "Data Recovery & Backup",
    description:
      "We recover photos, contacts and chats from damaged or locked-out phones and set up automatic backups so it never happens again.",
    price: 59,
    duration: "2-4 hours",
    popular: false,
  },
  {
    title: "Battery Replacement",
    description: "Phone dying before lunch? We fit a new battery and calibrate it so you get a full day again.",
    price: 45,
    duration: "45-60 minutes",
    popular: false,
  },
  {
    title: "Device Security Check",
    description:
      "A full check for malware, risky apps and weak settings, plus screen lock, Find My Device and SIM PIN set up properly.",
    price: 29,
    duration: "30-45 minutes",
    popular: false,
  },
];

/** The call to action of a service page's hero: it leads to the page's packages. */
export const SERVICE_PAGE_CTA = "See packages and book";
