'use client';

import { useTranslations } from 'next-intl';
import { convertUsd, formatMoney } from '@app/shared';
import { useCurrency } from './currency-context';

/** The one way to show money: a USD amount in the visitor's currency, or N/A. */
export function Price({ usd, className, testId }: { usd: number | null; className?: string; testId?: string }) {
  const { currency, rates } = useCurrency();
  const t = useTranslations('unit');
  const amount = convertUsd(usd, currency, rates);
  return (
    <span className={className} data-testid={testId} dir="ltr">
      {amount === null ? t('priceNA') : formatMoney(amount, currency)}
    </span>
  );
}
