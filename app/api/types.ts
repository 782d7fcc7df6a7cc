import type { agreementsApi, inspectionsApi } from "../../server/api/contracts/control-book";
import type { emissionFactorsApi } from "../../server/api/contracts/emission-factors";
import type { machinesApi } from "../../server/api/contracts/machines";
import type { legislationsApi } from "../../server/api/contracts/legislations";
import type { membersApi } from "../../server/api/contracts/members";
import type { competencesApi } from "../../server/api/contracts/competences";
import type { rolesApi } from "../../server/api/contracts/roles";
import type { ResultOf } from "../../server/api/contracts/operation";
import type { organizationLegislationsApi } from "../../server/api/contracts/organization-legislations";
import type { procedureTemplatesApi } from "../../server/api/contracts/procedure-templates";

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
export type EmissionFactorChoice = ResultOf<typeof emissionFactorsApi.list>[number];
export type EmissionFactorSummary = Item<ResultOf<typeof emissionFactorsApi.detailedList>>;
export type EmissionFactor = ResultOf<typeof emissionFactorsApi.detailed>;
export type EmissionFactorValue = EmissionFactor["values"][number];
