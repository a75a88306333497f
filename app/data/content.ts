import type { PageHead } from "~/lib/meta";
import type { Hero, Testimonial, TitledText } from "~/lib/entities";
import { CITY, DELIVERY_AREAS, PAY_ON_DELIVERY_NOTE } from "./areas";
import { BRAND, HOURS_CONTACT } from "./brand";
import { REPAIR_WARRANTY_DAYS, RESPONSE_TIME_HOURS, SATISFACTION_GUARANTEE_DAYS } from "./constants";

export const SHOP_HERO: Hero = {
  title: "Shop Accessories",
  lead: "Original and top-quality accessories for the phones Nairobi actually uses, with free delivery.",
};

export const SHOP_HEAD: PageHead = {
  path: "/shop",
  title: "Shop",
  description:
    "Cases, chargers, cables, screen protectors and earbuds for iPhone, Samsung, Oppo and Tecno, delivered across Nairobi.",
};

export const SERVICES_HERO: Hero = {
  title: "Device Services That Come to You",
  lead: `Setup, repairs and support for every major phone brand, at your home or office in ${DELIVERY_AREAS.length} areas across ${CITY}. Same-day service, with a ${REPAIR_WARRANTY_DAYS}-day repair warranty.`,
};

export const SERVICES_HEAD: PageHead = {
  path: "/services",
  title: "Services",
  description: `On-site device setup, support and repairs across ${CITY}: response within ${RESPONSE_TIME_HOURS} hours, same-day service.`,
};

export const SERVICES_CTA = {
  title: "Ready to get your phone sorted?",
  text: `Book online in two minutes, or call us on ${BRAND.phone}. We'll confirm within ${RESPONSE_TIME_HOURS} hours.`,
} as const;

export const ABOUT_HERO: Hero = {
  title: `About ${BRAND.name}`,
  lead: `A ${CITY} team of technicians and phone lovers helping people get more from their devices since 2018.`,
};

export const ABOUT_HEAD: PageHead = {
  path: "/about",
  title: "About us",
  description: "Who we are: a Nairobi mobile technology company for accessories, setup and support.",
};

export const CONTACT_HERO: Hero = {
  title: "Get in Touch",
  lead: `Questions about an order, a repair or a booking? Call, email or visit us. We reply within ${RESPONSE_TIME_HOURS} hours.`,
};

export const CONTACT_HEAD: PageHead = {
  path: "/contact",
  title: "Contact us",
  description: "Call, email or visit us in Westlands, Nairobi, or send us a message.",
};

export const ABOUT_STATS = [
  { value: "15,000+", label: "Devices set up and repaired" },
  { value: `${DELIVERY_AREAS.length}`, label: `${CITY} areas served` },
  { value: `${RESPONSE_TIME_HOURS} hrs`, label: "Average response time" },
  { value: "4.8/5", label: "Average customer rating" },
] as const;

export const ABOUT_VALUES: readonly TitledText[] = [
  {
    title: "Honest Pricing",
    description: "You see the price before we start. No hidden call-out fees, no surprises.",
  },
  {
    title: "Genuine Products",
    description: "Original and quality-tested accessories only. We'd rather lose a sale than sell a fake.",
  },
  {
    title: "We Come to You",
    description: "Your time matters. Our technicians work at your home or office, across the city.",
  },
  {
    title: "Work That Lasts",
    description: `Every repair carries a ${REPAIR_WARRANTY_DAYS}-day warranty and every service a ${SATISFACTION_GUARANTEE_DAYS}-day satisfaction guarantee.`,
  },
];

export const MISSION = {
  title: "Our Mission",
  text: `To make good technology easy for everyone in ${CITY}: genuine accessories at fair prices, and friendly experts who set up, fix and explain your devices wherever you are.`,
} as const;

export const TEAM = [
  {
    name: "Daniel Mwangi",
    role: "Founder & CEO",
    bio: "Started fixing phones from a small counter in Westlands in 2018 and still takes the odd repair himself.",
  },
  {
    name: "Faith Wambui",
    role: "Head of Technical Services",
    bio: "Leads our technicians and trains every new hire on iOS and Android hardware.",
  },
  {
    name: "Samuel Kiptoo",
    role: "Senior Android Technician",
    bio: "Our go-to expert for Tecno, Infinix and Samsung boards, batteries and software.",
  },
  {
    name: "Mercy Atieno",
    role: "Customer Experience Lead",
    bio: `Makes sure every booking gets a call back within ${RESPONSE_TIME_HOURS} hours and every customer leaves happy.`,
  },
] as const;

