import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { type Lang, compoundResponseCodec } from '@app/shared';
import { toLang } from '@/i18n/config';
import { adminPage } from '@/lib/http/admin-server';
import { PreviewBanner } from '@/features/catalogue/preview/preview-banner';
import { compoundIsPublic, previewId } from '@/features/catalogue/preview/preview';
import { CompoundDetails } from '@/features/compounds/components/compound-details';

type Props = { params: Promise<{ id: string }> };

/** The compound in `lang` whatever its publication, with the user's session (read once for page and title). */
const getCompoundPreview = cache(async (id: string, lang: Lang) => {
  const compoundId = previewId(id);
  const from = `/admin/catalogue/compounds/${compoundId}/preview`;
  return (await adminPage(`/compounds/${compoundId}/preview/?lang=${lang}`, compoundResponseCodec, from)).project;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const compound = await getCompoundPreview(id, toLang(await getLocale()));
  return { title: (await getTranslations('cataloguePreview'))('title', { name: compound.name }) };
}

/**
 * A compound as its public page shows it (the same component), draft or published, in the back office's
 * language, under a banner that says whether visitors see it. The units for sale stay on the public page:
 * a draft compound's units are not public either.
 */
export default async function CompoundPreviewPage({ params }: Props) {
  const { id } = await params;
  const lang = toLang(await getLocale());
  const compound = await getCompoundPreview(id, lang);
  return (
    <>
      <PreviewBanner
        isPublic={await compoundIsPublic(compound.slug, lang)}
        publicHref={`/compounds/${compound.slug}`}
        editHref={`/admin/catalogue/compounds/${compound.id}`}
      />
      <div className="overflow-hidden rounded-2xl bg-sand-50 ring-1 ring-slate-200">
        <CompoundDetails compound={compound} />
      </div>
    </>
  );
}
