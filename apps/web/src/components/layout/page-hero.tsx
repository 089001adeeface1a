import { Picture } from '@/components/ui/picture';
import type { ReactNode } from 'react';

type PageHeroProps = {
  title: string;
  intro: string;
  /** A picture under /media; decorative, so it gets an empty alt text. */
  image?: string;
  /** A shorter band for listing pages, where the results matter more than the picture. */
  compact?: boolean;
  eyebrow?: string;
  /** Action links shown under the intro. */
  children?: ReactNode;
};

/** The top band of a page: the page's only h1, over a darkened picture when there is one. */
export function PageHero({ title, intro, image, eyebrow, compact = false, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden bg-sea-900">
      {/* The largest picture of the page: requested first. Darkened under the text, so a lower quality does. */}
      {image && (
        <Picture src={image} alt="" fill preload quality={60} sizes="100vw" className="-z-10 object-cover opacity-60" />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-sea-900/70" />
      <div className={`mx-auto max-w-7xl px-4 sm:px-6 ${compact ? 'py-12 md:py-16' : 'py-20 md:py-28'}`}>
        {eyebrow && <p className="text-sm font-semibold text-sand-300">{eyebrow}</p>}
        <h1 id="page-title" className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-white md:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-sea-50">{intro}</p>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
