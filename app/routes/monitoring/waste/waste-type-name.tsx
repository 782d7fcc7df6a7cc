import { useTranslation } from "~/i18n/translation";

export type WasteTypeLabel = { codeDisplay: string; name: string; nameLanguage: "en" | "da" };

/** A waste type by its official code and name; a name in the other language is marked as such. */
export function WasteTypeName({ type }: { type: WasteTypeLabel }) {
  const { i18n } = useTranslation();
  return (
    <>
      <span className="whitespace-nowrap tabular-nums">{type.codeDisplay}</span>{" "}
      <span lang={type.nameLanguage === i18n.language ? undefined : type.nameLanguage}>{type.name}</span>
    </>
  );
}
