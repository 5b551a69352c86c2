/** A file that cannot be converted, with the reason the user is shown. */
export class ConversionError extends Error {
  override name = 'ConversionError';
}
