import { eq } from "drizzle-orm";
import { stakeholderAssociations } from "../../../db/schema";
import { insertCreated, stakeholderByName, type ImportDefinition } from "../definition";

type AssociationRow = {
  stakeholder_id: number;
  needs_and_expectations: string | null;
  compliance_obligation: boolean;
  how_addressed: string | null;
};

/**
 * The organization's stakeholders: each a stakeholder of the catalogue, named by its name or its
 * registration number (CVR), with the organization's record of their needs.
 */
export const stakeholderImport: ImportDefinition = async (db, scope) => {
  const adopted = await db
    .select({ id: stakeholderAssociations.stakeholderId })
    .from(stakeholderAssociations)
    .where(eq(stakeholderAssociations.organizationId, scope.organizationId));
  return {
    references: {
      stakeholder: await stakeholderByName(db),
    },
    identity: {
      of: (row) => String(row.stakeholder_id),
      existing: new Set(adopted.map((entry) => String(entry.id))),
    },
    insert: (tx, rows) =>
      insertCreated(
        tx,
        { table: stakeholderAssociations, entity: "stakeholder_association", searchKind: "STAKEHOLDER" },
        (rows as AssociationRow[]).map((row) => ({
          organizationId: scope.organizationId,
          stakeholderId: row.stakeholder_id,
          needsAndExpectations: row.needs_and_expectations,
          complianceObligation: row.compliance_obligation,
          howAddressed: row.how_addressed,
        })),
      ),
  };
};
