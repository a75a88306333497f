// The simulated payment processors; the checkout's action does the waiting.
import { PAYMENT_DELAY_MS } from "~/data/constants";
import {
  CARD_TEST_NUMBERS,
  MPESA_TEST_NUMBERS,
  STK_TIMEOUT_MS,
  type CardDecline,
  type MpesaFailureCode,
} from "~/data/payments";
import { normaliseMpesaNumber } from "./mpesa";

/** Daraja's ResultCode (0: paid); any number outside the test table pays. */
export function mpesaResultCode(number: string): 0 | MpesaFailureCode {
  const normalised = normaliseMpesaNumber(number);
  const test = MPESA_TEST_NUMBERS.find((t) => normaliseMpesaNumber(t.number) === normalised);
  return test ? test.code : 0;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** Any card outside the test table pays. */
export function cardOutcome(cardNumber: string): "paid" | CardDecline {
  const digits = digitsOf(cardNumber);
  return CARD_TEST_NUMBERS.find((t) => digitsOf(t.number) === digits)?.outcome ?? "paid";
}

/** No answer (1037) comes as the countdown ends. */
export const mpesaAnswerDelay = (code: 0 | MpesaFailureCode): number =>
  code === 1037 ? STK_TIMEOUT_MS : PAYMENT_DELAY_MS;

/** 254712345678 as 2547•••••678: enough to recognise one's own number, not enough to read it off a screen. */
export function maskMpesaNumber(normalised: string): string {
  if (normalised.length <= 7) return normalised;
  return `${normalised.slice(0, 4)}${"•".repeat(normalised.length - 7)}${normalised.slice(-3)}`;
}

export const secondsLeft = (startedAt: number, now: number): number =>
  Math.max(0, Math.ceil((startedAt + STK_TIMEOUT_MS - now) / 1000));

const RECEIPT_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export function newReceiptCode(random: () => number = Math.random): string {
  const pick = (n: number) => RECEIPT_CHARS[Math.floor(random() * n)]!;
  return pick(26) + Array.from({ length: 9 }, () => pick(RECEIPT_CHARS.length)).join("");
}
