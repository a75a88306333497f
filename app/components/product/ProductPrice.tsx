import type { Product } from "~/lib/entities";
import { formatUsdAsKsh } from "~/lib/money";
import { visuallyHidden } from "~/styles/utils.css";

type Classes = { prices: string; price: string; original: string };

export function ProductPrice({ product: { price, originalPrice }, classes }: { product: Product; classes: Classes }) {
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
