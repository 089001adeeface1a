'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type AlertConfirmAnswer, type Lang, MAX_SAVED_SEARCHES_PER_ADDRESS, alertManageUrl } from '@app/shared';
import { useSearchSummary } from '@/components/alerts/use-search-summary';
import { Button } from '@/components/ui/button';
import { withIslandMessages } from '@/i18n/island-messages';
import { confirmAlert } from '@/lib/alerts/alert-calls';
import { Notice } from './notice';
import { useLinkAction } from './use-link-action';

/**
 * /alerts/confirm?token=…: one button confirms the saved search (opening the link confirms nothing, so a
 * mail scanner that opens it turns nothing on). Then the search in words and the way to manage it.
 */
function ConfirmAlert({ token }: { token: string | null }) {
  const t = useTranslations('alerts');
  const lang = useLocale() as Lang;
  const summary = useSearchSummary();
  const { state, run: confirm, outcome } = useLinkAction<AlertConfirmAnswer>(() => confirmAlert(token ?? ''));

  if (!token) return <Notice tone="alert">{t('noToken')}</Notice>;

  if (state.step === 'done') {
    const { search, manage_token: manageToken } = state.answer;
    return (
      <div ref={outcome} tabIndex={-1} role="status" className="outline-none">
        <Notice tone="ok">
          <h2 className="text-xl font-bold">{t('confirmed')}</h2>
          <p className="mt-2 font-medium">
            {summary({ kind: search.kind, query: search.query, unitCount: search.unit_ids.length })}
          </p>
          <p className="mt-1">{t('confirmedText', { frequency: search.frequency })}</p>
        </Notice>
        <a
          href={alertManageUrl('', lang, manageToken)}
          className="mt-6 inline-block font-semibold text-sea-700 underline"
        >
          {t('manage')}
        </a>
      </div>
    );
  }

  const failure = state.step === 'failed' ? state.failure : null;
  // An unknown link and the address's limit are answers: trying again would answer the same.
  const final = failure?.reason === 'notFound' || failure?.reason === 'limit';
  return (
    <div>
      <div ref={outcome} tabIndex={-1} role="alert" className="mb-6 outline-none empty:hidden">
        {failure && (
          <Notice tone="alert">
            {failure.reason === 'notFound'
              ? t('unknown')
              : failure.reason === 'limit'
                ? t('limit', { max: MAX_SAVED_SEARCHES_PER_ADDRESS })
                : t('failed')}
          </Notice>
        )}
      </div>
      {!final && (
        <Button onClick={confirm} disabled={state.step === 'busy'}>
          {state.step === 'busy' ? t('confirming') : failure ? t('tryAgain') : t('confirm')}
        </Button>
      )}
    </div>
  );
}

export default withIslandMessages(ConfirmAlert);
