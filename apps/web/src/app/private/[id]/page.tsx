import { UnitPage, type UnitPageProps, unitMetadata } from '../../_units/unit-page';

export const generateMetadata = (props: UnitPageProps) => unitMetadata(props);

export default function PrivateUnitPage(props: UnitPageProps) {
  return <UnitPage {...props} />;
}
