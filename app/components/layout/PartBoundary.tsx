import { Component, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { PART_FAILED, TRY_AGAIN } from "~/data/update";
import { retryParts } from "~/lib/update";
import { button } from "~/styles/button.css";
import * as s from "./update.css";

interface PartBoundaryProps {
  children: ReactNode;
  /** The frame (`data-frame`) that stands where the part would be: the message goes in it. */
  frame?: string;
  /** Puts the message where the part would be (a dialog's part: in a dialog). */
  wrap?: (message: ReactNode) => ReactNode;
}

/**
 * Keeps an error of a lazy part (its code gone and the new version out of reach, or a fault of its own) in its
 * room: a short message with a retry where the part was, never the whole page's error screen. "Try again"
 * renders the part anew (lazyPart imports it again).
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { failed, attempt } = this.state;
    if (!failed) return <PartAttempt key={attempt}>{this.props.children}</PartAttempt>;
    const message = (
      <p role="alert" className={s.part}>
        {PART_FAILED}
        <button
          type="button"
          className={button.secondary}
          onClick={() => {
            retryParts();
            this.setState({ failed: false, attempt: attempt + 1 });
          }}
        >
          {TRY_AGAIN}
        </button>
      </p>
    );
    // In the frame, in place of its "Loading…" (update.css.ts), while the part is not there.
    const frame = this.props.frame && document.getElementById(this.props.frame)?.firstElementChild;
    return frame ? createPortal(message, frame) : (this.props.wrap?.(message) ?? message);
  }
}

/** One attempt's subtree: a retry mounts a new one. */
const PartAttempt = ({ children }: { children: ReactNode }) => children;
