import { z } from "zod";
import { substancesApi } from "../../../../server/api/contracts/substances";
import { SUBSTANCE_SORT_FIELDS } from "../../../../server/api/schemas/substances";
import type { ApiClient } from "~/api/client.server";
import { optionalText, requiredText, version } from "~/lib/form-schema";
import { hazardCodesField, splitHazardCodes } from "~/lib/statement-codes.server";
import { defineRegister } from "~/register/list.server";

const codes = (statements: { code: string }[]) => statements.map((statement) => statement.code).join(", ");

/** The substance catalogue, as the maintainers keep it. */
export const substanceRegister = defineRegister({
  path: "/admin/substances",
  routeId: "routes/admin/substances/list",
  section: "adminSubstances",
  list: substancesApi.list,
  sortable: SUBSTANCE_SORT_FIELDS,
  defaultSort: { field: "name", direction: "asc" },
  csvColumns: [
    { label: (t) => t("adminSubstances.name"), cell: (row) => row.name },
    { label: (t) => t("adminSubstances.casNumber"), cell: (row) => row.casNumber },
    { label: (t) => t("adminSubstances.ecNumber"), cell: (row) => row.ecNumber },
    { label: (t) => t("adminSubstances.hStatements"), cell: (row) => codes(row.hazardStatements) },
    { label: (t) => t("adminSubstances.euhStatements"), cell: (row) => codes(row.euHazardStatements) },
    { label: (t) => t("adminSubstances.notes"), cell: (row) => row.notes.join("; ") },
  ],
});

/** A substance's H and EUH codes, as the list shows them. */
export const hazardCodesOf = (row: { hazardStatements: { code: string }[]; euHazardStatements: { code: string }[] }) =>
  codes([...row.hazardStatements, ...row.euHazardStatements]);

// The form keeps its own schema: the codes are typed on one line, the notes one per line, and the
// identifiers' check digits are the API's (the kit draws none of these).
const notes = z
  .string()
  .max(6000, "validation.tooLong")
  .optional()
  .transform((typed) =>
    (typed ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  );

const substanceFields = z.object({
  name: requiredText(200),
  casNumber: optionalText(20),
  ecNumber: optionalText(20),
  hazardCodes: hazardCodesField(),
  notes,
});

/** The form's codes as the API takes them: H and EUH statements apart. */
const asBody = <T extends { hazardCodes: string[] }>({ hazardCodes: typed, ...fields }: T) => ({
  ...fields,
  ...splitHazardCodes(typed),
});

/** The substance form, for the new and the edit screen; its value is the API's body. */
export const substanceSchema = substanceFields.transform(asBody);
export const substanceUpdateSchema = substanceFields.extend({ lastModifiedDate: version }).transform(asBody);

/** The notes most used in the catalogue, offered in the form's hint. */
export async function knownNotes(api: ApiClient) {
  const notes = await api.call(substancesApi.notes);
  return notes.content.slice(0, 5).map((item) => item.note);
}
