'use client';

import { useSelectedLayoutSegment } from 'next/navigation';
import type { ReactNode } from 'react';

/** The first path segment of the agency's back office, which has a chrome of its own. */
const BACK_OFFICE_SEGMENT = 'admin';

/**
 * The public site's navbar, footer and modals around the page, except in the back office: it is not
 * linked from the public site and shows none of it (docs/decisions/0007-back-office-in-the-site.md).
 */
export function SiteChrome({
  navbar,
  footer,
  modals,
  children,
}: {
  navbar: ReactNode;
  footer: ReactNode;
  modals: ReactNode;
  children: ReactNode;
}) {
  if (useSelectedLayoutSegment() === BACK_OFFICE_SEGMENT) return children;
  return (
    <>
      {navbar}
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer}
      {modals}
    </>
  );
}
