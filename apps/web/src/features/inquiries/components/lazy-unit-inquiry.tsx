'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';

/** Stands in for the form, at its size, until its code has loaded: nothing below it moves. */
function FormPlaceholder() {
  return (
    <div aria-hidden="true" className="grid animate-pulse gap-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-[4.25rem] rounded-lg bg-sand-100" />
      ))}
      <div className="h-[7.5rem] rounded-lg bg-sand-100" />
      <div className="mt-2 h-12 rounded-full bg-sand-100" />
    </div>
  );
}

const UnitInquiry = dynamic(() => import('./inquiry-modals').then((m) => m.UnitInquiry), {
  ssr: false,
  loading: FormPlaceholder,
});

/**
 * The unit page's inquiry form, loaded when it comes near the screen: its code (react-hook-form, zod)
 * is not part of the page's first load, where the pictures and the facts come first.
 */
export function LazyUnitInquiry({ unitId, title }: { unitId: number; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={box}>{near ? <UnitInquiry unitId={unitId} title={title} /> : <FormPlaceholder />}</div>;
}
