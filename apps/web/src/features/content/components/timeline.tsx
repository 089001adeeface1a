export type TimelineItem = { year: string; title: string; text: string };

/** Milestones in order along a vertical line on the reading-start side. */
export function Timeline({ items }: { items: TimelineItem[] }) {
  return (
    <ol className="ms-2 mt-10 max-w-3xl space-y-10 border-s-2 border-sea-100">
      {items.map((item) => (
        <li key={item.title} className="relative ps-8">
          <span
            aria-hidden="true"
            className="absolute -start-[11px] top-1 h-5 w-5 rounded-full border-4 border-sand-50 bg-sea-700"
          />
          <p className="text-sm font-bold text-sea-700">{item.year}</p>
          <h3 className="mt-1 text-xl font-semibold text-sea-900">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
