import type { MetaFunction } from "@remix-run/react";
import { NotFoundPage, notFoundMeta } from "~/components/not-found/NotFound";

export const meta: MetaFunction = notFoundMeta;

/** Any path no route has: the 404 page. */
export default function NotFound() {
  return <NotFoundPage />;
}
