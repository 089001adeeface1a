'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type AlertUnsubscribeAnswer, type Lang, alertManageUrl } from '@app/shared';
import { useSearchSummary } from '@/components/alerts/use-search-summary';
import { Button } from '@/components/ui/button';
import { withIslandMessages } from '@/i18n/island-messages';
import { unsubscribeAlert } from '@/lib/alerts/alert-calls';
import { Notice } from './notice';
import { useLinkAction } from './use-link-action';

/**
 * /alerts/unsubscribe?token=…, where a GET of an alert's List-Unsubscribe address leads: a button that
 * posts the RFC 8058 one-click body, as a mail provider would. Opening the page stops nothing. Once
 * stopped, the page links to the manage page (the answer carries the address's manage token).
 */
function UnsubscribeAlert({ token }: { token: string | null }) {
  const t = useTranslations('alerts');
  const lang = useLocale() as Lang;
  const summary = useSearchSummary();
  const { state, run: stop, outcome } = useLinkAction<AlertUnsubscribeAnswer>(() => unsubscribeAlert(token ?? ''));

  if (!token) return <Notice tone="alert">{t('noToken')}</Notice>;

  if (state.step === 'done') {
    const { search, manage_token: manageToken } = state.answer;
    return (
      <div ref={outcome} tabIndex={-1} role="status" className="outline-none">
        <Notice tone="ok">
          <p className="font-semibold">{t('stopped')}</p>
          <p className="mt-1">
            {summary({ kind: search.kind, query: search.query, unitCount: search.unit_ids.length })}
          </p>
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
  return (
    <div>
      <div ref={outcome} tabIndex={-1} role="alert" className="mb-6 outline-none empty:hidden">
        {failure && <Notice tone="alert">{failure.reason === 'notFound' ? t('unknown') : t('failed')}</Notice>}
      </div>
      {failure?.reason !== 'notFound' && (
        <Button variant="danger" onClick={stop} disabled={state.step === 'busy'}>
          {state.step === 'busy' ? t('unsubscribing') : failure ? t('tryAgain') : t('unsubscribe')}
        </Button>
      )}
    </div>
  );
}

export default withIslandMessages(UnsubscribeAlert);
