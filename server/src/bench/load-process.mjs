// The load loop of the read-path benchmark, in a process of its own so that it shares neither
// the server's event loop nor its CPU count. Plain JavaScript, started with node's fork().
// Receives { targets: [{ url, headers }], connections, warmupMs, durationMs, maxRequests }, connection
// i asking for targets[i % targets.length] again and again; sends 'measuring'
// when the warm-up ends, then { requests, errors, seconds, latencies } (ms, measured requests).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers';

const { targets, connections, warmupMs, durationMs, maxRequests } = await new Promise((resolve) =>
  process.once('message', resolve),
);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function get({ url, headers }) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', () => resolve(0));
  });
}

const latencies = [];
let errors = 0;
let measuring = false;
let stopAt = Infinity;

async function connection(_, index) {
  const target = targets[index % targets.length];
  while (performance.now() < stopAt && latencies.length < maxRequests) {
    const started = performance.now();
    const status = await get(target);
    if (!measuring) continue;
    latencies.push(performance.now() - started);
    if (status !== 200) errors += 1;
  }
}

const begin = performance.now();
stopAt = begin + warmupMs + durationMs;
setTimeout(() => {
  measuring = true;
  process.send('measuring');
}, warmupMs);
const loops = Array.from({ length: connections }, connection);
const measuredFrom = begin + warmupMs;
await Promise.all(loops);
const seconds = (performance.now() - measuredFrom) / 1000;
agent.destroy();
process.send({ requests: latencies.length, errors, seconds, latencies }, () => process.exit(0));
