'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { withIslandMessages } from '@/i18n/island-messages';
import { listSearchQuery } from '@/lib/alerts/search-summary';
import { AlertForm, type AlertSubject } from './alert-form';
import { useSearchSummary } from './use-search-summary';

/**
 * The "Email me new matches" (a list) or "Tell me if these change" (a shortlist) dialog, open from the
 * start: its opener mounts it when its button is pressed and unmounts it on `onClose`. A list's search is
 * read from the address when the dialog opens. Loaded on that press (unit-browser.tsx, alert-button.tsx),
 * with the islands' texts.
 */
function SaveSearchDialog({ unitIds, onClose }: { unitIds?: number[]; onClose: () => void }) {
  const t = useTranslations('alerts');
  const form = useTranslations('form');
  const summary = useSearchSummary();
  const [subject] = useState<AlertSubject>(() =>
    unitIds ? { kind: 'shortlist', unitIds } : { kind: 'search', query: listSearchQuery(location.search) },
  );
  const shortlist = subject.kind === 'shortlist';
  return (
    <Dialog
      open
      onClose={onClose}
      title={shortlist ? t('watchTitle') : t('saveTitle')}
      description={shortlist ? t('watchText') : t('saveText')}
      closeLabel={form('close')}
    >
      <p className="mb-4 rounded-lg bg-sand-100 px-4 py-3 text-sm text-slate-800">
        <span className="font-semibold">{t('searchLabel')}</span>{' '}
        {summary(
          subject.kind === 'shortlist'
            ? { kind: 'shortlist', query: '', unitCount: subject.unitIds.length }
            : { kind: 'search', query: subject.query },
        )}
      </p>
      <AlertForm subject={subject} />
    </Dialog>
  );
}

export default withIslandMessages(SaveSearchDialog);
