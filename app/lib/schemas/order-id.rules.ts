import { FIELD_LIMITS } from "~/data/forms";

export const ORDER_ID_LIMITS = { id: FIELD_LIMITS.orderId } as const;
