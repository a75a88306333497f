import type { Hero, Package, Testimonial, TitledText } from "~/lib/entities";
import type { PageHead } from "~/lib/meta";
import { servicePath } from "~/lib/slug";
import { REPAIR_WARRANTY_DAYS, RESPONSE_TIME_HOURS } from "./constants";

export const SETUP_HERO: Hero = {
  title: "Multi-Brand Device Setup",
  lead: "New phone? Our technician comes to you anywhere in Nairobi and hands it back fully set up: your contacts, photos, WhatsApp chats and apps exactly where you left them.",
};

export const SETUP_HEAD: PageHead = {
  path: servicePath(SETUP_HERO.title),
  title: SETUP_HERO.title,
  description: "On-site setup for Apple, Samsung, Oppo and Tecno devices: packages and booking.",
};

export const SETUP_PACKAGES: readonly Package[] = [
  {
    name: "Basic",
    price: 6500,
    originalPrice: 8000,
    duration: "1-2 hours",
    features: [
      "Setup of one phone or tablet",
      "Google, Apple ID or Samsung account setup",
      "Contacts and photos transfer",
      "WhatsApp setup with chat restore",
      "Screen lock and security basics",
    ],
    popular: false,
  },
  {
    name: "Complete",
    price: 9500,
    originalPrice: 12000,
    duration: "2-3 hours",
    features: [
      "Setup of up to two devices",
      "Full data transfer from your old phone",
      "WhatsApp, email and social media setup",
      "M-Pesa, banking and everyday apps installed",
      "Cloud backup configured",
      "Screen protector fitted",
      "One-on-one walkthrough of your new phone",
    ],
    popular: true,
  },
  {
    name: "Business",
    price: 15500,
    originalPrice: 19500,
    duration: "Half day (4-5 hours)",
    features: [
      "Setup of up to five staff devices",
      "Work email and calendar on every device",
      "Shared contacts and cloud storage",
      "Security policy and remote-lock setup",
      "Business apps and M-Pesa till tools installed",
      "Priority support for 30 days",
    ],
    popular: false,
  },
];

export const SETUP_INCLUDED: readonly TitledText[] = [
  {
    title: "Data Transfer",
    description: "Contacts, photos, videos, messages and documents moved from your old phone, Android or iPhone.",
  },
  {
    title: "Account Setup",
    description: "Google, Apple ID or Samsung account created or signed in, with recovery details in place.",
  },
  {
    title: "WhatsApp & Social Media",
    description: "WhatsApp restored with your chat history, plus Instagram, Facebook, X and TikTok signed in.",
  },
  {
    title: "M-Pesa & Banking Apps",
    description: "M-Pesa app, SIM toolkit and your bank's app installed and ready for you to log in securely.",
  },
  {
    title: "Email & Calendar",
    description: "Personal and work email, calendars and contacts syncing across your devices.",
  },
  {
    title: "Security & Privacy",
    description: "Screen lock, fingerprint or Face ID, Find My Device and SIM PIN switched on.",
  },
  {
    title: "Cloud Backup",
    description: "Google Drive or iCloud backup set to run automatically, so nothing is lost again.",
  },
  {
    title: "Personal Walkthrough",
    description: "A patient tour of your new phone's features, at your pace, with your questions answered.",
  },
];

export const SETUP_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Njeri Kamau",
    area: "Kilimani",
    quote: "Moved everything from my old Tecno to a new iPhone, WhatsApp chats included. I didn't lose a single photo.",
    rating: 5,
  },
  {
    name: "Abdi Hassan",
    area: "Eastleigh",
    quote: "They set up phones for all six of our shop staff in one morning. Very professional team.",
    rating: 5,
  },
  {
    name: "Caroline Wairimu",
    area: "Lavington",
    quote: "Bought my mum a Samsung and they set it up with big text and her favourite apps. She loves it.",
    rating: 4,
  },
];

export const SUPPORT_HERO: Hero = {
  title: "Android & iOS Support",
  lead: "Expert help for iPhones and Android phones of every major brand, at your home or office. Slow, stuck, full or locked out: we fix it.",
};

export const SUPPORT_HEAD: PageHead = {
  path: servicePath(SUPPORT_HERO.title),
  title: SUPPORT_HERO.title,
  description: "Support for Android and iOS devices: packages and booking.",
};

export const SUPPORTED_BRANDS: readonly { readonly name: string; readonly devices: string }[] = [
  { name: "Apple", devices: "iPhone, iPad and Apple Watch" },
  { name: "Samsung", devices: "Galaxy S, A and Z series, Galaxy Tab" },
  { name: "Oppo", devices: "Reno, A and Find series" },
  { name: "Tecno", devices: "Camon, Spark, Pova and Phantom" },
  { name: "Infinix", devices: "Hot, Note, Zero and Smart" },
  { name: "Xiaomi", devices: "Redmi, Redmi Note and POCO" },
  { name: "Huawei", devices: "P, Nova and Y series" },
  { name: "Nokia", devices: "G, C and X series" },
];

