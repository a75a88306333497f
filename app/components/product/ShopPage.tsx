import type { ReactNode } from "react";
import { SHOP_HERO } from "~/data/content";
import { container, lead, pageTitle, section } from "~/styles/utils.css";
import * as s from "./shop.css";

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
