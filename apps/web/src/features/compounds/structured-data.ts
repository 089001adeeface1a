import type { Compound } from '@app/shared';
import type { JsonLdObject } from '@/lib/json-ld';
import { absoluteUrl } from '@/lib/seo';

/** A compound as schema.org Residence (a Place): where it is, what it offers, its pictures. */
export function compoundJsonLd(
  compound: Compound,
  { siteUrl, url, regionName }: { siteUrl: string; url: string; regionName: string },
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Residence',
    '@id': `${url}#compound`,
    url,
    name: compound.name,
    description: compound.description,
    image: [compound.mainImage, ...compound.galleryImages.map((g) => g.url)].map((src) => absoluteUrl(siteUrl, src)),
    address: {
      '@type': 'PostalAddress',
      addressLocality: compound.location,
      addressRegion: regionName,
      addressCountry: 'EG',
    },
    amenityFeature: compound.specifications.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
  };
}
