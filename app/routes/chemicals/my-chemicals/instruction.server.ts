import { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { hazardStatement, precautionaryStatement } from "../../../../server/domain/hazard-statements";
import { isLanguage, type Language } from "../../../../server/domain/standards";
import type { ApiClient } from "~/api/client.server";
import { fixedT } from "~/i18n/translations.server";
import { formatDate, formatQuantity } from "~/lib/format";
import { associationView } from "./rows.server";

/**
 * The workplace instruction of a kept chemical, written out on the server in the language asked for
 * (the reader's by default): the official statement texts of that language, the product's own words
 * for the rest. The page ships no script, so everything it shows is text here.
 */
export async function workplaceInstruction(
  api: ApiClient,
  organizationId: number,
  id: number,
  asked: string | null,
  readerLanguage: Language,
) {
  const language: Language = isLanguage(asked) ? asked : readerLanguage;
  const t = fixedT(language);
  const kept = associationView(
    await api.call(chemicalAssociationsApi.get, { params: { org: organizationId, id } }),
    language,
  );
  const chemical = await api.call(chemicalsApi.get, { params: { id: kept.chemical.id } });
  const inLanguage = (codes: string[], text: typeof hazardStatement) =>
    codes.map((code) => ({ code, statement: text(code)?.text[language] ?? code }));
  const sheet = kept.sds;
  const sds =
    sheet.status === "MISSING"
      ? t("myChemicals.sdsMissing", { country: sheet.countryName ?? "" })
      : sheet.status === "NO_COUNTRY"
        ? t("myChemicals.sdsNoCountry")
        : t("myChemicals.sdsRevised", {
            date: formatDate(sheet.lastRevisionDate, language),
            language: sheet.languageName ?? "",
          });
  const unit = kept.unit ? ` ${t(`myChemicals.units.${kept.unit}`)}` : "";
  return {
    id: kept.id,
    language,
    chemical: kept.chemical,
    hazards: inLanguage(
      [...chemical.hazardStatements, ...chemical.euHazardStatements].map((s) => s.code),
      hazardStatement,
    ),
    precautions: inLanguage(
      chemical.precautionaryStatements.map((s) => s.code),
      precautionaryStatement as typeof hazardStatement,
    ),
    facts: [
      { label: t("myChemicals.producer"), value: kept.chemical.producer },
      { label: t("myChemicals.department"), value: kept.department },
      { label: t("myChemicals.location"), value: kept.storageLocation },
      {
        label: t("myChemicals.amount"),
        value: kept.amount === null ? null : `${formatQuantity(kept.amount, language)}${unit}`,
      },
      { label: t("myChemicals.purpose"), value: kept.purpose },
      { label: t("myChemicals.storageClass"), value: kept.storageClass },
      { label: t("myChemicals.waterHazardClass"), value: kept.waterHazardClass },
    ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value)),
    sds: {
      text: sds,
      warning:
        sheet.status === "OUTDATED"
          ? t("myChemicals.sdsOutdated", { date: formatDate(sheet.reviewDue, language) })
          : null,
    },
    texts: {
      title: t("myChemicals.instructionTitle"),
      signalWord: t("chemicals.signalWord"),
      noSignalWord: t("chemicals.noSignalWord"),
      dangerCode: t("chemicals.dangerCode"),
      danger: t(`chemicals.dangerCodes.${kept.chemical.dangerCode}`),
      hazards: t("chemicals.hazardStatements"),
      precautions: t("chemicals.precautionaryStatements"),
      none: t("chemicals.noStatements"),
      storage: t("myChemicals.instructionStorage"),
      sds: t("myChemicals.instructionSds"),
      printed: t("myChemicals.printed", { date: formatDate(new Date(), language) }),
      print: t("myChemicals.printHint"),
      back: t("myChemicals.backToChemical"),
      languages: t("myChemicals.instructionLanguages"),
    },
  };
}
