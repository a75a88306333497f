import { useNavigate, useSearchParams, type MetaFunction } from "@remix-run/react";
import { useEffect } from "react";
import { WayBack } from "~/components/not-found/NotFound";
import { OFFLINE_PAGE } from "~/data/site";
import { titleMeta } from "~/lib/meta";
import { container, lead, pageTitle, section } from "~/styles/utils.css";

export const meta: MetaFunction = () => titleMeta(OFFLINE_PAGE.title, OFFLINE_PAGE.description);

/**
 * The service worker answers a navigation it cannot reach with this page (sw.js). Run as the browser
 * parses it, before the app starts: the address becomes /offline?from=<the page asked for>, so the app
 * hydrates this very page, then opens the one asked for from its own code.
 */
const FROM_ADDRESS = `(l=>{l.pathname.replace(/\\/+$/,"")!=="/offline"&&history.replaceState(history.state,"","/offline?from="+encodeURIComponent(l.pathname+l.search+l.hash))})(location)`;

/** A path on this site ("/shop?q=x"), never another origin ("//host"). */
const isSitePath = (path: string | null): path is string => !!path && path.startsWith("/") && !path.startsWith("//");

/** The offline fallback: opens the page the visitor asked for (`?from=`), from what the phone has saved. */
export default function Offline() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const from = params.get("from");

  useEffect(() => {
    if (isSitePath(from)) navigate(from, { replace: true });
  }, [from, navigate]);

  return (
    <div className={`${container} ${section}`}>
      <script dangerouslySetInnerHTML={{ __html: FROM_ADDRESS }} />
      <h1 className={pageTitle}>{OFFLINE_PAGE.title}</h1>
      <p className={lead}>{OFFLINE_PAGE.lead}</p>
      <WayBack label="Pages" />
    </div>
  );
}
