import {
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NotFoundPage, notFoundMeta } from "~/components/not-found/NotFound";
import { PageUnavailable } from "~/components/not-found/PageUnavailable";
import { ProductPage, productMeta } from "~/components/product/ProductPage";
import { SITE_ORIGIN } from "~/data/site";
import { catalogueUrls, loadIndex, loadProductPage, type ProductPageData } from "~/lib/browser/catalogue";
import { catalogueFile } from "~/lib/catalogue.server";
import { productSlug } from "~/lib/slug";

const notFound = () => new Response("No such product", { status: 404 });

export function loader({ params }: LoaderFunctionArgs) {
  const data = catalogueFile<ProductPageData>(catalogueUrls.product(params.slug ?? ""));
  if (!data) throw notFound();
  return data;
}

export async function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const data = await loadProductPage(slug, request.signal).catch(async (error: unknown) => {
    // Offline without this product's file: the index, where this phone has it, still knows an unknown slug.
    const index = await loadIndex().catch(() => null);
    if (index?.products.every((p) => productSlug(p.name) !== slug)) return null;
    throw error;
  });
  if (!data) throw notFound();
  return data;
}

export const meta: MetaFunction = (args) => {
  const data = args.data as ProductPageData | undefined;
  return data ? productMeta(data.product, SITE_ORIGIN) : notFoundMeta();
};

export default function ProductPageRoute() {
  const { product, specs, related } = useLoaderData<typeof clientLoader>();
  return <ProductPage product={product} specs={specs} related={related} />;
}

/** An unknown slug is the site's 404 page (shop/404.html at build time); a failed load says so where the page was. */
export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <PageUnavailable />;
}
