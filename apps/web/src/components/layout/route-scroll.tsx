'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { entryKey, loadPositions, recallPosition, rememberPosition, savePositions } from '@/lib/scroll-positions';

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

/** Scrolls to `top` at once, again on the next frames (up to a second) while the page is still too short. */
function restore(top: number) {
  let frames = 0;
  let stopped = false;
  const stop = () => (stopped = true); // the visitor scrolls: leave the page to them
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;
  for (const input of inputs) window.addEventListener(input, stop, { once: true, passive: true });
  const attempt = () => {
    if (!stopped) window.scrollTo({ top, behavior: 'instant' });
    if (!stopped && Math.abs(window.scrollY - top) > 1 && frames++ < 60) requestAnimationFrame(attempt);
    else for (const input of inputs) window.removeEventListener(input, stop);
  };
  attempt();
}

/** Where an entry without a remembered position starts: its fragment's element, else the top. */
function land() {
  const target = fragmentTarget();
  if (target) target.scrollIntoView({ behavior: 'instant' });
  else window.scrollTo({ top: 0, behavior: 'instant' });
}

const routeOf = (pathname: string, search: string) => (search ? `${pathname}?${search}` : pathname);

/**
 * Where a navigation leaves the page (docs/decisions/0019-route-change-scrolling.md):
 * - to a new path: smoothly to the top, as the spec says (instantly with reduced motion);
 * - to an address with a `#fragment` whose element exists: there (Next.js's router scrolled it into view
 *   in a layout effect, before this effect runs);
 * - Back/Forward, and a reload: where the visitor was on that entry. The browser's own restoration is off
 *   (it runs before the router has rendered the entry and, on an address with a fragment, lands on the
 *   fragment instead), so the position is put back once the entry's route is on screen.
 */
export function RouteScroll() {
  const pathname = usePathname();
  const route = routeOf(pathname, useSearchParams().toString());
  const shown = useRef({ pathname, route });
  /** A Back/Forward position waiting for its route to render (null: none remembered, see land()). */
  const traversal = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    loadPositions();
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const kept = recallPosition(entryKey());
    if ((navigation?.type === 'reload' || navigation?.type === 'back_forward') && kept !== undefined) restore(kept);

    const onScroll = () => rememberPosition(entryKey(), window.scrollY);
    // Capture: before the router's own listener starts rendering the entry.
    const onPopState = () => {
      const top = recallPosition(entryKey());
      const destination = routeOf(window.location.pathname, new URLSearchParams(window.location.search).toString());
      if (destination === shown.current.route) {
        // Only the fragment differs: the page on screen is the entry's page already.
        if (top === undefined) land();
        else restore(top);
        return;
      }
      traversal.current = top ?? null;
    };
    const onHide = () => savePositions();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState, { capture: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState, { capture: true });
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  useEffect(() => {
    if (route === shown.current.route) return;
    const newPath = pathname !== shown.current.pathname;
    shown.current = { pathname, route };
    const remembered = traversal.current;
    traversal.current = undefined;
    if (remembered !== undefined) {
      if (remembered === null) land();
      else restore(remembered);
      return;
    }
    if (!newPath || fragmentTarget()) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' });
  }, [pathname, route]);
  return null;
}
