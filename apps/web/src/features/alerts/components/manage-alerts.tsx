'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { AlertsManageAnswer } from '@app/shared';
import { Button } from '@/components/ui/button';
import { withIslandMessages } from '@/i18n/island-messages';
import {
  type AlertFailure,
  alertFailure,
  changeAlert,
  deleteAlert,
  eraseAlerts,
  readAlerts,
} from '@/lib/alerts/alert-calls';
import { AlertRow, type RowActions } from './alert-row';
import { EraseAddress } from './erase-address';
import { Notice } from './notice';

type Loaded =
  { step: 'loading' } | { step: 'failed'; failure: AlertFailure } | { step: 'ready'; answer: AlertsManageAnswer };

/**
 * /alerts?token=…: every search of the address the manage link belongs to, read by the browser (the page
 * is the same for every link). Each can change its frequency, pause, resume or go; the address can go with
 * all of them. What happened is said in the page's live region.
 */
function ManageAlerts({ token }: { token: string | null }) {
  const t = useTranslations('alerts');
  const [loaded, setLoaded] = useState<Loaded>({ step: 'loading' });
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [said, setSaid] = useState<{ text: string; alert: boolean } | null>(null);
  const [erased, setErased] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return;
    let current = true;
    readAlerts(token).then(
      (answer) => current && setLoaded({ step: 'ready', answer }),
      (error: unknown) => current && setLoaded({ step: 'failed', failure: alertFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);
  const retry = () => {
    setLoaded({ step: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (!token) return <Notice tone="alert">{t('noToken')}</Notice>;
  if (erased) {
    return (
      <div role="status">
        <Notice tone="ok">{t('erased')}</Notice>
      </div>
    );
  }
  if (loaded.step === 'loading') return <p role="status">{t('loading')}</p>;
  if (loaded.step === 'failed') {
    return (
      <div role="alert">
        <Notice tone="alert">{loaded.failure.reason === 'notFound' ? t('unknown') : t('failed')}</Notice>
        {loaded.failure.reason !== 'notFound' && (
          <Button size="md" className="mt-4" onClick={retry}>
            {t('tryAgain')}
          </Button>
        )}
      </div>
    );
  }

  const { email, searches } = loaded.answer;
  const update = (next: AlertsManageAnswer['searches']) =>
    setLoaded({ step: 'ready', answer: { email, searches: next } });
  /** Runs one call on one search: the row waits, then the page says how it went. */
  const act = async (id: number, call: () => Promise<void>, done: string) => {
    setBusy(id);
    setSaid(null);
    try {
      await call();
      setSaid({ text: done, alert: false });
    } catch {
      setSaid({ text: t('changeFailed'), alert: true });
    } finally {
      setBusy(null);
    }
  };
  const actions: RowActions = {
    change: (search, change) =>
      act(
        search.id,
        async () => {
          const changed = await changeAlert(token, search.id, change);
          update(searches.map((s) => (s.id === changed.id ? changed : s)));
        },
        t('saved'),
      ),
    remove: (search) =>
      act(
        search.id,
        async () => {
          await deleteAlert(token, search.id);
          update(searches.filter((s) => s.id !== search.id));
          heading.current?.focus();
        },
        t('deleted'),
      ),
  };
  const erase = async () => {
    setBusy('all');
    try {
      await eraseAlerts(token);
      setErased(true);
    } catch {
      setSaid({ text: t('changeFailed'), alert: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-sea-900 outline-none">
        {t('manageFor', { email })}
      </h2>
      <div role="status" className="mt-3 min-h-6 text-sm">
        {said && !said.alert && <p className="text-sea-900">{said.text}</p>}
      </div>
      <div role="alert" className="text-sm">
        {said?.alert && <p className="text-red-700">{said.text}</p>}
      </div>
      {searches.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('none')}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {searches.map((search) => (
            <AlertRow key={search.id} search={search} busy={busy !== null} actions={actions} />
          ))}
        </ul>
      )}
      <EraseAddress email={email} busy={busy !== null} onErase={erase} />
    </div>
  );
}

export default withIslandMessages(ManageAlerts);
