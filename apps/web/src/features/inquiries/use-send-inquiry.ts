'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type InquiryKind, type InquiryRequest, inquiryPageOf } from '@app/shared';
import { useCurrency } from '@/components/currency/currency-context';
import { sendInquiry } from './inquiry-calls';

/**
 * What an inquiry is about besides its kind: the unit (kinds unit, video-call), the compound (kinds
 * compound, site-visit, video-call) or a shortlist's units (kind shortlist).
 */
export type InquiryAbout = { unitId: number } | { compound: string } | { unitIds: number[] };

/**
 * Sends a form's values as an inquiry of `kind`, with what the site knows about the visit: the page,
 * the visitor's language and currency, the honeypot and how long the form was shown. One send at a
 * time: a second call while one is under way resolves to null without sending.
 */
export function useSendInquiry(kind: InquiryKind, about?: InquiryAbout) {
  const lang = useLocale();
  const { currency } = useCurrency();
  const shownAt = useRef<number | null>(null);
  const inFlight = useRef(false);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  // One call, never retried (a retry could send the lead twice): plain state, no query library in the forms.
  const [isSending, setSending] = useState(false);

  const send = useCallback(
    async (data: Record<string, unknown>, honeypot: string): Promise<{ id: string } | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSending(true);
      try {
        const elapsedMs = shownAt.current === null ? 0 : Math.max(0, Math.round(performance.now() - shownAt.current));
        // `data` was validated by the form's schema of this kind; the API checks the pair again.
        const body = {
          kind,
          ...about,
          data,
          // The path, or / when it is not one the API takes: the lead is sent whatever the address.
          page: inquiryPageOf(window.location.pathname),
          lang,
          currency,
          ...(honeypot ? { website: honeypot } : {}),
          elapsedMs,
        } as InquiryRequest;
        const result = await sendInquiry(body);
        // A further inquiry from the same form is timed from now.
        shownAt.current = performance.now();
        return result;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [kind, about, lang, currency],
  );

  return { send, isSending };
}
