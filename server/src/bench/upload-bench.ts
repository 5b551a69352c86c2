/**
 * Benchmark of part-file uploads (not a test): one file of BENCH_UPLOAD_MB (default 1,024 MB)
 * streamed as multipart over loopback to the upload route of the real app, stored on the local
 * disk. Prints the throughput and the growth of the server process's resident memory (sampled
 * every 20 ms; the client runs in the same process and streams one reused 1 MB buffer, so what
 * grows is the server's). The file is a binary STL header followed by zero-filled facets, so it
 * passes the content check as any STL would. The embedded database (the upload writes one row).
 * Run: pnpm --filter server bench:upload
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { localFileStore } from '../files/local-store.js';
import { DEMO_PASSWORD } from '../accounts/seed.js';
import { seedDemoData } from '../seed/demo-data.js';
import { benchReport } from '../../../scripts/bench-report.mjs';

const MB = 1024 * 1024;
const TARGET_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MB;

async function main() {
  const report = benchReport('upload', 'Part-file upload');
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'am-upload-bench-'));
  await seedDemoData(handle.db, await localFileStore(dataDir));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', APP_SECRET: 'bench-secret-'.padEnd(48, 'x'), DATA_DIR: dataDir }),
    logLevel: 'silent' as const,
    maxUploadBytes: TARGET_BYTES + MB,
  };
  const app = await buildApp(config, handle.db, false);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/users/customLogin',
    payload: { email: 'engineer@demo.test', password: DEMO_PASSWORD },
  });
  const token = login.cookies.find((c) => c.name === 'authorization')!.value;

  // A binary STL: 80-byte header, the facet count, 50 bytes a facet (all zero here).
  const facets = Math.floor((TARGET_BYTES - 84) / 50);
  const fileBytes = 84 + 50 * facets;
  const header = Buffer.alloc(84);
  header.write('upload bench', 0, 'latin1');
  header.writeUInt32LE(facets, 80);
  const boundary = '----upload-bench';
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.stl"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB);

  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

  const started = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const upload = request(
      `${address}/api/v1/files`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': preamble.length + fileBytes + closing.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    upload.on('error', reject);
    const write = async () => {
      upload.write(preamble);
      upload.write(header);
      let left = fileBytes - header.length;
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!upload.write(piece)) await new Promise((resume) => upload.once('drain', resume));
      }
      upload.end(closing);
    };
    write().catch(reject);
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (status !== 201) throw new Error(`the upload answered ${status}`);

  report.log(`Upload of ${(fileBytes / MB).toFixed(0)} MB over loopback to POST /api/v1/files (local disk store, PGlite)`);
  report.log(`throughput: ${(fileBytes / MB / seconds).toFixed(0)} MB/s (${seconds.toFixed(1)} s)`);
  report.log(
    `server resident memory: ${(baseline / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB: growth ${((peak - baseline) / MB).toFixed(1)} MB`,
  );
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  report.finish();
}

await main();
