// One visual language (docs/design.md): every style sheet takes its type sizes, colours and
// corners from the tokens in tokens.css, so a theme or a change of scale reaches every page.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const sheets = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });

/** The declarations of a sheet, comments left out, each with its line. */
function declarations(file: string) {
  const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  return text.split('\n').flatMap((line, i) => [...line.matchAll(/([a-z-]+)\s*:\s*([^;{}]+)/g)].map((m) => ({ where: `${path.relative(src, file)}:${i + 1}`, property: m[1]!, value: m[2]!.trim() })));
}

// Forced colours (system colour keywords) and print (black on white) are outside the themes on purpose.
const OWN_MEDIA = new Set(['styles/tokens.css', 'styles/print.css']);

describe('the style sheets', () => {
  const all = sheets(src).filter((file) => !OWN_MEDIA.has(path.relative(src, file)));

  it('are found', () => {
    expect(all.length).toBeGreaterThan(20);
  });

  it('size text from the type scale', () => {
    const literal = all.flatMap(declarations).filter((d) => d.property === 'font-size' && !/^(var\(--text-[a-z0-9]+\)|inherit|100%|1em|smaller|larger)$/.test(d.value));
    expect(literal.map((d) => `${d.where} font-size: ${d.value}`)).toEqual([]);
  });

  it('take colours from the palette', () => {
    const literal = all.flatMap(declarations).filter((d) => !d.property.startsWith('--') && /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i.test(d.value));
    expect(literal.map((d) => `${d.where} ${d.property}: ${d.value}`)).toEqual([]);
  });

  it('round corners from the tokens', () => {
    const literal = all.flatMap(declarations).filter((d) => d.property === 'border-radius' && !d.value.split(/\s+/).every((part) => /^(var\(--radius[a-z0-9-]*\)|0|50%|inherit)$/.test(part)));
    expect(literal.map((d) => `${d.where} ${d.property}: ${d.value}`)).toEqual([]);
  });
});
