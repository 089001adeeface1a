'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The compound's tour video: always muted, with a poster and controls. Nothing of it loads with the
 * page (a browser fetches a poster at once, wherever the video is): the poster and the video's first
 * bytes come when it nears the screen. It starts by itself (silently, looping) the first time it is
 * mostly on screen, unless the visitor asks for reduced motion; then it waits for the play button and
 * does not even preload.
 */
export function CompoundVideo({
  src,
  poster,
  label,
  unsupported,
}: {
  src: string;
  poster: string;
  label: string;
  unsupported: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const nearing = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        nearing.disconnect();
        setNear(true);
        if (!still) video.preload = 'metadata';
      },
      { rootMargin: '600px 0px' },
    );
    nearing.observe(video);
    if (still) return () => nearing.disconnect();
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        video.muted = true;
        // A browser may still refuse (data saver, no codec): the poster and controls remain.
        video.play().catch(() => {});
      },
      { threshold: 0.5 },
    );
    observer.observe(video);
    return () => {
      nearing.disconnect();
      observer.disconnect();
    };
  }, []);

  return (
    <video
      ref={ref}
      controls
      muted
      loop
      playsInline
      preload="none"
      poster={near ? poster : undefined}
      aria-label={label}
      className="aspect-video w-full rounded-2xl bg-black shadow-sm"
    >
      <source src={src} type="video/mp4" />
      {unsupported}
    </video>
  );
}
