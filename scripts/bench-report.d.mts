// The types of bench-report.mjs, for the server's benches (TypeScript).

export interface BenchReport {
  /** Prints a line of figures and keeps it for the docs. */
  log(text?: string): void;
  /** Judges a figure against its goal and prints `goal: <what> ≤ <goal>: PASS (<figure>)`, or FAIL. */
  goal(what: string, value: number, limit: { atMost: number; unit: string } | { atLeast: number; unit: string }): boolean;
  /** Ends the report; writes the bench's section of docs/benchmarks.md when BENCH_WRITE_DOCS=1. */
  finish(): void;
}

export function benchReport(key: string, title: string): BenchReport;
