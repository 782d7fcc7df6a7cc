import type { AssociationListItem } from "~/api/types";
import type { Language } from "~/i18n/config";
import { localized, topicName } from "~/lib/legislation-text";
import { territoryName } from "~/lib/territories.server";

/** The register's sortable columns, for the list and its CSV export. */
export const SORTABLE = ["title", "reference_number", "territory", "next_review_date"] as const;

const positive = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** The register's filters from its address (anything malformed is left out). */
export function registerFilter(url: URL) {
  return {
    search: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
    topicId: positive(url.searchParams.get("topic")),
    territory: url.searchParams.get("territory")?.slice(0, 4) ?? "",
    reviewDue: url.searchParams.get("review") === "due" ? true : undefined,
  };
}

/** A register entry as the list and the export show it, in the reader's language. */
export function registerRow(
  { id, legislation, responsibleMember, nextReviewDate }: AssociationListItem,
  language: Language,
) {
  const title = localized(legislation, language).title;
  return {
    id,
    legislationId: legislation.id,
    name: legislation.shortName ?? title,
    fullTitle: legislation.shortName ? title : null,
    referenceNumber: legislation.referenceNumber,
    territory: territoryName(legislation.territory, language),
    topics: legislation.topics.map((topic) => topicName(topic, language)).join(", "),
    responsible: responsibleMember?.name ?? "",
    nextReviewDate,
  };
}

export type RegisterRow = ReturnType<typeof registerRow>;
