import type { ReactNode } from "react";
import { TRACK_HERO } from "~/data/orders";
import { container, lead, pageTitle, section } from "~/styles/utils.css";
import * as s from "./tracking.css";

export function TrackPage({ children }: { children?: ReactNode }) {
  return (
    <div className={`${container} ${section} ${s.layout}`}>
      <div>
        <h1 className={pageTitle}>{TRACK_HERO.title}</h1>
        <p className={lead}>{TRACK_HERO.lead}</p>
      </div>
      {children}
    </div>
  );
}
