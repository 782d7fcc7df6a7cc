import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import type { DescribedEntry } from "./entries.server";

// A created record lists every field it was made with: more than a few fold away, so a page of the
// log stays a page of entries.
const FOLDED_FROM = 5;

/** One entry's changed fields: each field's old and new value, side by side. */
export function ChangedFields({ changes }: { changes: DescribedEntry["changes"] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  const fields = (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-medium">{change.field}</dt>
          <dd className="break-words">
            {change.old ? <del title={t("auditTrail.old")}>{change.old}</del> : null}
            {change.old && change.new ? " → " : null}
            {change.new ? (
              <ins title={t("auditTrail.new")} className="no-underline">
                {change.new}
              </ins>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
  if (changes.length < FOLDED_FROM) return fields;
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium text-primary-800">
        {t("auditTrail.fieldCount", { count: changes.length })}
      </summary>
      {fields}
    </details>
  );
}

/** When and by whom, in the reader's language. */
export function EntryStamp({ entry }: { entry: Pick<DescribedEntry, "at" | "actor"> }) {
  const { i18n } = useTranslation();
  return (
    <>
      <time dateTime={String(entry.at)}>{formatDateTime(entry.at, i18n.language)}</time> · {entry.actor}
    </>
  );
}
