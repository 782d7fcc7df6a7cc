import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  DEFAULT_EVALUATION_PERIOD,
  EVALUATION_PERIODS,
  type EvaluationPeriod,
  type EvaluationResult,
} from "../../domain/compliance-evaluation";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps, oneOf } from "./columns";
import { complianceEvaluations } from "./compliance-evaluations";
import { files } from "./files";
import { organizations } from "./organizations";
import { memberships } from "./users";

/** Subjects a law is about (chemicals, waste, data protection…), in both languages. */
export const topics = pgTable("topics", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  code: text("code").notNull().unique(),
  nameEn: text("name_en").notNull(),
  nameDa: text("name_da").notNull(),
});

/** The legislation catalogue, kept by system maintainers: EU and national acts, in English and Danish. */
export const legislations = pgTable(
  "legislations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    titleEn: text("title_en").notNull(),
    titleDa: text("title_da").notNull(),
    shortName: text("short_name"),
    referenceNumber: text("reference_number").notNull(),
    /** ISO 3166-1 alpha-2, or the pseudo-regions EU and INTL. */
    territory: text("territory").notNull(),
    url: text("url"),
    summaryEn: text("summary_en"),
    summaryDa: text("summary_da"),
    effectiveDate: date("effective_date", { mode: "string" }).$type<DateOnly>(),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("legislations_reference_unique").on(table.territory, sql`lower(${table.referenceNumber})`),
    check("legislations_territory_check", sql`${table.territory} ~ '^([A-Z]{2}|INTL)$'`),
  ],
);

export const legislationTopics = pgTable(
  "legislation_topics",
  {
    legislationId: integer("legislation_id")
      .notNull()
      .references(() => legislations.id, { onDelete: "cascade" }),
    topicId: integer("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.legislationId, table.topicId] }),
    index("legislation_topics_topic_idx").on(table.topicId),
  ],
);

export const legislationFiles = pgTable(
  "legislation_files",
  {
    legislationId: integer("legislation_id")
      .notNull()
      .references(() => legislations.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.legislationId, table.fileId] }),
    index("legislation_files_file_idx").on(table.fileId),
  ],
);

/** An organization's legal register: the laws that bind it, and what it records about each. */
export const legislationAssociations = pgTable(
  "legislation_associations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    legislationId: integer("legislation_id")
      .notNull()
      .references(() => legislations.id, { onDelete: "restrict" }),
    applicabilityNote: text("applicability_note"),
    responsibleMemberId: integer("responsible_member_id").references(() => memberships.id, { onDelete: "set null" }),
    nextReviewDate: date("next_review_date", { mode: "string" }).$type<DateOnly>(),
    // Compliance evaluation (decision 036): how often, and when next; none before the first.
    evaluationPeriod: text("evaluation_period").$type<EvaluationPeriod>().notNull().default(DEFAULT_EVALUATION_PERIOD),
    nextEvaluationDate: date("next_evaluation_date", { mode: "string" }).$type<DateOnly>(),
    // The newest evaluation, its day and result, kept with the next day: the register sorts, filters and
    // counts a holding's obligations by them without looking for each one's newest (decision 036).
    newestEvaluationId: integer("newest_evaluation_id").references((): AnyPgColumn => complianceEvaluations.id, {
      onDelete: "set null",
    }),
    newestEvaluatedOn: date("newest_evaluated_on", { mode: "string" }).$type<DateOnly>(),
    newestResult: text("newest_result").$type<EvaluationResult>(),
    ...auditStamps,
  },
  (table) => [
    check(
      "legislation_associations_evaluation_period_check",
      sql.raw(`evaluation_period in (${oneOf(EVALUATION_PERIODS)})`),
    ),
    uniqueIndex("legislation_associations_unique").on(table.organizationId, table.legislationId),
    index("legislation_associations_legislation_idx").on(table.legislationId),
    index("legislation_associations_responsible_member_idx").on(table.responsibleMemberId),
    index("legislation_associations_newest_evaluation_idx").on(table.newestEvaluationId),
    // The compliance-evaluation register's orders and filters within one register (decision 036).
    index("legislation_associations_next_evaluation_idx").on(table.organizationId, table.nextEvaluationDate),
    index("legislation_associations_newest_evaluated_idx").on(
      table.organizationId,
      table.newestEvaluatedOn.desc().nullsLast(),
    ),
    index("legislation_associations_newest_result_idx").on(
      table.organizationId,
      table.newestResult,
      table.nextEvaluationDate,
    ),
  ],
);

export const legislationAssociationFiles = pgTable(
  "legislation_association_files",
  {
    associationId: integer("association_id")
      .notNull()
      .references(() => legislationAssociations.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.associationId, table.fileId] }),
    index("legislation_association_files_file_idx").on(table.fileId),
  ],
);
