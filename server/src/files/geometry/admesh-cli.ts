import { execFileSync } from 'node:child_process';

/**
 * Runs Debian's admesh (0.98) on a file and reads its report: the reference the tests and the
 * bench hold our counts against. Not used by the platform itself.
 */
export interface AdmeshCounts {
  facets: number;
  facetsWith1DisconnectedEdge: number;
  facetsWith2DisconnectedEdges: number;
  facetsWith3DisconnectedEdges: number;
  degenerateFacets: number;
  backwardsEdges: number;
  /** Only counted with `-d`; 0 otherwise. */
  parts: number;
  volume: number;
}

/** admesh 0.98 can loop forever on some inputs (a binary file it takes for ASCII): never wait longer than this. */
const TIMEOUT_MS = 60_000;

export function runAdmesh(file: string, options: string[] = ['-e']): AdmeshCounts {
  const output = execFileSync('admesh', [...options, file], { encoding: 'utf8', timeout: TIMEOUT_MS, maxBuffer: 64 << 20 });
  return parseAdmeshReport(output);
}

export function parseAdmeshReport(output: string): AdmeshCounts {
  // "Number of facets : 12 12": the first column is the file as read, before degenerate facets are removed.
  const first = (label: string) => {
    const match = new RegExp(`^${label}\\s*:\\s*(-?[\\d.]+)`, 'm').exec(output);
    if (!match) throw new Error(`admesh printed no "${label}":\n${output}`);
    return Number(match[1]);
  };
  const volume = /Volume\s*:\s*(-?[\d.]+)/.exec(output);
  return {
    facets: first('Number of facets'),
    facetsWith1DisconnectedEdge: first('Facets with 1 disconnected edge'),
    facetsWith2DisconnectedEdges: first('Facets with 2 disconnected edges'),
    facetsWith3DisconnectedEdges: first('Facets with 3 disconnected edges'),
    degenerateFacets: first('Degenerate facets'),
    backwardsEdges: first('Backwards edges'),
    parts: first('Number of parts'),
    volume: volume ? Number(volume[1]) : NaN,
  };
}
