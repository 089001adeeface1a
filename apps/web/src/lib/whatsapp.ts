import 'server-only';
import { getTranslations } from 'next-intl/server';
import { type Lang, whatsappClickPath, whatsappHref } from '@app/shared';
import { env } from './env';
import { absoluteUrl, localizedPath } from './seo';

/** What a WhatsApp link is about: a unit (its id is its reference), a compound (its slug), or the agency. */
export type WhatsappAbout =
  { kind: 'unit'; id: number; title: string } | { kind: 'compound'; slug: string; name: string } | { kind: 'contact' };

/** A WhatsApp link as the pages draw it (components/ui/whatsapp-link.tsx). */
export interface WhatsappLinkProps {
  href: string;
  label: string;
  /** Where the browser reports the click (`<a ping>`); none for the contact modal's link. */
  ping?: string | undefined;
}

/**
 * The link that opens a chat with the agency (AGENCY_WHATSAPP), its message typed in the visitor's
 * language: what the page is about, its reference and its public address in that language (from
 * SITE_URL, like the canonical links). Null when AGENCY_WHATSAPP is unset. Read when the page is
 * rendered, so cached pages carry the number they were rendered with (docs/decisions/0035-whatsapp.md).
 */
export async function whatsappLink(about: WhatsappAbout, lang: Lang): Promise<WhatsappLinkProps | null> {
  const { AGENCY_WHATSAPP, SITE_URL } = env();
  if (!AGENCY_WHATSAPP) return null;
  const t = await getTranslations({ locale: lang, namespace: 'whatsapp' });
  const address = (path: string) => absoluteUrl(SITE_URL, localizedPath(path, lang));
  switch (about.kind) {
    case 'unit':
      return {
        href: whatsappHref(
          AGENCY_WHATSAPP,
          t('unitMessage', { title: about.title, id: about.id, url: address(`/property/${about.id}`) }),
        ),
        label: t('label'),
        ping: whatsappClickPath.unit(about.id),
      };
    case 'compound':
      return {
        href: whatsappHref(
          AGENCY_WHATSAPP,
          t('compoundMessage', { name: about.name, slug: about.slug, url: address(`/compounds/${about.slug}`) }),
        ),
        label: t('label'),
        ping: whatsappClickPath.compound(about.slug),
      };
    case 'contact':
      return { href: whatsappHref(AGENCY_WHATSAPP, t('contactMessage', { url: address('/') })), label: t('label') };
  }
}
