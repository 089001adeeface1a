import { toPlainText } from '@react-email/render';
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
 * The HTML part and the plain-text part of one template: every alert mail carries both. What react-email's
 * `render` makes, without its streaming renderer (our templates wait for nothing) and rendering once: the
 * text is made from that HTML, as `render(…, { plainText: true })` does after rendering it again. A quarter
 * of the time, which the 08:00 run's thousands of mails need (npm run bench:alerts, docs/performance.md).
 */
export async function renderMail(template: ReactElement): Promise<RenderedMail> {
  const html = `${DOCTYPE}${renderToStaticMarkup(template)}`;
  return Promise.resolve({ html, text: toPlainText(html) });
}
