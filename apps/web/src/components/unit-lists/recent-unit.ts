import { getImageProps } from 'next/image';
import type { Unit } from '@app/shared';
import type { RecentUnit } from '@/lib/unit-lists/recent-units';
import { RECENT_THUMB } from './recent-thumb';

/**
 * What the recently viewed list keeps of the unit on this page (RecordView), worked out on the
 * server: the thumbnail's address is the image route's, for the smallest width of the site's sizes
 * that covers the row's box.
 */
export function recentUnit(unit: Unit): RecentUnit {
  let image = '';
  if (unit.mainImage) {
    const { props } = getImageProps({ src: unit.mainImage, alt: '', ...RECENT_THUMB, quality: 60 });
    image = props.srcSet?.split(' ')[0] ?? props.src;
  }
  return {
    id: unit.id,
    title: unit.title,
    place: unit.compoundName ?? unit.location,
    bedrooms: unit.bedrooms,
    area: unit.area,
    price: unit.price,
    status: unit.status,
    image,
  };
}
