'use client';

import { Suspense, lazy, useState } from 'react';
import { withIslandTexts } from '@/i18n/island-texts';
import { useModals } from '@/components/layout/modal-context';
import type { WhatsappLinkProps } from '@/lib/whatsapp';

// Rendered only in the browser, once a modal is asked for: React.lazy, without next/dynamic's runtime on every page.
const InquiryModals = lazy(() =>
  withIslandTexts(() => import('./inquiry-modals')).then((m) => ({ default: m.InquiryModals })),
);

/**
 * The Contact and Sell With Us modals, loaded when one is first opened: their forms (react-hook-form,
 * zod) stay out of every page's first load. Once loaded they stay mounted. `whatsapp`: the contact
 * modal's WhatsApp link, built by the server (null without AGENCY_WHATSAPP).
 */
export function LazyInquiryModals({ whatsapp }: { whatsapp?: WhatsappLinkProps | null }) {
  const { openModal } = useModals();
  const [wanted, setWanted] = useState(false);
  if (openModal !== null && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <InquiryModals whatsapp={whatsapp} />
    </Suspense>
  ) : null;
}
