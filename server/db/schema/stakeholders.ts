import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { STAKEHOLDER_KINDS, type StakeholderKind } from "../../domain/stakeholders";
import { auditStamps } from "./columns";
import { files } from "./files";
import { organizations } from "./organizations";

/** The system's catalogue of stakeholders (authorities, suppliers, waste handlers …), kept by maintainers. */
export const stakeholders = pgTable(
  "stakeholders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    kind: text("kind").$type<StakeholderKind>().notNull(),
    registrationNumber: text("registration_number"),
    contactName: text("contact_name"),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    zipCode: text("zip_code"),
    city: text("city"),
    countryAlpha2: text("country_alpha2"),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("stakeholders_name_unique").on(sql`lower(${table.name})`),
    check("stakeholders_kind_check", sql.raw(`kind in (${STAKEHOLDER_KINDS.map((kind) => `'${kind}'`).join(", ")})`)),
  ],
);

/**
 * An organization's relation to a stakeholder: their needs and expectations, whether they become a
 * compliance obligation (ISO 14001 4.2 c) and how the organization addresses them.
 */
export const stakeholderAssociations = pgTable(
  "stakeholder_associations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    stakeholderId: integer("stakeholder_id")
      .notNull()
      .references(() => stakeholders.id, { onDelete: "restrict" }),
    needsAndExpectations: text("needs_and_expectations"),
    complianceObligation: boolean("compliance_obligation").notNull().default(false),
    howAddressed: text("how_addressed"),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("stakeholder_associations_unique").on(table.organizationId, table.stakeholderId),
    index("stakeholder_associations_stakeholder_idx").on(table.stakeholderId),
  ],
);

export const stakeholderAssociationFiles = pgTable(
  "stakeholder_association_files",
  {
    associationId: integer("association_id")
      .notNull()
      .references(() => stakeholderAssociations.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.associationId, table.fileId] }),
    index("stakeholder_association_files_file_idx").on(table.fileId),
  ],
);
