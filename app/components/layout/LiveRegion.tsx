import { useAnnouncement } from "~/lib/stores/announce";
import { visuallyHidden } from "~/styles/utils.css";

/** The site's polite live region; fed by announce(). */
export function LiveRegion() {
  const { id, text } = useAnnouncement();
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
      <span key={id}>{text}</span>
    </div>
  );
}
