/** The policy list's sortable columns and filter, for the list and its export. */
export const SORTABLE = ["title", "next_review_date", "published_at"] as const;
export const DEFAULT_SORT = { field: "title", direction: "asc" } as const;

export const policyFilter = (url: URL) => ({ q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "" });
