/**
 * The lot forms' values: receiving a delivery and changing a lot afterwards; from a lot, to what
 * the server takes, the checks made before sending, and the form field a server's refusal names.
 */
import type { ApiFailure } from 'shared/api';
import { isQuantity, isVolumeUnit, toMilligrams, type MaterialUnit } from 'shared/contracts';
import * as yup from 'yup';
import type { Text } from '../texts';
import type { Lot, LotChange, LotInput } from './api';

/** The certificate of analysis a lot will name: the one it has, or one uploaded since the form opened. */
export interface CertificateFile {
  id: number;
  fileName: string;
  /** Its download link, for the file the lot has already. */
  fileURL?: string;
}

export interface ReceiveValues {
  materialId: number | null;
  supplierId: number | null;
  supplierLotNumber: string;
  /** As typed, with the reader's decimal separator. */
  quantity: string;
  unit: MaterialUnit;
  /** Days as the date field keeps them (epoch milliseconds), null until one is chosen. */
  receivedOn: number | null;
  expiresOn: number | null;
  location: string;
  certificate: CertificateFile | null;
}

export interface ChangeValues {
  expiresOn: number | null;
  location: string;
  certificate: CertificateFile | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day read at noon, so that no time zone moves it to another day. */
export const dayToTime = (day: string) => new Date(`${day}T12:00:00`).getTime();
/** The calendar day a date field's value falls on, where the user is. */
export const timeToDay = (time: number) => {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * A quantity as the server takes it ('12.5'), from what was typed: a point, or the decimal
 * separator of the reader's language ('12,5' in German). No group separators: '1,000' is no
 * quantity in English, rather than a thousand read as one. Undefined when it is no quantity.
 */
export function quantityOf(typed: string, decimalSeparator: string): string | undefined {
  const trimmed = typed.trim();
  const plain = decimalSeparator === '.' ? trimmed : trimmed.replace(decimalSeparator, '.');
  return isQuantity(plain) ? plain : undefined;
}

/**
 * What a typed quantity weighs, as the form shows it while it is typed: whole milligrams for a
 * mass, exactly as the server will weigh it; 'volume' for a volume, which the server weighs through
 * the material's density (this screen does not know it); nothing while it is no quantity.
 */
export function massOf(typed: string, unit: MaterialUnit, decimalSeparator: string): number | 'volume' | undefined {
  const quantity = quantityOf(typed, decimalSeparator);
  if (quantity === undefined) return undefined;
  return isVolumeUnit(unit) ? 'volume' : toMilligrams(quantity, unit);
}

export const receiveValues = (today: number): ReceiveValues => ({
  materialId: null,
  supplierId: null,
  supplierLotNumber: '',
  quantity: '',
  unit: 'KILOGRAM',
  receivedOn: today,
  expiresOn: null,
  location: '',
  certificate: null,
});

/** What the server takes to receive a lot: trimmed texts, what was left empty left out. */
export function inputOf(values: ReceiveValues, decimalSeparator: string): LotInput {
  const location = values.location.trim();
  return {
    materialId: values.materialId!,
    supplierId: values.supplierId!,
    supplierLotNumber: values.supplierLotNumber.trim(),
    quantity: quantityOf(values.quantity, decimalSeparator)!,
    unit: values.unit,
    receivedOn: timeToDay(values.receivedOn!),
    ...(values.expiresOn === null ? {} : { expiresOn: timeToDay(values.expiresOn) }),
    ...(location ? { location } : {}),
    ...(values.certificate ? { certificateFileId: values.certificate.id } : {}),
  };
}

export const changeValues = (lot: Lot): ChangeValues => ({
  expiresOn: lot.expiresOn === null ? null : dayToTime(lot.expiresOn),
  location: lot.location,
  certificate: lot.certificate,
});

/** Only what differs from the lot: a cleared expiry or certificate is sent as null. */
export function changeOf(lot: Lot, values: ChangeValues): LotChange {
  const expiresOn = values.expiresOn === null ? null : timeToDay(values.expiresOn);
  const location = values.location.trim();
  const certificateFileId = values.certificate?.id ?? null;
  return {
    ...(expiresOn !== lot.expiresOn ? { expiresOn } : {}),
    ...(location !== lot.location ? { location } : {}),
    ...(certificateFileId !== (lot.certificate?.id ?? null) ? { certificateFileId } : {}),
  };
}

/** An expiry before the day of receipt, which the server refuses too. */
const expiresAfter = (text: Text) =>
  yup
    .number()
    .nullable()
    .test('after-receipt', text('lots.expiresBeforeReceipt'), function (expiresOn) {
      const receivedOn = (this.parent as { receivedOn?: number | null }).receivedOn;
      return expiresOn == null || receivedOn == null || timeToDay(expiresOn) >= timeToDay(receivedOn);
    });

/** The checks the server makes too, said where the person types, before anything is sent. */
export const receiveSchema = (text: Text, decimalSeparator: string) =>
  yup.object({
    materialId: yup.number().nullable().required(text('lots.materialRequired')),
    supplierId: yup.number().nullable().required(text('lots.supplierRequired')),
    supplierLotNumber: yup
      .string()
      .trim()
      .required(text('lots.supplierLotRequired'))
      .max(100, text('lots.tooLong', { count: 100 })),
    quantity: yup
      .string()
      .required(text('lots.quantityRequired'))
      .test('quantity', text('lots.quantityInvalid'), (typed) => !typed || quantityOf(typed, decimalSeparator) !== undefined),
    receivedOn: yup.number().nullable().required(text('lots.receivedRequired')),
    expiresOn: expiresAfter(text),
    location: yup.string().max(200, text('lots.tooLong', { count: 200 })),
  });

export const changeSchema = (text: Text) => yup.object({ location: yup.string().max(200, text('lots.tooLong', { count: 200 })) });

/** The field a 400 names ('body.supplierId'), if any. */
function refusedField(error: unknown): string | undefined {
  const data = (error as ApiFailure | undefined)?.data;
  const details = typeof data === 'object' ? (data.details as { field?: string }[] | undefined) : undefined;
  return details?.[0]?.field;
}

/** The form's field a refusal names: the certificate for its file's id, the others by their name. */
export function refusedFormField<V extends object>(error: unknown, values: V): keyof V | undefined {
  const field = refusedField(error)?.replace(/^body\./, '');
  const name = field === 'certificateFileId' ? 'certificate' : field;
  return name && name in values ? (name as keyof V) : undefined;
}

/**
 * Whether the signature itself was refused — a wrong password, too many tries, a meaning not
 * offered — which the signature dialog shows to the signer, who may try again.
 */
export function refusesSignature(error: unknown): boolean {
  const status = (error as ApiFailure | undefined)?.status;
  return status === 401 || status === 429 || Boolean(refusedField(error)?.startsWith('body.signature'));
}
