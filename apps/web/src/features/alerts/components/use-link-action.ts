'use client';

import { useEffect, useRef, useState } from 'react';
import { type AlertFailure, alertFailure } from '@/lib/alerts/alert-calls';

export type LinkActionState<Answer> =
  { step: 'ready' | 'busy' } | { step: 'done'; answer: Answer } | { step: 'failed'; failure: AlertFailure };

/**
 * The one button of a link's page (confirm, unsubscribe): its call's state, the call itself, and the box
 * that takes the focus once the call has answered, so a screen reader reads the outcome.
 */
export function useLinkAction<Answer>(call: () => Promise<Answer>) {
  const [state, setState] = useState<LinkActionState<Answer>>({ step: 'ready' });
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.step === 'done' || state.step === 'failed') outcome.current?.focus();
  }, [state.step]);
  const run = async () => {
    setState({ step: 'busy' });
    try {
      setState({ step: 'done', answer: await call() });
    } catch (error) {
      setState({ step: 'failed', failure: alertFailure(error) });
    }
  };
  return { state, run, outcome };
}
