import { z } from "~/lib/zod";
import { ORDER_ID_REQUIRED } from "~/data/orders";
import { requiredText } from "./fields";
import { ORDER_ID_LIMITS } from "./order-id.rules";

export * from "./order-id.rules";

export const OrderIdSchema = z.object({
  id: requiredText(ORDER_ID_REQUIRED.description, ORDER_ID_LIMITS.id),
});
