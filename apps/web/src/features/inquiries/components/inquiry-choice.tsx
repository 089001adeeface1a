'use client';

/**
 * A row of toggle buttons choosing which form a panel shows (a site visit, a video call, a question):
 * each says whether it is pressed and which panel it controls.
 */
export function InquiryChoice<T extends string>({
  label,
  panel,
  value,
  onChange,
  options,
}: {
  label: string;
  panel: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
}) {
  return (
    <div role="group" aria-label={label} className="flex gap-1 rounded-full bg-sand-100 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          aria-controls={panel}
          onClick={() => onChange(option.value)}
          className={`flex-1 rounded-full px-3 py-2.5 text-sm font-semibold transition ${
            value === option.value ? 'bg-sea-700 text-white shadow' : 'text-slate-700 hover:bg-white'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
