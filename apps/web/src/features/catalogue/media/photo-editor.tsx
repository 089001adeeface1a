'use client';

import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  type UniqueIdentifier,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { Photo } from '@app/shared';
import { DropZone } from './drop-zone';
import { type PhotoSet, addPhotos, keyboardStep, movePhoto, removePhoto, setAlt, setMain } from './photos';
import { SortablePhoto } from './sortable-photo';
import { LIMITS } from './upload';
import { UploadList } from './upload-list';
import { useUploads } from './use-uploads';

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/heic';

export interface PhotoEditorProps {
  photos: Photo[];
  mainImage: string;
  onChange: (next: { photos: Photo[]; mainImage: string }) => void;
  label: string;
  disabled?: boolean;
}

/**
 * The photos of a compound or a unit, controlled by its form: upload several at once (drop or picker,
 * with progress), reorder by drag or keyboard (dnd-kit's sortable), choose the main picture, alt text
 * per language, delete. The first photo becomes the main picture when there is none.
 */
export function PhotoEditor({ photos, mainImage, onChange, label, disabled = false }: PhotoEditorProps) {
  const t = useTranslations('catalogueMedia');
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const focusHandle = useRef<number | null>(null);

  // The latest value, also between a change and the form's next render (two uploads may finish at once).
  // Synced in a layout effect, in the same task as the render's commit: a passive effect runs a task later,
  // after an upload that finished in between, and would put back the value before it (a lost photo).
  const current = useRef<PhotoSet>({ photos, mainImage });
  useLayoutEffect(() => {
    current.current = { photos, mainImage };
  }, [photos, mainImage]);
  const change = (next: PhotoSet) => {
    current.current = next;
    onChange(next);
  };

  const uploads = useUploads('photo', (uploaded) => {
    const byUrl = new Map(uploaded.map((u) => [u.media.url, u.id]));
    const { next, duplicates } = addPhotos(
      current.current,
      uploaded.map((u) => ({ url: u.media.url, alt: {} })),
    );
    if (next.photos.length !== current.current.photos.length) change(next);
    return duplicates.map((photo) => byUrl.get(photo.url)!);
  });

  // After a delete, the focus goes to the handle of the photo now in that place (or the last one).
  useEffect(() => {
    if (focusHandle.current === null) return;
    const index = Math.min(focusHandle.current, photos.length - 1);
    focusHandle.current = null;
    list.current?.querySelector<HTMLElement>(`[data-photo-handle="${index}"]`)?.focus();
  }, [photos]);

  const ids = photos.map((p) => p.url);

  // A photo held by keyboard goes where the keys say, one place per arrow key, not where geometry
  // guesses: dnd-kit's sortableKeyboardCoordinates takes the nearest photo whose left edge lies to the
  // right, from places measured at the pick-up, and in a grid that has moved since (thumbnails, the
  // upload list, a scroll) that can be the next row's photo. `keyboardOver` is the place the keys
  // reached; the collision detection answers it while a keyboard drag lasts.
  const keyboardOver = useRef<UniqueIdentifier | null>(null);
  const keyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
    if (!event.code.startsWith('Arrow') || keyboardOver.current === null) return undefined;
    event.preventDefault();
    // The order of the sortable list as it stands (dnd-kit keeps it with the held photo).
    const order: UniqueIdentifier[] = context.active?.data.current?.sortable?.items ?? [];
    const from = order.indexOf(keyboardOver.current);
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const to = keyboardStep(event.code, from, order.length, rtl);
    const target = to === null ? undefined : order[to];
    const rect = target === undefined ? undefined : context.droppableRects.get(target);
    if (from < 0 || target === undefined || !rect || to === from) return undefined;
    keyboardOver.current = target;
    return { x: rect.left, y: rect.top };
  };
  const collisionDetection: CollisionDetection = (args) => {
    const held = keyboardOver.current;
    const container = held === null ? undefined : args.droppableContainers.find((c) => c.id === held);
    return container ? [{ id: container.id, data: { droppableContainer: container, value: 0 } }] : closestCenter(args);
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const numberOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const total = photos.length;
  // dnd-kit reports the photo over its own place right after the pick-up: said once, "picked up" is kept.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('accessibility.onDragStart', { number: numberOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver.current) return undefined;
      lastOver.current = overId;
      return overId === null
        ? t('accessibility.onDragOverNowhere', { number: numberOf(active.id) })
        : t('accessibility.onDragOver', { number: numberOf(active.id), position: numberOf(overId), total });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('accessibility.onDragEnd', { number: numberOf(active.id), position: numberOf(over.id), total })
        : t('accessibility.onDragEndNowhere', { number: numberOf(active.id) }),
    onDragCancel: ({ active }) => t('accessibility.onDragCancel', { number: numberOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    keyboardOver.current = null;
    if (!over || active.id === over.id) return;
    change(movePhoto(current.current, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {label}
      </h3>
      <DropZone
        prompt={t('photos.dropZone')}
        choose={t('photos.choose')}
        hint={t('photos.hint', { limit: LIMITS.photo.megabytes })}
        accept={PHOTO_TYPES}
        multiple
        disabled={disabled}
        onFiles={uploads.add}
      />
      <UploadList items={uploads.items} kind="photo" onDismiss={uploads.dismiss} />
      {photos.length === 0 ? (
        <p className="text-sm text-slate-500">{t('photos.empty')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          // The photos' places measured again on every render of a drag, not only at the pick-up.
          measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
          onDragStart={({ active, activatorEvent }) => {
            keyboardOver.current = activatorEvent instanceof KeyboardEvent ? active.id : null;
          }}
          onDragCancel={() => {
            keyboardOver.current = null;
          }}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('accessibility.screenReaderInstructions') },
          }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
            <ul
              ref={list}
              aria-label={t('photos.listLabel', { label, count: photos.length })}
              className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
            >
              {photos.map((photo, index) => (
                <SortablePhoto
                  key={photo.url}
                  photo={photo}
                  index={index}
                  isMain={photo.url === mainImage}
                  disabled={disabled}
                  onMain={() => change(setMain(current.current, index))}
                  onAlt={(lang, text) => change(setAlt(current.current, index, lang, text))}
                  onDelete={() => {
                    focusHandle.current = index;
                    change(removePhoto(current.current, index));
                  }}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}
