import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { hazardsApi } from "../../../../server/api/contracts/hazards";
import { stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { substancesApi } from "../../../../server/api/contracts/substances";
import { PHYSICAL_STATES, WATER_HAZARD_CLASSES } from "../../../../server/domain/chemical-enumerations";
import { STORAGE_CLASSES } from "../../../../server/domain/co-storage";
import { ADR_CLASS_CODES, PACKING_GROUPS, UN_NUMBER } from "../../../../server/domain/dangerous-goods";
import { PICTOGRAMS, pictogramsNamed, SIGNAL_WORDS } from "../../../../server/domain/hazard-labels";
import { COUNTRY_CODES } from "../../../../server/domain/territories";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import type { ApiClient } from "~/api/client.server";
import type { Language } from "~/i18n/config";
import { filledRows, onFormRows } from "~/lib/form-rows.server";
import { checkbox, optionalId, optionalNumber, optionalText, requiredText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { hazardCodesField, precautionaryCodesField, splitHazardCodes } from "~/lib/statement-codes.server";
import { countryOptions } from "~/lib/territories.server";
import { isBlankRow, ROW_LISTS, type RowList } from "./chemical-rows";
import { chemicalPath } from "./paths";

const INVALID = "validation.server.invalid_value";

/** A choice of a fixed list; nothing chosen is none. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, INVALID)
    .optional()
    .transform((value) => value ?? null);

const percent = optionalNumber().refine(
  (value) => value === null || (value >= 0 && value <= 100),
  "adminChemicals.percentRange",
);

const required = (path: string) => ({ code: "custom" as const, path: [path], message: "validation.required" });

/** A row of a list: a blank one becomes null, to be left out; a filled one needs `needed`. */
const row = <Shape extends z.ZodRawShape>(list: RowList, shape: Shape, needed: (keyof Shape & string)[]) =>
  z
    .object(shape)
    .superRefine((values, context) => {
      if (isBlankRow(list)(values)) return;
      for (const name of needed)
        if ((values as Record<string, unknown>)[name] === null) context.addIssue(required(name));
    })
    .transform((values) => (isBlankRow(list)(values) ? null : values));

// The rows keep their places (blank ones as null), so a refusal of the API finds its row again.
const rows = <T extends z.ZodType>(list: RowList, schema: T) =>
  z
    .array(schema)
    .max(ROW_LISTS[list].max + 10, "validation.tooLong")
    .default([]);

const supplies = rows(
  "supplies",
  row("supplies", { id: optionalId(), supplierId: optionalId(), productNumber: optionalText(100) }, ["supplierId"]),
);
const countriesData = rows(
  "countriesData",
  row(
    "countriesData",
    {
      countryAlpha2: optionalChoice(COUNTRY_CODES as unknown as [string, ...string[]]),
      storageClass: optionalChoice(STORAGE_CLASSES as [string, ...string[]]),
      waterHazardClass: optionalChoice(WATER_HAZARD_CLASSES),
    },
    ["countryAlpha2"],
  ),
);
const substanceConcentrations = rows(
  "substanceConcentrations",
  row("substanceConcentrations", { substanceId: optionalId(), min: percent, max: percent }, ["substanceId", "max"]),
);

const fields = z.object({
  name: requiredText(200),
  producer: optionalText(200),
  physicalState: optionalChoice(PHYSICAL_STATES),
  hazardCodes: hazardCodesField(),
  precautionaryCodes: precautionaryCodesField(),
  labelOverride: checkbox(),
  labelPictograms: z.array(z.enum(PICTOGRAMS, INVALID)).max(PICTOGRAMS.length).default([]),
  labelSignalWord: z.enum(SIGNAL_WORDS, INVALID).default("NORMAL"),
  labelReason: optionalText(500),
  unNumber: optionalText(4).refine(
    (value) => value === null || UN_NUMBER.test(value),
    "adminChemicals.unNumberInvalid",
  ),
  adrClass: optionalChoice(ADR_CLASS_CODES as [string, ...string[]]),
  packingGroup: optionalChoice(PACKING_GROUPS),
  supplies,
  countriesData,
  substanceConcentrations,
});

type Fields = z.output<typeof fields>;

const reasonGiven = (values: Fields, context: z.RefinementCtx) => {
  if (values.labelOverride && values.labelReason === null) {
    context.addIssue({ code: "custom", path: ["labelReason"], message: "adminChemicals.reasonRequired" });
  }
};

/** The chemical form, for the new and the edit screen, validated where the actions run. */
export const chemicalSchema = fields.superRefine(reasonGiven);
export const chemicalUpdateSchema = fields.extend({ lastModifiedDate: version }).superRefine(reasonGiven);

type Rows = { [List in RowList]: ReturnType<typeof filledRows<NonNullable<Fields[List][number]>>> };

/** The form's value as the API's body: the label override only when asked for, blank rows left out. */
function bodyOf(values: Fields, filled: Rows) {
  const { hazardCodes, precautionaryCodes, labelOverride, labelPictograms, labelSignalWord, labelReason, ...rest } =
    values;
  return {
    ...rest,
    ...splitHazardCodes(hazardCodes),
    precautionaryStatementCodes: precautionaryCodes,
    labelOverride: labelOverride
      ? { pictograms: labelPictograms, signalWord: labelSignalWord, reason: labelReason ?? "" }
      : null,
    supplies: filled.supplies.map(({ row: supply }) => ({ ...supply, supplierId: supply.supplierId! })),
    countriesData: filled.countriesData.map(({ row: country }) => ({
      ...country,
      countryAlpha2: country.countryAlpha2!,
    })),
    substanceConcentrations: filled.substanceConcentrations.map(({ row: concentration }) => ({
      ...concentration,
      substanceId: concentration.substanceId!,
      max: concentration.max!,
    })),
  };
}

// Where the API's other field paths show on the form; the rest go with the form's own errors.
const SAME_NAME = new Set(["name", "producer", "physicalState", "unNumber", "adrClass", "packingGroup"]);
const RENAMED: [RegExp, string][] = [
  [/^(hazardStatementCodes|euHazardStatementCodes)(\.|$)/, "hazardCodes"],
  [/^precautionaryStatementCodes(\.|$)/, "precautionaryCodes"],
  [/^labelOverride\.pictograms(\.|$)/, "labelPictograms"],
  [/^labelOverride\.signalWord$/, "labelSignalWord"],
  [/^labelOverride\.reason$/, "labelReason"],
];
const topField = (path: string) =>
  SAME_NAME.has(path) ? path : (RENAMED.find(([pattern]) => pattern.test(path))?.[1] ?? null);

/** Sends the form's value, its refusals moved onto the rows they are about. */
async function sent<T>(values: Fields, send: (body: ReturnType<typeof bodyOf>) => Promise<T>) {
  const filled = {
    supplies: filledRows(values.supplies),
    countriesData: filledRows(values.countriesData),
    substanceConcentrations: filledRows(values.substanceConcentrations),
  };
  try {
    return await send(bodyOf(values, filled));
  } catch (error) {
    const lists = Object.fromEntries(
      (Object.keys(filled) as RowList[]).map((list) => [
        list,
        { places: filled[list].map((entry) => entry.index), fields: new Set<string>(ROW_LISTS[list].fields) },
      ]),
    );
    throw onFormRows(error, lists, topField);
  }
}

/** Adds the chemical (no id) or saves it, then shows it. */
export function saveChemical(request: Request, context: AppLoadContext, api: ApiClient, id?: number) {
  if (id === undefined) {
    return submitForm(request, context, {
      schema: chemicalSchema,
      message: "adminChemicals.created",
      send: (values) => sent(values, async (body) => chemicalPath((await api.call(chemicalsApi.create, { body })).id)),
    });
  }
  return submitForm(request, context, {
    schema: chemicalUpdateSchema,
    message: "adminChemicals.saved",
    send: ({ lastModifiedDate, ...values }) =>
      sent(values, async (body) => {
        await api.call(chemicalsApi.update, { params: { id }, body: { ...body, lastModifiedDate } });
        return chemicalPath(id);
      }),
  });
}

/** What the form offers to choose from: the catalogue's suppliers and substances, and the reference lists. */
export async function chemicalFormOptions(api: ApiClient, language: Language) {
  const byName = [{ field: "name" as const, direction: "asc" as const }];
  const [suppliers, substances, vocabulary, dangerousGoods] = await Promise.all([
    allPages((page) =>
      api.call(stakeholdersApi.list, { query: { page, size: EXPORT_PAGE, sort: byName, kind: "SUPPLIER" } }),
    ),
    allPages((page) => api.call(substancesApi.list, { query: { page, size: EXPORT_PAGE, sort: byName } })),
    api.call(hazardsApi.vocabulary),
    api.call(hazardsApi.dangerousGoods),
  ]);
  return {
    suppliers: suppliers.map(({ id, name }) => ({ id, name })),
    substances: substances.map(({ id, name, casNumber }) => ({ id, name, casNumber })),
    countries: countryOptions(language),
    storageClasses: vocabulary.storageClasses,
    waterHazardClasses: vocabulary.waterHazardClasses,
    physicalStates: vocabulary.physicalStates,
    signalWords: vocabulary.signalWords,
    pictograms: pictogramsNamed([...PICTOGRAMS]),
    adrClasses: dangerousGoods.classes.map(({ code, name }) => ({ code, name })),
    packingGroups: dangerousGoods.packingGroups,
  };
}
export type ChemicalFormOptions = Awaited<ReturnType<typeof chemicalFormOptions>>;
