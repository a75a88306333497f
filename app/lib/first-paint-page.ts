import type { MetaDescriptor } from "@remix-run/react";
import type { ComponentType } from "react";
import { pageMeta, type PageHead } from "~/lib/meta";

/** What a page paints from its HTML (app/first-paint.tsx). */
export interface FirstPaintPage {
  /** The page's canonical path (the key it is loaded by); "*" for the 404 page. */
  path: string;
  /** Its head tags: the same descriptors as the route's meta. */
  meta: MetaDescriptor[];
  /** Its above-the-fold content, as the route renders it. */
  Content: ComponentType;
  /**
   * True for the 404 page: its one HTML file answers every path no page has, so it was
   * prerendered for none of them, and no link of the header may be marked as the current page.
   */
  anyPath?: boolean;
}

/** A page's first paint from its head data (the route's meta uses the same) and content. */
export const firstPaintOf = (head: PageHead, Content: ComponentType): FirstPaintPage => ({
  path: head.path,
  meta: pageMeta(head),
  Content,
});
