import { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { organizationsApi } from "../../../../server/api/contracts/organizations";
import { signalWordText } from "../../../../server/domain/hazard-labels";
import {
  hazardStatement,
  PRECAUTION_KINDS,
  precautionaryStatement,
  precautionKind,
} from "../../../../server/domain/hazard-statements";
import { isLanguage, type Language } from "../../../../server/domain/standards";
import type { ApiClient } from "~/api/client.server";
import { fixedT } from "~/i18n/translations.server";
import { formatDate, formatQuantity } from "~/lib/format";
import { associationView } from "./rows.server";

/** The company the chemical is kept by: the organization itself, or the nearest company above a department. */
async function companyName(api: ApiClient, organizationId: number) {
  let id: number | null = organizationId;
  for (let depth = 0; id !== null && depth < 50; depth += 1) {
    // A department's company may lie outside what the reader may read: then no name rather than an error.
    const organization: { type: string; name: string; parentId: number | null } | null = await api
      .call(organizationsApi.get, { params: { org: id } })
      .catch(() => null);
    if (!organization) return null;
    if (organization.type === "COMPANY") return organization.name;
    id = organization.parentId;
  }
  return null;
}

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
  const association = await api.call(chemicalAssociationsApi.get, { params: { org: organizationId, id } });
  const kept = associationView(association, language);
  const [chemical, company] = await Promise.all([
    api.call(chemicalsApi.get, { params: { id: kept.chemical.id } }),
    companyName(api, association.organizationId),
  ]);
  const inLanguage = (codes: string[], text: typeof hazardStatement) =>
    codes.map((code) => ({ code, statement: text(code)?.text[language] ?? code }));
  const precautionCodes = chemical.precautionaryStatements.map((s) => s.code);
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
    company,
    signalWord: signalWordText(kept.chemical.signalWord, language),
    // By kind, as the instruction's sections read them: protective measures, first aid and spills, …
    precautions: PRECAUTION_KINDS.map((kind) => ({
      kind,
      title: t(`myChemicals.instructionSections.${kind}`),
      statements: inLanguage(
        precautionCodes.filter((code) => precautionKind(code) === kind),
        precautionaryStatement as typeof hazardStatement,
      ),
    })).filter((section) => section.kind !== "GENERAL" || section.statements.length > 0),
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
      company: t("myChemicals.instructionCompany"),
      noPrecautions: t("myChemicals.instructionNoPrecautions"),
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
