const MPESA_COUNTRY_CODE = "254";

/** "0712 345 678", "+254 712 345 678", "712345678" -> 254712345678; "" stays "" (so "required" can tell). */
export function normaliseMpesaNumber(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (!digits) return "";
  if (digits.startsWith("0")) return `${MPESA_COUNTRY_CODE}${digits.slice(1)}`;
  return digits.startsWith(MPESA_COUNTRY_CODE) ? digits : `${MPESA_COUNTRY_CODE}${digits}`;
}

/** As typed: "2" and "25" are left alone, so 254 can be typed, or deleted, digit by digit. */
export function normaliseMpesaAsTyped(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length < MPESA_COUNTRY_CODE.length && MPESA_COUNTRY_CODE.startsWith(digits)) return digits;
  return normaliseMpesaNumber(digits);
}
