import { type JsonLdObject, serializeJsonLd } from '@/lib/json-ld';

/** Structured data for search engines, rendered on the server with its text safely escaped. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
