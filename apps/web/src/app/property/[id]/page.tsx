import { UnitPage, type UnitPageProps, unitMetadata } from '../../_units/unit-page';

export const generateMetadata = (props: UnitPageProps) => unitMetadata(props);

export default function PropertyPage(props: UnitPageProps) {
  return <UnitPage {...props} />;
}
