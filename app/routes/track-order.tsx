import {
  useLoaderData,
  useNavigation,
  useSearchParams,
  useSubmit,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { OrderResult } from "~/components/tracking/OrderResult";
import * as s from "~/components/tracking/tracking.css";
import { TrackForm } from "~/components/tracking/TrackForm";
import { LOOKUP_DELAY_MS } from "~/data/constants";
import { ORDER_FOUND, ORDER_ID_REQUIRED, ORDER_NOT_FOUND } from "~/data/messages";
import { delay } from "~/lib/delay";
import type { Order, ToastMessage } from "~/lib/entities";
import { pageMeta } from "~/lib/meta";
import { toastError, toastSuccess } from "~/lib/toast";
import { container, lead, pageTitle, section } from "~/styles/utils.css";

export const meta: MetaFunction = () => pageMeta("Track your order", "Track your order by its order ID.");

const PATH = "/track-order";

export type TrackResult =
  | { status: "required"; id: string; nonce: number; toast: ToastMessage }
  | { status: "found"; id: string; nonce: number; toast: ToastMessage; order: Order }
  | { status: "not-found"; id: string; nonce: number; toast: ToastMessage }
  /** First load of a shared link: the page renders at once, then searches (see below). */
  | { status: "deferred"; id: string; nonce: 0 };

/**
 * True while the app's very first clientLoader pass runs (hydration). In SPA
 * mode only the root may have a HydrateFallback, so a slow lookup here would
 * leave the root's loading shell on screen for the whole 1.5 s.
 */
const hydrating = () =>
  typeof window !== "undefined" &&
  (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === false;

let lookups = 0;

/**
 * The lookup (`?id=`): none without the parameter; a blank ID is refused at
 * once (no search); otherwise the simulated 1.5 s search over the demo
 * orders and the orders placed on this device (trims, ignores case). Each
 * result carries a fresh nonce so the same search twice toasts twice. The
 * orders module (with zod) loads during the wait, not on first paint.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<TrackResult | null> {
  const id = new URL(request.url).searchParams.get("id");
  if (id === null) return null;
  const nonce = ++lookups;
  if (!id.trim()) return { status: "required", id, nonce, toast: ORDER_ID_REQUIRED };
  // A shared link: render the page now; the component re-submits the same search (with its pending state).
  if (hydrating()) return { status: "deferred", id, nonce: 0 };
  const orders = import("~/lib/orders");
  await delay(LOOKUP_DELAY_MS, request.signal);
  const order = (await orders).findOrder(id);
  return order
    ? { status: "found", id, nonce, toast: ORDER_FOUND, order }
    : { status: "not-found", id, nonce, toast: ORDER_NOT_FOUND };
}
// A shared link runs the lookup on arrival.
clientLoader.hydrate = true as const;

/**
 * Re-run the lookup only for a new search (the URL's search changed, or the
 * same search submitted again), never because some fetcher (newsletter,
 * booking, checkout) posted an action.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search) return true;
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return defaultShouldRevalidate;
};

function PageHead() {
  return (
    <>
      <h1 className={pageTitle}>Track your order</h1>
      <p className={lead}>Enter your order ID to see where your order is, what's in it and when it will arrive.</p>
    </>
  );
}

export default function TrackOrder() {
  const result = useLoaderData<typeof clientLoader>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [params] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const urlId = params.get("id") ?? "";
  const [value, setValue] = useState(urlId);
  const deferred = result?.status === "deferred";
  const navigating = navigation.state === "loading" && navigation.location.pathname === PATH;
  const pending = navigating || deferred;
  const pendingId = navigating ? (new URLSearchParams(navigation.location.search).get("id") ?? "") : urlId;

  // The field follows the URL (demo buttons, back/forward, a shared link).
  useEffect(() => setValue(urlId), [urlId]);

  // A shared link's first load: run the real search now, as a GET navigation to the same URL.
  useEffect(() => {
    if (result?.status === "deferred") submit({ id: result.id }, { method: "get", action: PATH, replace: true });
  }, [result, submit]);

  // Toasts for each new lookup result (never from the loader).
  const toasted = useRef(0);
  useEffect(() => {
    if (!result || result.status === "deferred" || result.nonce === toasted.current) return;
    toasted.current = result.nonce;
    if (result.status === "found") void toastSuccess(result.toast);
    else void toastError(result.toast);
    if (result.status === "required") inputRef.current?.focus();
  }, [result]);

  const order = result?.status === "found" ? result.order : undefined;

  return (
    <div className={`${container} ${section} ${s.layout}`}>
      <div>
        <PageHead />
      </div>
      <TrackForm
        ref={inputRef}
        value={value}
        onValue={setValue}
        pending={pending}
        pendingId={pendingId}
        error={!pending && result?.status === "required" ? ORDER_ID_REQUIRED.description : undefined}
        onDemo={(id) => {
          setValue(id);
          submit({ id }, { method: "get", action: PATH });
        }}
      />
      {order ? <OrderResult order={order} stale={pending} /> : null}
      {!pending && result?.status === "not-found" ? (
        <p className={s.notice}>
          <strong>{ORDER_NOT_FOUND.title}:</strong> no order has the ID <strong>{result.id.trim()}</strong>.{" "}
          {ORDER_NOT_FOUND.description}.
        </p>
      ) : null}
    </div>
  );
}
