// Foundation placeholder: the screen's issue replaces the body.
import type { MetaFunction } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { container, pageTitle, section } from "~/styles/utils.css";

export const meta: MetaFunction = () => pageMeta("Contact us", "Call, email or visit us in Westlands, Nairobi, or send us a message.");

export default function Page() {
  return (
    <div className={`${container} ${section}`}>
      <h1 className={pageTitle}>Contact us</h1>
    </div>
  );
}
