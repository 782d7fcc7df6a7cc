/** The own documents list's sortable columns, shared with its CSV export. */
export const SORTABLE = ["name", "date", "size", "last_modified_date"] as const;
