import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/** An e-mail's two parts, made from one react-email template. */
export interface RenderedMail {
  html: string;
  text: string;
}

/**
 * The HTML part and the plain-text part of one template: every alert mail carries both. The template is
 * rendered once and the text made from that HTML (what `render(…, { plainText: true })` does after
 * rendering it a second time): the 08:00 run writes thousands of mails (npm run bench:alerts).
 */
export async function renderMail(template: ReactElement): Promise<RenderedMail> {
  const html = await render(template);
  return { html, text: toPlainText(html) };
}
