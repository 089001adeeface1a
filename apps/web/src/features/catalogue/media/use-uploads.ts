'use client';

import { useEffect, useReducer, useState } from 'react';
import type { MediaUpload } from '@app/shared';
import { type MediaKind, type UploadFailure, type UploadResult, uploadMedia } from './upload';

/** At most this many files are sent at once; the others wait their turn. */
export const PARALLEL_UPLOADS = 2;

export interface UploadItem {
  id: number;
  name: string;
  /** Fraction sent, 0 to 1. */
  progress: number;
  state: 'waiting' | 'sending' | 'failed';
  failure?: UploadFailure | 'duplicate';
}

interface Entry extends Omit<UploadItem, 'state'> {
  state: UploadItem['state'] | 'done';
  file: File;
  media?: MediaUpload;
}

export interface Uploaded {
  id: number;
  name: string;
  media: MediaUpload;
}

type Send = (
  file: File,
  kind: MediaKind,
  onProgress: (f: number) => void,
  signal: AbortSignal,
) => Promise<UploadResult>;

let nextId = 1;

/**
 * The files of one field being uploaded, PARALLEL_UPLOADS at a time, each with its progress and its own
 * failure (one file failing never stops the others). Stored files are handed over in the order they
 * were chosen, once every file chosen before them has finished; `deliver` answers the ids it did not
 * take (already there), which stay listed as duplicates.
 */
export class UploadQueue {
  private entries: Entry[] = [];
  private readonly controllers = new Map<number, AbortController>();
  /** Where stored files go (the field's latest handler); answers the ids it did not take. */
  private deliver: (uploaded: Uploaded[]) => number[] = () => [];

  constructor(
    private readonly kind: MediaKind,
    private readonly onChange: () => void,
    private readonly send: Send = uploadMedia,
  ) {}

  deliverTo(handler: (uploaded: Uploaded[]) => number[]): void {
    this.deliver = handler;
  }

  get items(): UploadItem[] {
    return this.entries
      .filter((e): e is Entry & { state: UploadItem['state'] } => e.state !== 'done')
      .map(({ id, name, progress, state, failure }) => ({
        id,
        name,
        progress,
        state,
        ...(failure ? { failure } : {}),
      }));
  }

  add(files: Iterable<File>): void {
    for (const file of files) this.entries.push({ id: nextId++, name: file.name, progress: 0, state: 'waiting', file });
    this.onChange();
    this.pump();
  }

  dismiss(id: number): void {
    this.entries = this.entries.filter((e) => e.id !== id || e.state !== 'failed');
    this.onChange();
  }

  /** Abandons the files being sent (the field is gone). */
  abort(): void {
    for (const controller of this.controllers.values()) controller.abort();
  }

  private update(id: number, patch: Partial<Entry>) {
    this.entries = this.entries.map((e) => (e.id === id ? { ...e, ...patch } : e));
    this.onChange();
  }

  private pump() {
    const sending = this.entries.filter((e) => e.state === 'sending').length;
    const next = this.entries.filter((e) => e.state === 'waiting').slice(0, PARALLEL_UPLOADS - sending);
    for (const entry of next) {
      const controller = new AbortController();
      this.controllers.set(entry.id, controller);
      this.update(entry.id, { state: 'sending' });
      void this.send(entry.file, this.kind, (progress) => this.update(entry.id, { progress }), controller.signal).then(
        (result) => {
          this.controllers.delete(entry.id);
          if (controller.signal.aborted) return;
          this.update(
            entry.id,
            result.ok
              ? { state: 'done', progress: 1, media: result.media }
              : { state: 'failed', failure: result.failure },
          );
          this.handOver();
          this.pump();
        },
      );
    }
  }

  private handOver() {
    const ready: Entry[] = [];
    for (const entry of this.entries) {
      if (entry.state === 'waiting' || entry.state === 'sending') break;
      if (entry.state === 'done') ready.push(entry);
    }
    if (ready.length === 0) return;
    const refused = new Set(this.deliver(ready.map(({ id, name, media }) => ({ id, name, media: media! }))));
    const delivered = new Set(ready.map((e) => e.id));
    this.entries = this.entries.flatMap((e) => {
      if (!delivered.has(e.id)) return [e];
      return refused.has(e.id) ? [{ ...e, state: 'failed' as const, failure: 'duplicate' as const }] : [];
    });
    this.onChange();
  }
}

/** An UploadQueue for a component: it re-renders as files progress, and abandons them when it goes. */
export function useUploads(kind: MediaKind, onUploaded: (uploaded: Uploaded[]) => number[]) {
  const [, render] = useReducer((n: number) => n + 1, 0);
  const [queue] = useState(() => new UploadQueue(kind, render));
  useEffect(() => queue.deliverTo(onUploaded));
  useEffect(() => () => queue.abort(), [queue]);
  const items = queue.items;
  return {
    items,
    add: (files: Iterable<File>) => queue.add(files),
    dismiss: (id: number) => queue.dismiss(id),
    busy: items.some((i) => i.state !== 'failed'),
  };
}
