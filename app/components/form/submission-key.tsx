import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useId, useState } from "react";
import type { RootData } from "~/root";

/** The hidden field that carries a form's one-time key (decision 027). */
export const SUBMISSION_FIELD = "_submission";

function randomKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const scriptsTookOver = () => typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";

/**
 * A form's one-time key: sent twice (a double click without scripts, a resend after a lost answer),
 * the form makes one record, and the second answer is the first's. A page from the server keys its
 * forms from the page's own random seed (the same during hydration); with scripts, a form gets a new
 * key on every navigation, its own submission's included, so the next record it sends is a new one.
 */
export function SubmissionKey({ form }: { form?: string }) {
  const seed = useRouteLoaderData<RootData>("root")?.submissionSeed ?? "";
  const id = useId().replace(/[^A-Za-z0-9]/g, "");
  const location = useLocation().key;
  const [current, setCurrent] = useState(() => ({
    location,
    key: scriptsTookOver() || !seed ? randomKey() : `${seed}${id}`,
  }));
  let key = current.key;
  if (current.location !== location) {
    key = randomKey();
    setCurrent({ location, key });
  }
  return <input type="hidden" name={SUBMISSION_FIELD} value={key} form={form} />;
}
