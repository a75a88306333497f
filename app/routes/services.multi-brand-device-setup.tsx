// Foundation placeholder: the screen's issue replaces the body.
import type { MetaFunction } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { container, pageTitle, section } from "~/styles/utils.css";

export const meta: MetaFunction = () => pageMeta("Multi-Brand Device Setup", "On-site setup for Apple, Samsung, Oppo and Tecno devices: packages and booking.");

export default function Page() {
  return (
    <div className={`${container} ${section}`}>
      <h1 className={pageTitle}>Multi-Brand Device Setup</h1>
    </div>
  );
}
