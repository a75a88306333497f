import { useLocation, type MetaFunction } from "@remix-run/react";
import { useEffect } from "react";
import { displayPath, NotFoundContent, notFoundMeta } from "~/components/not-found/NotFound";

export const meta: MetaFunction = notFoundMeta;

/** Any path no route has: the 404 page, and the log line that names the path. */
export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return <NotFoundContent path={displayPath(pathname)} />;
}
