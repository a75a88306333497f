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
import { ProductDetails } from "~/components/product/ProductDetails";
import { RelatedProducts } from "~/components/product/RelatedProducts";
import { PRODUCT_IMAGE_SIZE } from "~/data/products";
import { SITE_ORIGIN } from "~/data/site";
import { loadIndex, loadProductPage } from "~/lib/browser/catalogue";
import { catalogueUrls, type ProductPageData } from "~/lib/catalogue-urls";
import { catalogueFile } from "~/lib/catalogue.server";
import { pageMeta } from "~/lib/meta";
import { productJsonLd } from "~/lib/product-jsonld";
import { productPath, productSlug } from "~/lib/slug";
import { container, section } from "~/styles/utils.css";

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

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return notFoundMeta();
  const { product } = data;
  return [
    ...pageMeta({
      path: productPath(product),
      title: product.name,
      description: product.description,
      image: { src: product.image, alt: product.imageAlt, width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE },
    }),
    { "script:ld+json": productJsonLd(product, SITE_ORIGIN) },
  ];
};

export default function ProductPageRoute() {
  const { product, specs, related } = useLoaderData<typeof clientLoader>();
  return (
    <div className={`${container} ${section}`}>
      <ProductDetails product={product} specs={specs} />
      <RelatedProducts products={related} />
    </div>
  );
}

/** An unknown slug is the site's 404 page (shop/404.html at build time); a failed load says so where the page was. */
export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <PageUnavailable />;
}
