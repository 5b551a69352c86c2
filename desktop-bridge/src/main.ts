/**
 * `pnpm --filter desktop-bridge start -- --platform-url https://am.example.com [--port 12001] [--tray-dir DIR]`:
 * runs the reference desktop tool beside the planner's browser, logging every message to stdout.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DESKTOP_TOOL_PORT } from 'shared/contracts/desktop-protocol';
import { startBridge } from './bridge.js';
import { jsonLines } from './log.js';

const { values } = parseArgs({
  options: {
    'platform-url': { type: 'string' },
    port: { type: 'string', default: String(DESKTOP_TOOL_PORT) },
    'tray-dir': { type: 'string', default: path.join(tmpdir(), 'desktop-bridge-tray') },
  },
});
const platformUrl = values['platform-url'];
const port = Number(values.port);
if (!platformUrl || !URL.canParse(platformUrl) || !Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write('Usage: desktop-bridge --platform-url <the platform’s address> [--port 12001] [--tray-dir <folder>]\n');
  process.exit(2);
}
const log = jsonLines((line) => process.stdout.write(line));
const bridge = await startBridge({ platformUrl, trayDir: values['tray-dir'], port, log });
log({ listening: `ws://127.0.0.1:${bridge.port}`, platform: new URL(platformUrl).origin, trayDir: values['tray-dir'] });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void bridge.close().then(() => process.exit(0)));
}
