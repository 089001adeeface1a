/** The honeypot's name: the `website` field of the inquiry and saved-search bodies. */
export const HONEYPOT_NAME = 'website';

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order, no autofill); programs that fill in every field fill this one too, and the API then drops
 * their inquiry silently. The form reads it from the submit event, so it stays uncontrolled.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
