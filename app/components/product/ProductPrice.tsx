import type { Product } from "~/lib/entities";
import { formatUsdAsKsh } from "~/lib/money";
import { visuallyHidden } from "~/styles/utils.css";

export interface ProductPriceProps {
  product: Pick<Product, "price" | "originalPrice">;
  /** The card's and the product page's own classes: the line, the price, the struck-through original. */
  classes: { prices: string; price: string; original: string };
}

/** The KSh price, with the original struck through and read as "Now … was …" where there is one. */
export function ProductPrice({ product: { price, originalPrice }, classes }: ProductPriceProps) {
  return (
    <p className={classes.prices}>
      <span className={classes.price}>
        {originalPrice ? <span className={visuallyHidden}>Now </span> : null}
        {formatUsdAsKsh(price)}
      </span>
      {originalPrice ? (
        <s className={classes.original}>
          <span className={visuallyHidden}>was </span>
          {formatUsdAsKsh(originalPrice)}
        </s>
      ) : null}
    </p>
  );
}
