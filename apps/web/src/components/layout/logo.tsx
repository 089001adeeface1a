/** The agency's mark: a sun over waves. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <circle cx="16" cy="12" r="6" fill="#f5b544" />
      <path d="M2 20c4-3 8-3 12 0s8 3 12 0 4-1 4-1v4c-4 3-8 3-12 0s-8-3-12 0-4 1-4 1z" fill="#0e9fb5" />
      <path d="M2 26c4-3 8-3 12 0s8 3 12 0 4-1 4-1v4c-4 3-8 3-12 0s-8-3-12 0-4 1-4 1z" fill="#0a6677" />
    </svg>
  );
}
