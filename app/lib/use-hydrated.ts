import { useEffect, useState } from "react";

/**
 * False on the server and until the page's scripts have taken over. Controls that only work without
 * scripts (a submit button beside a select) show until then, so they are usable at every moment.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
