/** What the quality area reads of a server's refusal: its status, and the field a 400 names. */
import type { ApiFailure } from 'shared/api';

const refusalStatus = (error: unknown) => (error as ApiFailure | undefined)?.status;

/** The field a 400 names ('body.signature.password'), if any. */
export const refusedField = (error: unknown): string | undefined => {
  const data = (error as ApiFailure | undefined)?.data;
  const details = typeof data === 'object' ? (data.details as { field?: string }[] | undefined) : undefined;
  return details?.[0]?.field;
};

/**
 * Whether the signature itself was refused — a wrong password, too many tries, a meaning not
 * offered — which the signature dialog shows to the signer, who may try again.
 */
export const refusesSignature = (error: unknown) =>
  refusalStatus(error) === 401 || refusalStatus(error) === 429 || Boolean(refusedField(error)?.startsWith('body.signature'));

/** The form's field a 400 names: 'whys.0' for 'body.whys.0'. */
export const refusedFormField = (error: unknown): string | undefined => refusedField(error)?.replace(/^body\./, '');
