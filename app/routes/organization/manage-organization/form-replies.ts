import type { SubmissionResult } from "@conform-to/react";
import type { NaceSearch } from "./organization-form";

type Reply =
  | SubmissionResult<string[]>
  | { initialValue: unknown; nace: NaceSearch }
  | { logo: { error?: Record<string, string[] | null> } }
  | { held: { kind: string; count: number }[] };

/**
 * What an organization's page got back from its action, sorted by the form it belongs to: the details
 * form (with an activity search), the logo form, or a refused removal.
 */
export function formReplies(reply: unknown) {
  const answer = (reply ?? undefined) as Reply | undefined;
  if (!answer) return {};
  if ("logo" in answer) return { logo: answer.logo.error?.[""] ?? [] };
  if ("held" in answer) return { held: answer.held };
  if ("nace" in answer) {
    return { form: { initialValue: answer.initialValue } as SubmissionResult<string[]>, nace: answer.nace };
  }
  return { form: answer };
}
