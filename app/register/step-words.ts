/** A step's word in a scale's words (first step first): "" for a step without one, undefined without words. */
export const wordOf = (words: readonly string[] | undefined, step: string | number) =>
  words ? (words[Number(step) - 1] ?? "") : undefined;

/** "4 · Likely", or "4" for a step without words. */
export const stepText = (step: string | number, word: string | undefined) =>
  word ? `${step} · ${word}` : String(step);

/** A scored step as the matrix's words tell it: "4 · Likely", or "4" alone. */
export const stepIn = (words: readonly string[], step: number) => stepText(step, wordOf(words, step));
