import { emissionFactorsApi } from "../../../../server/api/contracts/emission-factors";
import { EMISSION_FACTOR_SORT_FIELDS } from "../../../../server/api/schemas/emission-factors";
import { UTILITY_TYPES } from "../../../../server/domain/units";
import { fixedT } from "~/i18n/translations.server";
import { EMISSION_UNIT_SYMBOL } from "~/lib/emission-factor-text";
import { defineRegister } from "~/register/list.server";
import { FACTORS_PATH } from "./paths";

/** The emission factors every organization's meters calculate with, as the maintainers keep them. */
export const factorRegister = defineRegister({
  path: FACTORS_PATH,
  routeId: "routes/admin/emission-factors/list",
  section: "adminEmissionFactors",
  list: emissionFactorsApi.detailedList,
  sortable: EMISSION_FACTOR_SORT_FIELDS,
  defaultSort: { field: "name", direction: "asc" },
  choices: {
    utility_type: ({ language }) =>
      UTILITY_TYPES.map((type) => ({ value: type, label: fixedT(language)(`utilityType.${type}`) })),
  },
  // Each factor's value today and its source, a column each, so a spreadsheet can reckon with them.
  csvColumns: [
    { label: (t) => t("adminEmissionFactors.name"), cell: (factor) => factor.name },
    {
      label: (t) => t("adminEmissionFactors.utilityType"),
      cell: (factor, t) => t(`utilityType.${factor.utilityType}`),
    },
    { label: (t) => t("adminEmissionFactors.current"), cell: (factor) => factor.current?.value ?? "" },
    {
      label: (t) => t("adminEmissionFactors.emissionUnit"),
      cell: (factor) => (factor.current ? EMISSION_UNIT_SYMBOL[factor.current.emissionUnit] : ""),
    },
    { label: (t) => t("adminEmissionFactors.meterUnit"), cell: (factor) => factor.current?.meterUnit ?? "" },
    { label: (t) => t("adminEmissionFactors.source"), cell: (factor) => factor.current?.source ?? "" },
    { label: (t) => t("adminEmissionFactors.sourceYear"), cell: (factor) => factor.current?.sourceYear ?? "" },
    { label: (t) => t("adminEmissionFactors.valuesCount"), cell: (factor) => factor.valuesCount },
    {
      label: (t) => t("adminEmissionFactors.lastModified"),
      cell: (factor) => new Date(factor.lastModifiedDate).toISOString().slice(0, 10),
    },
  ],
});
