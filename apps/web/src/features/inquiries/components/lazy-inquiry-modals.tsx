'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useModals } from '@/components/layout/modal-context';

const InquiryModals = dynamic(() => import('./inquiry-modals').then((m) => m.InquiryModals), { ssr: false });

/**
 * The Contact and Sell With Us modals, loaded when one is first opened: their forms (react-hook-form,
 * zod) stay out of every page's first load. Once loaded they stay mounted.
 */
export function LazyInquiryModals() {
  const { openModal } = useModals();
  const [wanted, setWanted] = useState(false);
  if (openModal !== null && !wanted) setWanted(true);
  return wanted ? <InquiryModals /> : null;
}
