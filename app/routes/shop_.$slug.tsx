import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from "@remix-run/react";
import { ShareButton } from "~/components/phone/ShareButton";
import { ProductDetails } from "~/components/product/ProductDetails";
import { RelatedProducts } from "~/components/product/RelatedProducts";
import { PRODUCTS } from "~/data/products";
import { pageMeta } from "~/lib/meta";
import { productJsonLd } from "~/lib/product-jsonld";
import { productBySlug, productPath } from "~/lib/slug";
import { container, section } from "~/styles/utils.css";
import NotFound, { meta as notFoundMeta } from "./$";

/** Intrinsic size of the product images (public/images/products/*.svg). */
const PRODUCT_IMAGE_SIZE = 400;

// `shop_` keeps this page out of the shop page's layout: /shop/<slug> is a page of its own.

/** The product a slug names, its related products, and the origin its structured data needs for absolute URLs. */
export function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const product = productBySlug(PRODUCTS, params.slug ?? "");
  if (!product) return { product: null, related: [], origin: "" };
  return {
    product,
    related: PRODUCTS.filter((p) => p.category === product.category && p.id !== product.id),
    origin: new URL(request.url).origin,
  };
}

// MetaFunction's generic types server loaders only; the data is what clientLoader returned.
type Data = Awaited<ReturnType<typeof clientLoader>>;

export const meta: MetaFunction = (args) => {
  const data = args.data as Data | undefined;
  // An unknown slug is the 404 page, title and all, like every other unknown path.
  if (!data?.product) return notFoundMeta(args);
  return [
    ...pageMeta({
      path: productPath(data.product),
      title: data.product.name,
      description: data.product.description,
      image: {
        src: data.product.image,
        alt: data.product.imageAlt,
        width: PRODUCT_IMAGE_SIZE,
        height: PRODUCT_IMAGE_SIZE,
      },
    }),
    { "script:ld+json": productJsonLd(data.product, data.origin) },
  ];
};

export default function ProductPage() {
  const { product, related } = useLoaderData<typeof clientLoader>();
  if (!product) return <NotFound />;
  return (
    <div className={`${container} ${section}`}>
      <ProductDetails
        product={product}
        share={<ShareButton path={productPath(product)} title={product.name} what={product.name} />}
      />
      <RelatedProducts products={related} />
    </div>
  );
}
