// The simulated payments (a test holds the README's "Test payments" table to these). Loaded with the checkout.

/** Daraja's STK push result codes: 0 paid, then the failures this shop simulates. */
export const MPESA_FAILURE_CODES = [1032, 1, 2001, 1037] as const;
export type MpesaFailureCode = (typeof MPESA_FAILURE_CODES)[number];

export type CardDecline = "declined" | "insufficient";

/** M-Pesa numbers as typed in the README; the action compares them after normalisation (lib/mpesa). */
export const MPESA_TEST_NUMBERS: ReadonlyArray<{ readonly number: string; readonly code: MpesaFailureCode }> = [
  { number: "0700000001", code: 1032 },
  { number: "0700000002", code: 1 },
  { number: "0700000003", code: 1037 },
  { number: "0700000004", code: 2001 },
];

/** The widely used test cards; compared by their digits only. */
export const CARD_TEST_NUMBERS: ReadonlyArray<{ readonly number: string; readonly outcome: CardDecline }> = [
  { number: "4000 0000 0000 0002", outcome: "declined" },
  { number: "4000 0000 0000 9995", outcome: "insufficient" },
];

/** The README's words for each outcome (its table's "Outcome" column). */
export const TEST_OUTCOME_LABELS: Readonly<Record<MpesaFailureCode | CardDecline, string>> = {
  1032: "Cancelled on the phone (1032)",
  1: "Insufficient funds (1)",
  1037: "No answer from the phone (1037), when the countdown ends",
  2001: "Wrong PIN (2001)",
  declined: "Declined",
  insufficient: "Insufficient funds",
};

/** How long the phone's PIN prompt waits before Safaricom gives up (1037). */
export const STK_TIMEOUT_MS = 60_000;

export const STK_PANEL = {
  title: "Check your phone",
  sentTo: "Sent to",
  amount: "Amount",
  timeLeft: "Time left",
  waiting: "Enter your M-Pesa PIN on your phone to pay. We are waiting for Safaricom's answer.",
} as const;

/** Each failed push's heading and plain message. */
export const MPESA_FAILURES: Readonly<Record<MpesaFailureCode, { readonly title: string; readonly message: string }>> =
  {
    1032: {
      title: "Payment cancelled",
      message: "The payment request was cancelled on your phone. No money was taken.",
    },
    1: {
      title: "Not enough money in M-Pesa",
      message: "Your M-Pesa balance is too low for this payment. Top up and try again, or pay another way.",
    },
    2001: {
      title: "Wrong M-Pesa PIN",
      message: "The PIN entered on your phone was wrong. No money was taken.",
    },
    1037: {
      title: "No answer from your phone",
      message: "Your phone did not answer the payment request in time. Check it is on and has signal.",
    },
  };

/** The answers to a declined card, beside the card number. */
export const CARD_DECLINES: Readonly<Record<CardDecline, { readonly title: string; readonly message: string }>> = {
  declined: { title: "Card declined", message: "Your card was declined. Try another card or another method." },
  insufficient: {
    title: "Insufficient funds",
    message: "Your card has insufficient funds. Try another card or another method.",
  },
};

export const STK_ACTIONS = {
  retry: "Try again",
  paybill: "Pay with Paybill instead",
  change: "Change number or method",
} as const;

/** A placeholder: the Daraja sandbox's Lipa na M-Pesa shortcode, until the shop has its own. */
export const PAYBILL_BUSINESS_NUMBER = "174379";

export const PAYBILL_PANEL = {
  title: "Pay with Paybill",
  lead: "Pay from your phone's M-Pesa menu, then enter the code from Safaricom's SMS.",
  businessNumber: "Business number",
  account: "Account number",
  amount: "Amount",
  copy: "Copy",
  copied: (what: string) => `${what} copied`,
  steps: [
    "Open M-Pesa on your phone, choose Lipa na M-Pesa, then Pay Bill.",
    "Enter the business number.",
    "Enter the account number: your order ID.",
    "Enter the exact amount and your M-Pesa PIN, then confirm.",
  ],
  code: "M-Pesa confirmation code",
  codeHint: "The 10 letters and digits at the start of Safaricom's SMS, e.g. TJ3MX6CLYC.",
  submit: "Confirm Paybill payment",
  back: "Change method",
} as const;

/** The confirmation's first "what happens next", once paid or while the Paybill payment awaits confirmation. */
export const PAID_NEXT_STEP = {
  paid: "Your payment is received and your order is confirmed.",
  awaiting: "We match your Paybill payment to your order ID, then confirm your order.",
} as const;

/** The confirmation code's message when it is missing or not 10 letters and digits. */
export const PAYBILL_CODE_INVALID = "Enter the 10 letters and digits of the M-Pesa confirmation code";
