// Foundation placeholder: the screen's issue replaces the body.
import type { MetaFunction } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { container, pageTitle, section } from "~/styles/utils.css";

export const meta: MetaFunction = () => pageMeta("Track your order", "Track your order by its order ID.");

export default function Page() {
  return (
    <div className={`${container} ${section}`}>
      <h1 className={pageTitle}>Track your order</h1>
    </div>
  );
}
