/** The admin screens of the chemical catalogue. */
export const CHEMICALS = "/admin/chemicals";
export const chemicalPath = (id: number) => `${CHEMICALS}/${id}`;
/** A safety data sheet's download, for anyone signed in (the detail page is the maintainers'). */
export const sheetDownloadPath = (chemicalId: number, sheetId: number) => `/chemical-sheets/${chemicalId}/${sheetId}`;

/** A sheet an organization received from its supplier, for the catalogue's keepers. */
export const sentSheetDownloadPath = (chemicalId: number, sheetId: number) =>
  `/chemical-sent-sheets/${chemicalId}/${sheetId}`;

/** The detail page's parameter that asks to confirm a sheet's removal (`?removeSheet=<id>`). */
export const REMOVE_SHEET = "removeSheet";
