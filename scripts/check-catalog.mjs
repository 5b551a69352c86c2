// Part of `pnpm lint`: every dependency's version is the workspace catalog's (pnpm-workspace.yaml),
// so the whole workspace runs one version of each, and a bump happens in one place.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const SECTIONS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
const manifests = execFileSync('git', ['ls-files', 'package.json', '*/package.json'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const outside = manifests.flatMap((file) => {
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return SECTIONS.flatMap((section) =>
    Object.entries(manifest[section] ?? {})
      .filter(([, version]) => !/^(catalog|workspace):/.test(version))
      .map(([name, version]) => `${file}: ${name} ${version}`),
  );
});
if (outside.length > 0) {
  console.error(`Name these in the catalog of pnpm-workspace.yaml and write "catalog:":\n  ${outside.join('\n  ')}`);
  process.exit(1);
}
