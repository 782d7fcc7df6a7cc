import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntity } from "../../server/domain/audit-trail";
import type { auditTrailApi } from "../../server/api/contracts/audit-trail";
import type { ResultOf } from "../../server/api/contracts/operation";
import en from "~/locales/en.json";
import type { Translate } from "~/i18n/translations.server";
import { RECORD_PATHS } from "./record-paths";

type Entry = ResultOf<typeof auditTrailApi.log>["content"][number];

/** The longest value a row shows; the CSV export carries it whole. */
const SHOWN = 80;

const shortened = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text);

// The columns the triggers write (camelCase here, as the API client reads every key), named as the
// forms name them; another (a detail a service writes) shows its column name in words.
const LABELLED = new Set(Object.keys(en.auditTrail.fields));
function fieldLabel(field: string, t: Translate) {
  const column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return LABELLED.has(column) ? t(`auditTrail.fields.${column}`) : column.replaceAll("_", " ");
}

/** A value as words: yes and no for a flag, nothing for an empty list. */
function asText(value: unknown, t: Translate): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return t(value ? "auditTrail.yes" : "auditTrail.no");
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.length === 0) return "";
  return JSON.stringify(value);
}

export const isAuditEntity = (value: string | null | undefined): value is AuditEntity =>
  AUDIT_ENTITIES.some((entity) => entity === value);

/** An entry as a page shows it, in the reader's language: the fields by their labels, values shortened. */
export function describedEntry(entry: Entry, t: Translate, whole = false) {
  const record = isAuditEntity(entry.recordEntity) ? entry.recordEntity : null;
  const link = record && entry.recordId ? RECORD_PATHS[record]?.(entry.recordId) : undefined;
  return {
    id: entry.id,
    at: entry.at,
    actor: entry.actor?.name ?? t("auditTrail.system"),
    organization: entry.organization?.name ?? "",
    action: AUDIT_ACTIONS.some((action) => action === entry.action)
      ? t(`auditTrail.actions.${entry.action}`)
      : entry.action,
    entity: isAuditEntity(entry.entity) ? t(`auditTrail.entities.${entry.entity}`) : entry.entity,
    entityId: entry.entityId ?? "",
    link: link ?? null,
    changes: Object.entries({ ...entry.changes, ...entry.details }).map(([field, change]) => {
      const pair = entry.changes && field in entry.changes ? (change as { old: unknown; new: unknown }) : null;
      const text = (value: unknown) => (whole ? asText(value, t) : shortened(asText(value, t)));
      return {
        field: fieldLabel(field, t),
        old: pair ? text(pair.old) : "",
        new: pair ? text(pair.new) : text(change),
      };
    }),
  };
}

export type DescribedEntry = ReturnType<typeof describedEntry>;
