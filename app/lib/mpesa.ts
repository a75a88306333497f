/**
 * M-Pesa number normalisation: non-digits removed, a
 * leading 0 replaced by 254, and 254 prefixed if it is not already the start.
 * "0712 345 678", "+254 712 345 678" and "712345678" all become 254712345678.
 */
const MPESA_COUNTRY_CODE = "254";

/** The normalisation rule. Nothing typed stays nothing (so "required" can still tell). */
export function normaliseMpesaNumber(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (!digits) return "";
  if (digits.startsWith("0")) return `${MPESA_COUNTRY_CODE}${digits.slice(1)}`;
  return digits.startsWith(MPESA_COUNTRY_CODE) ? digits : `${MPESA_COUNTRY_CODE}${digits}`;
}

/**
 * The same rule applied on every keystroke. The only difference: while the
 * digits are still the beginning of "254" ("2", "25") they are left alone,
 * so a customer can type 254... digit by digit and can delete the prefix
 * again; the submitted value always goes through normaliseMpesaNumber.
 */
export function normaliseMpesaAsTyped(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length < MPESA_COUNTRY_CODE.length && MPESA_COUNTRY_CODE.startsWith(digits)) return digits;
  return normaliseMpesaNumber(digits);
}
