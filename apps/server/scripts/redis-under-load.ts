/**
 * How often a process counts its rate limits on its own while Redis is fine but the process
 * (or the machine) is busy: the figure behind the Redis link's deadline and breaker (issue 27).
 *
 *   npx tsx scripts/redis-under-load.ts [--seconds 20] [--block-ms 350] [--every-ms 1000]
 *     [--busy-cores 2] [--redis redis://127.0.0.1:6379]
 *
 * Counter hits run without pause from 20 concurrent callers (as a busy server's requests would)
 * while the event loop is blocked for --block-ms every --every-ms (a long synchronous task: a
 * large reply's serialisation, a full GC), and --busy-cores child processes keep the machine's
 * cores busy, as a load test does. Prints how many hits were counted in this process.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { openRedisLink } from '../src/lib/redis-link.js';

if (process.argv[2] === '--spin') {
  for (;;);
}

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    'block-ms': { type: 'string', default: '350' },
    'every-ms': { type: 'string', default: '1000' },
    'busy-cores': { type: 'string', default: '2' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const seconds = Number(values.seconds);
const blockMs = Number(values['block-ms']);
const everyMs = Number(values['every-ms']);

const spinners = Array.from({ length: Number(values['busy-cores']) }, () =>
  fork(new URL(import.meta.url).pathname, ['--spin'], { execArgv: ['--import', 'tsx'] }),
);
const outages: string[] = [];
const log = Fastify({
  logger: { level: 'error', stream: { write: (line: string) => void outages.push(line) } },
}).log;
const link = await openRedisLink(values.redis, log);
const key = `attire-bench:${randomUUID()}`;

const answers = { shared: 0, local: 0 };
const endAt = Date.now() + seconds * 1000;
// Blocked from the check phase, as a request's handler would block it from the I/O phase:
// after it the loop turns to its timers first (a block inside a timer would not show it).
const blocker = setInterval(
  () =>
    setImmediate(() => {
      const until = Date.now() + blockMs;
      while (Date.now() < until);
    }),
  everyMs,
);
// The same calls as a rate-limit hit, recording which side answered: works on any version of
// the link, so a run before a change and one after compare.
const caller = async () => {
  while (Date.now() < endAt) {
    const side = await link.run(
      async () => {
        await link.redis.multi().incr(key).pexpire(key, 60_000).pttl(key).exec();
        return 'shared' as const;
      },
      () => 'local' as const,
    );
    answers[side] += 1;
  }
};
await Promise.all(Array.from({ length: 20 }, caller));
clearInterval(blocker);
for (const spinner of spinners) spinner.kill();
await link.redis.del(key);
await link.close();

const total = answers.shared + answers.local;
console.log(
  `${seconds} s, event loop blocked ${blockMs} ms every ${everyMs} ms, ${spinners.length} busy cores:`,
);
console.log(
  `  ${total} hits, ${answers.local} counted in this process (${((100 * answers.local) / total).toFixed(1)} %), ` +
    `outages logged: ${outages.length}`,
);
