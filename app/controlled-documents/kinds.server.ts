import { policiesApi } from "../../server/api/contracts/policies";
import { proceduresApi } from "../../server/api/contracts/procedures";
import type { DocumentKindScreens } from "./kinds";

// Both kinds have the same operations under their own paths (one contract factory); only the path
// literals differ, so one kind's operation types serve both.
type Operations = typeof policiesApi;
const OPERATIONS: Record<DocumentKindScreens["key"], Operations> = {
  policies: policiesApi,
  procedures: proceduresApi as unknown as Operations,
};

export const operationsOf = (kind: DocumentKindScreens) => OPERATIONS[kind.key];

/**
 * The screen's route id, as the route-access table names it. Typed as the policy's: every kind's
 * screens are declared alike there (organization routes of the kind's feature).
 */
export type Screen = "list" | "export" | "new" | "detail" | "edit" | "versions";
export const routeOf = <S extends Screen>(kind: DocumentKindScreens, screen: S) =>
  `routes${kind.path}/${screen}` as `routes/leadership/policies/${S}`;
