import { describe, expect, it } from "vitest";
import { UTILITY_TYPES } from "../../server/domain/units";
import {
  requireUtilityTypeSegment,
  utilityTypeOfSegment,
  utilityTypeSegment,
} from "../../app/lib/utility-type-segment";
import { newFactorPath } from "../../app/routes/admin/emission-factors/paths";
import { newMeterPath } from "../../app/routes/monitoring/meters/paths";

describe("a utility type in an address", () => {
  it("is written one way for new meters and new factors", () => {
    expect(newMeterPath("TANK_BEARING")).toBe("/monitoring/meters/new/tank-bearing");
    expect(newFactorPath("TANK_BEARING")).toBe("/admin/emission-factors/new/tank-bearing");
    for (const type of UTILITY_TYPES)
      expect(utilityTypeOfSegment(utilityTypeSegment(type))).toEqual({ type, canonical: true });
  });

  it("still reads the type's own spelling, redirecting a page view to the one way", () => {
    expect(utilityTypeOfSegment("TANK_BEARING")).toEqual({ type: "TANK_BEARING", canonical: false });
    expect(utilityTypeOfSegment("tank_bearing")).toBeUndefined();
    const view = new Request("http://localhost/monitoring/meters/new/TANK_BEARING?from=list");
    try {
      requireUtilityTypeSegment(view, "TANK_BEARING");
      expect.unreachable();
    } catch (answer) {
      expect((answer as Response).status).toBe(301);
      expect((answer as Response).headers.get("Location")).toBe("/monitoring/meters/new/tank-bearing?from=list");
    }
    const post = new Request("http://localhost/monitoring/meters/new/TANK_BEARING", { method: "POST" });
    expect(requireUtilityTypeSegment(post, "TANK_BEARING")).toBe("TANK_BEARING");
    expect(() => requireUtilityTypeSegment(post, "NO_SUCH")).toThrow(Response);
  });
});
