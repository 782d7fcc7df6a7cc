/** A policy's title in the reader's language, else in the other one. */
export const policyTitle = (titles: { en?: string; da?: string }, language: string) =>
  (language === "da" ? (titles.da ?? titles.en) : (titles.en ?? titles.da)) ?? "";
