import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
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
});
