// Foundation placeholder: the screen's issue replaces the body.
import type { MetaFunction } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { container, pageTitle, section } from "~/styles/utils.css";

export const meta: MetaFunction = () => pageMeta("About us", "Who we are: a Nairobi mobile technology company for accessories, setup and support.");

export default function Page() {
  return (
    <div className={`${container} ${section}`}>
      <h1 className={pageTitle}>About us</h1>
    </div>
  );
}
