'use client';

import { type DragEvent, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';

/**
 * Where files are dropped, with a file picker for those who do not drag: the picker's input is the
 * labelled control (keyboard and screen readers reach it as a button), the zone around it takes drops.
 */
export function DropZone({
  prompt,
  choose,
  hint,
  accept,
  multiple,
  disabled,
  onFiles,
}: {
  prompt: string;
  choose: string;
  hint: string;
  accept: string;
  multiple: boolean;
  disabled?: boolean | undefined;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  return (
    <div
      onDragEnter={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
      }}
      data-dragging={over || undefined}
      className="grid justify-items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-600 data-[dragging]:border-sea-600 data-[dragging]:bg-sea-50"
    >
      <p>
        {prompt}{' '}
        <label
          htmlFor={id}
          className={buttonClass({
            size: 'file',
            className:
              'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
          })}
        >
          {choose}
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              // The same file can be chosen again after a failure.
              event.target.value = '';
              if (files.length > 0) onFiles(files);
            }}
          />
        </label>
      </p>
      <p className="text-xs text-slate-500">{hint}</p>
    </div>
  );
}
