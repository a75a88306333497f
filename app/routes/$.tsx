import type { MetaFunction } from "@remix-run/react";
import { NotFoundPage, notFoundMeta } from "~/components/not-found/NotFound";

export const meta: MetaFunction = notFoundMeta;

export default function NotFound() {
  return <NotFoundPage />;
}
