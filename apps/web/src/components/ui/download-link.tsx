import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';

/** A file to download (a list's CSV export): a plain link the browser follows with the session. */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ButtonLink plain href={href} download variant="neutral" size="bar" className="gap-2">
      <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
        <path
          d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {children}
    </ButtonLink>
  );
}
