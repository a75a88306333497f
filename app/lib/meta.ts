import type { MetaDescriptor } from "@remix-run/react";
import { BRAND } from "~/data/brand";
import { SHARE_IMAGE, SITE_DESCRIPTION, SITE_ORIGIN } from "~/data/site";
import { sharePngPath } from "./share-image";

export interface PageHead {
  /** Canonical, e.g. "/shop". */
  readonly path: string;
  /** "" for the home page (the brand name alone). */
  readonly title: string;
  readonly description: string;
  readonly image?: { readonly src: string; readonly alt: string; readonly width: number; readonly height: number };
}

const siteUrl = (path: string): string => `${SITE_ORIGIN}${path}`;

/** Title, description, canonical URL and the Open Graph and Twitter tags link previews read from the raw HTML. */
export function pageMeta({ path, title, description, image = SHARE_IMAGE }: PageHead): MetaDescriptor[] {
  const fullTitle = fullPageTitle(title);
  const url = siteUrl(path);
  // Previews show no SVG: the PNG copy the build renders of the picture.
  const imageUrl = siteUrl(sharePngPath(image.src));
  return [
    ...titleMeta(title, description),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BRAND.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:alt", content: image.alt },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

const fullPageTitle = (title: string) => (title ? `${title} | ${BRAND.name}` : BRAND.name);

/** For what is no page of its own to link to (the 404 page, the offline page). */
export function titleMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: fullPageTitle(title) }, { name: "description", content: description }];
}

export const NEUTRAL_META: MetaDescriptor[] = titleMeta("", SITE_DESCRIPTION);
