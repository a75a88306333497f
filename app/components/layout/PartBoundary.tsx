import { Component, type ReactNode } from "react";
import { PART_FAILED, TRY_AGAIN } from "~/data/update";
import { button } from "~/styles/button.css";
import * as s from "./update.css";

interface PartBoundaryProps {
  children: ReactNode;
  /** Puts the message where the part would be (a dialog's part: in a dialog). */
  wrap?: (message: ReactNode) => ReactNode;
}

/** A lazy part's error stays in its room, not the page's error screen; Try again moves to the site's version. */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const message = (
      <p role="alert" className={s.part}>
        {PART_FAILED}
        <button type="button" className={button.secondary} data-reload>
          {TRY_AGAIN}
        </button>
      </p>
    );
    return this.props.wrap?.(message) ?? message;
  }
}
