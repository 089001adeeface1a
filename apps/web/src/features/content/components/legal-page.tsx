import type { ReactNode } from 'react';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalPageProps = {
  title: string;
  updated: string;
  intro: string;
  /** Heading of the table of contents ("On this page"). */
  contentsLabel: string;
  sections: LegalSection[];
};

/** A long legal text (terms, privacy): h1, date, a table of contents and one labelled section per topic. */
export function LegalPage({ title, updated, intro, contentsLabel, sections }: LegalPageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 md:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-sea-900 md:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{updated}</p>
      <p className="mt-6 text-lg leading-relaxed text-slate-700">{intro}</p>

      <nav aria-labelledby="contents-title" className="mt-8 rounded-2xl bg-white p-6 ring-1 ring-sand-300/60">
        <h2 id="contents-title" className="font-semibold text-sea-900">
          {contentsLabel}
        </h2>
        <ol className="mt-3 grid gap-x-6 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-block py-1 text-sea-700 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-12 scroll-mt-20"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-bold text-sea-900 md:text-2xl">
            {section.title}
          </h2>
          <div className="mt-3 space-y-4 leading-relaxed text-slate-700">{section.body}</div>
        </section>
      ))}
    </div>
  );
}

/** A bulleted list inside a legal section. */
export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 ps-6 marker:text-sea-700">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
