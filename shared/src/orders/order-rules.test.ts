import { readFileSync } from 'node:fs';
import path from 'node:path';
import { textTableProblems } from '../texts/table';
import {
  deliveryAddressProblems,
  ORDER_RULE_TEXTS,
  orderProblems,
  problemText,
  RFQ_REQUIRABLE_FIELDS,
  type DeliveryAddressInput,
  type OrderInput,
  type StorefrontAsks,
} from './order-rules';

const NOW = Date.UTC(2030, 0, 7, 3, 47); // any moment: every date below is relative to it
const DAY = 86_400_000;

const complete = (): OrderInput => ({
  kind: 'ORDER',
  displayTitle: 'Gripper fingers',
  estimatedDeliveryDate: NOW + 20 * DAY,
  quoteDueDate: NOW + 5 * DAY,
  deliveryMethod: 'SHIPPING',
  deliveryAddressId: 3,
  itar: false,
  ndaRequired: false,
  ndaFileId: null,
  distribution: 'APPROVED_VENDORS',
  thirdPartyOrderId: '',
  currency: 'USD',
  notes: '',
  parts: [
    {
      fileId: 11,
      quantity: 40,
      units: 'MM',
      amProcessId: 4,
      materialId: 9,
      partNumber: 'GF-L',
      primaryUseCase: 'END_USE_PART',
      industryFocus: '',
      finish: '',
      notes: '',
    },
  ],
});

const problems = (order: OrderInput, stage: 'draft' | 'submit' = 'submit') =>
  orderProblems(order, stage, NOW).map((p) => [p.field, problemText(p)]);

