/** The logo an organization shows; the file id in the address lets browsers keep it until it changes. */
export const logoPath = (organizationId: number, fileId: number) => `/organizations/${organizationId}/logo?v=${fileId}`;

/** What the logo upload offers to choose (the server checks the content, not this). */
export const LOGO_ACCEPT = "image/png,image/jpeg,image/webp";
