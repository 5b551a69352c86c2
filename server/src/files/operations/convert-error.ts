/** A file that cannot be converted, with the reason the user is shown. */
export class ConversionError extends Error {
  override name = 'ConversionError';
}

/** A part of more facets than the platform takes is refused before it is built in memory. */
export function refuseBeyondFacets(facetCount: number, maxFacets: number): void {
  if (facetCount > maxFacets)
    throw new ConversionError(
      `The converted part has ${facetCount.toLocaleString('en-US')} facets, more than the limit of ${maxFacets.toLocaleString('en-US')}`,
    );
}
