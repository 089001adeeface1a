import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SentFromPage } from './sent-from-page';

const html = (page: string) => renderToStaticMarkup(createElement(SentFromPage, { page }));

describe('the page an inquiry was sent from, in the back office', () => {
  it('links to a page of this site', () => {
    expect(html('/compounds/hurghada-avenue')).toBe(
      '<a class="break-all text-sea-700 hover:underline" href="/compounds/hurghada-avenue">/compounds/hurghada-avenue</a>',
    );
  });

  it.each(['//evil.example/admin/sign-in', '/\\evil.example', 'https://evil.example/', '/\t/evil.example'])(
    'shows %j, stored before the rule, as text and never as a link',
    (page) => {
      const out = html(page);
      expect(out).not.toContain('<a');
      expect(out).not.toContain('href');
      expect(out).toContain('evil.example');
    },
  );
});
