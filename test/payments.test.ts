// The simulated processors (lib/payments), this tab's checkout session
// (lib/stores/checkout-session) and the README's test-number table, which must be
// app/data/payments' table exactly.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CARD_TEST_NUMBERS, MPESA_TEST_NUMBERS, TEST_OUTCOME_LABELS } from "~/data/payments";
import { pushSentAt, recordPush, reservedPaybillOrderId } from "~/lib/stores/checkout-session";
import { cardOutcome, maskMpesaNumber, mpesaResultCode, secondsLeft } from "~/lib/payments";

describe("M-Pesa answers", () => {
  // Each test number's own code, through the action: test/checkout-action.test.ts ("M-Pesa, by test number").
  it("a test number is read after normalisation; every other number pays (0)", () => {
    for (const typed of ["+254 700 000 002", "254700000002", "700000002", "0700-000-002"])
      expect(mpesaResultCode(typed), typed).toBe(1);
    for (const other of ["0712345678", "0700000005", "0700000000", "07000000011", ""])
      expect(mpesaResultCode(other)).toBe(0);
  });

  it("the countdown in whole seconds, never below 0", () => {
    const at = [1000, 1001, 2000, 60_999, 61_000, 99_000];
    expect(at.map((now) => secondsLeft(1000, now))).toEqual([60, 60, 59, 1, 0, 0]);
  });

  it("the number partly masked: 2547•••••678", () => {
    expect(maskMpesaNumber("254712345678")).toBe("2547•••••678");
    expect(maskMpesaNumber("2547123456789")).toBe("2547••••••789");
    expect(maskMpesaNumber("2547")).toBe("2547");
  });
});

it("card answers: the test cards by digits only; every other card pays, whatever its format", () => {
  for (const t of CARD_TEST_NUMBERS)
    for (const typed of [t.number, t.number.replace(/ /g, ""), t.number.replace(/ /g, "-")])
      expect(cardOutcome(typed), typed).toBe(t.outcome);
  for (const other of ["4242 4242 4242 4242", "4000 0000 0000 0000", "x", ""]) expect(cardOutcome(other)).toBe("paid");
});

it("this tab's checkout session remembers when each push was sent; broken storage reads as nothing", () => {
  recordPush("k1", 5);
  recordPush("k2", 7);
  expect([pushSentAt("k1"), pushSentAt("k2"), pushSentAt("k3")]).toEqual([5, 7, undefined]);
  window.sessionStorage.setItem("checkout-session", '{"pushes":{"k1":"soon"},"paybillOrderId":"x"}');
  expect([pushSentAt("k1"), reservedPaybillOrderId()]).toEqual([undefined, undefined]);
  window.sessionStorage.setItem("checkout-session", "{");
  expect(pushSentAt("k1")).toBeUndefined();
});

it("README's Test payments table is app/data/payments' table, row for row", () => {
  const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");
  const section = readme.split("## Test payments")[1]?.split("\n## ")[0] ?? "";
  const rows = section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2)
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/`/g, "")),
    );
  expect(rows).toEqual([
    ...MPESA_TEST_NUMBERS.map((t) => ["M-Pesa", t.number, TEST_OUTCOME_LABELS[t.code]]),
    ...CARD_TEST_NUMBERS.map((t) => ["Card", t.number, TEST_OUTCOME_LABELS[t.outcome]]),
  ]);
});
