import { CHEMICAL_ASSOCIATION_SORT_FIELDS, SDS_FILTERS } from "../../../../server/api/schemas/chemical-associations";
import { DANGER_CODES } from "../../../../server/domain/danger-code";
import { STORAGE_CLASSES } from "../../../../server/domain/co-storage";
import { isRecordId } from "../../../../server/domain/record-ids";

/** The kept chemicals' sorting and filters, read from the list's address for the list and its export. */
export const SORTABLE = CHEMICAL_ASSOCIATION_SORT_FIELDS;
export const DEFAULT_SORT = { field: "chemical", direction: "asc" } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null) => values.find((known) => known === value);

export function associationFilter(url: URL) {
  const text = (name: string, max: number) => url.searchParams.get(name)?.trim().slice(0, max) ?? "";
  const department = Number(url.searchParams.get("department"));
  return {
    q: text("q", 200),
    hazard: text("hazard", 20) || undefined,
    dangerCode: oneOf(DANGER_CODES, url.searchParams.get("danger")),
    storageClass: oneOf(STORAGE_CLASSES, url.searchParams.get("storageClass")),
    departmentId: isRecordId(department) ? department : undefined,
    location: text("location", 200) || undefined,
    sds: oneOf(SDS_FILTERS, url.searchParams.get("sds")),
    unassessed: url.searchParams.get("unassessed") === "true" || undefined,
  };
}
export type AssociationFilter = ReturnType<typeof associationFilter>;

/** The filter form's fixed choices, from the server's lists. */
export const FILTER_CHOICES = {
  dangerCodes: [...DANGER_CODES],
  storageClasses: STORAGE_CLASSES,
  sds: [...SDS_FILTERS],
};
