import type { actionsApi } from "../../server/api/contracts/actions";
import type { metersApi, readingsApi } from "../../server/api/contracts/meters";
import type { chemicalAssociationsApi } from "../../server/api/contracts/chemical-associations";
import type { chemicalsApi } from "../../server/api/contracts/chemicals";
import type { agreementsApi, inspectionsApi } from "../../server/api/contracts/control-book";
import type { eventsApi } from "../../server/api/contracts/events";
import type { emissionFactorsApi } from "../../server/api/contracts/emission-factors";
import type { machinesApi } from "../../server/api/contracts/machines";
import type { legislationsApi } from "../../server/api/contracts/legislations";
import type { membersApi } from "../../server/api/contracts/members";
import type { competencesApi } from "../../server/api/contracts/competences";
import type { rolesApi } from "../../server/api/contracts/roles";
import type { ResultOf } from "../../server/api/contracts/operation";
import type { organizationLegislationsApi } from "../../server/api/contracts/organization-legislations";
import type { procedureTemplatesApi } from "../../server/api/contracts/procedure-templates";
import type { wasteHandlersApi } from "../../server/api/contracts/waste";

/** The records components show, as the API's contract answers them (named here so no component imports a route). */
type Item<List> = List extends { content: (infer T)[] } ? T : never;

export type Topic = Item<ResultOf<typeof legislationsApi.topics>>;
export type LegislationSummary = Item<ResultOf<typeof legislationsApi.list>>;
export type Legislation = ResultOf<typeof legislationsApi.get>;
export type Association = ResultOf<typeof organizationLegislationsApi.get>;
export type AssociationListItem = Item<ResultOf<typeof organizationLegislationsApi.list>>;
export type Member = Item<ResultOf<typeof membersApi.list>>;
export type MemberDetail = ResultOf<typeof membersApi.get>;
export type CompetenceRequirement = MemberDetail["competenceRequirements"][number];
export type Role = Item<ResultOf<typeof rolesApi.list>>;
export type CompetenceSummary = Item<ResultOf<typeof competencesApi.list>>;
export type Competence = ResultOf<typeof competencesApi.get>;
export type CompetenceMatrix = ResultOf<typeof competencesApi.matrix>;
export type ProcedureTemplate = ResultOf<typeof procedureTemplatesApi.get>;
export type Agreement = ResultOf<typeof agreementsApi.get>;
export type AgreementListItem = Item<ResultOf<typeof agreementsApi.list>>;
export type Inspection = ResultOf<typeof inspectionsApi.get>;
export type InspectionListItem = Item<ResultOf<typeof inspectionsApi.list>>;
export type Machine = ResultOf<typeof machinesApi.get>;
export type EventRecord = ResultOf<typeof eventsApi.get>;
export type ActionSummary = Item<ResultOf<typeof actionsApi.list>>;
export type Meter = ResultOf<typeof metersApi.get>;
export type MeterReading = ResultOf<typeof readingsApi.get>;
export type MeterMonth = ResultOf<typeof metersApi.months>[number];
export type EmissionFactorChoice = Item<ResultOf<typeof emissionFactorsApi.list>>;
export type EmissionFactorSummary = Item<ResultOf<typeof emissionFactorsApi.detailedList>>;
export type EmissionFactor = ResultOf<typeof emissionFactorsApi.detailed>;
export type EmissionFactorValue = EmissionFactor["values"][number];
export type Chemical = ResultOf<typeof chemicalsApi.get>;
export type CoStorageFinding = ResultOf<
  typeof chemicalAssociationsApi.coStorage
>["locations"][number]["conflicts"][number];
export type WasteHandler = ResultOf<typeof wasteHandlersApi.get>;
export type WasteArrangement = ResultOf<typeof wasteHandlersApi.getArrangement>;
