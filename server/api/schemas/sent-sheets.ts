import { dateOnly, id, idParam, timestamp, z } from "./common";
import { country, languageCode } from "./chemicals";
import { fileMetadata } from "./files";

/** A safety data sheet an organization received from its supplier for a chemical it keeps. */
export const sentSheet = z
  .object({
    id,
    association_id: id,
    organization: z.object({ id, name: z.string() }),
    language: z.string(),
    last_revision_date: dateOnly,
    file: fileMetadata,
    created_date: timestamp,
  })
  .openapi("SentSafetyDataSheet");

export const sentSheetInput = z.strictObject({
  file_id: id.openapi({ description: "A file uploaded with POST /organizations/{org}/files" }),
  language: languageCode,
  last_revision_date: dateOnly,
});

export const sentSheetParams = z.object({ org: idParam("org"), id: idParam("id"), sheetId: idParam("sheetId") });
export const chemicalSentSheetParams = z.object({ id: idParam("id"), sheetId: idParam("sheetId") });

/** Takes a sent sheet into the catalogue, for a country of the chemical's. */
export const adoptSentSheetInput = z.strictObject({ country_alpha2: country });
