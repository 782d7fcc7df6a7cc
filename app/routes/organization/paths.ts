// Addresses of the organization's settings pages; client-safe, shared by each page and its action.

export const SERVICE_ACCOUNTS_PAGE = "/organization/service-accounts";
export const SINGLE_SIGN_ON_PAGE = "/organization/single-sign-on";
