import type { ReactNode } from 'react';

const TONES = { plain: 'bg-sand-50', white: 'bg-white', sand: 'bg-sand-100' } as const;

type ContentSectionProps = {
  /** The section's id (a link target); its heading gets `${id}-title`. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: keyof typeof TONES;
  /** `prose` keeps the text column at a readable width. */
  width?: 'wide' | 'prose';
  children?: ReactNode;
};

/** A page section with an h2 that labels it. */
export function ContentSection({
  id,
  title,
  eyebrow,
  intro,
  tone = 'plain',
  width = 'wide',
  children,
}: ContentSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 ${TONES[tone]}`}>
      <div className={`mx-auto px-4 py-14 sm:px-6 md:py-20 ${width === 'prose' ? 'max-w-3xl' : 'max-w-7xl'}`}>
        {eyebrow && <p className="text-sm font-semibold text-sea-700">{eyebrow}</p>}
        <h2 id={headingId} className="mt-1 text-2xl font-bold text-sea-900 md:text-3xl">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</div>}
        {children}
      </div>
    </section>
  );
}

/** Paragraphs of running text inside a section. */
export function Prose({ paragraphs }: { paragraphs: ReactNode[] }) {
  return (
    <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
