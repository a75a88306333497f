// Foundation placeholder: the screen's issue replaces the body.
import type { MetaFunction } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { container, pageTitle, section } from "~/styles/utils.css";

export const meta: MetaFunction = () => pageMeta("Shop", "Cases, chargers, cables, screen protectors and earbuds for iPhone, Samsung, Oppo and Tecno, delivered across Nairobi.");

export default function Page() {
  return (
    <div className={`${container} ${section}`}>
      <h1 className={pageTitle}>Shop phone accessories</h1>
    </div>
  );
}
