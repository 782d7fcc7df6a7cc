import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { hazardsApi } from "../../../../server/api/contracts/hazards";
import { pictogramsNamed } from "../../../../server/domain/hazard-labels";
import type { ApiClient } from "~/api/client.server";
import { missingKeyMarker, type Language } from "~/i18n/config";
import { fixedT } from "~/i18n/translations.server";
import { languageName } from "~/lib/language-names.server";
import { territoryName } from "~/lib/territories.server";

type Restriction = Awaited<ReturnType<typeof restrictionsOf>>[number];

const restrictionsOf = async (api: ApiClient, id: number) =>
  (await api.call(chemicalsApi.restrictions, { params: { id } })).content;

/**
 * A restriction list in the reader's language where the locale files name it by its code; one they
 * do not know yet is shown as the API gives it, in English.
 */
function restrictionText(restriction: Restriction, language: Language) {
  const t = fixedT(language);
  const key = `adminChemicals.restrictionLists.${restriction.list}`;
  const name = t(`${key}.name`);
  if (name === missingKeyMarker(`${key}.name`)) {
    return { name: restriction.name, reference: restriction.reference, scope: restriction.scope, lang: "en" };
  }
  return { name, reference: t(`${key}.reference`), scope: t(`${key}.scope`), lang: undefined };
}

/**
 * What the detail page shows of a chemical, named for the reader: the label's pictograms with their
 * names, storage classes with their German names, the ADR class's name, countries and the sheets'
 * languages. The reference data stays on the server.
 */
export async function chemicalView(api: ApiClient, id: number, language: Language) {
  const [chemical, restrictions, vocabulary, dangerousGoods] = await Promise.all([
    api.call(chemicalsApi.get, { params: { id } }),
    restrictionsOf(api, id),
    api.call(hazardsApi.vocabulary),
    api.call(hazardsApi.dangerousGoods),
  ]);
  const storageClassName = (code: string) =>
    vocabulary.storageClasses.find((storageClass) => storageClass.code === code)?.nameDe ?? null;
  const { label } = chemical;
  return {
    id: chemical.id,
    name: chemical.name,
    producer: chemical.producer,
    physicalState: chemical.physicalState,
    dangerCode: chemical.dangerCode,
    hazardStatements: chemical.hazardStatements,
    euHazardStatements: chemical.euHazardStatements,
    precautionaryStatements: chemical.precautionaryStatements,
    lastModifiedDate: chemical.lastModifiedDate,
    label: {
      pictograms: pictogramsNamed(label.pictograms),
      signalWord: label.signalWord,
      overrideReason: label.overrideReason,
      derived: { ...label.derived, pictograms: pictogramsNamed(label.derived.pictograms) },
    },
    transport: {
      unNumber: chemical.unNumber,
      adrClass: chemical.adrClass
        ? {
            code: chemical.adrClass,
            name: dangerousGoods.classes.find((adrClass) => adrClass.code === chemical.adrClass)?.name ?? null,
          }
        : null,
      packingGroup: chemical.packingGroup,
    },
    substances: chemical.substanceConcentrations.map(({ substance, min, max }) => ({ ...substance, min, max })),
    supplies: chemical.supplies.map((supply) => ({
      id: supply.id,
      supplier: supply.supplier.name,
      productNumber: supply.productNumber,
    })),
    countries: chemical.countriesData.map((country) => ({
      code: country.countryAlpha2,
      name: territoryName(country.countryAlpha2, language),
      storageClass: country.storageClass
        ? { code: country.storageClass, nameDe: storageClassName(country.storageClass) }
        : null,
      waterHazardClass: country.waterHazardClass,
      sheets: country.safetyDataSheets.map((sheet) => ({
        id: sheet.id,
        language: languageName(sheet.language, language),
        lastRevisionDate: sheet.lastRevisionDate,
        fileName: sheet.file.name,
      })),
    })),
    restrictions: restrictions.map((restriction) => ({
      code: restriction.list,
      ...restrictionText(restriction, language),
      substances: restriction.substances.map(({ id: substanceId, name, casNumber }) => ({
        id: substanceId,
        name,
        casNumber,
      })),
    })),
  };
}

export type ChemicalView = Awaited<ReturnType<typeof chemicalView>>;
