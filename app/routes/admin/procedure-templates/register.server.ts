import { z } from "zod";
import {
  PROCEDURE_TEMPLATE_SORT_FIELDS,
  procedureTemplatesApi,
} from "../../../../server/api/contracts/procedure-templates";
import { ISO_STANDARDS } from "../../../../server/domain/standards";
import { checkTexts, textFields, withTexts } from "~/lib/document-texts-schema";
import { version } from "~/lib/form-schema";
import { defineRegister } from "~/register/list.server";

/** The procedure templates organizations start their procedures from, as the maintainers keep them. */
export const templateRegister = defineRegister({
  path: "/admin/procedure-templates",
  routeId: "routes/admin/procedure-templates/list",
  section: "adminProcedureTemplates",
  list: procedureTemplatesApi.list,
  sortable: PROCEDURE_TEMPLATE_SORT_FIELDS,
  defaultSort: { field: "title", direction: "asc" },
  // Both titles, not the procedures.
  csvColumns: [
    ...(["en", "da"] as const).map((language) => ({
      label: (t: (key: string, options?: Record<string, string>) => string) =>
        t("adminProcedureTemplates.titleIn", { language: t(`controlled.language.${language}`) }),
      cell: (row: { titles: { en?: string; da?: string } }) => row.titles[language] ?? "",
    })),
    {
      label: (t) => t("adminProcedureTemplates.isoStandards"),
      cell: (row, t) => row.isoStandards.map((code) => t(`standards.${code}`)).join(", "),
    },
    { label: (t) => t("adminProcedureTemplates.clauses"), cell: (row) => row.clauses.join(", ") },
    {
      label: (t) => t("adminProcedureTemplates.lastModified"),
      cell: (row) => new Date(row.lastModifiedDate).toISOString().slice(0, 10),
    },
  ],
});

const MAX_CLAUSES = 50;
const MAX_CLAUSE = 100;

/** The clauses textarea, one a line: blank lines and repeats dropped. */
const clauseLines = z
  .string()
  .optional()
  .transform((lines) => [
    ...new Set(
      (lines ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ])
  .refine(
    (clauses) => clauses.length <= MAX_CLAUSES && clauses.every((clause) => clause.length <= MAX_CLAUSE),
    "adminProcedureTemplates.clausesTooMany",
  );

const fields = {
  ...textFields,
  isoStandards: z.array(z.enum(ISO_STANDARDS, "validation.invalid")).default([]),
  clauses: clauseLines,
};

/** The template form, hand-written: its texts in two languages, its standards, its clauses a line each. */
export const templateSchema = z.object(fields).superRefine(checkTexts).transform(withTexts);
export const templateUpdateSchema = z
  .object({ ...fields, lastModifiedDate: version })
  .superRefine(checkTexts)
  .transform(withTexts);
