import { eq } from "drizzle-orm";
import { chemicalAssociations, chemicals, chemicalSupplies, stakeholders } from "../../../db/schema";
import { camelKeys } from "../../../domain/wire-casing";
import type { ChemicalAssociationInput } from "../../chemical-associations";
import { normalized, type Resolver } from "../columns";
import { byName, departmentByName, insertCreated, type ImportDefinition } from "../definition";

// The same chemical kept twice at one place of one department is one entry.
const identity = (chemicalId: unknown, departmentId: unknown, location: unknown) =>
  `${String(chemicalId)}|${String(departmentId ?? "")}|${normalized(String(location ?? ""))}`;

/**
 * The chemicals an organization keeps: a chemical of the catalogue by name, its supplier by name (or
 * the supply's product number) among that chemical's supplies, department by name, where, how much.
 */
export const chemicalImport: ImportDefinition = async (db, scope) => {
  const catalogue = await db.select({ id: chemicals.id, name: chemicals.name }).from(chemicals);
  const chemical = byName(catalogue.map((entry) => ({ id: entry.id, names: [entry.name] })));
  const supplies = await db
    .select({
      id: chemicalSupplies.id,
      chemicalId: chemicalSupplies.chemicalId,
      supplier: stakeholders.name,
      number: chemicalSupplies.productNumber,
    })
    .from(chemicalSupplies)
    .innerJoin(stakeholders, eq(stakeholders.id, chemicalSupplies.supplierId));
  const suppliesOf = new Map<number, Resolver>();
  for (const chemicalId of new Set(supplies.map((supply) => supply.chemicalId))) {
    const own = supplies.filter((supply) => supply.chemicalId === chemicalId);
    suppliesOf.set(
      chemicalId,
      byName(own.map((supply) => ({ id: supply.id, names: [supply.supplier, supply.number] }))),
    );
  }
  const kept = await db
    .select({
      chemicalId: chemicalAssociations.chemicalId,
      departmentId: chemicalAssociations.departmentId,
      location: chemicalAssociations.storageLocation,
    })
    .from(chemicalAssociations)
    .where(eq(chemicalAssociations.organizationId, scope.organizationId));
  const supplier: Resolver = (text, row) => {
    const found = chemical(row.chemical ?? "", row);
    // Without its chemical a supplier cannot be told; the chemical's own error says why.
    if (!("value" in found)) return { value: null };
    return suppliesOf.get(found.value as number)?.(text, row) ?? { code: "unknown_reference" };
  };
  return {
    references: { chemical, supplier, department: await departmentByName(db, scope) },
    identity: {
      of: (row) => identity(row.chemical_id, row.department_id, row.storage_location),
      existing: new Set(kept.map((entry) => identity(entry.chemicalId, entry.departmentId, entry.location))),
    },
    insert: (tx, rows) =>
      insertCreated(
        tx,
        { table: chemicalAssociations, entity: "chemical_association", searchKind: "CHEMICAL" },
        rows.map((row) => ({ ...(camelKeys(row) as ChemicalAssociationInput), organizationId: scope.organizationId })),
      ),
  };
};
