import type { TrackingStep } from "~/lib/entities";
import { formatDateTime } from "~/lib/dates";
import * as s from "./tracking.css";

const stateText = (step: TrackingStep) => (step.completed ? "Completed" : step.current ? "Current step" : "Pending");

/** Each step's state is said in text, not by colour alone. */
export function TrackingSteps({ steps }: { steps: readonly TrackingStep[] }) {
  return (
    <ol className={s.steps} aria-label="Tracking steps">
      {steps.map((step, i) => (
        <li
          key={step.id}
          className={s.step}
          aria-current={step.current ? "step" : undefined}
          data-state={stateText(step)}
        >
          <span
            className={step.completed ? s.markerDone : step.current ? s.markerCurrent : s.marker}
            aria-hidden="true"
          >
            {step.completed ? "✓" : i + 1}
          </span>
          <h4 className={s.stepTitle}>
            {step.title}
            <span className={step.completed || step.current ? s.stepStateOn : s.stepState}>({stateText(step)})</span>
          </h4>
          <p className={s.stepText}>{step.description}</p>
          {step.timestamp ? (
            <p className={s.stepText}>
              <time dateTime={step.timestamp}>{formatDateTime(step.timestamp)}</time>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
