import type { Lot } from './api';
import {
  changeOf,
  changeValues,
  dayToTime,
  inputOf,
  massOf,
  quantityOf,
  receiveValues,
  refusedFormField,
  refusesSignature,
} from './lot-values';

const lot = (extra: Partial<Lot> = {}): Lot => ({
  id: 12,
  number: 'LOT-00012',
  material: { id: 7, name: 'PA 2200' },
  supplier: { id: 1, name: 'Keystone Additive' },
  supplierLotNumber: 'K-778',
  quantity: '12.5',
  unit: 'KILOGRAM',
  massMg: 12_500_000,
  remainingMg: 12_500_000,
  receivedOn: '2026-03-02',
  expiresOn: '2027-03-01',
  location: 'Cage 3',
  status: 'QUARANTINE',
  certificate: { id: 40, fileName: 'coa.pdf', fileURL: '/files/40' },
  statusReason: '',
  release: null,
  signatureMeanings: ['APPROVED'],
  batches: [],
  createdAt: '2026-03-02T09:00:00.000Z',
  ...extra,
});

describe('quantities as typed', () => {
  it('reads a point, or the decimal separator of the reader’s language, and nothing else', () => {
    expect(quantityOf(' 12.5 ', '.')).toBe('12.5');
    expect(quantityOf('12,5', ',')).toBe('12.5');
    expect(quantityOf('12.5', ',')).toBe('12.5');
    // A thousands separator would be read as a decimal one, a thousand times off: it is no quantity.
    expect(quantityOf('1,000', '.')).toBeUndefined();
    expect(quantityOf('1.000,5', ',')).toBeUndefined();
    expect(quantityOf('12.1234567', '.')).toBeUndefined();
    expect(quantityOf('-3', '.')).toBeUndefined();
  });

  it('weighs a mass exactly as the server will, and leaves a volume to the material’s density', () => {
    expect(massOf('12.5', 'KILOGRAM', '.')).toBe(12_500_000);
    expect(massOf('12,5', 'POUND', ',')).toBe(5_669_905);
    expect(massOf('1', 'OUNCE', '.')).toBe(28_350);
    expect(massOf('2', 'LITRE', '.')).toBe('volume');
    expect(massOf('abc', 'GRAM', '.')).toBeUndefined();
  });
});

describe('the receive form', () => {
  it('sends the quantity as the server takes it, the days, and leaves out what is empty', () => {
    const values = {
      ...receiveValues(dayToTime('2026-03-02')),
      materialId: 7,
      supplierId: 1,
      supplierLotNumber: ' K-778 ',
      quantity: '12,5',
      unit: 'POUND' as const,
    };
    expect(inputOf(values, ',')).toEqual({
      materialId: 7,
      supplierId: 1,
      supplierLotNumber: 'K-778',
      quantity: '12.5',
      unit: 'POUND',
      receivedOn: '2026-03-02',
    });
    const full = {
      ...values,
      expiresOn: dayToTime('2027-03-01'),
      location: ' Cage 3 ',
      certificate: { id: 41, fileName: 'coa.pdf' },
    };
    expect(inputOf(full, ',')).toEqual(
      expect.objectContaining({ expiresOn: '2027-03-01', location: 'Cage 3', certificateFileId: 41 }),
    );
  });
});

describe('changing a lot', () => {
  it('sends only what changed, a cleared expiry or certificate as null', () => {
    const before = lot();
    expect(changeOf(before, changeValues(before))).toEqual({});
    expect(changeOf(before, { ...changeValues(before), location: ' Cage 4 ' })).toEqual({ location: 'Cage 4' });
    expect(changeOf(before, { expiresOn: null, location: 'Cage 3', certificate: null })).toEqual({
      expiresOn: null,
      certificateFileId: null,
    });
    expect(changeOf(before, { ...changeValues(before), certificate: { id: 42, fileName: 'new.pdf' } })).toEqual({
      certificateFileId: 42,
    });
  });
});

describe('the server’s refusals', () => {
  const refusal = (status: number, field?: string) => ({
    status,
    data: { message: 'No', ...(field ? { details: [{ field, message: 'No' }] } : {}) },
  });

  it('names the form field a refusal is about, the certificate for its file', () => {
    const values = { materialId: 7, supplierId: 1, certificate: null };
    expect(refusedFormField(refusal(400, 'body.supplierId'), values)).toBe('supplierId');
    expect(refusedFormField(refusal(400, 'body.certificateFileId'), values)).toBe('certificate');
    expect(refusedFormField(refusal(400, 'body.somethingElse'), values)).toBeUndefined();
    expect(refusedFormField(refusal(409), values)).toBeUndefined();
  });

  it('tells a refused signature from a refused release', () => {
    expect(refusesSignature(refusal(401))).toBe(true);
    expect(refusesSignature(refusal(400, 'body.signature.meaning'))).toBe(true);
    expect(refusesSignature(refusal(409))).toBe(false);
  });
});
