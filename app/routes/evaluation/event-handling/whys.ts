/** The form fields of the "five whys": one a field, the first filled in first. */
export const WHYS = ["why1", "why2", "why3", "why4", "why5"] as const;
