import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** An e-mail's two parts, made from one react-email template. */
export interface RenderedMail {
  html: string;
  text: string;
}

/** The HTML part and the plain-text part of one template: every alert mail carries both. */
export async function renderMail(template: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(template), render(template, { plainText: true })]);
  return { html, text };
}
