import { useTranslation } from "~/i18n/translation";

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/** A word-level comparison: additions and removals marked in colour and, for screen readers, in words. */
export function TextChanges({ parts }: { parts: DiffPart[] }) {
  const { t } = useTranslation();
  return (
    <p className="mt-2 text-sm wrap-anywhere whitespace-pre-line text-slate-900">
      {parts.map((part, index) =>
        part.kind === "added" ? (
          <ins key={index} className="bg-green-100 text-green-900 no-underline">
            <span className="sr-only">[{t("changes.added")}: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ) : part.kind === "removed" ? (
          <del key={index} className="bg-red-100 text-red-900">
            <span className="sr-only">[{t("changes.removed")}: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
