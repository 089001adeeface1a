// pa11y 9 ships no types (and @types/pa11y describes version 5): what e2e/code-sniffer.ts uses of it.
declare module 'pa11y' {
  import type { Browser } from 'puppeteer';

  interface Pa11yOptions {
    browser?: Browser;
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: ('htmlcs' | 'axe')[];
    timeout?: number;
    includeNotices?: boolean;
    includeWarnings?: boolean;
  }

  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
    runner: string;
  }

  interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
