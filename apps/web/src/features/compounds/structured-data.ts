import type { Compound } from '@app/shared';
import type { JsonLdObject } from '@/lib/json-ld';
import { absoluteUrl } from '@/lib/seo';

/** A compound as schema.org Residence (a Place): where it is, what it offers, its pictures. */
export function compoundJsonLd(
  project: Compound,
  { siteUrl, url, regionName }: { siteUrl: string; url: string; regionName: string },
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Residence',
    '@id': `${url}#compound`,
    url,
    name: project.name,
    description: project.description,
    image: [project.mainImage, ...project.galleryImages.map((g) => g.url)].map((src) => absoluteUrl(siteUrl, src)),
    address: {
      '@type': 'PostalAddress',
      addressLocality: project.location,
      addressRegion: regionName,
      addressCountry: 'EG',
    },
    amenityFeature: project.specifications.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
  };
}
