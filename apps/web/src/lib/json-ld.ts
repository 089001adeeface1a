/** A schema.org object as JSON-LD. */
export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string | string[] } & Record<string, unknown>;

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` are escaped so that no text from
 * the catalogue (a title containing "</script>", say) can close the script element or start markup,
 * and U+2028/U+2029 so that the text stays valid in every JavaScript parser.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The trail from the home page to this page (schema.org BreadcrumbList); the last item is the page. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
