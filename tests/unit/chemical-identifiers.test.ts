import { describe, expect, it } from "vitest";
import { DEMO_SUBSTANCES } from "../../server/db/seed/demo-substances";
import { casProblem, ecProblem, normalizeIdentifier } from "../../server/domain/chemical-identifiers";
import { hazardStatement } from "../../server/domain/hazard-statements";

describe("CAS numbers", () => {
  it.each(["7732-18-5", "64-17-5", "67-64-1", "1310-73-2", "7664-93-9", "67-63-0", "50-00-0", "1333-74-0"])(
    "%s, a real one, is valid",
    (cas) => expect(casProblem(cas)).toBeNull(),
  );

  it.each(["64-17-6", "7732-18-4", "67-64-0"])("%s has a wrong check digit", (cas) =>
    expect(casProblem(cas)).toBe("checkDigit"),
  );

  it.each(["", "64175", "6-17-5", "12345678-17-5", "64-1-5", "64-17-55", "64 17 5", "CAS 64-17-5"])(
    "%j is not written as a CAS number",
    (cas) => expect(casProblem(cas)).toBe("format"),
  );

  it("reads the dashes a word processor makes, and surrounding spaces, as hyphens", () => {
    expect(normalizeIdentifier(" 64\u201117\u20135 ")).toBe("64-17-5");
    expect(casProblem("64\u201317\u20135")).toBeNull();
  });
});

describe("EC numbers", () => {
  it.each(["200-578-6", "200-662-2", "231-791-2", "215-185-5", "231-639-5", "200-661-7", "200-001-8"])(
    "%s, a real one, is valid",
    (ec) => expect(ecProblem(ec)).toBeNull(),
  );

  it.each(["200-578-7", "231-791-3", "215-185-0"])("%s has a wrong check digit", (ec) =>
    expect(ecProblem(ec)).toBe("checkDigit"),
  );

  it("refuses a number whose remainder is 10, which is never issued", () => {
    // 2·1 + 0·2 + 0·3 + 0·4 + 0·5 + 8·6 = 50 ≡ 6; 200-005: 2 + 5·6 = 32 ≡ 10.
    expect(ecProblem("200-005-0")).toBe("checkDigit");
    expect(ecProblem("200-005-1")).toBe("checkDigit");
  });

  it.each(["", "200578-6", "20-578-6", "200-578-66", "ABC-578-6"])("%j is not written as an EC number", (ec) =>
    expect(ecProblem(ec)).toBe("format"),
  );
});

describe("the demo substances", () => {
  it("carry valid CAS and EC numbers and only hazard statements the catalogue has", () => {
    for (const substance of DEMO_SUBSTANCES) {
      if (substance.cas) expect(casProblem(substance.cas), `${substance.name} ${substance.cas}`).toBeNull();
      if (substance.ec) expect(ecProblem(substance.ec), `${substance.name} ${substance.ec}`).toBeNull();
      for (const code of substance.codes) expect(hazardStatement(code), `${substance.name} ${code}`).toBeDefined();
    }
    expect(new Set(DEMO_SUBSTANCES.map((substance) => substance.cas)).size).toBe(DEMO_SUBSTANCES.length);
  });
});
