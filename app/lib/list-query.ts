import type { SortOrder } from "~/api/wire";

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Far beyond any real list, and small enough that the API's row offset stays an ordinary integer. */
const MAX_PAGE = 100_000;

export type ListQuery<Field extends string = string> = {
  /** 1-based, as people count pages; the API's page is this minus one. */
  page: number;
  size: number;
  sort: SortOrder<Field>[];
};

/**
 * A list page's paging and sorting from its URL (`?page=2&size=50&sort=name,desc`). Anything unknown
 * or malformed falls back to the defaults instead of failing: a URL is user input.
 */
export function parseListQuery<Field extends string>(
  url: URL,
  options: { sortable: readonly Field[]; defaultSort: SortOrder<NoInfer<Field>> },
): ListQuery<Field> {
  const page = Number(url.searchParams.get("page"));
  const size = Number(url.searchParams.get("size"));
  const isSortable = (field: string | undefined): field is Field =>
    field !== undefined && (options.sortable as readonly string[]).includes(field);
  const sort = url.searchParams
    .getAll("sort")
    .map((value) => value.split(","))
    .flatMap(([field, direction]) =>
      isSortable(field) ? [{ field, direction: direction === "desc" ? ("desc" as const) : ("asc" as const) }] : [],
    );
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: sort.length ? sort.slice(0, 3) : [options.defaultSort],
  };
}

/** The same URL with some parameters replaced (null removes one); paging restarts unless `page` is given. */
export function withParams(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  if (!("page" in changes)) params.delete("page");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** The sort a header link sets: ascending first, then descending, on the clicked column only. */
export function nextSort(current: SortOrder[], field: string): string {
  const active = current[0]?.field === field ? current[0] : undefined;
  return `${field},${active?.direction === "asc" ? "desc" : "asc"}`;
}

/** What the pager shows: the page (never past the last one), the number of pages and the rows on it. */
export function pageWindow(total: number, query: Pick<ListQuery, "page" | "size">) {
  const pages = Math.max(1, Math.ceil(total / query.size));
  const page = Math.min(Math.max(1, query.page), pages);
  const first = total === 0 ? 0 : (page - 1) * query.size + 1;
  const last = Math.min(total, page * query.size);
  return { page, pages, first, last };
}

/**
 * The list's last page when the page asked for lies past it (an old bookmark, a hand-typed `?page=999`,
 * the last row of the last page deleted), so the loader can send the user there; null when it is fine.
 */
export function lastPageAddress(url: URL, query: ListQuery, total: number): string | null {
  const { page } = pageWindow(total, query);
  if (page === query.page) return null;
  const search = withParams(url.search, { page: page === 1 ? null : page });
  return `${url.pathname}${search === "?" ? "" : search}`;
}

/** The rows a bulk action was sent for (`?id=3&id=5`), or null when none was chosen. */
export function chosenIds(url: URL): Set<number> | null {
  const ids = url.searchParams
    .getAll("id")
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return ids.length ? new Set(ids.slice(0, 1000)) : null;
}
