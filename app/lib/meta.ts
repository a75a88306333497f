import type { MetaDescriptor } from "@remix-run/react";
import { BRAND } from "~/data/brand";

/** <title> and description for a route: "Shop | SimuTech Nairobi". */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: title ? `${title} | ${BRAND.name}` : BRAND.name }, { name: "description", content: description }];
}
