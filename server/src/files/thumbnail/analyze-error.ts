/** Why a part cannot be analysed; `code` is for programs, `message` is shown to the user as it is. */
export type AnalyzeErrorCode = 'EMPTY_MESH' | 'DEGENERATE_MESH' | 'NON_FINITE_COORDINATE';

export class AnalyzeError extends Error {
  override name = 'AnalyzeError';

  constructor(
    readonly code: AnalyzeErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const emptyMesh = () => new AnalyzeError('EMPTY_MESH', 'The part has no facets: there is nothing to measure or draw.');

export const degenerateMesh = () =>
  new AnalyzeError(
    'DEGENERATE_MESH',
    'Every facet of the part has zero area (its corners coincide or lie on one line): it has no surface to measure or draw.',
  );

export const nonFiniteCoordinate = () =>
  new AnalyzeError('NON_FINITE_COORDINATE', 'The part has a corner whose coordinate is not a finite number.');
