'use client';

import { Suspense, lazy, useState } from 'react';
import { Button } from '@/components/ui/button';

const SaveSearch = lazy(() => import('./save-search-dialog'));

/**
 * The shortlist's "Tell me if these change": the button opens the alert dialog for these units, whose
 * code (and texts) load on the press.
 */
export function WatchButton({ unitIds, label }: { unitIds: number[]; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="md" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearch unitIds={unitIds} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
