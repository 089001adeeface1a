import { describe, expect, it } from 'vitest';
import { siteSources } from '@/lib/source-files.test-helper';
import { buttonClass } from './button';
import { cardClass } from './card';

/*
 * One button (STYLE.md, principle 12, and issue 32's UI kit): a button's classes are written once, in
 * components/ui/button.tsx, and every other file draws its buttons with Button, ButtonLink or
 * buttonClass(). Before the kit, one button's class string was copied into 26 files.
 */
const STRING = /'[^'\n]*'|"[^"\n]*"|`[^`]*`/g;

/** A class string shaped like a pill button: round, padded, bold and with a hover state. */
const isPillButton = (text: string) =>
  /\brounded-full\b/.test(text) && /\bpx-/.test(text) && /\bfont-semibold\b/.test(text) && /\bhover:/.test(text);

describe('one button', () => {
  const files = siteSources();

  it('writes the main button colours in components/ui/button.tsx only', () => {
    const holders = files.filter(({ text }) =>
      (text.match(STRING) ?? []).some((s) => /bg-sea-700\b.*hover:bg-sea-900/.test(s)),
    );
    expect(holders.map(({ path }) => path)).toEqual(['components/ui/button.tsx']);
  });

  it('leaves no pill button drawn by hand outside the kit', () => {
    const drawn = files
      .filter(({ path }) => !path.startsWith('components/ui/'))
      .filter(({ text }) => (text.match(STRING) ?? []).some(isPillButton))
      .map(({ path }) => path);
    expect(drawn).toEqual([]);
  });

  it('finds a pill button drawn by hand (the check can fail)', () => {
    expect(isPillButton('rounded-full bg-sea-700 px-6 py-3 font-semibold text-white hover:bg-sea-900')).toBe(true);
    expect(isPillButton(buttonClass())).toBe(true);
  });
});

describe('buttonClass and cardClass', () => {
  it('draw the page main action as before the kit', () => {
    expect(buttonClass().split(' ')).toEqual(
      expect.arrayContaining([
        'rounded-full',
        'bg-sea-700',
        'px-6',
        'py-3',
        'font-semibold',
        'text-white',
        'hover:bg-sea-900',
      ]),
    );
  });

  it('put where the element stands before its own classes, and never a double space', () => {
    expect(buttonClass({ variant: 'neutral', size: 'tiny', className: 'mt-2' })).toMatch(/^mt-2 rounded-full /);
    expect(cardClass({ padding: 'none' })).not.toMatch(/ {2}/);
    expect(cardClass({ ring: 'warm', className: 'flex' })).toBe(
      'flex rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-300/60',
    );
  });
});
