/**
 * The record a label's QR code names. A lot's or batch's label carries the link of its page
 * (`…/material-management/lots?lot={id}`, `…/batches?batch={id}`), so that any phone's camera app
 * opens it too; a scanner in the platform reads the record from the link's path and query, on
 * whichever address the platform is reached.
 */
export type LabelRecord = { kind: 'lot' | 'batch'; id: number };

const LABEL_PATH = /\/service-provider\/material-management\/(lots|batches)$/;

export function labelRecord(scanned: string): LabelRecord | undefined {
  let url: URL;
  try {
    url = new URL(scanned);
  } catch {
    return undefined;
  }
  const page = LABEL_PATH.exec(url.pathname)?.[1];
  if (!page) return undefined;
  const kind = page === 'lots' ? 'lot' : 'batch';
  const id = url.searchParams.get(kind) ?? '';
  return /^[1-9]\d{0,14}$/.test(id) ? { kind, id: Number(id) } : undefined;
}

/** The record's page in this platform. */
export const recordPath = ({ kind, id }: LabelRecord) =>
  `/service-provider/material-management/${kind === 'lot' ? 'lots' : 'batches'}?${kind}=${id}`;
