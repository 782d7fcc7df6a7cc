/** The section a page belongs to: a record of one organization means nothing in another. */
export function sectionOf(path: string) {
  const segments = path.split("?")[0]!.split("/").filter(Boolean);
  const end = segments.findIndex((segment) => /^\d+$/.test(segment) || segment === "new" || segment === "edit");
  const kept = end < 0 ? segments : segments.slice(0, end);
  return kept.length ? `/${kept.join("/")}` : "/dashboard";
}
