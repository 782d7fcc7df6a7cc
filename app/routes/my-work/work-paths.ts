import type { WorkKind } from "../../../server/domain/my-work";

/** The page of the record a row of my work is about. */
export function workPath(item: { kind: WorkKind; recordId: number; detail: string | null }): string {
  switch (item.kind) {
    case "INSPECTION":
      return `/monitoring/control-book/inspections/${item.recordId}`;
    case "ACTION":
      return `/planning/action-plan/${item.recordId}`;
    case "COMPETENCE":
      return `/organization/members/${item.recordId}`;
    case "DOCUMENT_REVIEW":
      return item.detail === "PROCEDURE"
        ? `/operation/procedures/${item.recordId}`
        : `/leadership/policies/${item.recordId}`;
    case "OBLIGATION_REVIEW":
      return `/documents/binding-obligations/${item.recordId}`;
    case "AGREEMENT_END":
      return `/monitoring/control-book/agreements/${item.recordId}`;
  }
}
