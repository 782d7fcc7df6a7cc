import type { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import type { ResultOf } from "../../../../server/api/contracts/operation";
import { pictogramsNamed, type Pictogram } from "../../../../server/domain/hazard-labels";

type Association = ResultOf<typeof chemicalAssociationsApi.get>;

/** What the screens show of a kept chemical: only that, named for the reader, dates as they are. */
export function associationView(association: Association) {
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
      language: association.safetyDataSheet?.language ?? null,
      reviewDue: association.sdsReviewDue,
      country: association.countryAlpha2,
    },
    sheetId: association.safetyDataSheet?.id ?? null,
    lastModifiedDate: association.lastModifiedDate,
  };
}
export type AssociationView = ReturnType<typeof associationView>;
