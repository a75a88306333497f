import { useSyncExternalStore } from "react";
import { RELOAD, UPDATE_STUCK, UPDATING } from "~/data/update";
import { reload, updateState } from "~/lib/update";
import { button } from "~/styles/button.css";
import * as s from "./update.css";

const idle = () => "idle" as const;

/** While the page moves to the new version (lib/update): "Updating the shop…", or, out of reach, one calm line. */
export function UpdateLine() {
  const state = useSyncExternalStore(updateState.subscribe, updateState.get, idle);
  if (state === "idle") return null;
  return (
    <p role="status" className={s.line}>
      {state === "updating" ? UPDATING : UPDATE_STUCK}
      {state === "stuck" ? (
        <button type="button" className={button.secondary} onClick={reload}>
          {RELOAD}
        </button>
      ) : null}
    </p>
  );
}
