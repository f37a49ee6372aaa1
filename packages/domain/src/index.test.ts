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
  // A module is either re-exported whole by the index (the older modules) or imported by its path
  // (`@app/domain/<resource>/<file>.ts`, package.json's "./*"), so a new resource does not grow the index.
  const barrelled = new Set(
    [...readFileSync(join(SRC, 'index.ts'), 'utf8').matchAll(/^export \* from '\.\/(.+)';$/gm)].map((m) =>
      join(SRC, m[1] ?? ''),
    ),
  );

  it('re-exports every export of each module the index names, and names only modules that exist', async () => {
    const files = new Set(sourceFiles(SRC));
    expect(barrelled.size).toBeGreaterThan(50);
    for (const file of barrelled) expect(files.has(file), `index.ts names ${relative(SRC, file)}`).toBe(true);
    for (const file of barrelled) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const name of Object.keys(module)) {
        expect(domain, `${relative(SRC, file)} exports ${name}`).toHaveProperty(name, module[name]);
      }
    }
    // Imports every module of the index one by one: seconds on a busy CI machine, not a speed check.
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
