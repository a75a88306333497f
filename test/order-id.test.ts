// The order lookup's schema and its toast mapping (the track route adopts them).
import { describe, expect, it } from "vitest";
import { FIELD_LIMITS, TEXT_TOO_LONG, tooLongMessage } from "~/data/forms";
import { ORDER_ID_REQUIRED } from "~/data/orders";
import { fieldErrorsFrom } from "~/lib/form-result";
import { OrderIdSchema, orderIdToast } from "~/lib/schemas/order-id";

const errorsOf = (id: string) => {
  const parsed = OrderIdSchema.safeParse({ id });
  return parsed.success ? {} : fieldErrorsFrom(parsed.error.issues);
};

describe("order ID", () => {
  it("a blank ID: Order ID Required; a long one: its inline message and Text Too Long", () => {
    expect(errorsOf("  ")).toEqual({ id: ORDER_ID_REQUIRED.description });
    expect(orderIdToast(errorsOf(""))).toBe(ORDER_ID_REQUIRED);
    const long = errorsOf("O".repeat(FIELD_LIMITS.orderId + 1));
    expect(long).toEqual({ id: tooLongMessage(FIELD_LIMITS.orderId) });
    expect(orderIdToast(long)).toBe(TEXT_TOO_LONG);
    expect(errorsOf(" ORD1700000000000 ")).toEqual({});
    expect(orderIdToast({})).toBeUndefined();
  });
});
