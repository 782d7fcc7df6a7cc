import type { EmissionUnit } from "../../server/domain/emissions";
import type { Values } from "~/i18n/translate";

type Translate = (key: string, values?: Values) => string;

/** The symbols of the emission units, the same in every language. */
export const EMISSION_UNIT_SYMBOL: Record<EmissionUnit, string> = { GRAMS: "g", KILOGRAMS: "kg", TONNES: "t" };

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A factor's number as the reader writes it (0.192, 0,192), with every digit a source gives. */
export function formatFactorNumber(value: number, language: string) {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === "da" ? "da-DK" : "en-GB", { maximumFractionDigits: 10 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** "0.192 kg CO2 per kWh": what a value says, in the reader's language. */
export const factorValueText = (
  t: Translate,
  language: string,
  value: { value: number; meterUnit: string; emissionUnit: EmissionUnit },
) =>
  t("adminEmissionFactors.valuePerUnit", {
    value: formatFactorNumber(value.value, language),
    unit: EMISSION_UNIT_SYMBOL[value.emissionUnit],
    meterUnit: value.meterUnit,
  });

/** Where a value comes from: the source, with the year its figure is for. */
export const factorSourceText = (t: Translate, value: { source: string; sourceYear: number | null }) =>
  value.sourceYear === null
    ? value.source
    : t("adminEmissionFactors.sourceWithYear", { source: value.source, year: value.sourceYear });
