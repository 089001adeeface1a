import type { UnitDetail, UnitKind, UnitStatus } from '@app/shared';
import type { JsonLdObject } from '@/lib/json-ld';
import { absoluteUrl } from '@/lib/seo';

/** schema.org accommodation type of each kind of unit. */
const ACCOMMODATION: Record<UnitKind, string> = {
  studio: 'Apartment',
  apartment: 'Apartment',
  penthouse: 'Apartment',
  duplex: 'Apartment',
  chalet: 'House',
  townhouse: 'House',
  villa: 'SingleFamilyResidence',
};

const AVAILABILITY: Record<UnitStatus, string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
  'under construction': 'https://schema.org/PreOrder',
};

type UnitContext = {
  siteUrl: string;
  /** The page's canonical address (absolute). */
  url: string;
  lang: string;
  /** The area's name in the page's language. */
  regionName: string;
  /** The agency's JSON-LD @id (see agentJsonLd). */
  sellerId: string;
};

/**
 * A unit for sale as schema.org RealEstateListing: the asking price as an Offer (USD, the currency
 * prices are stored in), the home itself with rooms, floor size in square metres and its address.
 */
export function unitJsonLd(unit: UnitDetail, { siteUrl, url, lang, regionName, sellerId }: UnitContext): JsonLdObject {
  const images = [unit.mainImage, ...unit.images.filter((src) => src !== unit.mainImage)].map((src) =>
    absoluteUrl(siteUrl, src),
  );
  const address = {
    '@type': 'PostalAddress',
    addressLocality: unit.location,
    addressRegion: regionName,
    addressCountry: 'EG',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    url,
    name: unit.title,
    description: unit.description,
    inLanguage: lang,
    image: images,
    datePosted: unit.createdAt,
    offers: {
      '@type': 'Offer',
      price: unit.price,
      priceCurrency: unit.currency,
      availability: AVAILABILITY[unit.status],
      url,
      seller: { '@id': sellerId },
    },
    about: {
      '@type': ACCOMMODATION[unit.kind],
      name: unit.title,
      numberOfRooms: unit.bedrooms + 1,
      numberOfBedrooms: unit.bedrooms,
      numberOfBathroomsTotal: unit.bathrooms,
      ...(unit.area > 0 ? { floorSize: { '@type': 'QuantitativeValue', value: unit.area, unitCode: 'MTK' } } : {}),
      ...(unit.floor !== null ? { floorLevel: String(unit.floor) } : {}),
      address,
      ...(unit.compoundSlug && unit.compoundName
        ? {
            containedInPlace: {
              '@type': 'Residence',
              name: unit.compoundName,
              url: absoluteUrl(siteUrl, `/compounds/${unit.compoundSlug}`),
            },
          }
        : {}),
    },
  };
}
