import { diffWordsWithSpace } from "diff";

import type { DiffPart } from "~/components/page/text-changes";

/** What changed from `before` to `after`, word by word (whitespace kept, so line breaks stay). */
export function textChanges(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((change) => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
}
