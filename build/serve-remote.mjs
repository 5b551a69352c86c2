// `pnpm --filter mfe-<area> dev`: builds the remote in watch mode (development, no eval,
// so the platform's content security policy accepts it) and serves its dist/ on the
// remote's port with CORS, for a shell started with REMOTE_<NAME>_URL pointing here.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const appDir = process.cwd();
const { default: configFor } = await import(pathToFileURL(path.join(appDir, 'webpack.config.mjs')).href);
const config = configFor({}, { mode: 'development' });
const dist = config.output.path;
const port = config.devServer.port;

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };

webpack(config).watch({}, (error, stats) => {
  if (error) console.error(error);
  else console.log(stats.toString({ preset: 'errors-warnings', colors: true }) || `${config.output.uniqueName}: built`);
});

createServer((request, response) => {
  const file = path.join(dist, path.normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)));
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-cache',
  });
  createReadStream(file).pipe(response);
}).listen(port, () => console.log(`serving ${dist} at http://localhost:${port}`));
