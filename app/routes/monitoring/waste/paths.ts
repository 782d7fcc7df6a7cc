/** Addresses of the waste handler screens; client-safe, shared by them. */
export const WASTE = "/monitoring/waste";
export const handlerPath = (id: number) => `${WASTE}/${id}`;
export const arrangementPath = (handlerId: number, arrangementId: number) =>
  `${handlerPath(handlerId)}/arrangements/${arrangementId}`;
export const statementPath = (handlerId: number, bulkRegistrationId: number) =>
  `${handlerPath(handlerId)}/registrations/${bulkRegistrationId}/edit`;
