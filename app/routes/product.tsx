import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from "@remix-run/react";
import { ProductPage, productMeta, relatedProducts } from "~/components/product/ProductPage";
import { PRODUCT_SPECS } from "~/data/product-specs";
import { PRODUCTS } from "~/data/products";
import { SITE_ORIGIN } from "~/data/site";
import { productBySlug } from "~/lib/slug";

// One route per product (app/routes.ts): the path's last segment names it.

function productPage({ request }: { request: Request }) {
  const slug = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  const product = productBySlug(PRODUCTS, slug);
  if (!product) throw new Response("No such product", { status: 404 });
  return { product, specs: PRODUCT_SPECS[product.id] ?? [], related: relatedProducts(product) };
}

/** Build time: the page's HTML (same data as the client loader). */
export const loader = productPage;
/** In the browser: client navigations. */
export const clientLoader = (args: ClientLoaderFunctionArgs) => productPage(args);

// MetaFunction's generic types server loaders only; the data is what productPage returned.
type Data = ReturnType<typeof productPage>;

export const meta: MetaFunction = (args) => {
  const data = args.data as Data | undefined;
  return data ? productMeta(data.product, SITE_ORIGIN) : [];
};

export default function ProductPageRoute() {
  const { product, specs, related } = useLoaderData<typeof clientLoader>();
  return <ProductPage product={product} specs={specs} related={related} />;
}
