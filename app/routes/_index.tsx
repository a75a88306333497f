// Foundation placeholder: the home issue (#5) replaces the body.
import type { MetaFunction } from "@remix-run/react";
import { BRAND } from "~/data/brand";
import { pageMeta } from "~/lib/meta";
import { container, pageTitle, section } from "~/styles/utils.css";

export const meta: MetaFunction = () =>
  pageMeta("", `${BRAND.name}: phone accessories and on-site device setup and support in Nairobi.`);

export default function Home() {
  return (
    <div className={`${container} ${section}`}>
      <h1 className={pageTitle}>{BRAND.name}</h1>
    </div>
  );
}
