import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { wasteTypesApi } from "../../../../server/api/contracts/waste";
import type { ApiClient } from "~/api/client.server";
import { errorKey } from "~/lib/error-message";
import { version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { wasteTypePath } from "./paths";

/** What the API takes per language (server/api/schemas/waste.ts). */
const MAX_SYNONYMS = 30;
const MAX_LENGTH = 100;

/**
 * A text area's lines as synonyms: trimmed, inner spaces collapsed, control characters dropped, empty
 * lines left out, and a line repeated (in any case) kept once, in the order typed.
 */
export function synonymLines(text: string) {
  const seen = new Set<string>();
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/\p{Cc}/gu, "")
        .trim()
        .replace(/\s+/g, " "),
    )
    .filter((line) => line !== "" && !seen.has(line.toLowerCase()) && seen.add(line.toLowerCase()));
}

const synonymsField = () =>
  z
    .string()
    .optional()
    .transform((text, context) => {
      const synonyms = synonymLines(text ?? "");
      const long = synonyms.find((synonym) => synonym.length > MAX_LENGTH);
      if (long) {
        const shown = `${long.slice(0, 30)}…`;
        context.addIssue({
          code: "custom",
          message: errorKey("adminWasteTypes.synonymTooLong", { synonym: shown, max: MAX_LENGTH }),
        });
      }
      if (synonyms.length > MAX_SYNONYMS) {
        context.addIssue({
          code: "custom",
          message: errorKey("adminWasteTypes.tooManySynonyms", { count: synonyms.length, max: MAX_SYNONYMS }),
        });
      }
      return synonyms;
    });

export const synonymsSchema = z.object({
  synonymsEn: synonymsField(),
  synonymsDa: synonymsField(),
  lastModifiedDate: version,
});

/** Saves the synonyms of one waste type as read (a stale form is refused) and shows the entry again. */
export function saveSynonyms(request: Request, context: AppLoadContext, api: ApiClient, id: number) {
  return submitForm(request, context, {
    schema: synonymsSchema,
    message: "adminWasteTypes.saved",
    send: async (body) => {
      await api.call(wasteTypesApi.updateSynonyms, { params: { id }, body });
      return wasteTypePath(id);
    },
  });
}
