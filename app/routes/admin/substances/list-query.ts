/** The substance list's sortable columns and filters, for the list and its CSV export. */
export const SORTABLE = ["name", "cas_number", "ec_number", "last_modified_date"] as const;

export const substanceFilter = (url: URL) => ({
  q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
  hazard: url.searchParams.get("hazard")?.trim().slice(0, 20) || undefined,
});
