/** Why a transform was refused; `code` is for programs, `message` is shown to the user as it is. */
export type TransformErrorCode = 'INVALID_OPTION' | 'OPEN_MESH' | 'EMPTY_MESH' | 'PLANE_MISSES_PART' | 'NOT_MEASURABLE';

export class TransformError extends Error {
  constructor(
    readonly code: TransformErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TransformError';
  }
}

export const invalidOption = (message: string) => new TransformError('INVALID_OPTION', message);
