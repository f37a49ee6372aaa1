import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-utils' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'index.ts'
      ? [path]
      : [];
  });
}

describe('package surface', () => {
  it('re-exports every module', async () => {
    for (const file of sourceFiles(SRC)) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const name of Object.keys(module)) {
        expect(domain, `${relative(SRC, file)} exports ${name}`).toHaveProperty(name, module[name]);
      }
    }
    // Imports every module of the package one by one: seconds on a busy CI machine, not a speed check.
  }, 60_000);

  // No I/O: schemas (zod), dates (dayjs) and the package's own files.
  const ALLOWED = new Set(['zod', 'dayjs']);
  it('imports nothing but zod, dayjs and its own files', () => {
    for (const file of sourceFiles(SRC)) {
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      for (const specifier of specifiers) {
        expect(
          ALLOWED.has(specifier ?? '') || specifier?.startsWith('.'),
          `${relative(SRC, file)} imports ${specifier}`,
        ).toBe(true);
      }
    }
  });
});
