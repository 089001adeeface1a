'use client';

import { useEffect, useRef } from 'react';

/**
 * The compound's tour video: always muted, with a poster and controls. It starts by itself (silently,
 * looping) the first time it is mostly on screen, unless the visitor asks for reduced motion; then it
 * waits for the play button and does not even preload.
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

  useEffect(() => {
    const video = ref.current;
    if (!video || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    video.preload = 'metadata';
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
    return () => observer.disconnect();
  }, []);

  return (
    <video
      ref={ref}
      controls
      muted
      loop
      playsInline
      preload="none"
      poster={poster}
      aria-label={label}
      className="aspect-video w-full rounded-2xl bg-black shadow-sm"
    >
      <source src={src} type="video/mp4" />
      {unsupported}
    </video>
  );
}
