import { describe, expect, it } from "vitest";
import { normaliseMpesaAsTyped, normaliseMpesaNumber } from "~/lib/mpesa";

describe("normaliseMpesaNumber: non-digits removed, a leading 0 replaced by 254, 254 prefixed if not the start", () => {
  it.each([
    ["+254 (712) 345-678", "254712345678"],
    ["254.712.345.678", "254712345678"],
    [" 2 5 4 7 1 2 ", "254712"],
    ["0712345678", "254712345678"],
    ["0712 345 678", "254712345678"],
    ["0", "254"],
    ["00712", "2540712"],
    ["712345678", "254712345678"],
    ["110345678", "254110345678"],
    ["25", "25425"],
    ["254", "254"],
    // Nothing stays nothing, so the number is still missing.
    ["", ""],
    ["  - ", ""],
  ])("%j -> %j, and again the same", (raw, normalised) => {
    expect(normaliseMpesaNumber(raw)).toBe(normalised);
    expect(normaliseMpesaNumber(normalised)).toBe(normalised);
  });
});

describe("normaliseMpesaAsTyped", () => {
  /** The value after typing `keys` one by one into an input that normalises on every change. */
  const typeInto = (keys: string) => [...keys].reduce((value, key) => normaliseMpesaAsTyped(value + key), "");

  it("normalises a local number as it is typed, and lets 254... be typed digit by digit or pasted formatted", () => {
    for (const keys of ["0712345678", "712345678", "0712 345-678", "254712345678", "+254 712 345 678"])
      expect(typeInto(keys), keys).toBe("254712345678");
    expect(normaliseMpesaAsTyped("+254 712 345 678")).toBe("254712345678");
    expect(["0", "2", "25"].map(normaliseMpesaAsTyped)).toEqual(["254", "2", "25"]);
  });

  it("can be deleted back to empty; agrees with normaliseMpesaNumber once the prefix is complete", () => {
    let value = "254712";
    for (let i = 0; i < 6; i++) value = normaliseMpesaAsTyped(value.slice(0, -1));
    expect(value).toBe("");
    for (const raw of ["0712345678", "712", "2547", "254", "9"])
      expect(normaliseMpesaAsTyped(raw)).toBe(normaliseMpesaNumber(raw));
  });
});
