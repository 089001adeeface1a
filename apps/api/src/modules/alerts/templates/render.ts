import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** An e-mail's two parts, made from one react-email template. */
export interface RenderedMail {
  html: string;
  text: string;
}

/** The document type react-email's `render` writes before every e-mail. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * react-email's `toPlainText`, compiled once. `toPlainText(html)` is html-to-text's `convert(html, options)`
 * with these options, and `convert` compiles them (selectors, formatters) again on every call: half of the
 * time of a mail's text. html-to-text is pinned to the version @react-email/render depends on, and
 * render.test.ts checks that both make the same text.
 */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

/**
 * The HTML part and the plain-text part of one template: every alert mail carries both. What react-email's
 * `render` makes, without its streaming renderer (our templates wait for nothing) and rendering once: the
 * text is made from that HTML, as `render(…, { plainText: true })` does after rendering it again. The 08:00
 * run's thousands of mails and an instant run's hundred need it (npm run bench:alerts, docs/performance.md).
 */
export async function renderMail(template: ReactElement): Promise<RenderedMail> {
  const html = `${DOCTYPE}${renderToStaticMarkup(template)}`;
  return Promise.resolve({ html, text: toPlainText(html) });
}
