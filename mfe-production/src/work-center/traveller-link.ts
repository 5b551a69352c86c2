/**
 * The lot a traveller's QR code names. The traveller carries the link of the lot at the work
 * center (`…/service-provider/work-center?lot={id}`), so that any phone's camera app opens it too;
 * the work center's scanner reads the lot from the link's path and query, on whichever address the
 * platform is reached.
 */
export function travellerLot(scanned: string): number | undefined {
  let url: URL;
  try {
    url = new URL(scanned);
  } catch {
    return undefined;
  }
  if (!/\/service-provider\/work-center$/.test(url.pathname)) return undefined;
  return lotParam(url.searchParams.get('lot'));
}

/** The lot the work center's address names (`?lot={id}`), when it names one. */
export const lotParam = (value: string | null): number | undefined =>
  value !== null && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined;
