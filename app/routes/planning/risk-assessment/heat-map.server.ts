import { risksApi } from "../../../../server/api/contracts/risks";
import { isRecordId } from "../../../../server/domain/record-ids";
import { HAZARD_CATEGORIES, matrixCells, type HazardCategory, type RiskMatrix } from "../../../../server/domain/risks";
import type { ApiClient } from "~/api/client.server";
import { domainMatrix } from "./matrix.server";

type Count = { likelihood: number; severity: number; count: number };

/** The matrix's rows (likeliest first), each cell with its level and how many risks stand in it. */
const gridOf = (counts: Count[], matrix: RiskMatrix) =>
  matrixCells(matrix).map((row) => ({
    likelihood: row.likelihood,
    cells: row.cells.map((cell) => ({
      ...cell,
      count:
        counts.find((count) => count.likelihood === row.likelihood && count.severity === cell.severity)?.count ?? 0,
    })),
  }));

export type HeatMapGrid = ReturnType<typeof gridOf>;

/** The heat maps of the risks the register's department and kind filters show, before and after the controls. */
export async function heatMapsOf(api: ApiClient, organizationId: number, url: URL) {
  const department = Number(url.searchParams.get("department_id"));
  const kind = url.searchParams.get("hazard_category");
  const map = await api.call(risksApi.heatMap, {
    params: { org: organizationId },
    query: {
      ...(isRecordId(department) ? { departmentId: department } : {}),
      ...(HAZARD_CATEGORIES.includes(kind as HazardCategory) ? { hazardCategory: kind as HazardCategory } : {}),
    },
  });
  const matrix = domainMatrix(map.matrix);
  return { before: gridOf(map.cells, matrix), after: gridOf(map.residualCells, matrix) };
}
