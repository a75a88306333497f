import {
  useLoaderData,
  useNavigation,
  useSearchParams,
  useSubmit,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { PartBoundary } from "~/components/layout/PartBoundary";
import { loadOrMove } from "~/lib/browser/update";
import { OrderResult } from "~/components/tracking/OrderResult";
import * as s from "~/components/tracking/tracking.css";
import { TrackForm } from "~/components/tracking/TrackForm";
import { LOOKUP_DELAY_MS, ORDERS_STORAGE_KEY } from "~/data/constants";
import { ORDER_FOUND, ORDER_ID_REQUIRED, ORDER_NOT_FOUND, TRACK_HEAD, TRACK_HERO } from "~/data/orders";
import { delay } from "~/lib/browser/delay";
import type { Order, ToastMessage } from "~/lib/entities";
import { pageMeta } from "~/lib/meta";
import { useStored } from "~/lib/stores/storage";
import { toastError, toastSuccess } from "~/lib/stores/toast";
import { container, lead, pageTitle, section } from "~/styles/utils.css";

export const meta = () => pageMeta(TRACK_HEAD);

const PATH = "/track-order";

// "My orders" below the search and any result: its code loads only where this device keeps orders.
const MyOrders = lazy(() => import("~/components/saved/MyOrders"));

export type TrackResult =
  | { status: "required" | "not-found"; id: string; toast: ToastMessage }
  | { status: "found"; id: string; toast: ToastMessage; order: Order };

/** A blank ID's outcome is settled at once, a search's later. */
export interface Lookup {
  id: string;
  result: TrackResult | Promise<TrackResult>;
}

async function search(id: string, signal: AbortSignal): Promise<TrackResult> {
  // The orders module loads during the simulated wait, not with the page.
  const orders = loadOrMove(() => import("~/lib/stores/orders"));
  await delay(LOOKUP_DELAY_MS, signal);
  const order = (await orders).findOrder(id);
  return order
    ? { status: "found", id, toast: ORDER_FOUND, order }
    : { status: "not-found", id, toast: ORDER_NOT_FOUND };
}

/** The search is returned unsettled (Remix's deferred-data idiom): the navigation ends at once, the page waits. */
export function clientLoader({ request }: ClientLoaderFunctionArgs): Lookup | null {
  const id = new URL(request.url).searchParams.get("id");
  if (id === null) return null;
  if (!id.trim()) return { id, result: { status: "required", id, toast: ORDER_ID_REQUIRED } };
  const result = search(id, request.signal);
  // A superseded search rejects (aborted); the page ignores it, nothing is left unhandled.
  result.catch(() => undefined);
  return { id, result };
}
clientLoader.hydrate = true as const;

/** Build time: no lookup (a shared `?id=` link looks up as the page hydrates). */
export const loader = () => null;

/** A new search (or the same one submitted again) looks up; another form's post does not. */
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

export default function TrackOrder() {
  const lookup = useLoaderData<typeof clientLoader>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [params] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const urlId = params.get("id") ?? "";
  const [value, setValue] = useState(urlId);

  // The latest settled result (the previous one, shown stale, while a new search runs), toasted once per lookup.
  const [settled, setSettled] = useState<{ lookup: Lookup; result: TrackResult } | null>(null);
  useEffect(() => {
    if (!lookup) {
      setSettled(null);
      return;
    }
    let current = true;
    void Promise.resolve(lookup.result).then(
      (result) => {
        if (!current) return;
        setSettled({ lookup, result });
        if (result.status === "found") toastSuccess(result.toast);
        else toastError(result.toast);
        if (result.status === "required") inputRef.current?.focus();
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lookup]);
  const searching = lookup?.result instanceof Promise;
  const result = lookup?.result instanceof Promise ? settled?.result : lookup?.result;
  const running = searching && settled?.lookup !== lookup;
  const navigating = navigation.state === "loading" && navigation.location.pathname === PATH;
  const pending = navigating || running;
  const pendingId = navigating ? (new URLSearchParams(navigation.location.search).get("id") ?? "") : urlId;

  // The field follows the URL (demo buttons, back/forward, a shared link).
  const [valueFor, setValueFor] = useState(urlId);
  if (valueFor !== urlId) {
    setValueFor(urlId);
    setValue(urlId);
  }
  const keptOrders = useStored(ORDERS_STORAGE_KEY);

  const lookUp = (id: string) => {
    setValue(id);
    submit({ id }, { method: "get", action: PATH });
  };

  const order = result?.status === "found" ? result.order : undefined;

  return (
    <div className={`${container} ${section} ${s.layout}`}>
      <div>
        <h1 className={pageTitle}>{TRACK_HERO.title}</h1>
        <p className={lead}>{TRACK_HERO.lead}</p>
      </div>
      <TrackForm
        ref={inputRef}
        value={value}
        onValue={setValue}
        pending={pending}
        pendingId={pendingId}
        error={!pending && result?.status === "required" ? ORDER_ID_REQUIRED.description : undefined}
        onDemo={lookUp}
      />
      {navigating || searching ? (
        // A search's outcome lands in room reserved from the start (s.resultArea), so the footer never moves into view.
        <div className={s.resultArea}>
          {order ? <OrderResult order={order} stale={pending} /> : null}
          {!pending && result?.status === "not-found" ? (
            <p className={s.notice}>
              <strong>{ORDER_NOT_FOUND.title}:</strong> no order has the ID <strong>{result.id.trim()}</strong>.{" "}
              {ORDER_NOT_FOUND.description}.
            </p>
          ) : null}
        </div>
      ) : null}
      {keptOrders ? (
        <PartBoundary>
          <Suspense fallback={<div className={s.keptOrdersBox} />}>
            <MyOrders
              onTrack={lookUp}
              pendingId={pending ? pendingId : undefined}
              afterForget={() => inputRef.current}
            />
          </Suspense>
        </PartBoundary>
      ) : null}
    </div>
  );
}
