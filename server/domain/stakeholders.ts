/** The kinds of stakeholder the catalogue knows (ISO 14001 4.2: interested parties). */
export const STAKEHOLDER_KINDS = [
  "AUTHORITY",
  "MUNICIPALITY",
  "SUPPLIER",
  "WASTE_HANDLER",
  "CUSTOMER",
  "NEIGHBOUR",
  "EMPLOYEES",
  "OWNER",
  "NGO",
  "INSURER",
  "OTHER",
] as const;
export type StakeholderKind = (typeof STAKEHOLDER_KINDS)[number];
