import { STAKEHOLDER_SORT_FIELDS } from "../../../../server/api/schemas/stakeholders";
import { kindFromUrl } from "~/components/stakeholders/stakeholder-kind";

/** The stakeholder list's sortable columns and filters, for the list and its export. */
export const SORTABLE = STAKEHOLDER_SORT_FIELDS;

export function associationFilter(url: URL) {
  const obligation = url.searchParams.get("obligation");
  return {
    q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
    kind: kindFromUrl(url),
    complianceObligation: obligation === "1" ? true : undefined,
  };
}
