import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig, START_FILES, startConfig } from 'build/webpack-preset';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// Two builds into one dist/: the start bundle (index.html, the entry of every page load and the
// public pages) and the host (the signed-in shell, which loads the remotes). `pnpm --filter shell
// dev` serves both on port 3000 and proxies /api to the server on 8080.
const host = federatedConfig({
  name: 'shell',
  appDir,
  port: 3000,
  publicFolder: true,
  keep: START_FILES,
  reactFromStart: true,
});

export default [
  startConfig({ appDir, port: 3000, entry: './src/start/index.ts', html: { title: 'AM Platform' } }),
  // One dev server serves both builds: the start bundle's.
  (env, argv) => ({ ...host(env, argv), devServer: undefined }),
];
