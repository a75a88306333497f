// Foundation placeholder: the screen's issue replaces the body.
import type { MetaFunction } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { container, pageTitle, section } from "~/styles/utils.css";

export const meta: MetaFunction = () => pageMeta("Android & iOS Support", "Support for Android and iOS devices: packages and booking.");

export default function Page() {
  return (
    <div className={`${container} ${section}`}>
      <h1 className={pageTitle}>Android &amp; iOS Support</h1>
    </div>
  );
}
