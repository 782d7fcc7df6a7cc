import type { SubmissionResult } from "@conform-to/react";

type Reply = SubmissionResult<string[]> | { initialValue: unknown; preview: Record<"en" | "da", string> };

/** A policy or procedure form's answer: the form's own reply, or what was typed with its preview. */
export function documentReplies(reply: unknown) {
  const answer = (reply ?? undefined) as Reply | undefined;
  if (!answer) return {};
  if ("preview" in answer) {
    return { form: { initialValue: answer.initialValue } as SubmissionResult<string[]>, preview: answer.preview };
  }
  return { form: answer };
}
