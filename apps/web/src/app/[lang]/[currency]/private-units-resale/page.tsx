import { PrivateUnits, privateUnitsMetadata } from './listing';

export const generateMetadata = () => privateUnitsMetadata({});

/** The listing's first page, cached per language and currency. */
export default function FirstPage() {
  return <PrivateUnits searchParams={{}} cached />;
}
