// What a designer meets in the static Storybook (npm run build:stories), checked after each
// build: the stories and MSW's worker (the screens' data), the portal's name and mark, no
// English onboarding checklist, and no test runner widget waiting for a server that a
// static build does not have.
// Usage: node scripts/check-stories-build.mjs stories/storybook-static
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? join(root, 'stories', 'storybook-static'));
const problems = [];
const read = (name) => (existsSync(join(out, name)) ? readFileSync(join(out, name), 'utf8') : '');

const index = read('index.json');
const stories = index ? Object.keys(JSON.parse(index).entries).length : 0;
if (stories === 0) problems.push('index.json lists no story');
for (const name of ['mockServiceWorker.js', 'brand/tmanku-katalog.svg', 'README.txt']) {
  if (!existsSync(join(out, name))) problems.push(`${name} is missing`);
}
if (read('favicon.svg') !== readFileSync(join(root, 'web', 'src', 'app', 'favicon.svg'), 'utf8')) {
  problems.push("favicon.svg is not the portal's (web/src/app/favicon.svg)");
}
const page = read('index.html');
for (const flag of ['sidebarOnboardingChecklist', 'menuOnboardingChecklist']) {
  if (!new RegExp(`"${flag}": false`).test(page)) problems.push(`feature ${flag} is not off`);
}
const addons = existsSync(join(out, 'sb-addons')) ? readdirSync(join(out, 'sb-addons')) : [];
if (addons.some((name) => name.includes('vitest'))) {
  problems.push(`the Vitest addon's widget is in the interface (sb-addons: ${addons.join(', ')})`);
}
const bundles = addons.flatMap((dir) =>
  readdirSync(join(out, 'sb-addons', dir)).map((file) => read(join('sb-addons', dir, file))),
);
if (!bundles.some((code) => code.includes('TManKu \\u2014 Katalog Layar'))) {
  problems.push(
    "the interface's brand is not 'TManKu — Katalog Layar' (stories/.storybook/manager.ts)",
  );
}

if (problems.length > 0) {
  console.error(`check-stories-build: ${out}\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-stories-build: ${stories} stories, brand, MSW worker, no onboarding: ok`);
