import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** A <details> disclosure that closes once a client-side navigation has shown the next page. */
export function useCloseOnNavigation() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [key]);
  return ref;
}
