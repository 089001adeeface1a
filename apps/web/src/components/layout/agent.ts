import type { JsonLdObject } from '@/lib/json-ld';
import { OFFICE } from '@/lib/office';

/** The office in Hurghada as a schema.org postal address. */
const OFFICE_ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: OFFICE.address.street,
  addressLocality: OFFICE.address.locality,
  addressRegion: OFFICE.address.region,
  addressCountry: OFFICE.address.country,
} as const;

/** The agency's JSON-LD @id: listings name it as their seller. */
export const agentId = (siteUrl: string) => `${siteUrl}/#agent`;

/** The agency as schema.org RealEstateAgent, with the Hurghada office, on every page. */
export function agentJsonLd({
  siteUrl,
  name,
  description,
  areas,
}: {
  siteUrl: string;
  name: string;
  description: string;
  /** The areas the agency sells in, named in the page's language. */
  areas: string[];
}): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': agentId(siteUrl),
    name,
    description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon.png`,
    image: `${siteUrl}/og-default.jpg`,
    telephone: OFFICE.phone.replace(/\s/g, ''),
    email: OFFICE.email,
    address: OFFICE_ADDRESS,
    areaServed: areas.map((area) => ({ '@type': 'Place', name: area })),
    sameAs: [OFFICE.instagram, OFFICE.facebook],
  };
}
