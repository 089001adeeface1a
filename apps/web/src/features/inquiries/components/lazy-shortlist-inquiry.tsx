'use client';

import { Suspense, lazy } from 'react';
import { withIslandTexts } from '@/i18n/island-texts';
import { NearScreen } from '@/components/ui/near-screen';
import { FormPlaceholder } from './form-placeholder';

/** Name, then e-mail and phone side by side, then the message: the shortlist form's layout. */
const placeholder = <FormPlaceholder fields={1} halves={2} />;

const ShortlistForm = lazy(() => withIslandTexts(() => import('./forms')).then((m) => ({ default: m.ShortlistForm })));

/**
 * The shortlist page's "send this list" form, loaded when it comes near the screen: its code
 * (react-hook-form, zod) is not part of the page's first load.
 */
export function LazyShortlistInquiry({ unitIds }: { unitIds: number[] }) {
  return (
    <NearScreen fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <ShortlistForm unitIds={unitIds} />
      </Suspense>
    </NearScreen>
  );
}
