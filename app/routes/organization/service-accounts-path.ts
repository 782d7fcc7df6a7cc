/** Where an organization's service accounts are kept; client-safe, shared by the page and its action. */
export const SERVICE_ACCOUNTS_PAGE = "/organization/service-accounts";
