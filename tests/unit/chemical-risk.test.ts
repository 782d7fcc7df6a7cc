import { describe, expect, it } from "vitest";
import { PROTECTIVE_EQUIPMENT_STATEMENTS, protectiveEquipmentCodes } from "../../server/domain/chemical-risk";
import { cmrStatementsOf } from "../../server/domain/cmr";

describe("chemical risk per work process", () => {
  it("suggests protective equipment from the P28x statements the reference data holds", () => {
    expect([...PROTECTIVE_EQUIPMENT_STATEMENTS].sort()).toEqual(["P280", "P282", "P283", "P284"]);
    expect(protectiveEquipmentCodes(["P210", "P280", "P304+P340", "P284", "P501"])).toEqual(["P280", "P284"]);
    expect(protectiveEquipmentCodes(["P201", "P202", "P308+P313"])).toEqual([]);
  });

  it("reads a product's CMR statements, variants included, from its hazard codes", () => {
    expect(cmrStatementsOf(["H226", "H304", "H351", "H373"])).toEqual(["H351"]);
    expect(cmrStatementsOf(["H225", "H361d", "H350i"])).toEqual(["H361d", "H350i"]);
    expect(cmrStatementsOf(["H315", "H319"])).toEqual([]);
  });
});
