'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Shows `fallback` until its box comes within `margin` of the screen, then `children` (for good). Code
 * that only `children` use, loaded with next/dynamic, is then fetched when it is about to be seen
 * instead of with the page.
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
