import { eq } from "drizzle-orm";
import { legislationAssociations, legislations } from "../../../db/schema";
import { camelKeys } from "../../../domain/wire-casing";
import type { AssociationInput } from "../../legal-register";
import { byName, insertCreated, memberByName, type ImportDefinition } from "../definition";

/**
 * The legal register's binding obligations: each an act of the legislation catalogue, named by its
 * short name, its title in English or Danish, or its reference number, with why it applies, who is
 * responsible (a member by name or e-mail address), the next review and the evaluation interval.
 */
export const obligationImport: ImportDefinition = async (db, scope) => {
  const catalogue = await db
    .select({
      id: legislations.id,
      shortName: legislations.shortName,
      titleEn: legislations.titleEn,
      titleDa: legislations.titleDa,
      reference: legislations.referenceNumber,
    })
    .from(legislations);
  const registered = await db
    .select({ id: legislationAssociations.legislationId })
    .from(legislationAssociations)
    .where(eq(legislationAssociations.organizationId, scope.organizationId));
  return {
    references: {
      legislation: byName(
        catalogue.map((act) => ({ id: act.id, names: [act.shortName, act.titleEn, act.titleDa, act.reference] })),
      ),
      responsible: await memberByName(db, scope),
    },
    identity: {
      of: (row) => String(row.legislation_id),
      existing: new Set(registered.map((entry) => String(entry.id))),
    },
    insert: (tx, rows) =>
      insertCreated(
        tx,
        { table: legislationAssociations, entity: "legislation_association", searchKind: "OBLIGATION" },
        rows.map((row) => ({
          ...(camelKeys(row) as AssociationInput & { legislationId: number }),
          organizationId: scope.organizationId,
        })),
      ),
  };
};
