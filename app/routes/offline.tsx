import { useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { WayBack } from "~/components/not-found/NotFound";
import { OFFLINE_PAGE } from "~/data/site";
import { titleMeta } from "~/lib/meta";
import { container, lead, pageTitle, section } from "~/styles/utils.css";

export const meta = () => titleMeta(OFFLINE_PAGE.title, OFFLINE_PAGE.description);

/** Before the app starts, the address becomes /offline?from=<page>, so the app hydrates this page, then opens that one. */
const FROM_ADDRESS = `(l=>{l.pathname.replace(/\\/+$/,"")!=="/offline"&&history.replaceState(history.state,"","/offline?from="+encodeURIComponent(l.pathname+l.search+l.hash))})(location)`;

export default function Offline() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const from = params.get("from");

  useEffect(() => {
    // A path on this site only.
    if (from?.startsWith("/") && !from.startsWith("//")) navigate(from, { replace: true });
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
