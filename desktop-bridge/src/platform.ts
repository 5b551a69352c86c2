/**
 * What the bridge asks of the platform it is set up for: to redeem a pairing, a machine's print
 * figures, and the models' bytes. It talks to that platform only: a download link of any other
 * origin is refused, so a page cannot make the tool fetch from elsewhere.
 */

/** The largest model the bridge downloads: a part file of the platform is far smaller. */
const MAX_MODEL_BYTES = 200 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

export interface PairedUser {
  userId: number;
  email: string;
  name: string;
  facilityId: number;
}

export interface PrintFigures {
  equipmentId: number;
  name: string;
  layerMm: number | null;
  layerSeconds: number | null;
  secondsPerCm3: number | null;
  material: { id: number; name: string; densityGCm3: number | null } | null;
}

/** A request the platform answered with an error: its status and its message, which the bridge passes on. */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function failure(response: Response, what: string): Promise<PlatformError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : `${what}: the platform answered ${response.status}`;
  return new PlatformError(response.status, message);
}

export function platformClient(platformUrl: string) {
  const origin = new URL(platformUrl).origin;
  const call = async <T>(path: string, what: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(new URL(path, origin), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw await failure(response, what);
    return (await response.json()) as T;
  };
  return {
    origin,
    redeem: (token: string) =>
      call<PairedUser>('/api/v1/desktop/pairings/redeem', 'Pairing', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }),
    printFigures: (equipmentId: number, userKey: string) =>
      call<PrintFigures>(`/api/v1/desktop/machines/${equipmentId}/print-figures`, 'Machine', {
        headers: { 'x-api-key': userKey },
      }),
    /** A model's bytes by its signed link, from the platform or the media addresses it named at login. */
    async download(url: string, fileName: string, mediaOrigins: readonly string[]): Promise<Uint8Array> {
      const target = new URL(url);
      if (target.origin !== origin && !mediaOrigins.includes(target.origin)) {
        throw new PlatformError(400, `${fileName}: the link is not the platform's (${target.origin})`);
      }
      const response = await fetch(target, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
      if (!response.ok) throw await failure(response, `${fileName} could not be downloaded`);
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_MODEL_BYTES) throw new PlatformError(413, `${fileName} is larger than the bridge takes (200 MB)`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

export type PlatformClient = ReturnType<typeof platformClient>;
