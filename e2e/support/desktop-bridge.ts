/** The reference desktop tool (desktop-bridge/) beside a worker's platform, as a planner runs it: its own process, on port 12001. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

const bridgeRoot = path.resolve(import.meta.dirname, '../../desktop-bridge');

export interface RunningBridge {
  /** Every message the bridge logged so far, in order. */
  log(): Record<string, unknown>[];
  /**
   * The bridge's reply to the first message of `type` it logged, matched by its connection and id
   * (ids repeat across connections); undefined until the log has it, a moment after the page does.
   */
  replyTo(type: string): Record<string, unknown> | undefined;
  stop(): Promise<void>;
}

export async function startDesktopBridge(platformUrl: string): Promise<RunningBridge> {
  const trayDir = mkdtempSync(path.join(tmpdir(), 'am-e2e-tray-'));
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/main.ts', '--platform-url', platformUrl, '--tray-dir', trayDir],
    { cwd: bridgeRoot, env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => output.includes('"listening"') && (clearInterval(timer), resolve()), 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the desktop bridge exited with ${code}:\n${output}`));
    });
  });
  const log = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    log,
    replyTo: (type) => {
      const entries = log();
      const message = entries.find((entry) => entry.in === type);
      return entries.find(
        (entry) => entry.out === 'REPLY' && message && entry.connection === message.connection && entry.replyTo === message.id,
      );
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', () => {
          rmSync(trayDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Signs the planner in on the desktop tool's embedded login page, open in `page`. */
export async function signInToDesktopTool(page: Page, password: string) {
  await page.getByLabel('Email', { exact: true }).fill('planner@demo.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
