import { describe, expect, it } from 'vitest';
import type { MediaUpload } from '@app/shared';
import type { UploadResult } from './upload';
import { UploadQueue, type Uploaded } from './use-uploads';

/** A send whose answers the test gives, one file at a time. */
function fakeSend() {
  const calls: { name: string; progress: (f: number) => void; answer: (r: UploadResult) => void }[] = [];
  const send = (file: File, _kind: string, progress: (f: number) => void) =>
    new Promise<UploadResult>((answer) => calls.push({ name: file.name, progress, answer }));
  return { calls, send };
}
const stored = (name: string): UploadResult => ({
  ok: true,
  media: { url: `/media/uploads/${name}.webp`, type: 'image/webp', bytes: 1, width: 1, height: 1 } as MediaUpload,
});
const files = (...names: string[]) => names.map((n) => new File(['x'], n));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadQueue', () => {
  it('sends two files at a time and hands the stored ones over in the order they were chosen', async () => {
    const { calls, send } = fakeSend();
    const delivered: string[][] = [];
    const queue = new UploadQueue('photo', () => {}, send);
    queue.deliverTo((uploaded: Uploaded[]) => {
      delivered.push(uploaded.map((u) => u.name));
      return [];
    });
    queue.add(files('a', 'b', 'c', 'd', 'e'));
    expect(calls.map((c) => c.name)).toEqual(['a', 'b']);
    expect(queue.items.map((i) => i.state)).toEqual(['sending', 'sending', 'waiting', 'waiting', 'waiting']);

    calls[1]!.progress(0.5);
    expect(queue.items[1]!.progress).toBe(0.5);
    calls[1]!.answer(stored('b')); // b is done before a: it waits for a
    await settle();
    expect(delivered).toEqual([]);
    expect(calls.map((c) => c.name)).toEqual(['a', 'b', 'c']);

    calls[0]!.answer({ ok: false, failure: 'unsupported' }); // a fails: b goes on without it
    await settle();
    expect(delivered).toEqual([['b']]);
    calls[2]!.answer(stored('c'));
    await settle();
    calls[3]!.answer({ ok: false, failure: 'tooLarge' });
    calls[4]!.answer(stored('e'));
    await settle();
    expect(delivered).toEqual([['b'], ['c'], ['e']]);
    expect(queue.items).toEqual([
      { id: expect.any(Number), name: 'a', progress: 0, state: 'failed', failure: 'unsupported' },
      { id: expect.any(Number), name: 'd', progress: 0, state: 'failed', failure: 'tooLarge' },
    ]);
    queue.dismiss(queue.items[0]!.id);
    expect(queue.items.map((i) => i.name)).toEqual(['d']);
  });

  it('keeps a file the field did not take listed as a duplicate', async () => {
    const { calls, send } = fakeSend();
    const queue = new UploadQueue('photo', () => {}, send);
    queue.deliverTo((uploaded) => uploaded.filter((u) => u.name === 'same').map((u) => u.id));
    queue.add(files('same', 'new'));
    calls[0]!.answer(stored('same'));
    calls[1]!.answer(stored('new'));
    await settle();
    expect(queue.items).toEqual([expect.objectContaining({ name: 'same', state: 'failed', failure: 'duplicate' })]);
  });
});
