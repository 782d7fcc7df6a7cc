/** The standards an audit covers, by their names (ISO 14001 …), in the reader's words. */
export function standardNames(
  audit: { coversEnvironment: boolean; coversSafety: boolean; coversSecurity: boolean },
  t: (key: string) => string,
) {
  return (["coversEnvironment", "coversSafety", "coversSecurity"] as const)
    .filter((flag) => audit[flag])
    .map((flag) => t(`internalAudits.${flag}`));
}

const STANDARD_NAMES: Record<string, string> = {
  ISO_14001: "ISO 14001",
  ISO_45001: "ISO 45001",
  ISO_27001: "ISO 27001",
};

/** A checklist line's title in the language given: the standard and clause, a procedure, or a binding obligation's act. */
export function checklistLineTitle(
  line: { key: string; standard: string | null; clause: string | null; titleEn: string; titleDa: string },
  t: (key: string) => string,
  language: string,
) {
  const place = line.standard
    ? `${STANDARD_NAMES[line.standard]} ${line.clause}`
    : `${t(line.key.startsWith("PROCEDURE:") ? "internalAudits.procedure" : "internalAudits.obligation")}:`;
  return `${place} ${language === "da" ? line.titleDa : line.titleEn}`;
}
