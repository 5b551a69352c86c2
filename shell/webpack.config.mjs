import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from 'build/webpack-preset';

// The host. `pnpm --filter shell dev` serves it on port 3000 and proxies /api to the server on 8080.
export default federatedConfig({
  name: 'shell',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3000,
  html: { title: 'AM Platform' },
});
