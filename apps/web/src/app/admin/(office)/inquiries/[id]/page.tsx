import type { Metadata } from 'next';
import { getInquiryDetail } from '@/features/admin/admin-reads';
import { InquiryView } from '@/features/admin/components/inquiry-view';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: (await getInquiryDetail(id, `/admin/inquiries/${id}`)).name };
}

export default async function InquiryPage({ params }: Props) {
  const { id } = await params;
  return <InquiryView inquiry={await getInquiryDetail(id, `/admin/inquiries/${id}`)} />;
}
