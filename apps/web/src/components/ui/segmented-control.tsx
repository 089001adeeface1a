/**
 * A row of toggle buttons choosing one of a few options (which form a panel shows, the list or the map):
 * each says whether it is pressed and, given `panel`, which panel it controls. Choosing the pressed one
 * again changes nothing. Without `onChange` (rendered by the server, so its code need not come with the
 * page) each button says its option in `data-choice`, and an ancestor's click handler chooses it.
 */
export function SegmentedControl<T extends string>({
  label,
  panel,
  value,
  onChange,
  options,
  className = '',
}: {
  label: string;
  panel?: string;
  value: T;
  onChange?: (value: T) => void;
  options: readonly { value: T; label: string }[];
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={`${className} flex gap-1 rounded-full bg-sand-100 p-1`.trim()}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          aria-controls={panel}
          {...(onChange
            ? { onClick: () => value !== option.value && onChange(option.value) }
            : { 'data-choice': option.value })}
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
