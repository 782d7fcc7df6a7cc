/**
 * A form posted twice under the same key (a double click without script, the browser sending a post
 * again) is carried out once: the later post waits for the earlier one and answers what it answered.
 * An earlier post that failed (its upload cut off when the browser gave it up for the second) leaves
 * the later one to try. Kept in this process only, which is the one the pages run in (decision 003),
 * for as long as a repeat is to be expected.
 */
const KEPT_MS = 10 * 60_000;
const MAX_KEPT = 1000;

type Outcome = { ok: boolean };
const posted = new Map<string, { outcome: Promise<Outcome>; at: number }>();

function forgetOld(now: number) {
  for (const [key, entry] of posted) {
    if (now - entry.at < KEPT_MS && posted.size <= MAX_KEPT) break;
    posted.delete(key);
  }
}

/** Runs `post` unless a post with this key succeeded or is under way; then answers that one's outcome. */
export async function once<T extends Outcome>(key: string, post: () => Promise<T>): Promise<T> {
  for (;;) {
    const earlier = posted.get(key);
    if (!earlier) break;
    const outcome = await earlier.outcome.catch(() => null);
    if (outcome?.ok) return outcome as T;
    if (posted.get(key) === earlier) posted.delete(key);
  }
  const now = Date.now();
  forgetOld(now);
  const outcome = post();
  // Set before anything is awaited: a second post arriving meanwhile finds it.
  posted.set(key, { outcome, at: now });
  try {
    const result = await outcome;
    if (!result.ok) posted.delete(key);
    return result;
  } catch (error) {
    posted.delete(key);
    throw error;
  }
}
