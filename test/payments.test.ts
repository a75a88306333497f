// The simulated processors (lib/payments), this tab's checkout session
// (lib/stores/checkout-session) and the README's test-number table, which must be
// app/data/payments' table exactly.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { PAYMENT_DELAY_MS } from "~/data/constants";
import {
  CARD_TEST_NUMBERS,
  MPESA_FAILURE_CODES,
  MPESA_FAILURES,
  MPESA_TEST_NUMBERS,
  STK_TIMEOUT_MS,
  TEST_OUTCOME_LABELS,
} from "~/data/payments";
import {
  endCheckoutSession,
  pushSentAt,
  recordPush,
  reservedPaybillOrderId,
  reservePaybillOrderId,
} from "~/lib/stores/checkout-session";
import {
  cardOutcome,
  maskMpesaNumber,
  MPESA_CODE,
  mpesaAnswerDelay,
  mpesaResultCode,
  newReceiptCode,
  secondsLeft,
} from "~/lib/payments";

describe("M-Pesa answers", () => {
  it("each test number gets its code, after normalisation; every other number pays (0)", () => {
    expect(MPESA_TEST_NUMBERS.map((t) => [t.number, mpesaResultCode(t.number)])).toEqual([
      ["0700000001", 1032],
      ["0700000002", 1],
      ["0700000003", 1037],
      ["0700000004", 2001],
    ]);
    for (const typed of ["+254 700 000 002", "254700000002", "700000002", "0700-000-002"])
      expect(mpesaResultCode(typed), typed).toBe(1);
    for (const other of ["0712345678", "0700000005", "0700000000", "07000000011", ""])
      expect(mpesaResultCode(other)).toBe(0);
  });

  it("every failure code has its own title and message", () => {
    const texts = MPESA_FAILURE_CODES.map((code) => MPESA_FAILURES[code]);
    expect(new Set(texts.map((t) => t.title)).size).toBe(MPESA_FAILURE_CODES.length);
    expect(new Set(texts.map((t) => t.message)).size).toBe(MPESA_FAILURE_CODES.length);
  });

  it("answers after the payment delay; no answer (1037) when the 60-second countdown ends", () => {
    for (const code of [0, 1032, 1, 2001] as const) expect(mpesaAnswerDelay(code)).toBe(PAYMENT_DELAY_MS);
    expect(mpesaAnswerDelay(1037)).toBe(STK_TIMEOUT_MS);
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

  it("a receipt code has a real one's form: 10 uppercase letters and digits, a letter first", () => {
    expect(MPESA_CODE.test("TJ3MX6CLYC")).toBe(true);
    for (let i = 0; i < 50; i++) expect(newReceiptCode()).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(newReceiptCode(() => 0)).toBe("AAAAAAAAAA");
    expect(newReceiptCode(() => 0.9999)).toBe("Z999999999");
  });
});

describe("card answers", () => {
  it("the test cards by digits only; every other card pays, whatever its format", () => {
    for (const t of CARD_TEST_NUMBERS)
      for (const typed of [t.number, t.number.replace(/ /g, ""), t.number.replace(/ /g, "-")])
        expect(cardOutcome(typed), typed).toBe(t.outcome);
    for (const other of ["4242 4242 4242 4242", "4000 0000 0000 0000", "x", ""])
      expect(cardOutcome(other)).toBe("paid");
  });
});

describe("this tab's checkout session", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("one Paybill order ID per checkout, kept until an order is placed", () => {
    expect(reservedPaybillOrderId()).toBeUndefined();
    const id = reservePaybillOrderId(new Date(1_700_000_000_000));
    expect(id).toBe("ORD1700000000000");
    expect(reservePaybillOrderId(new Date(1_800_000_000_000))).toBe(id);
    expect(reservedPaybillOrderId()).toBe(id);
    endCheckoutSession();
    expect(reservedPaybillOrderId()).toBeUndefined();
  });

  it("remembers when each push was sent; broken storage reads as nothing", () => {
    recordPush("k1", 5);
    recordPush("k2", 7);
    expect([pushSentAt("k1"), pushSentAt("k2"), pushSentAt("k3")]).toEqual([5, 7, undefined]);
    window.sessionStorage.setItem("checkout-session", '{"pushes":{"k1":"soon"},"paybillOrderId":"x"}');
    expect([pushSentAt("k1"), reservedPaybillOrderId()]).toEqual([undefined, undefined]);
    window.sessionStorage.setItem("checkout-session", "{");
    expect(pushSentAt("k1")).toBeUndefined();
  });
});

describe("README's Test payments table", () => {
  it("is app/data/payments' table, row for row", () => {
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
});
