import { STAKEHOLDER_KINDS } from "../../../server/domain/stakeholders";

export { STAKEHOLDER_KINDS };

/** A kind from the URL, or undefined for anything else. */
export const kindFromUrl = (url: URL) => {
  const kind = url.searchParams.get("kind") ?? "";
  return (STAKEHOLDER_KINDS as readonly string[]).includes(kind)
    ? (kind as (typeof STAKEHOLDER_KINDS)[number])
    : undefined;
};
