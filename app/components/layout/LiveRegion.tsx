import { useAnnouncement } from "~/lib/stores/announce";
import { visuallyHidden } from "~/styles/utils.css";

export function LiveRegion() {
  const { id, text } = useAnnouncement();
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
      <span key={id}>{text}</span>
    </div>
  );
}
