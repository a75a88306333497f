import { useEffect, useRef } from "react";

/*
 * The light half of the form pattern (no react-hook-form): ids and "act on
 * each action result once". The footer newsletter (on every page's first
 * paint) uses it alone; useActionForm builds on it.
 */

/** The one id scheme: `${formId}-${name}` (its error is `${id}-error`, its hint `${id}-hint`). */
export const fieldId = (formId: string, name: string): string => `${formId}-${name}`;

/**
 * Runs `handle` once per action result. Fetcher results outlive the forms that
 * read them (v3_fetcherPersist, keyed fetchers): a result already there when
 * the form mounts belongs to an earlier visit of the form and is not acted on
 * again. Per component instance; no module state.
 */
export function useResultOnce<T extends object>(data: T | undefined, handle: (data: T) => void): void {
  const seen = useRef(data);
  useEffect(() => {
    if (!data || seen.current === data) return;
    seen.current = data;
    handle(data);
    // `handle` is a fresh closure each render; the data identity is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}
