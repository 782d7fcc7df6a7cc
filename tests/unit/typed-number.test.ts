import { expect, it } from "vitest";
import { parseTypedNumber } from "../../server/domain/typed-values";
it("reads numbers as Danish and English readers type them", () => {
  expect(parseTypedNumber("1234,5")).toBe(1234.5);
  expect(parseTypedNumber("1 234,5")).toBe(1234.5);
  expect(parseTypedNumber("1,234.5")).toBe(1234.5);
  expect(parseTypedNumber("1.234.567")).toBe(1234567);
  expect(parseTypedNumber("1.234.567,8")).toBe(1234567.8);
  expect(parseTypedNumber("-3,5")).toBe(-3.5);
  expect(parseTypedNumber("12")).toBe(12);
  expect(parseTypedNumber(",5")).toBe(0.5);
  expect(parseTypedNumber("abc")).toBeNaN();
  expect(parseTypedNumber("1e5")).toBeNaN();
  expect(parseTypedNumber("")).toBeNaN();
});
