export const CONTROL_BOOK = "/monitoring/control-book";
export const agreementPath = (id: number) => `${CONTROL_BOOK}/agreements/${id}`;
export const inspectionPath = (id: number) => `${CONTROL_BOOK}/inspections/${id}`;
