import type { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import type { ResultOf } from "../../../../server/api/contracts/operation";
import type { Language } from "~/i18n/config";
import { languageName } from "~/lib/language-names.server";
import { territoryName } from "~/lib/territories.server";
import { pictogramsNamed, type Pictogram } from "../../../../server/domain/hazard-labels";

type Association = ResultOf<typeof chemicalAssociationsApi.get>;

/** What the screens show of a kept chemical: only that, named for the reader, dates as they are. */
export function associationView(association: Association, language: Language) {
  const { chemical } = association;
  return {
    id: association.id,
    chemical: {
      id: chemical.id,
      name: chemical.name,
      producer: chemical.producer,
      dangerCode: chemical.dangerCode,
      signalWord: chemical.signalWord,
      pictograms: pictogramsNamed(chemical.pictograms as Pictogram[]),
    },
    supplier: association.supply?.supplier.name ?? null,
    productNumber: association.supply?.productNumber ?? null,
    department: association.department?.name ?? null,
    storageLocation: association.storageLocation,
    amount: association.amount,
    unit: association.unit,
    purpose: association.purpose,
    storageClass: association.storageClass,
    waterHazardClass: association.waterHazardClass,
    sds: {
      status: association.sdsStatus,
      lastRevisionDate: association.safetyDataSheet?.lastRevisionDate ?? null,
      languageName: association.safetyDataSheet ? languageName(association.safetyDataSheet.language, language) : null,
      reviewDue: association.sdsReviewDue,
      countryName: association.countryAlpha2 ? territoryName(association.countryAlpha2, language) : null,
    },
    sheetId: association.safetyDataSheet?.id ?? null,
    lastModifiedDate: association.lastModifiedDate,
  };
}
export type AssociationView = ReturnType<typeof associationView>;
