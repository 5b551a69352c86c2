// What every benchmark prints, and how its figures reach docs/benchmarks.md: a bench logs its
// lines and judges its goals through a report; with BENCH_WRITE_DOCS=1 the report replaces the
// bench's own section of the file with those lines, headed by the date, the commit and the
// machine. Only on that variable: a run on a busy machine, or on a change still in the making,
// must not overwrite figures measured on an idle one, nor dirty the tree of whoever just wanted
// a number. Plain JavaScript, so the server's benches (through tsx) and the front end's (node)
// share it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DOCS = path.resolve(import.meta.dirname, '../docs/benchmarks.md');

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: import.meta.dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

function cpuModel() {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.split(':')[1].trim();
  } catch {
    // not Linux
  }
  return os.cpus()[0]?.model ?? 'unknown CPU';
}

/** The machine and the code a run measured: read when the bench starts, so the load is the one it started under. */
function runContext() {
  const commit = git('rev-parse', '--short', 'HEAD') ?? 'unknown';
  // The whole tree but the figures file itself, which a run writes section by section.
  const changed = git('status', '--porcelain', '--untracked-files=no', '--', ':/', ':(top,exclude)docs/benchmarks.md');
  const load = os.loadavg();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: changed ? `${commit} (with uncommitted changes)` : commit,
    cpu: cpuModel(),
    cores: os.availableParallelism(),
    memoryGiB: os.totalmem() / 2 ** 30,
    load,
    node: process.version,
  };
}

const withUnit = (text, unit) => (unit === '×' ? `${text}×` : `${text} ${unit}`);
/** A measured figure, to about three significant digits. */
const figure = (value, unit) =>
  withUnit(value.toFixed(unit === '×' ? 3 : Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2), unit);

/**
 * A bench's report. `key` names its section of docs/benchmarks.md (one per bench and engine:
 * 'scheduling-postgresql'); `title` is the section's heading.
 */
export function benchReport(key, title) {
  const context = runContext();
  const lines = [];
  const goals = [];
  const report = {
    /** Prints a line of figures and keeps it for the docs. */
    log(text = '') {
      console.log(text);
      lines.push(text);
    },
    /**
     * Judges a figure against its goal (`atMost` or `atLeast`, in `unit`; '×' for a ratio) and
     * prints `goal: <what> ≤ <goal>: PASS (<figure>)`, or FAIL. Returns whether it passed.
     */
    goal(what, value, { atMost, atLeast, unit }) {
      const limit = atMost ?? atLeast;
      const passed = atMost !== undefined ? value <= atMost : value >= atLeast;
      goals.push(passed);
      report.log(
        `goal: ${what} ${atMost !== undefined ? '≤' : '≥'} ${withUnit(limit, unit)}: ${passed ? 'PASS' : 'FAIL'} (${figure(value, unit)})`,
      );
      return passed;
    },
    /** Ends the report: says so when the bench has no goal, and writes its section when BENCH_WRITE_DOCS=1. */
    finish() {
      if (goals.length === 0) report.log('goal: none set (figures only)');
      if (process.env.BENCH_WRITE_DOCS !== '1') return;
      writeSection(key, title, context, lines);
      console.log(`(written to ${path.relative(process.cwd(), DOCS)}, section ${key})`);
    },
  };
  return report;
}

function writeSection(key, title, context, lines) {
  const { date, commit, cpu, cores, memoryGiB, load, node } = context;
  if (load[0] >= cores / 2) {
    console.warn(
      `load average ${load[0].toFixed(2)} on ${cores} cores at the start: these figures were measured on a busy machine`,
    );
  }
  const start = `<!-- bench:${key} -->`;
  const end = `<!-- /bench:${key} -->`;
  const section = [
    start,
    '',
    `## ${title}`,
    '',
    `${date} · commit ${commit} · ${cpu}, ${cores} cores, ${memoryGiB.toFixed(1)} GiB · load average ` +
      `${load.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min) at the start · Node ${node}`,
    '',
    '```text',
    lines.join('\n').replace(/^\n+|\n+$/g, ''),
    '```',
    '',
    end,
  ].join('\n');
  const docs = existsSync(DOCS) ? readFileSync(DOCS, 'utf8') : '# Benchmarks\n';
  const from = docs.indexOf(start);
  const to = docs.indexOf(end);
  const next =
    from >= 0 && to > from ? docs.slice(0, from) + section + docs.slice(to + end.length) : `${docs.trimEnd()}\n\n${section}\n`;
  writeFileSync(DOCS, next);
}
