export const OVERVIEW_PATH = "/organization/members-roles-and-competences";
export const memberPath = (id: number) => `/organization/members/${id}`;
export const acquisitionPath = (memberId: number, competenceId: number) =>
  `/organization/members/${memberId}/competences/${competenceId}`;

/** The acquisition page's second form: taking a certificate off the requirement. */
export const DETACH_INTENT = "detach";
