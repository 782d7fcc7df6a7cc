/**
 * CAS Registry Numbers and EC (EINECS/ELINCS/NLP) numbers, each with its check digit.
 *
 * CAS: 2–7 digits, 2 digits, 1 check digit (`7732-18-5`). The check digit is the sum of the other
 * digits, each times its position counted from the right starting at 1, modulo 10.
 * EC: `NNN-NNN-R`. R is the sum of the first six digits, each times its position from the left
 * starting at 1, modulo 11; numbers whose remainder would be 10 are never issued.
 */
export type IdentifierProblem = "format" | "checkDigit";

const CAS_FORMAT = /^(\d{2,7})-(\d{2})-(\d)$/;
const EC_FORMAT = /^(\d{3})-(\d{3})-(\d)$/;

/** A typed number as it is stored: trimmed, with the usual dash variants read as a hyphen. */
export function normalizeIdentifier(typed: string): string {
  return typed.trim().replace(/[\u2010-\u2015\u2212]/g, "-");
}

export function casProblem(typed: string): IdentifierProblem | null {
  const match = CAS_FORMAT.exec(normalizeIdentifier(typed));
  if (!match) return "format";
  const digits = (match[1]! + match[2]!).split("").map(Number).reverse();
  const sum = digits.reduce((total, digit, index) => total + digit * (index + 1), 0);
  return sum % 10 === Number(match[3]) ? null : "checkDigit";
}

export function ecProblem(typed: string): IdentifierProblem | null {
  const match = EC_FORMAT.exec(normalizeIdentifier(typed));
  if (!match) return "format";
  const digits = (match[1]! + match[2]!).split("").map(Number);
  const remainder = digits.reduce((total, digit, index) => total + digit * (index + 1), 0) % 11;
  return remainder !== 10 && remainder === Number(match[3]) ? null : "checkDigit";
}
