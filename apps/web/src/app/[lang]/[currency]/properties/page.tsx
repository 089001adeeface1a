import { Properties, propertiesMetadata } from './listing';

export const generateMetadata = () => propertiesMetadata({});

/** The listing's first page, cached per language and currency. */
export default function FirstPage() {
  return <Properties searchParams={{}} cached />;
}
