import { UnitPage, type UnitPageProps, unitMetadata } from '../../_units/unit-page';

/** Rendered on a unit's first visit and kept until the unit changes. */
export const generateStaticParams = (): { id: string }[] => [];

export const generateMetadata = (props: UnitPageProps) => unitMetadata(props);

export default function PrivateUnitPage(props: UnitPageProps) {
  return <UnitPage {...props} />;
}
