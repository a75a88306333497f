import type { ShouldRevalidateFunction } from "@remix-run/react";

/** For a page only its URL drives: a new URL (or the same one asked again) loads, another form's post does not. */
export const onUrlOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return currentUrl.href !== nextUrl.href || defaultShouldRevalidate;
};
