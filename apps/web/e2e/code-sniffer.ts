import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * The second accessibility checker beside axe (issue 31): HTML_CodeSniffer on the WCAG 2 AA standard,
 * the engine pa11y runs. It finds faults that axe's rules leave out, such as a form without a submit
 * button (H32) or a table whose data cells do not name headers on two levels (H43).
 *
 * It runs in the journey's own page, on the document axe has just checked: no second browser and no
 * second load of each address (pa11y's way, which cost about a minute and a half per language). The
 * script goes in through page.evaluate, which the pages' Content-Security-Policy does not apply to.
 */
const HTMLCS_SCRIPT = readFileSync(
  createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

interface Sniffed {
  code: string;
  selector: string;
}

/** HTML_CodeSniffer's errors on the page as it is, as "code: element" (its notices and warnings left out). */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  await page.evaluate(HTMLCS_SCRIPT);
  const errors = await page.evaluate(
    () =>
      new Promise<Sniffed[]>((resolve, reject) => {
        /** A short path that finds the element: its id, else tag names with their place among siblings. */
        const selectorOf = (element: Element | null): string => {
          const parts: string[] = [];
          for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
            if (node.id) {
              parts.unshift(`#${CSS.escape(node.id)}`);
              break;
            }
            const tag = node.tagName.toLowerCase();
            const siblings = node.parentElement
              ? [...node.parentElement.children].filter((c) => c.tagName === node!.tagName)
              : [];
            parts.unshift(siblings.length > 1 ? `${tag}:nth-of-type(${siblings.indexOf(node) + 1})` : tag);
          }
          return parts.join(' > ');
        };
        const htmlcs = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        htmlcs.process('WCAG2AA', window.document, (error?: unknown) => {
          if (error) return reject(error instanceof Error ? error : new Error(String(error)));
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === 1) // 1 error, 2 warning, 3 notice
              .map((message) => ({ code: message.code, selector: selectorOf(message.element as Element | null) })),
          );
        });
      }),
  );
  return errors.map(({ code, selector }) => `${code}: ${selector}`);
}

/** What the page script of @pa11y/html_codesniffer defines, as far as this file uses it. */
interface HtmlCodeSniffer {
  process(standard: string, content: Document, callback: (error?: unknown) => void): void;
  getMessages(): { code: string; type: number; element: unknown }[];
}
