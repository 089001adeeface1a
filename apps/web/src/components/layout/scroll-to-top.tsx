'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The spec: the page scrolls smoothly to the top on every route change (instantly with reduced motion). */
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
