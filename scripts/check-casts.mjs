#!/usr/bin/env node
// Fails, listing file:line, for any `as never` or `as unknown as` in the repository's TypeScript
// outside migrations, tests and the one helper that holds the casts no type can replace (its comment
// says why each is there). Such a cast silences the type checker where it should be asked.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ALLOWED = new Set(['packages/domain/src/unsafe.ts']);
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  '.turbo',
  '.cache',
  '.data',
  'migrations',
  'test',
  'e2e',
]);
const CAST = /\bas\s+(never\b|unknown\s+as\b)/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* files(join(dir, entry.name));
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    ) {
      yield join(dir, entry.name);
    }
  }
}

const found = [];
for (const file of files(root)) {
  const path = relative(root, file).split(sep).join('/');
  if (ALLOWED.has(path)) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (CAST.test(line)) found.push(`${path}:${i + 1}: ${line.trim()}`);
    });
}

if (found.length > 0) {
  console.error(
    `Unchecked casts (\`as never\`, \`as unknown as\`): write the type, or use packages/domain/src/unsafe.ts\n`,
  );
  console.error(found.join('\n'));
  process.exit(1);
}
console.log('check-casts: no unchecked casts');
