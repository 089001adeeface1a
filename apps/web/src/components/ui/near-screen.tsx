'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Shows `fallback` until its box comes within `margin` of the screen, then `children` (for good). Code
 * that only `children` use, loaded with React.lazy (under a Suspense of the caller's), is then fetched
 * when it is about to be seen instead of with the page. Not next/dynamic: its loader adds about 1 KB
 * to the page's first load, for server rendering these islands never have.
 */
export function NearScreen({
  children,
  fallback,
  margin = '600px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  margin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return <div ref={box}>{near ? children : fallback}</div>;
}
