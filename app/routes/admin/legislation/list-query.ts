/** The catalogue list's sortable columns and filters, for the list and its CSV export. */
export const SORTABLE = ["title", "reference_number", "territory", "last_modified_date"] as const;

export const catalogueFilter = (url: URL) => ({
  search: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
  topicId: Number(url.searchParams.get("topic")) || undefined,
});
