/** The most rows a file may hold, and its size: an organization's whole register, not a database dump. */
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
