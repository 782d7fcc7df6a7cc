import { AGREEMENT_TYPES, type AgreementType } from "../../../../server/domain/control-book";
import { isRecordId } from "../../../../server/domain/record-ids";
import type { SortOrder } from "~/api/wire";
import { parseListQuery } from "~/lib/list-query";

/** The control book's tabs: what is still to do (all, or by when), and what is done. */
export const SHOWS = ["open", "overdue", "due-soon", "later", "done"] as const;
export type Show = (typeof SHOWS)[number];

export const SORTABLE = ["due_date", "agreement_name", "type", "performed_at"] as const;

const idFrom = (url: URL, name: string) => {
  const value = Number(url.searchParams.get(name));
  return isRecordId(value) ? value : undefined;
};

/** The control book's filters from its address (shared by the page and its export); anything odd is ignored. */
export function bookFilter(url: URL) {
  const show = url.searchParams.get("show");
  const type = url.searchParams.get("type");
  return {
    show: (SHOWS as readonly string[]).includes(show ?? "") ? (show as Show) : "open",
    q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
    type: (AGREEMENT_TYPES as readonly string[]).includes(type ?? "") ? (type as AgreementType) : undefined,
    responsible: idFrom(url, "responsible"),
    stakeholder: idFrom(url, "stakeholder"),
    machine: idFrom(url, "machine"),
  };
}
export type BookFilter = ReturnType<typeof bookFilter>;

const STANDING = { overdue: "OVERDUE", "due-soon": "DUE_SOON", later: "LATER" } as const;

/** The filters as the API's inspection list takes them. */
export function inspectionQuery(filter: BookFilter) {
  return {
    q: filter.q || undefined,
    status: filter.show === "done" ? ("DONE" as const) : filter.show === "open" ? ("PENDING" as const) : undefined,
    standing: filter.show in STANDING ? STANDING[filter.show as keyof typeof STANDING] : undefined,
    type: filter.type,
    responsibleMemberId: filter.responsible,
    stakeholderId: filter.stakeholder,
    machineId: filter.machine,
  };
}

/** Paging and sorting: what is to do comes soonest first, what is done latest first. */
export function bookListQuery(url: URL, filter: BookFilter) {
  const defaultSort: SortOrder<(typeof SORTABLE)[number]> =
    filter.show === "done" ? { field: "performed_at", direction: "desc" } : { field: "due_date", direction: "asc" };
  return parseListQuery(url, { sortable: SORTABLE, defaultSort });
}
