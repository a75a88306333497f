import type { ShouldRevalidateFunction } from "@remix-run/react";

// Only the URL drives the page: a new URL (an action's redirect too) or the same one asked again loads; another
// form's post (cart, checkout, newsletter) does not.
export const onUrlOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search) return true;
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return defaultShouldRevalidate;
};
