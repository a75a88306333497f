/**
 * The simulated payment processors (issue "Pay the way Nairobi pays"): which
 * answer a number gets, when it comes, and the M-Pesa receipt code of a paid
 * push. Pure: the action (routes/actions.checkout) does the waiting.
 */
import { PAYMENT_DELAY_MS } from "~/data/constants";
import {
  CARD_TEST_NUMBERS,
  MPESA_TEST_NUMBERS,
  STK_TIMEOUT_MS,
  type CardDecline,
  type MpesaFailureCode,
} from "~/data/payments";
import { normaliseMpesaNumber } from "./mpesa";

/** Daraja's ResultCode of a push to this number (0: paid); any number outside the test table pays. */
export function mpesaResultCode(number: string): 0 | MpesaFailureCode {
  const normalised = normaliseMpesaNumber(number);
  const test = MPESA_TEST_NUMBERS.find((t) => normaliseMpesaNumber(t.number) === normalised);
  return test ? test.code : 0;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** How a card is answered: paid, or its decline; any card outside the test table pays. */
export function cardOutcome(cardNumber: string): "paid" | CardDecline {
  const digits = digitsOf(cardNumber);
  return CARD_TEST_NUMBERS.find((t) => digitsOf(t.number) === digits)?.outcome ?? "paid";
}

/** When a push is answered, from the moment it was sent: no answer (1037) comes as the countdown ends. */
export const mpesaAnswerDelay = (code: 0 | MpesaFailureCode): number =>
  code === 1037 ? STK_TIMEOUT_MS : PAYMENT_DELAY_MS;

/** 254712345678 as 2547•••••678: enough to recognise one's own number, not enough to read it off a screen. */
export function maskMpesaNumber(normalised: string): string {
  if (normalised.length <= 7) return normalised;
  return `${normalised.slice(0, 4)}${"•".repeat(normalised.length - 7)}${normalised.slice(-3)}`;
}

/** Whole seconds left on a push's countdown at `now` (never below 0). */
export const secondsLeft = (startedAt: number, now: number): number =>
  Math.max(0, Math.ceil((startedAt + STK_TIMEOUT_MS - now) / 1000));

const RECEIPT_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** An M-Pesa receipt code's form: 10 uppercase letters and digits, starting with a letter (e.g. TJ3MX6CLYC). */
export const MPESA_CODE = /^[A-Z][A-Z0-9]{9}$/;

/** A new receipt code for a paid push (`random` in [0, 1), injectable for tests). */
export function newReceiptCode(random: () => number = Math.random): string {
  const pick = (n: number) => RECEIPT_CHARS[Math.floor(random() * n)]!;
  return pick(26) + Array.from({ length: 9 }, () => pick(RECEIPT_CHARS.length)).join("");
}
