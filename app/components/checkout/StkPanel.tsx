import { useEffect, useId, useState } from "react";
import { MPESA_FAILURES, STK_ACTIONS, STK_PANEL, STK_TIMEOUT_MS } from "~/data/payments";
import { newCheckoutKey } from "~/lib/checkout-machine";
import { formatKsh } from "~/lib/money";
import { maskMpesaNumber, secondsLeft } from "~/lib/payments";
import { BusyButton } from "~/components/form/Field";
import { Facts } from "~/components/saved/Facts";
import { button } from "~/styles/button.css";
import * as s from "./checkout.css";
import type { StepProps } from "./use-checkout";

const TOTAL_SECONDS = STK_TIMEOUT_MS / 1000;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export function StkPanel({ state, checkout, lines, amountCents }: StepProps<"stk">) {
  const headingId = useId();
  const { dispatch, post, busy } = checkout;
  const waiting = state.result === undefined;
  const failure = waiting ? undefined : MPESA_FAILURES[state.result];
  const [now, setNow] = useState(() => Date.now());
  const left = Math.min(secondsLeft(state.sentAt, now), TOTAL_SECONDS);

  // The countdown's tick, while the phone is asked (the action answers 1037 when it ends).
  useEffect(() => {
    if (!waiting || left === 0) return;
    const tick = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(tick);
  }, [waiting, left, now]);

  const retry = () => {
    const key = newCheckoutKey();
    dispatch({ type: "retry", key, at: Date.now() });
    post({ intent: "place", checkoutKey: key, ...state.details, method: "mpesa", mpesaNumber: state.number, lines });
  };

  const timer = (
    <span role="timer" data-testid="stk-countdown">
      {clock(left)}
    </span>
  );

  return (
    <section className={s.panel} aria-labelledby={headingId} data-testid="stk-panel">
      <h3 id={headingId} tabIndex={-1} className={s.large} data-focus="panel">
        {failure ? failure.title : STK_PANEL.title}
      </h3>
      <p className={s.flush} role="status" data-testid="stk-status">
        {failure ? failure.message : STK_PANEL.waiting}
      </p>
      <Facts
        s={s.facts}
        rows={[
          [STK_PANEL.sentTo, maskMpesaNumber(state.number), "stk-number"],
          [STK_PANEL.amount, formatKsh(amountCents), "stk-amount"],
          ...(waiting ? [[STK_PANEL.timeLeft, timer] as const] : []),
        ]}
      />
      {waiting ? (
        <progress className={s.progress} max={TOTAL_SECONDS} value={left} aria-label={STK_PANEL.timeLeft} />
      ) : (
        <div className={s.actions}>
          <BusyButton busy={busy} className={button.primary} onClick={retry}>
            {STK_ACTIONS.retry}
          </BusyButton>
          <div className={s.actionsStart}>
            <BusyButton busy={busy} className={button.secondary} onClick={() => post({ intent: "reserve" })}>
              {STK_ACTIONS.paybill}
            </BusyButton>
            <BusyButton
              busy={busy}
              className={button.ghost}
              onClick={() => dispatch({ type: "change", key: newCheckoutKey() })}
            >
              {STK_ACTIONS.change}
            </BusyButton>
          </div>
        </div>
      )}
    </section>
  );
}
