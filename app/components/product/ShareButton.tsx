import { useSyncExternalStore } from "react";
import { COPY_LINK_BY_HAND, COPY_LINK_LABEL, LINK_COPIED, SHARE_LABEL } from "~/data/device";
import { absoluteUrl, canWebShare, share } from "~/lib/browser/share";
import { warmToasts } from "~/components/layout/ToastHost";
import { showToast, toastSuccess } from "~/lib/stores/toast";
import { warm } from "~/lib/browser/update";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";

// Whether the browser can share never changes during a visit: nothing to subscribe to.
const subscribe = () => () => {};
const loadCopy = () => import("~/lib/browser/share-action");
/** Pointed at or focused: a copy and its toast are near, so their code comes now. */
const warmCopy = () => {
  warm(loadCopy);
  warmToasts();
};

interface ShareButtonProps {
  path: string;
  title: string;
  /** Names what is shared for screen readers. */
  what: string;
  className?: string;
}

export function ShareButton({ path, title, what, className = button.secondary }: ShareButtonProps) {
  const webShare = useSyncExternalStore(subscribe, canWebShare, () => false);
  const onClick = async () => {
    const url = absoluteUrl(path);
    // The copy's file gone (a deploy): the link is given to copy by hand.
    const copy = (link: string) =>
      loadCopy().then(
        (m) => m.copyText(link),
        () => false,
      );
    const outcome = await share(url, title, copy);
    if (outcome === "copied") void toastSuccess(LINK_COPIED);
    else if (outcome === "failed") void showToast("info", COPY_LINK_BY_HAND(url));
  };
  return (
    <button
      type="button"
      className={className}
      onClick={() => void onClick()}
      onPointerEnter={warmCopy}
      onFocus={warmCopy}
    >
      {webShare ? SHARE_LABEL : COPY_LINK_LABEL} <span className={visuallyHidden}>{what}</span>
    </button>
  );
}
