import type { ReactNode } from 'react';

type CallToActionProps = { id: string; title: string; text: string; children: ReactNode };

/** A closing band on a dark background with one or two action links. */
export function CallToAction({ id, title, text, children }: CallToActionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <div className="rounded-3xl bg-sea-900 px-6 py-12 text-center sm:px-12">
        <h2 id={headingId} className="text-2xl font-bold text-white md:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-sea-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
