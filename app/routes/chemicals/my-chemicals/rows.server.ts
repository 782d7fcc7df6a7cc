import { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import type { ResultOf } from "../../../../server/api/contracts/operation";
import type { ApiClient } from "~/api/client.server";
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

/**
 * What TRGS 510 says about the kept chemical and the others at its location, so that adding or moving
 * a chemical shows the conflict on the page the form leads to, not only on the co-storage check.
 */
export async function findingsAt(api: ApiClient, organizationId: number, kept: Association) {
  if (!kept.storageLocation?.trim()) return [];
  const check = await api.call(chemicalAssociationsApi.coStorage, {
    params: { org: organizationId },
    query: { location: kept.storageLocation.trim() },
  });
  return check.locations
    .flatMap((location) => location.conflicts)
    .filter((finding) => finding.first.associationId === kept.id || finding.second.associationId === kept.id);
}
