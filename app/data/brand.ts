import { REPAIR_WARRANTY_DAYS, RESPONSE_TIME_HOURS, SATISFACTION_GUARANTEE_DAYS } from "./constants";

export const BRAND = {
  name: "SimuTech Nairobi",
  tagline: "Genuine phone accessories and expert device support, delivered across Nairobi.",
  phone: "+254 700 123 456",
  phoneHref: "tel:+254700123456",
  email: "hello@simutech.co.ke",
  emailHref: "mailto:hello@simutech.co.ke",
  /** WhatsApp's click-to-chat link: a plain link, nothing is loaded from wa.me. */
  whatsappHref: "https://wa.me/254700123456",
  headquarters: "Westlands, Nairobi",
} as const;

export type OpeningHours = { readonly days: string; readonly hours: string };

/** Contact page hours, word for word. */
export const HOURS_CONTACT: readonly OpeningHours[] = [
  { days: "Mon-Fri", hours: "8AM-8PM" },
  { days: "Sat", hours: "9AM-6PM" },
  { days: "Sun", hours: "10AM-6PM" },
];

/** Footer hours: deliberately not the contact page's. */
export const HOURS_FOOTER = "Mon-Sat 8-8, Sun 10-6";

export type Claim = { readonly title: string; readonly text: string };

export const CLAIMS: readonly Claim[] = [
  {
    title: `${RESPONSE_TIME_HOURS}-Hour Response`,
    text: `We respond to every booking within ${RESPONSE_TIME_HOURS} hours.`,
  },
  {
    title: "Same-Day Service",
    text: "Book in the morning and a technician can be with you the same day.",
  },
  {
    title: `${REPAIR_WARRANTY_DAYS}-Day Repair Warranty`,
    text: `Every repair is covered for ${REPAIR_WARRANTY_DAYS} days, parts and labour.`,
  },
  {
    title: `${SATISFACTION_GUARANTEE_DAYS}-Day Satisfaction Guarantee`,
    text: `Not happy within ${SATISFACTION_GUARANTEE_DAYS} days? We make it right.`,
  },
];
