/**
 * The machines of the machine events benchmark (machine-events-bench.ts), in a process of their
 * own: told the server's address, the machines' webhooks and how long to run, each machine starts
 * a build nobody planned and then posts a signed layer event every `everyMs`, the machines spread
 * over that interval, while a browser's event stream is open. Each machine.changed on the stream
 * closes the oldest post of its machine still waiting; the process answers what it posted and
 * those delays (ms), and is ended by the benchmark.
 */
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { Agent, request } from 'undici';

export interface LoadJob {
  origin: string;
  headers: Record<string, string>;
  hooks: { equipmentId: number; url: string }[];
  seconds: number;
  everyMs: number;
  secret: string;
}

export interface LoadResult {
  posted: number;
  delays: number[];
}

const sleepUntil = (due: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));

async function run({ origin, headers, hooks, seconds, everyMs, secret }: LoadJob): Promise<LoadResult> {
  const agent = new Agent({ connections: 64 });
  const signer = new Webhook(secret, { format: 'raw' });
  const waiting = new Map<number, number[]>();
  const delays: number[] = [];
  const stream = await request(`${origin}/api/v1/events`, { headers, dispatcher: agent });
  const reading = (async () => {
    let buffer = '';
    for await (const chunk of stream.body) {
      buffer += chunk.toString();
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!frame.includes('event: machine.changed')) continue;
        const data = JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as { equipmentId: number };
        const sent = waiting.get(data.equipmentId)?.shift();
        if (sent !== undefined) delays.push(performance.now() - sent);
      }
    }
  })().catch(() => undefined); // ends when the stream is closed at the end

  const post = async (hook: LoadJob['hooks'][number], event: object, id: string) => {
    const body = JSON.stringify(event);
    const sentAt = performance.now();
    (waiting.get(hook.equipmentId) ?? waiting.set(hook.equipmentId, []).get(hook.equipmentId)!).push(sentAt);
    const response = await request(`${origin}${hook.url}`, {
      method: 'POST',
      dispatcher: agent,
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': signer.sign(id, new Date(), body),
      },
      body,
    });
    await response.body.text();
    if (response.statusCode !== 200) throw new Error(`${hook.url}: ${response.statusCode}`);
  };

  const layers = Math.floor((seconds * 1000) / everyMs);
  const started = performance.now();
  let posted = 0;
  await Promise.all(
    hooks.map(async (hook, index) => {
      const offset = (index * everyMs) / hooks.length;
      await sleepUntil(started + offset);
      const jobName = `Bench build ${hook.equipmentId}`;
      const at = () => new Date().toISOString();
      await post(
        hook,
        { type: 'JOB_STARTED', sourceId: `${jobName}:started`, occurredAt: at(), jobName, totalLayers: layers },
        `s${index}`,
      );
      posted++;
      for (let layer = 1; layer <= layers; layer++) {
        await sleepUntil(started + offset + layer * everyMs);
        await post(
          hook,
          { type: 'JOB_LAYER', sourceId: `${jobName}:layer:${layer}`, occurredAt: at(), jobName, layer, totalLayers: layers },
          `l${index}-${layer}`,
        );
        posted++;
      }
    }),
  );
  // The last events' updates arrive.
  for (let waited = 0; delays.length < posted && waited < 30_000; waited += 100) await sleepUntil(performance.now() + 100);
  stream.body.destroy();
  await reading;
  await agent.close();
  return { posted, delays };
}

process.once('message', (job) => {
  void run(job as LoadJob).then(
    (result) => process.send!(result),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
