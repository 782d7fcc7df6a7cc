/** The page size an export reads with: the API's largest. */
export const EXPORT_PAGE = 200;
/** Far beyond a real register; keeps one export from reading without end. */
const MAX_ROWS = 20_000;

/** Every page of a paged call, as one list (for exports). */
export async function allPages<T>(fetchPage: (page: number) => Promise<{ totalElements: number; content: T[] }>) {
  const rows: T[] = [];
  for (let page = 0; rows.length < MAX_ROWS; page++) {
    const { totalElements, content } = await fetchPage(page);
    rows.push(...content);
    if (content.length < EXPORT_PAGE || rows.length >= totalElements) break;
  }
  return rows;
}
