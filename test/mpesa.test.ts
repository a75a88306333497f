import { describe, expect, it } from "vitest";
import { normaliseMpesaAsTyped, normaliseMpesaNumber } from "~/lib/mpesa";

describe("normaliseMpesaNumber", () => {
  it("removes every non-digit", () => {
    expect(normaliseMpesaNumber("+254 (712) 345-678")).toBe("254712345678");
    expect(normaliseMpesaNumber("254.712.345.678")).toBe("254712345678");
    expect(normaliseMpesaNumber(" 2 5 4 7 1 2 ")).toBe("254712");
  });

  it("replaces a leading 0 with 254", () => {
    expect(normaliseMpesaNumber("0712345678")).toBe("254712345678");
    expect(normaliseMpesaNumber("0712 345 678")).toBe("254712345678");
    expect(normaliseMpesaNumber("0")).toBe("254");
    // Only the one leading zero is replaced.
    expect(normaliseMpesaNumber("00712")).toBe("2540712");
  });

  it("prefixes 254 when the number does not already start with it", () => {
    expect(normaliseMpesaNumber("712345678")).toBe("254712345678");
    expect(normaliseMpesaNumber("110345678")).toBe("254110345678");
    expect(normaliseMpesaNumber("25")).toBe("25425");
    expect(normaliseMpesaNumber("254712345678")).toBe("254712345678");
    expect(normaliseMpesaNumber("254")).toBe("254");
  });

  it("leaves nothing as nothing (so the number is still missing)", () => {
    expect(normaliseMpesaNumber("")).toBe("");
    expect(normaliseMpesaNumber("  - ")).toBe("");
  });

  it("is idempotent", () => {
    for (const raw of ["0712345678", "+254712345678", "712345678", "0", "25", "x"]) {
      const once = normaliseMpesaNumber(raw);
      expect(normaliseMpesaNumber(once)).toBe(once);
    }
  });
});

describe("normaliseMpesaAsTyped", () => {
  /** The value after typing `keys` one by one into an input that normalises on every change. */
  const typeInto = (keys: string, start = "") =>
    [...keys].reduce((value, key) => normaliseMpesaAsTyped(value + key), start);
  const backspace = (value: string, times: number) =>
    Array.from({ length: times }).reduce<string>((v) => normaliseMpesaAsTyped(v.slice(0, -1)), value);

  it("normalises as the customer types a local number", () => {
    expect(normaliseMpesaAsTyped("0")).toBe("254");
    expect(typeInto("0712345678")).toBe("254712345678");
    expect(typeInto("712345678")).toBe("254712345678");
    expect(typeInto("0712 345-678")).toBe("254712345678");
  });

  it("lets a customer type 254... digit by digit, or paste a formatted number", () => {
    expect(typeInto("254712345678")).toBe("254712345678");
    expect(typeInto("+254 712 345 678")).toBe("254712345678");
    expect(normaliseMpesaAsTyped("+254 712 345 678")).toBe("254712345678");
    expect(normaliseMpesaAsTyped("2")).toBe("2");
    expect(normaliseMpesaAsTyped("25")).toBe("25");
  });

  it("can be deleted back to empty", () => {
    expect(backspace("254712", 6)).toBe("");
  });

  it("agrees with normaliseMpesaNumber once the prefix is complete", () => {
    for (const raw of ["0712345678", "712", "2547", "254", "9"]) {
      expect(normaliseMpesaAsTyped(raw)).toBe(normaliseMpesaNumber(raw));
    }
  });
});
