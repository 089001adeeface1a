'use client';

import { useState } from 'react';
import { Button } from './button';

/** Shares the page (or `url`, a path on this site) with the device's share sheet, or copies its address. */
export function ShareButton({
  title,
  label,
  copiedLabel,
  url: path,
}: {
  title: string;
  label: string;
  copiedLabel: string;
  url?: string;
}) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = path === undefined ? window.location.href : new URL(path, window.location.origin).href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch {
        /* cancelled or unavailable: fall back to copying */
      }
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      /* clipboard blocked: the address bar still has the link */
    }
    setCopied(true);
    window.setTimeout(() => setCopied(false), 3000);
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="xs" onClick={share}>
        {label}
      </Button>
      <span role="status" className="text-sm text-sea-700">
        {copied ? copiedLabel : ''}
      </span>
    </span>
  );
}