export const TIMELINE = [
  {
    year: "2018",
    title: "A counter in Westlands",
    description: "We opened a small accessories and repair counter with two technicians.",
  },
  {
    year: "2019",
    title: "On-site setup begins",
    description: "We started setting up new phones at customers' homes and offices.",
  },
  {
    year: "2020",
    title: "Online shop and M-Pesa",
    description: "Our online shop launched with M-Pesa payments and contactless delivery.",
  },
  {
    year: "2022",
    title: "Android & iOS support plans",
    description: "Support packages arrived for families and small businesses.",
  },
  {
    year: "2023",
    title: `${DELIVERY_AREAS.length} areas covered`,
    description: `Same-day service expanded across ${CITY}, from Karen to Kahawa.`,
  },
  {
    year: "2024",
    title: "Business setup packages",
    description: "Dedicated packages to equip whole teams with ready-to-work devices.",
  },
] as const;

export const ABOUT_REVIEWS: readonly Testimonial[] = [
  {
    name: "Esther Nyambura",
    area: "Runda",
    quote: "They set up phones for the whole family and even taught my father how to use M-Pesa on the app.",
    rating: 5,
  },
  {
    name: "Collins Omondi",
    area: "CBD",
    quote: "Ordered a charger in the morning and it was at my office by afternoon. Genuine product, fair price.",
    rating: 5,
  },
  {
    name: "Halima Yusuf",
    area: "Muthaiga",
    quote: "Honest people. They told me my phone only needed a new battery, not a new screen.",
    rating: 5,
  },
  {
    name: "Joseph Njenga",
    area: "Ngong Road",
    quote: "Quick screen repair and the warranty gave me confidence. Will use them again.",
    rating: 4,
  },
];

/** `href`: a tel:/mailto:/wa.me link; the visit card has none. */
export const CONTACT_METHODS = [
  {
    kind: "call",
    title: "Call Us",
    text: "Speak to our team for orders, bookings and quick advice.",
    value: BRAND.phone,
    href: BRAND.phoneHref,
  },
  {
    kind: "email",
    title: "Email Us",
    text: `Send us the details and we'll reply within ${RESPONSE_TIME_HOURS} hours.`,
    value: BRAND.email,
    href: BRAND.emailHref,
  },
  {
    kind: "whatsapp",
    title: "WhatsApp Us",
    text: `Message us on ${BRAND.phone} about an order, a booking or a product.`,
    value: "Chat on WhatsApp",
    href: BRAND.whatsappHref,
  },
  {
    kind: "visit",
    title: "Visit Us",
    text: "Drop by our headquarters for accessories and walk-in repairs.",
    value: BRAND.headquarters,
  },
] as const;

const hoursText = HOURS_CONTACT.map((h) => `${h.days} ${h.hours}`).join(", ");

export const CONTACT_FAQ = [
  {
    question: "What are your opening hours?",
    answer: `We're open ${hoursText}. Bookings made online outside these hours are confirmed first thing the next morning.`,
  },
  {
    question: "Which areas do you cover?",
    answer: `We deliver and offer on-site service in ${DELIVERY_AREAS.length} areas across ${CITY}, including Westlands, Kilimani, Karen, Kasarani and the CBD. Delivery is free.`,
  },
  {
    question: "Can I pay on delivery?",
    answer: `Yes. ${PAY_ON_DELIVERY_NOTE} You can also pay with M-Pesa or by card at checkout.`,
  },
  {
    question: "Is there a warranty on repairs?",
    answer: `Every repair comes with a ${REPAIR_WARRANTY_DAYS}-day warranty on parts and labour, and all our services have a ${SATISFACTION_GUARANTEE_DAYS}-day satisfaction guarantee.`,
  },
  {
    question: "How quickly can a technician come?",
    answer: `We confirm every booking within ${RESPONSE_TIME_HOURS} hours and offer same-day service. Choose a 2-hour time slot that suits you when you book.`,
  },
  {
    question: "How do I track my order?",
    answer: "Go to Track Order and enter the order ID from your confirmation, for example ORD-2024-001.",
  },
] as const;
