/** The catalogue list's sortable columns, for the list and its CSV export. */
export const SORTABLE = ["name", "kind", "city"] as const;
