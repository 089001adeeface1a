import { toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import { AlertMail } from './alert.js';
import { MailLayout } from './layout.js';
import { renderMail } from './render.js';

describe('renderMail', () => {
  it('gives an HTML part and a plain-text part, Arabic right to left', async () => {
    const mail = await renderMail(
      createElement(MailLayout, { lang: 'ar', preview: 'معاينة', footer: 'تذييل', children: 'نص الرسالة' }),
    );
    expect(mail.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(mail.html).toContain('نص الرسالة');
    expect(mail.text).toContain('نص الرسالة');
    expect(mail.text).toContain('تذييل');
    expect(mail.text).not.toContain('<');
  });

  // The text part is html-to-text compiled once with react-email's options: the same text as react-email's
  // toPlainText, which fails here when either package moves to a version that writes it otherwise.
  it.each(LANGS)('makes the same plain text as react-email (%s)', async (lang) => {
    const mail = await renderMail(
      createElement(AlertMail, {
        lang,
        kind: 'search',
        units: [
          {
            title: 'Sea-view villa & pool',
            url: 'https://www.redsea.example/en/units/7',
            reason: 'price_drop',
            price: '€930,000',
            reduced: { from: '$1,000,000', to: '$930,000', percent: 7 },
          },
          { title: 'Flat', url: 'https://www.redsea.example/en/units/8', reason: 'new', price: null, reduced: null },
        ],
        more: 3,
        searchUrl: 'https://www.redsea.example/units?type=villa&location=hurghada',
        manageUrl: 'https://www.redsea.example/alerts?token=manage',
        unsubscribeUrl: 'https://www.redsea.example/api/alerts/unsubscribe?token=stop',
      }),
    );
    expect(mail.text).toContain('Sea-view villa & pool');
    expect(mail.text).toContain('https://www.redsea.example/api/alerts/unsubscribe?token=stop');
    expect(mail.text).toBe(toPlainText(mail.html));
  });
});
