/**
 * Stands in for an inquiry form, at its size, until the form's code has loaded: the same grid as
 * InquiryForm (fields 4.25rem high, half fields side by side from 640 px, a 4-row message, the button),
 * so nothing around it moves when the form takes its place.
 */
export function FormPlaceholder({ fields = 0, halves = 0 }: { fields?: number; halves?: number }) {
  return (
    <div aria-hidden="true" className="grid animate-pulse gap-4 sm:grid-cols-2">
      {Array.from({ length: halves }, (_, i) => (
        <div key={`h${i}`} className="h-[4.25rem] rounded-lg bg-sand-100" />
      ))}
      {Array.from({ length: fields }, (_, i) => (
        <div key={`f${i}`} className="h-[4.25rem] rounded-lg bg-sand-100 sm:col-span-2" />
      ))}
      <div className="h-[7.5rem] rounded-lg bg-sand-100 sm:col-span-2" />
      <div className="mt-2 h-12 rounded-full bg-sand-100 sm:col-span-2" />
    </div>
  );
}
