import type { Supplier } from './api';
import { dayToTime, inputOf, timeToDay, valuesOf } from './supplier-values';

const SUPPLIER: Supplier = {
  id: 3,
  name: 'Keystone Additive',
  contacts: [
    { name: 'Jane Reyes', email: 'jane@keystone.test' },
    { name: 'Goods in', phone: '+1 512 555 0100' },
  ],
  address: '1600 Powder Lane',
  approval: 'CONDITIONAL',
  approvalDate: '2026-03-29',
  materials: [{ id: 7, name: 'PA 2200' }],
  lots: 2,
  notes: 'Audit due in May',
  evidence: [{ id: 40, fileName: 'iso-9001.pdf', fileURL: '/files/40?signature=x' }],
  createdAt: 0,
  updatedAt: 0,
};

describe('the supplier form’s values', () => {
  it('keeps a calendar day the same day, even the day summer time starts (Europe/Berlin)', () => {
    expect(timeToDay(dayToTime('2026-03-29'))).toBe('2026-03-29');
    expect(timeToDay(dayToTime('2026-12-31'))).toBe('2026-12-31');
    // A date field's value is the day's local midnight.
    expect(timeToDay(new Date(2026, 0, 5).getTime())).toBe('2026-01-05');
  });

  it('sends back what it was given, a contact without an email or phone leaving them out', () => {
    expect(inputOf(valuesOf(SUPPLIER))).toEqual({
      name: 'Keystone Additive',
      approval: 'CONDITIONAL',
      approvalDate: '2026-03-29',
      address: '1600 Powder Lane',
      notes: 'Audit due in May',
      contacts: SUPPLIER.contacts,
      materialIds: [7],
      evidenceFileIds: [40],
    });
  });

  it('starts a new supplier approved, without a day, and trims what is typed', () => {
    const values = valuesOf(undefined);
    expect([values.approval, values.approvalDate, values.contacts, values.evidence]).toEqual(['APPROVED', null, [], []]);
    const typed = {
      ...values,
      name: '  Zephyr Metals ',
      approvalDate: new Date(2026, 1, 1).getTime(),
      contacts: [{ name: ' Al ', email: '  ', phone: ' 0711 ' }],
      evidence: [{ id: 9, fileName: 'audit.pdf' }],
    };
    expect(inputOf(typed)).toEqual(
      expect.objectContaining({
        name: 'Zephyr Metals',
        approvalDate: '2026-02-01',
        contacts: [{ name: 'Al', phone: '0711' }],
        evidenceFileIds: [9],
      }),
    );
  });
});
