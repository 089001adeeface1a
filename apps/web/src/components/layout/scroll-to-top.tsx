'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The element an address's `#fragment` names, if the page has it. */
function fragmentTarget(): Element | null {
  const hash = window.location.hash.slice(1);
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash));
  } catch {
    return null; // a malformed escape in the address names nothing
  }
}

/**
 * The spec: the page scrolls smoothly to the top on every route change (instantly with reduced motion),
 * except where the visitor should land elsewhere (docs/decisions/0016-route-change-scrolling.md):
 * - an address with a `#fragment` whose element exists: Next.js's router has already scrolled it into
 *   view (a layout effect, before this effect runs);
 * - Back/Forward: the browser restores the scroll position it left the entry at.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  /** The path a Back/Forward press went to, until the render of that path has been seen. */
  const traversedTo = useRef<string | null>(null);

  useEffect(() => {
    // Capture: before the router's own popstate listener renders the entry.
    const onPopState = () => {
      traversedTo.current = window.location.pathname;
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => window.removeEventListener('popstate', onPopState, { capture: true });
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const traversal = traversedTo.current === pathname;
    traversedTo.current = null;
    if (traversal || fragmentTarget()) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' });
  }, [pathname]);
  return null;
}
