// A deployment is configured from the README's table and .env.example: neither may miss a variable
// the server reads, or a new setting would exist only in the code.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from '../src/config.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
/** Read by `npm run bench` only, which documents it in its own section. */
const BENCH_ONLY = ['BENCH_SEARCH'];
const configTable = readme.slice(readme.indexOf('| Variable | Default | Meaning |'), readme.indexOf('\n\n', readme.indexOf('| Variable | Default | Meaning |')));

describe('the documented configuration', () => {
  const read = Object.keys(EnvSchema.shape).filter((name) => !BENCH_ONLY.includes(name));

  it('lists every variable the server reads in the README table', () => {
    expect(read.filter((name) => !configTable.includes(`\`${name}\``))).toEqual([]);
  });

  it('lists every variable of the README table in .env.example', () => {
    const documented = [...configTable.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!).filter((name) => read.includes(name));
    expect(documented.length).toBeGreaterThan(30);
    expect(documented.filter((name) => !new RegExp(`^# ${name}=`, 'm').test(example))).toEqual([]);
  });
});
