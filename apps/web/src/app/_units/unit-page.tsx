import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { toLang } from '@/i18n/config';
import { getUnit } from '@/lib/api';
import { UnitDetails } from '@/features/catalog/components/unit-details';
import { UnitInquiry } from '@/features/inquiries/components/inquiry-modals';

/** /property/{id} and /private/{id} show a unit the same way. */
export type UnitPageProps = { params: Promise<{ id: string }> };

async function load(params: UnitPageProps['params']) {
  const { id } = await params;
  const numeric = Number(id);
  if (!/^[0-9]{1,9}$/.test(id) || numeric < 1) return null;
  return getUnit(numeric, toLang(await getLocale()));
}

export async function unitMetadata({ params }: UnitPageProps): Promise<Metadata> {
  const unit = await load(params);
  if (!unit) return { title: (await getTranslations('property'))('notFoundTitle') };
  return { title: unit.title, description: unit.description.slice(0, 160) };
}

export async function UnitPage({ params }: UnitPageProps) {
  const unit = await load(params);
  if (!unit) notFound();
  return (
    <UnitDetails
      unit={unit}
      lang={toLang(await getLocale())}
      inquiry={<UnitInquiry unitId={unit.id} title={unit.title} />}
    />
  );
}