describe('the order rules', () => {
  it('accept a complete order', () => {
    expect(problems(complete())).toEqual([]);
  });

  it('let a draft be saved with only some of its fields', () => {
    const draft: OrderInput = {
      ...complete(),
      displayTitle: '',
      quoteDueDate: null,
      estimatedDeliveryDate: null,
      deliveryAddressId: null,
      parts: [{ ...complete().parts[0]!, amProcessId: null, materialId: null }],
    };
    expect(problems(draft, 'draft')).toEqual([]);
    expect(problems(draft)).toEqual([
      ['displayTitle', 'Please enter a title'],
      ['quoteDueDate', 'Please choose a quote due date'],
      ['estimatedDeliveryDate', 'Please choose a target delivery date'],
      ['deliveryAddressId', 'Please choose a delivery address'],
      ['parts[0].amProcessId', 'Please choose a process'],
      ['parts[0].materialId', 'Please choose a material'],
    ]);
  });

  it('want the quote due in the future and the delivery after it', () => {
    expect(problems({ ...complete(), quoteDueDate: NOW, estimatedDeliveryDate: NOW - DAY })).toEqual([
      ['quoteDueDate', 'The quote due date must be in the future'],
      ['estimatedDeliveryDate', 'The target delivery date must be after the quote due date'],
    ]);
  });

  it('need an address only when shipping, and the NDA only when one is required', () => {
    expect(problems({ ...complete(), deliveryMethod: 'PICKUP', deliveryAddressId: null })).toEqual([]);
    expect(problems({ ...complete(), ndaRequired: true })).toEqual([['ndaFileId', 'Please attach your NDA']]);
    expect(problems({ ...complete(), ndaRequired: true, ndaFileId: 12 })).toEqual([]);
  });

  it('check quantities, lengths, choices and the number of parts even in a draft', () => {
    const part = complete().parts[0]!;
    expect(
      problems(
        {
          ...complete(),
          displayTitle: 'x'.repeat(201),
          currency: 'usd',
          parts: [
            { ...part, quantity: 2.5 },
            { ...part, quantity: 0, partNumber: 'p'.repeat(101) },
          ],
        },
        'draft',
      ),
    ).toEqual([
      ['displayTitle', 'Please keep this to 200 characters'],
      ['currency', 'Please choose a currency'],
      ['parts[0].quantity', 'Please enter a whole quantity from 1 to 1,000,000'],
      ['parts[1].quantity', 'Please enter a whole quantity from 1 to 1,000,000'],
      ['parts[1].partNumber', 'Please keep this to 100 characters'],
    ]);
    expect(problems({ ...complete(), parts: [] })).toEqual([['parts', 'Please add at least one part']]);
    expect(problems({ ...complete(), parts: Array.from({ length: 51 }, () => part) }, 'draft')).toEqual([
      ['parts', 'An order holds at most 50 parts'],
    ]);
  });

  it('ask of a quote request only its files, quantities and quote due date', () => {
    const request: OrderInput = {
      ...complete(),
      kind: 'QUOTE_REQUEST',
      displayTitle: '',
      estimatedDeliveryDate: null,
      deliveryAddressId: null,
      parts: [{ ...complete().parts[0]!, amProcessId: null, materialId: null }],
    };
    expect(problems(request)).toEqual([]);
    expect(problems({ ...request, quoteDueDate: null, parts: [{ ...request.parts[0]!, quantity: 0 }] })).toEqual([
      ['quoteDueDate', 'Please choose a quote due date'],
      ['parts[0].quantity', 'Please enter a whole quantity from 1 to 1,000,000'],
    ]);
  });

  it('ask what the facility’s RFQ configuration requires, of an order and a quote request, on submission only', () => {
    const asks: StorefrontAsks = { requiredFields: [...RFQ_REQUIRABLE_FIELDS], termsVersion: null };
    const bare: OrderInput = {
      ...complete(),
      kind: 'QUOTE_REQUEST',
      displayTitle: ' ',
      estimatedDeliveryDate: null,
      thirdPartyOrderId: '',
      notes: '',
      parts: [{ ...complete().parts[0]!, partNumber: '', primaryUseCase: null, industryFocus: '' }],
    };
    const asked = (order: OrderInput, stage: 'draft' | 'submit' = 'submit') =>
      orderProblems(order, stage, NOW, asks).map((p) => [p.field, problemText(p)]);
    expect(asked(bare)).toEqual([
      ['displayTitle', 'Please enter a title'],
      ['estimatedDeliveryDate', 'Please choose a target delivery date'],
      ['thirdPartyOrderId', 'Please enter your order reference'],
      ['notes', 'Please add notes for the facility'],
      ['parts[0].partNumber', 'Please enter the part number'],
      ['parts[0].primaryUseCase', 'Please choose the primary use case'],
      ['parts[0].industryFocus', 'Please enter the industry'],
    ]);
    expect(asked(bare, 'draft')).toEqual([]);
    expect(problems(bare)).toEqual([]);
  });

  it('want the terms in force accepted when the store front has terms', () => {
    const asks: StorefrontAsks = { requiredFields: [], termsVersion: 3 };
    const terms = (termsVersion: number | null | undefined, stage: 'draft' | 'submit' = 'submit') =>
      orderProblems({ ...complete(), termsVersion }, stage, NOW, asks).map((p) => [p.field, problemText(p)]);
    expect(terms(3)).toEqual([]);
    expect(terms(null)).toEqual([['termsVersion', 'Please accept the terms and conditions']]);
    expect(terms(undefined)).toEqual([['termsVersion', 'Please accept the terms and conditions']]);
    expect(terms(2)).toEqual([
      ['termsVersion', 'The terms and conditions changed since you accepted them: please read and accept them again'],
    ]);
    expect(terms(null, 'draft')).toEqual([]);
  });

  it('speak German with German numbers', () => {
    const [problem] = orderProblems({ ...complete(), parts: [{ ...complete().parts[0]!, quantity: 0 }] }, 'submit', NOW);
    expect(problemText(problem!, 'de_DE')).toBe('Bitte geben Sie eine ganze Menge von 1 bis 1.000.000 ein');
  });

  it('ask of a new delivery address its name, recipient, street, city and country, and a valid phone if any', () => {
    const address: DeliveryAddressInput = {
      label: 'Berlin lab',
      recipient: 'Acme Robotics GmbH',
      line1: 'Invalidenstraße 117',
      line2: '',
      city: 'Berlin',
      region: '',
      postalCode: '10115',
      countryCode: 'DE',
      phone: '+49 30 2093 4000',
      isDefault: false,
    };
    expect(deliveryAddressProblems(address)).toEqual([]);
    expect(deliveryAddressProblems({ ...address, phone: '' })).toEqual([]);
    const broken = { ...address, label: '  ', recipient: '', line1: '', city: '', countryCode: '', phone: '+49 12' };
    expect(deliveryAddressProblems(broken).map((problem) => [problem.field, problemText(problem)])).toEqual([
      ['label', 'Please name the address'],
      ['recipient', 'Please enter the recipient'],
      ['line1', 'Please enter the street'],
      ['city', 'Please enter the city'],
      ['countryCode', 'Please choose a country'],
      ['phone', 'Please enter a valid phone number with its country code'],
    ]);
    // Two capital letters are not yet a country.
    expect(deliveryAddressProblems({ ...address, countryCode: 'XX' }).map((problem) => problem.field)).toEqual(['countryCode']);
  });

  it('have every text in every language, each used', () => {
    const source = readFileSync(path.join(__dirname, 'order-rules.ts'), 'utf8');
    expect(textTableProblems(ORDER_RULE_TEXTS, [source])).toEqual([]);
  });
});
