import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropPagesOfOtherSettings, renderSettingsKey } from './render-settings.mjs';

describe('the settings rendered pages carry', () => {
  it('changes its key with SITE_URL or AGENCY_WHATSAPP, not with other variables or blanks', () => {
    const base = renderSettingsKey({ SITE_URL: 'https://redsea.example' });
    expect(renderSettingsKey({ SITE_URL: 'https://redsea.example', PORT: '3000', AGENCY_WHATSAPP: ' ' })).toBe(base);
    expect(renderSettingsKey({ SITE_URL: 'https://redsea.example', AGENCY_WHATSAPP: '+20 100 123 4567' })).not.toBe(
      base,
    );
    expect(renderSettingsKey({ SITE_URL: 'https://www.redsea.example' })).not.toBe(base);
  });

  describe('on disk', () => {
    const dirs: string[] = [];
    afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    const distWithPages = () => {
      const distDir = mkdtempSync(join(tmpdir(), 'render-settings-'));
      dirs.push(distDir);
      for (const lang of ['en', 'ar']) render(distDir, lang);
      // The routes' own code and what the build prerendered, which must stay.
      mkdirSync(join(distDir, 'server', 'app', '[lang]'), { recursive: true });
      writeFileSync(join(distDir, 'server', 'app', '[lang]', 'page.js'), '');
      writeFileSync(join(distDir, 'server', 'app', '_not-found.html'), '<html>');
      return distDir;
    };
    // Where Next 16 keeps a page it rendered on request.
    const page = (distDir: string, lang: string) =>
      join(distDir, 'server', 'route-cache', 'APP_PAGE', '0a1b', '$', lang, 'USD', 'property', '17.html');
    const render = (distDir: string, lang: string) => {
      mkdirSync(join(page(distDir, lang), '..'), { recursive: true });
      writeFileSync(page(distDir, lang), '<html>');
    };

    it('keeps the pages while the settings are those they were rendered with, and drops them when not', () => {
      const distDir = distWithPages();
      // The first start with the record: what was there was rendered with unknown settings.
      expect(dropPagesOfOtherSettings({ distDir, key: 'aaa' })).toBe(false);
      expect(existsSync(page(distDir, 'en'))).toBe(false);
      expect(readFileSync(join(distDir, 'cache', 'render-settings'), 'utf8').trim()).toBe('aaa');

      // A page rendered since, with the same settings.
      render(distDir, 'en');
      expect(dropPagesOfOtherSettings({ distDir, key: 'aaa' })).toBe(false);
      expect(existsSync(page(distDir, 'en'))).toBe(true);

      expect(dropPagesOfOtherSettings({ distDir, key: 'bbb' })).toBe(true);
      expect(existsSync(page(distDir, 'en'))).toBe(false);
      expect(existsSync(join(distDir, 'server', 'app', '[lang]', 'page.js'))).toBe(true);
      expect(existsSync(join(distDir, 'server', 'app', '_not-found.html'))).toBe(true);
    });
  });
});
