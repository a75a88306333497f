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

/** Contact page hours, word for word. */
export const HOURS_CONTACT = [
  { days: "Mon-Fri", hours: "8AM-8PM" },
  { days: "Sat", hours: "9AM-6PM" },
  { days: "Sun", hours: "10AM-6PM" },
] as const;

/** Footer hours: deliberately not the contact page's. */
export const HOURS_FOOTER = "Mon-Sat 8-8, Sun 10-6";
