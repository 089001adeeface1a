type StatementCardProps = { id: string; title: string; text: string; tone?: 'light' | 'dark' };

/** A short statement such as a mission or a vision, as its own labelled section. */
export function StatementCard({ id, title, text, tone = 'light' }: StatementCardProps) {
  const headingId = `${id}-title`;
  const dark = tone === 'dark';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-3xl p-8 md:p-10 ${dark ? 'bg-sea-900' : 'bg-white shadow-sm ring-1 ring-sand-300/60'}`}
    >
      <span aria-hidden="true" className="block h-1 w-12 rounded-full bg-coral-500" />
      <h2 id={headingId} className={`mt-5 text-2xl font-bold ${dark ? 'text-white' : 'text-sea-900'}`}>
        {title}
      </h2>
      <p className={`mt-3 text-lg leading-relaxed ${dark ? 'text-sea-50' : 'text-slate-700'}`}>{text}</p>
    </section>
  );
}
