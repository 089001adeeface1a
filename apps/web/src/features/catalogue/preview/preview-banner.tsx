import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';

/**
 * Above a back office preview: whether visitors see the record now, a link to its public page when they
 * do, and the way back to its form.
 */
export async function PreviewBanner({
  isPublic,
  publicHref,
  editHref,
}: {
  isPublic: boolean;
  publicHref: string;
  editHref: string;
}) {
  const t = await getTranslations('cataloguePreview');
  return (
    <section
      aria-labelledby="preview-banner"
      data-testid="preview-banner"
      className={`mb-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-2xl px-5 py-4 ring-1 ${
        isPublic ? 'bg-emerald-50 text-emerald-950 ring-emerald-200' : 'bg-amber-50 text-amber-950 ring-amber-300'
      }`}
    >
      <div>
        {/* Not a heading: the previewed page has its own h1, as on the public site. */}
        <p id="preview-banner" className="text-lg font-bold">
          {isPublic ? t('publishedTitle') : t('draftTitle')}
        </p>
        <p className="mt-1 text-sm">{isPublic ? t('publishedText') : t('draftText')}</p>
      </div>
      <div className="flex flex-wrap gap-3 text-sm font-semibold">
        {isPublic && (
          <ButtonLink href={publicHref} variant="neutral" size="xs">
            {t('openPublic')}
          </ButtonLink>
        )}
        <ButtonLink href={editHref} size="xs">
          {t('backToForm')}
        </ButtonLink>
      </div>
    </section>
  );
}
