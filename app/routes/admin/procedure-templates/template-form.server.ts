import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { procedureTemplatesApi } from "../../../../server/api/contracts/procedure-templates";
import { ISO_STANDARDS } from "../../../../server/domain/standards";
import type { ApiClient } from "~/api/client.server";
import { checkTexts, textFields, withTexts } from "~/lib/document-texts-schema";
import { version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { templateEditPath } from "./paths";

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

export const templateSchema = z.object(fields).superRefine(checkTexts).transform(withTexts);
export const templateUpdateSchema = z
  .object({ ...fields, lastModifiedDate: version })
  .superRefine(checkTexts)
  .transform(withTexts);

/** Creates the template (no id) or saves it, then shows it in edit mode. */
export function saveTemplate(request: Request, context: AppLoadContext, api: ApiClient, id?: number) {
  if (id === undefined) {
    return submitForm(request, context, {
      schema: templateSchema,
      message: "adminProcedureTemplates.created",
      send: async (body) => templateEditPath((await api.call(procedureTemplatesApi.create, { body })).id),
    });
  }
  return submitForm(request, context, {
    schema: templateUpdateSchema,
    message: "adminProcedureTemplates.saved",
    send: async (body) => {
      await api.call(procedureTemplatesApi.update, { params: { id }, body });
      return templateEditPath(id);
    },
  });
}
