import { getImageProps } from 'next/image';
import { sendSources } from './image-sources';
import { type GalleryLabels, GalleryView } from './gallery-view';
import { Picture } from './picture';

export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * A gallery of the site's pictures: thumbnails that open an enlarged view (GalleryView). The pictures are
 * made here, on the server for a server page, so the browser gets only the code that opens and moves.
 */
export function Gallery({
  images,
  labels,
  firstLarge = false,
  priorityFirst = false,
  columns = 3,
}: {
  images: GalleryImage[];
  labels: GalleryLabels;
  firstLarge?: boolean;
  priorityFirst?: boolean;
  /** Thumbnails a row on wide screens (without firstLarge); two on phones. */
  columns?: 3 | 4;
}) {
  const entries = images.map((image, i) => {
    const { props: large } = getImageProps({ src: image.src, alt: image.alt, fill: true, sizes: '96vw' });
    return {
      key: image.src,
      alt: image.alt,
      thumb: (
        <Picture
          src={image.src}
          alt=""
          fill
          preload={priorityFirst && i === 0}
          sizes={
            firstLarge && i === 0
              ? '(min-width: 1024px) 66vw, 100vw'
              : `(min-width: 768px) ${columns === 4 ? 22 : 30}vw, 50vw`
          }
          className="object-cover transition duration-500 hover:scale-105"
        />
      ),
      large: { sources: sendSources(image.src, large), sizes: large.sizes },
    };
  });
  return <GalleryView images={entries} labels={labels} firstLarge={firstLarge} columns={columns} />;
}