export const SUPPORT_SERVICES: readonly TitledText[] = [
  {
    title: "Software Updates & Troubleshooting",
    description: "Failed updates, apps that keep crashing, boot loops and frozen screens diagnosed and fixed.",
  },
  {
    title: "Speed & Storage Clean-Up",
    description: "We clear junk files, move photos to the cloud and tune settings so your phone feels new again.",
  },
  {
    title: "Virus & Malware Removal",
    description: "Pop-up ads, suspicious apps and battery-draining malware removed, with protection set up.",
  },
  {
    title: "Account Recovery",
    description: "Locked out of your Google account, Apple ID or WhatsApp? We help the rightful owner get back in.",
  },
  {
    title: "Switching Between Android & iPhone",
    description: "Contacts, photos, chats and calendars moved across platforms without losing anything.",
  },
  {
    title: "Backup & Sync Setup",
    description: "Automatic backups and sync between your phone, tablet and laptop, configured and tested.",
  },
];

export const SUPPORT_PACKAGES: readonly Package[] = [
  {
    name: "Basic",
    price: 7500,
    originalPrice: 9000,
    duration: "One visit, up to 2 hours",
    features: [
      "Diagnosis and fix for one device",
      "Software update and clean-up",
      "Virus and malware scan",
      "Backup check",
    ],
    popular: false,
  },
  {
    name: "Complete",
    price: 12500,
    originalPrice: 15000,
    duration: "One visit plus 30 days of support",
    features: [
      "Support for up to two devices",
      "Everything in Basic",
      "Account recovery assistance",
      "Speed and storage optimisation",
      "30 days of phone and WhatsApp support",
      "One free follow-up visit",
    ],
    popular: true,
  },
  {
    name: "Premium",
    price: 19500,
    originalPrice: 24000,
    duration: "One visit plus 90 days of priority support",
    features: [
      "Support for up to four devices",
      "Everything in Complete",
      "Priority same-day call-outs",
      "Quarterly health check for every device",
      "90 days of priority phone and WhatsApp support",
      "Free screen protector fitting",
    ],
    popular: false,
  },
];

export const SUPPORT_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Brian Otieno",
    area: "Westlands",
    quote: "My Samsung was stuck on the logo after an update. The technician had it working within the hour.",
    rating: 5,
  },
  {
    name: "Mercy Chebet",
    area: "Kasarani",
    quote: "They got me back into my Apple ID after I'd been locked out for weeks. Patient and very honest.",
    rating: 5,
  },
  {
    name: "Peter Kariuki",
    area: "Karen",
    quote: "The Premium plan covers all four phones in our house. One call on WhatsApp and someone comes the same day.",
    rating: 4,
  },
];

export const HOW_IT_WORKS: readonly TitledText[] = [
  {
    title: "Book Online",
    description: "Choose a service and package, then pick a date and a 2-hour time slot that suits you.",
  },
  {
    title: "We Confirm",
    description: `Our team calls or WhatsApps you within ${RESPONSE_TIME_HOURS} hours to confirm the details.`,
  },
  {
    title: "Technician Visits",
    description: "A vetted, uniformed technician comes to your home or office, on time and fully equipped.",
  },
  {
    title: "Enjoy Your Device",
    description: `Pay only when you're happy. Repairs carry a ${REPAIR_WARRANTY_DAYS}-day warranty.`,
  },
];

export const CERTIFICATIONS: readonly TitledText[] = [
  {
    title: "Certified Technicians",
    description: "Every technician is trained and assessed on iOS and Android hardware and software.",
  },
  {
    title: "Genuine & Quality Parts",
    description: "We use original or top-grade parts only, and show you the part before it goes in.",
  },
  {
    title: `${REPAIR_WARRANTY_DAYS}-Day Warranty`,
    description: `Repairs are covered for ${REPAIR_WARRANTY_DAYS} days. If it fails, we fix it free.`,
  },
  {
    title: "Data Privacy",
    description: "Your data stays yours. We follow the Kenya Data Protection Act, 2019 on every job.",
  },
];

export const SERVICE_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Wanjiru Mwangi",
    area: "Kileleshwa",
    quote: "Booked in the morning, cracked screen replaced by lunchtime, at my desk. Brilliant service.",
    rating: 5,
  },
  {
    name: "Kevin Mutua",
    area: "Embakasi",
    quote: "They recovered three years of family photos from a phone I thought was dead. Forever grateful.",
    rating: 5,
  },
  {
    name: "Aisha Mohamed",
    area: "Parklands",
    quote: "Fair prices, no hidden charges, and they explained everything before starting. Highly recommend.",
    rating: 5,
  },
  {
    name: "Dennis Kiprotich",
    area: "Roysambu",
    quote: "New battery fitted in under an hour. My Oppo now lasts the whole day again.",
    rating: 4,
  },
  {
    name: "Grace Achieng",
    area: "Upper Hill",
    quote: "The security check found two dodgy apps on my phone. Peace of mind for a very fair price.",
    rating: 5,
  },
];
