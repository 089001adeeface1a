import 'server-only';
import { notFound } from 'next/navigation';
import type { Lang } from '@app/shared';
import { readCompound, readUnit, orFallback } from '@/lib/page-reads';

/*
 * For the back office's previews (app/admin/(office)/catalogue/…/preview): the record's id from its
 * address, and whether the public site shows the record now.
 */

/** A record id as the back office's addresses carry it, or the not-found page. */
export function previewId(id: string): number {
  if (!/^[0-9]{1,9}$/.test(id) || Number(id) < 1) notFound();
  return Number(id);
}

/**
 * Whether visitors see the unit now (the public call answers it). When the API cannot say, the banner
 * says it is not published: it never claims a draft is public.
 */
export async function unitIsPublic(id: number, lang: Lang): Promise<boolean> {
  return (await orFallback(readUnit(id, lang), null)) !== null;
}

/** Whether visitors see the compound now (the public call answers it). */
export async function compoundIsPublic(slug: string, lang: Lang): Promise<boolean> {
  return (await orFallback(readCompound(slug, lang), null)) !== null;
}
