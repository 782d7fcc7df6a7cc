import { describe, expect, it } from "vitest";
import { splitOf, wasteReportOf, type ArrangementFigure, type MonthFigure } from "../../server/domain/waste-report";

// January: 2.5 t cardboard (R3) + 0.75 t waste oil (hazardous, R9) from production (department 7);
// March: 1.2 t mixed waste to landfill (D1) + 40 fluorescent tubes (pieces, hazardous, D10, no tonnes);
// May: 0.1 t without a treatment; a month of 2025 the 2026 report leaves out.
const months: MonthFigure[] = [
  { month: "2026-01", hazardous: false, treatmentKind: "recovery", tonnes: 2.5 },
  { month: "2026-01", hazardous: true, treatmentKind: "recovery", tonnes: 0.75 },
  { month: "2026-03", hazardous: false, treatmentKind: "disposal", tonnes: 1.2 },
  { month: "2026-03", hazardous: true, treatmentKind: "disposal", tonnes: 0 },
  { month: "2026-05", hazardous: false, treatmentKind: null, tonnes: 0.1 },
  { month: "2025-12", hazardous: false, treatmentKind: "recovery", tonnes: 9 },
];
const arrangement = (values: Partial<ArrangementFigure>): ArrangementFigure => ({
  wasteTypeId: 1,
  hazardous: false,
  treatmentCode: "R3",
  treatmentKind: "recovery",
  departmentId: null,
  unit: "TONNES",
  tonnes: 0,
  unconverted: 0,
  ...values,
});
const arrangements = [
  arrangement({ wasteTypeId: 10, tonnes: 2.5 }),
  arrangement({ wasteTypeId: 20, hazardous: true, treatmentCode: "R9", tonnes: 0.75, departmentId: 7 }),
  arrangement({ wasteTypeId: 30, treatmentCode: "D1", treatmentKind: "disposal", tonnes: 1.2 }),
  arrangement({
    wasteTypeId: 40,
    hazardous: true,
    treatmentCode: "D10",
    treatmentKind: "disposal",
    unit: "PIECES",
    unconverted: 40,
  }),
  arrangement({ wasteTypeId: 50, treatmentCode: null, treatmentKind: null, tonnes: 0.1 }),
  // A second handler's arrangement of the same type and treatment adds to the first's row.
  arrangement({ wasteTypeId: 10, tonnes: 0.5, departmentId: 7 }),
];

describe("the waste report of a year", () => {
  const report = wasteReportOf(2026, months, arrangements);

  it("sums each month, split hazardous against not and recovery against disposal", () => {
    expect(report.months).toHaveLength(12);
    expect(report.months[0]).toEqual({
      month: "2026-01",
      total: 3.25,
      hazardous: 0.75,
      nonHazardous: 2.5,
      recovery: 3.25,
      disposal: 0,
    });
    expect(report.months[1]).toEqual({
      month: "2026-02",
      total: 0,
      hazardous: 0,
      nonHazardous: 0,
      recovery: 0,
      disposal: 0,
    });
    expect(report.months[2]).toEqual({
      month: "2026-03",
      total: 1.2,
      hazardous: 0,
      nonHazardous: 1.2,
      recovery: 0,
      disposal: 1.2,
    });
  });

  it("totals the year, naming the tonnes without a treatment and the quantities the tonnes leave out", () => {
    expect(report.totals).toEqual({
      total: 4.55,
      hazardous: 0.75,
      nonHazardous: 3.8,
      recovery: 3.25,
      disposal: 1.2,
      unknownTreatment: 0.1,
      unconverted: [{ unit: "PIECES", quantity: 40 }],
    });
  });

  it("lists each waste type and treatment, heaviest first, with quantities that have no tonnes", () => {
    expect(report.types.map((type) => [type.wasteTypeId, type.treatmentCode, type.tonnes])).toEqual([
      [10, "R3", 3],
      [30, "D1", 1.2],
      [20, "R9", 0.75],
      [50, null, 0.1],
      [40, "D10", 0],
    ]);
    expect(report.types.at(-1)!.unconverted).toEqual([{ unit: "PIECES", quantity: 40 }]);
  });

  it("splits per department, the organization itself as none", () => {
    expect(report.departments).toEqual([
      { departmentId: null, total: 3.8, hazardous: 0, nonHazardous: 3.8, recovery: 2.5, disposal: 1.2 },
      { departmentId: 7, total: 1.25, hazardous: 0.75, nonHazardous: 0.5, recovery: 1.25, disposal: 0 },
    ]);
  });

  it("splits a year's figures for the comparison with the year before", () => {
    expect(splitOf(months.filter((m) => m.month.startsWith("2025")))).toEqual({
      total: 9,
      hazardous: 0,
      nonHazardous: 9,
      recovery: 9,
      disposal: 0,
    });
  });
});
