import { useRevalidator } from "@remix-run/react";
import { UNAVAILABLE_PAGE } from "~/data/not-found";
import { TRY_AGAIN } from "~/data/update";
import { button } from "~/styles/button.css";
import { container, lead, pageTitle, section } from "~/styles/utils.css";
import { WayBack } from "./NotFound";

export function PageUnavailable() {
  const revalidator = useRevalidator();
  return (
    <div className={`${container} ${section}`}>
      <h1 className={pageTitle}>{UNAVAILABLE_PAGE.title}</h1>
      <p className={lead}>{UNAVAILABLE_PAGE.lead}</p>
      <p>
        <button type="button" className={button.primary} onClick={() => revalidator.revalidate()}>
          {TRY_AGAIN}
        </button>
      </p>
      <WayBack label="Pages" />
    </div>
  );
}
