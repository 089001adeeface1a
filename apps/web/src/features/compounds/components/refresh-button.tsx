'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/**
 * Try Again for a part of a page rendered on the server: the page is rendered again (router.refresh), so
 * the failed call is asked again while everything else on the page, a half-filled form too, stays.
 */
export function RefreshButton({ label, className }: { label: string; className: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      aria-busy={pending}
      onClick={() => startTransition(() => router.refresh())}
      className={className}
    >
      {label}
    </button>
  );
}
