/** Where the API is mounted, on its own server and on the product's public address alike. */
export const API_BASE = "/api/v1";
