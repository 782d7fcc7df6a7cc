import { eq, inArray } from "drizzle-orm";
import { agreements, inspectionChanges, inspections, legislationAssociations, legislations } from "../../../db/schema";
import { firstDueDate } from "../../../domain/control-book";
import { camelKeys, type DateOnly } from "../../../domain/wire-casing";
import { normalized } from "../columns";
import {
  byName,
  insertCreated,
  memberByName,
  stakeholderByName,
  type ImportDefinition,
  type ImportedRow,
} from "../definition";

// An agreement is told from another by its name, type and start.
const identity = (name: unknown, type: unknown, startsAt: unknown) =>
  `${normalized(String(name))}|${String(type)}|${String(startsAt)}`;

/**
 * The control book's agreements, one a row: name, type and frequency (in either language), the
 * counterpart (a catalogue stakeholder by name or CVR number), the responsible (a member by name or
 * e-mail address), the legal basis (a binding obligation of the register, by its act's name or
 * reference), start and end. Each gets its first inspection, due the day it starts, as on its form.
 */
export const agreementImport: ImportDefinition = async (db, scope) => {
  const registered = await db
    .select({ name: agreements.name, type: agreements.type, startsAt: agreements.startsAt })
    .from(agreements)
    .where(eq(agreements.organizationId, scope.organizationId));
  const obligations = await db
    .select({
      id: legislationAssociations.id,
      shortName: legislations.shortName,
      titleEn: legislations.titleEn,
      titleDa: legislations.titleDa,
      reference: legislations.referenceNumber,
    })
    .from(legislationAssociations)
    .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
    .where(inArray(legislationAssociations.organizationId, scope.visible));
  return {
    references: {
      responsible: await memberByName(db, scope),
      counterpart: await stakeholderByName(db),
      legal_basis: byName(
        obligations.map((act) => ({ id: act.id, names: [act.shortName, act.titleEn, act.titleDa, act.reference] })),
      ),
    },
    identity: {
      of: (row) => identity(row.name, row.type, row.starts_at),
      existing: new Set(registered.map((entry) => identity(entry.name, entry.type, entry.startsAt))),
    },
    insert: async (tx, rows: ImportedRow[]) => {
      const values = rows.map(({ machine_ids: _machines, ...row }) => ({
        ...(camelKeys(row) as typeof agreements.$inferInsert),
        organizationId: scope.organizationId,
      }));
      const ids = await insertCreated(tx, { table: agreements, entity: "agreement", searchKind: "AGREEMENT" }, values);
      // Each agreement's first inspection, due the day it starts.
      const firsts = await tx
        .insert(inspections)
        .values(
          ids.map((agreementId, index) => {
            const due = firstDueDate({ startsAt: values[index]!.startsAt as DateOnly });
            return { organizationId: scope.organizationId, agreementId, scheduledDate: due, dueDate: due };
          }),
        )
        .returning({ id: inspections.id, dueDate: inspections.dueDate });
      await tx.insert(inspectionChanges).values(
        firsts.map((first) => ({
          inspectionId: first.id,
          kind: "SCHEDULED" as const,
          dueDateAfter: first.dueDate,
          userId: scope.userId,
        })),
      );
    },
  };
};
