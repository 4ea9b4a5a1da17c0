/// <reference types="node" />
// No literal colour in a stylesheet outside the theme: a screen names a --portal-* variable
// (or a Bootstrap one pointed at it), so the dark block in theme.css reaches it. The
// exceptions: theme.css itself (the palette) and _print.scss (paper is white in either
// scheme). A new colour goes into theme.css with its light and its dark value.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Tests run from the repository root (npm run test:web) or from web/.
const SRC =
  ['web/src', 'src'].map((path) => resolve(process.cwd(), path)).find((path) => existsSync(path)) ??
  'web/src';
const EXCEPTIONS = new Set(['app/theme.css', 'app/_print.scss']);

// #rgb to #rrggbbaa; rgb()/rgba()/hsl()/hsla() with a number (rgba(var(--x), 0.2) is a
// variable's colour); white and black as words (not white-space).
const LITERAL =
  /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(\s*[\d.]|(?<![-\w])(?:white|black)(?![-\w])/g;

/** The literal colours of one stylesheet, as 'line: text', comments left out. */
export function literalColours(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  return code.split('\n').flatMap((line, index) => {
    const text = line.replace(/(^|\s)\/\/.*$/, '');
    const found = text.match(LITERAL);
    return found ? [`${index + 1}: ${found.join(', ')}`] : [];
  });
}

const stylesheets = (readdirSync(SRC, { recursive: true }) as string[])
  .map((file) => relative(SRC, join(SRC, file)).split('\\').join('/'))
  .filter((file) => /\.s?css$/.test(file) && !EXCEPTIONS.has(file))
  .sort();

describe('colours', () => {
  it('finds the literals it is meant to', () => {
    expect(
      literalColours('a { color: #fff; background: rgba(0, 0, 0, 0.2); border: 1px solid black; }'),
    ).toEqual(['1: #fff, rgba(0, black']);
    expect(
      literalColours(
        '/* #fff */\na { color: var(--portal-text); white-space: nowrap; box-shadow: 0 0 0 1px rgba(var(--portal-ink-rgb), 0.2); }',
      ),
    ).toEqual([]);
  });

  it('has stylesheets to check', () => {
    expect(stylesheets.length).toBeGreaterThan(20);
  });

  it.each(stylesheets)('%s names only the theme’s variables', (file) => {
    expect(literalColours(readFileSync(join(SRC, file), 'utf8'))).toEqual([]);
  });
});
