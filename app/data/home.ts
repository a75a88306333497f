import type { Hero } from "~/lib/entities";
import type { PageHead } from "~/lib/meta";
import { BRAND } from "./brand";
import { SITE_DESCRIPTION } from "./site";

// A module of its own: the home route then does not load content.ts, which Rollup ships whole.

export const HOME_HERO: Hero = {
  title: "Genuine accessories and expert device setup, delivered across Nairobi",
  lead: `Cases, chargers, cables and screen protectors for iPhone, Samsung, Oppo and Tecno, plus on-site setup and support from the ${BRAND.name} team. Pay with M-Pesa, card or cash on delivery.`,
};

export const HOME_HEAD: PageHead = { path: "/", title: "", description: SITE_DESCRIPTION };

/** Home page "Shop by category" cards, titled by their category's label; link each to /shop?category=<id>. */
export const HOME_CATEGORIES = [
  {
    id: "iphone",
    text: "MagSafe cases, USB-C chargers and Lightning cables for every iPhone.",
    image: "/images/categories/iphone.svg",
    imageAlt: "Stylised iPhone on a soft grey background",
  },
  {
    id: "samsung",
    text: "Rugged cases, Super Fast chargers and Galaxy Buds for your Galaxy.",
    image: "/images/categories/samsung.svg",
    imageAlt: "Stylised Samsung Galaxy phone on a deep blue background",
  },
  {
    id: "oppo",
    text: "SUPERVOOC chargers and slim, shockproof cases for Reno and A series.",
    image: "/images/categories/oppo.svg",
    imageAlt: "Stylised Oppo phone on a green background",
  },
  {
    id: "tecno",
    text: "Flip covers, fast chargers and cables for Camon, Spark and Pova.",
    image: "/images/categories/tecno.svg",
    imageAlt: "Stylised Tecno phone on a sky-blue background",
  },
] as const;
