import { useNavigate } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";

/**
 * Plain anchors inside, navigated in the page by one click handler: a table of a thousand cells with a
 * router `Link` in each resolves every link's path on every render (a fifth of the competence
 * matrix's server time). Without JavaScript, and for a new tab or a download, the anchor works as is.
 */
export function PlainLinks({ children, className }: { children: ReactNode; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download") || anchor.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(anchor.pathname + anchor.search + anchor.hash);
  };
  return (
    // Keyboard users are served by the anchors themselves: Enter on a link is a click that bubbles here.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={className} onClick={onClick}>
      {children}
    </div>
  );
}
