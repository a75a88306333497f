import type { ReactNode } from "react";
import { SHOP_HERO } from "~/data/content";
import { container, lead, pageTitle, section } from "~/styles/utils.css";
import * as s from "./shop.css";

/** The shop page's frame and heading; the search, filters and results go below it. */
export function ShopPage({ children }: { children?: ReactNode }) {
  return (
    <div className={`${container} ${section}`}>
      <header className={s.head}>
        <h1 className={pageTitle}>{SHOP_HERO.title}</h1>
        <p className={lead}>{SHOP_HERO.lead}</p>
      </header>
      {children}
    </div>
  );
}
