import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from "@remix-run/react";
import { notFoundMeta } from "~/components/not-found/NotFound";
import { ProductPage, productMeta, relatedProducts } from "~/components/product/ProductPage";
import { PRODUCTS } from "~/data/products";
import { productBySlug } from "~/lib/slug";
import NotFound from "./$";

// `shop_` keeps this page out of the shop page's layout: /shop/<slug> is a page of its own.

/** The product a slug names, its related products, and the origin its structured data needs for absolute URLs. */
export function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const product = productBySlug(PRODUCTS, params.slug ?? "");
  if (!product) return { product: null, related: [], origin: "" };
  return { product, related: relatedProducts(product), origin: new URL(request.url).origin };
}

// MetaFunction's generic types server loaders only; the data is what clientLoader returned.
type Data = Awaited<ReturnType<typeof clientLoader>>;

export const meta: MetaFunction = (args) => {
  const data = args.data as Data | undefined;
  // An unknown slug is the 404 page, title and all, like every other unknown path.
  if (!data?.product) return notFoundMeta();
  return productMeta(data.product, data.origin);
};

export default function ProductPageRoute() {
  const { product, related } = useLoaderData<typeof clientLoader>();
  if (!product) return <NotFound />;
  return <ProductPage product={product} related={related} />;
}
