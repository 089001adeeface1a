import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { type Lang, unitDetailCodec } from '@app/shared';
import { toLang } from '@/i18n/config';
import { adminPage } from '@/lib/http/admin-server';
import { PreviewBanner } from '@/features/catalogue/preview/preview-banner';
import { UnitDetails } from '@/features/listings/components/unit-details';
import { previewId, unitIsPublic } from '@/features/catalogue/preview/preview';

type Props = { params: Promise<{ id: string }> };

/** The unit in `lang` whatever its publication, with the user's session (read once for page and title). */
const getUnitPreview = cache(async (id: string, lang: Lang) => {
  const unitId = previewId(id);
  const from = `/admin/catalogue/units/${unitId}/preview`;
  return adminPage(`/units/${unitId}/preview/?lang=${lang}`, unitDetailCodec, from);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const unit = await getUnitPreview(id, toLang(await getLocale()));
  return { title: (await getTranslations('cataloguePreview'))('title', { name: unit.title }) };
}

/**
 * A unit as its public page shows it (the same component), draft or published, in the back office's
 * language, under a banner that says whether visitors see it. No inquiry form: nobody inquires here.
 */
export default async function UnitPreviewPage({ params }: Props) {
  const { id } = await params;
  const lang = toLang(await getLocale());
  const unit = await getUnitPreview(id, lang);
  return (
    <>
      <PreviewBanner
        isPublic={await unitIsPublic(unit.id, lang)}
        publicHref={`/property/${unit.id}`}
        editHref={`/admin/catalogue/units/${unit.id}`}
      />
      <div className="overflow-hidden rounded-2xl bg-sand-50 ring-1 ring-slate-200">
        <UnitDetails unit={unit} lang={lang} />
      </div>
    </>
  );
}
