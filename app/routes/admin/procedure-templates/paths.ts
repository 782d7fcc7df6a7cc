/** Where the template catalogue lives, and how its list is sorted and searched: for its screens and export. */
export const TEMPLATES_PATH = "/admin/procedure-templates";
export const templateEditPath = (id: number) => `${TEMPLATES_PATH}/${id}/edit`;

export const SORTABLE = ["title", "last_modified_date"] as const;
export const DEFAULT_SORT = { field: "title", direction: "asc" } as const;

export const templateFilter = (url: URL) => ({ q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "" });
