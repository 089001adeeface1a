'use client';

import { Suspense, lazy } from 'react';
import { withIslandTexts } from '@/i18n/island-texts';
import { NearScreen } from '@/components/ui/near-screen';
import { FormPlaceholder } from './form-placeholder';

/** Name, e-mail, phone, then the message: the unit form's layout. */
const placeholder = <FormPlaceholder fields={3} />;

const UnitInquiry = lazy(() =>
  withIslandTexts(() => import('./inquiry-modals')).then((m) => ({ default: m.UnitInquiry })),
);

/**
 * The unit page's inquiry form, loaded when it comes near the screen: its code (react-hook-form, zod)
 * is not part of the page's first load, where the pictures and the facts come first.
 */
export function LazyUnitInquiry({ unitId, title }: { unitId: number; title: string }) {
  return (
    <NearScreen fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <UnitInquiry unitId={unitId} title={title} />
      </Suspense>
    </NearScreen>
  );
}
