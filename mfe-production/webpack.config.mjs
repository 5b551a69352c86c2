import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from 'build/webpack-preset';

// Serve alone with `pnpm --filter mfe-production dev` (port 3003); docs/deploying.md says how to point the shell at it.
export default federatedConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  port: 3003,
  area: './src/area.json',
});
