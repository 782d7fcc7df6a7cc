/** The standards an audit covers, by their names (ISO 14001 …), in the reader's words. */
export function standardNames(
  audit: { coversEnvironment: boolean; coversSafety: boolean; coversSecurity: boolean },
  t: (key: string) => string,
) {
  return (["coversEnvironment", "coversSafety", "coversSecurity"] as const)
    .filter((flag) => audit[flag])
    .map((flag) => t(`internalAudits.${flag}`));
}
