/** A loading spinner with a label that screen readers announce (the visual ring is decoration). */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-4 ${className}`}>
      <span
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-sea-100 border-t-sea-700 motion-reduce:animate-[spin_3s_linear_infinite]"
      />
      <span className="text-sm font-medium text-slate-600">{label}</span>
    </div>
  );
}
