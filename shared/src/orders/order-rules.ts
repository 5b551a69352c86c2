/**
 * Every rule of an order's fields (New Order, Request Quote), written once: the form
 * validates with it as the customer types, and the server checks the same rules before it saves
 * a draft or submits an order. A message is a text id of ORDER_RULE_TEXTS; the form shows it in
 * the user's language, the server answers it in English with the field it names.
 */
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js';
import * as yup from 'yup';
import {
  DELIVERY_METHODS,
  DISTRIBUTIONS,
  LENGTH_UNITS,
  PRIMARY_USE_CASES,
  type DeliveryMethod,
  type Distribution,
  type LengthUnit,
  type PrimaryUseCase,
} from '../contracts/index.js';
import { defineTexts, type LanguageKey } from '../texts/table.js';

export const ORDER_RULE_TEXTS = defineTexts({
  'orders.rule.titleRequired': { en_US: 'Please enter a title', de_DE: 'Bitte geben Sie einen Titel ein' },
  'orders.rule.tooLong': {
    en_US: 'Please keep this to {{max}} characters',
    de_DE: 'Bitte höchstens {{max}} Zeichen',
  },
  'orders.rule.quoteDueRequired': {
    en_US: 'Please choose a quote due date',
    de_DE: 'Bitte wählen Sie ein Angebotsdatum',
  },
  'orders.rule.quoteDueFuture': {
    en_US: 'The quote due date must be in the future',
    de_DE: 'Das Angebotsdatum muss in der Zukunft liegen',
  },
  'orders.rule.deliveryDateRequired': {
    en_US: 'Please choose a target delivery date',
    de_DE: 'Bitte wählen Sie einen Wunschliefertermin',
  },
  'orders.rule.deliveryAfterQuoteDue': {
    en_US: 'The target delivery date must be after the quote due date',
    de_DE: 'Der Wunschliefertermin muss nach dem Angebotsdatum liegen',
  },
  'orders.rule.addressRequired': {
    en_US: 'Please choose a delivery address',
    de_DE: 'Bitte wählen Sie eine Lieferadresse',
  },
  'orders.rule.ndaRequired': { en_US: 'Please attach your NDA', de_DE: 'Bitte hängen Sie Ihre Geheimhaltungsvereinbarung an' },
  'orders.rule.currency': { en_US: 'Please choose a currency', de_DE: 'Bitte wählen Sie eine Währung' },
  'orders.rule.choice': { en_US: 'Please choose one of the options', de_DE: 'Bitte wählen Sie eine der Möglichkeiten' },
  'orders.rule.partsRequired': { en_US: 'Please add at least one part', de_DE: 'Bitte fügen Sie mindestens ein Bauteil hinzu' },
  'orders.rule.tooManyParts': {
    en_US: 'An order holds at most {{max}} parts',
    de_DE: 'Ein Auftrag enthält höchstens {{max}} Bauteile',
  },
  'orders.rule.quantity': {
    en_US: 'Please enter a whole quantity from 1 to {{max}}',
    de_DE: 'Bitte geben Sie eine ganze Menge von 1 bis {{max}} ein',
  },
  'orders.rule.processRequired': { en_US: 'Please choose a process', de_DE: 'Bitte wählen Sie ein Verfahren' },
  'orders.rule.materialRequired': { en_US: 'Please choose a material', de_DE: 'Bitte wählen Sie einen Werkstoff' },
  'orders.rule.labelRequired': { en_US: 'Please name the address', de_DE: 'Bitte benennen Sie die Adresse' },
  'orders.rule.recipientRequired': { en_US: 'Please enter the recipient', de_DE: 'Bitte geben Sie den Empfänger ein' },
  'orders.rule.streetRequired': { en_US: 'Please enter the street', de_DE: 'Bitte geben Sie die Straße ein' },
  'orders.rule.cityRequired': { en_US: 'Please enter the city', de_DE: 'Bitte geben Sie den Ort ein' },
  'orders.rule.countryRequired': { en_US: 'Please choose a country', de_DE: 'Bitte wählen Sie ein Land' },
  'orders.rule.phone': {
    en_US: 'Please enter a valid phone number with its country code',
    de_DE: 'Bitte geben Sie eine gültige Telefonnummer mit Ländervorwahl ein',
  },
  'orders.rule.referenceRequired': {
    en_US: 'Please enter your order reference',
    de_DE: 'Bitte geben Sie Ihre Bestellreferenz ein',
  },
  'orders.rule.notesRequired': {
    en_US: 'Please add notes for the facility',
    de_DE: 'Bitte fügen Sie Hinweise für den Fertiger hinzu',
  },
  'orders.rule.partNumberRequired': { en_US: 'Please enter the part number', de_DE: 'Bitte geben Sie die Teilenummer ein' },
  'orders.rule.useCaseRequired': {
    en_US: 'Please choose the primary use case',
    de_DE: 'Bitte wählen Sie den Hauptanwendungsfall',
  },
  'orders.rule.industryRequired': { en_US: 'Please enter the industry', de_DE: 'Bitte geben Sie die Branche ein' },
  'orders.rule.termsRequired': {
    en_US: 'Please accept the terms and conditions',
    de_DE: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen',
  },
  'orders.rule.termsChanged': {
    en_US: 'The terms and conditions changed since you accepted them: please read and accept them again',
    de_DE:
      'Die Allgemeinen Geschäftsbedingungen haben sich geändert, seit Sie sie akzeptiert haben: Bitte lesen und akzeptieren Sie sie erneut',
  },
});
export type OrderRuleText = keyof typeof ORDER_RULE_TEXTS;

export const MAX_PARTS_PER_ORDER = 50;
export const MAX_PART_QUANTITY = 1_000_000;

/** An order's part as the form holds it and the API takes it. */
export interface OrderPartInput {
  fileId: number;
  /** How many to make: a part added to New Order starts at 1; null while the field is empty. */
  quantity: number | null;
  units: LengthUnit;
  amProcessId: number | null;
  materialId: number | null;
  partNumber: string;
  primaryUseCase: PrimaryUseCase | null;
  industryFocus: string;
  finish: string;
  notes: string;
}

/**
 * An order (New Order: every part's process and material chosen), or a quote request (Request
 * Quote's short path: files, quantities, a note and a due date; the facilities propose how).
 */
export const ORDER_KINDS = ['ORDER', 'QUOTE_REQUEST'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * The New Order fields a facility may require of its store front's customers (its RFQ
 * configuration), beyond what every order needs: an order's own fields, then a part's.
 */
export const RFQ_REQUIRABLE_FIELDS = [
  'displayTitle',
  'estimatedDeliveryDate',
  'thirdPartyOrderId',
  'notes',
  'partNumber',
  'primaryUseCase',
  'industryFocus',
] as const;
export type RfqRequirableField = (typeof RFQ_REQUIRABLE_FIELDS)[number];

/** What the store front asks of an order on submission: the fields it requires, the terms' version to accept. */
export interface StorefrontAsks {
  requiredFields: readonly RfqRequirableField[];
  /** The version of the terms and conditions in force; null when the store front has none. */
  termsVersion: number | null;
}
export const NO_ASKS: StorefrontAsks = { requiredFields: [], termsVersion: null };

/** An order's fields as the form holds them and the API takes them (dates in epoch ms). */
export interface OrderInput {
  kind: OrderKind;
  displayTitle: string;
  estimatedDeliveryDate: number | null;
  quoteDueDate: number | null;
  deliveryMethod: DeliveryMethod;
  deliveryAddressId: number | null;
  itar: boolean;
  ndaRequired: boolean;
  ndaFileId: number | null;
  distribution: Distribution;
  thirdPartyOrderId: string;
  currency: string;
  notes: string;
  parts: OrderPartInput[];
  /** The version of the store front's terms and conditions the customer accepted; null or absent: none. */
  termsVersion?: number | null;
}

/**
 * `draft`: what a saved draft must already respect (lengths, choices, quantities as given);
 * `submit`: everything an order needs before it goes to the facilities. `now` (epoch ms) is
 * the moment the quote due date must follow.
 */
export type OrderStage = 'draft' | 'submit';

const text = (max: number) => yup.string().max(max, 'orders.rule.tooLong' satisfies OrderRuleText);

export function orderSchema(stage: OrderStage, now: number, kind: OrderKind = 'ORDER', asks: StorefrontAsks = NO_ASKS) {
  const submitting = stage === 'submit';
  // A quote request leaves the how (process, material), the title and the delivery to the quotes.
  const fullOrder = submitting && kind === 'ORDER';
  const whenFullOrder = <S extends yup.Schema>(schema: S, required: (s: S) => S) => (fullOrder ? required(schema) : schema);
  const whenSubmitting = <S extends yup.Schema>(schema: S, required: (s: S) => S) => (submitting ? required(schema) : schema);
  // What the facility's RFQ configuration requires, of an order and of a quote request alike.
  const asked = (field: RfqRequirableField) => submitting && asks.requiredFields.includes(field);
  const whenAsked = (field: RfqRequirableField, schema: yup.StringSchema, message: OrderRuleText) =>
    asked(field) ? schema.required(message).matches(/\S/, message) : schema;
  const part = yup.object({
    fileId: yup.number().integer().required(),
    quantity: yup
      .number()
      .nullable()
      .required('orders.rule.quantity' satisfies OrderRuleText)
      .integer('orders.rule.quantity' satisfies OrderRuleText)
      .min(1, 'orders.rule.quantity' satisfies OrderRuleText)
      .max(MAX_PART_QUANTITY, 'orders.rule.quantity' satisfies OrderRuleText),
    units: yup
      .string()
      .oneOf(LENGTH_UNITS, 'orders.rule.choice' satisfies OrderRuleText)
      .required(),
    amProcessId: whenFullOrder(yup.number().nullable(), (s) => s.required('orders.rule.processRequired' satisfies OrderRuleText)),
    materialId: whenFullOrder(yup.number().nullable(), (s) => s.required('orders.rule.materialRequired' satisfies OrderRuleText)),
    partNumber: whenAsked('partNumber', text(100), 'orders.rule.partNumberRequired'),
    primaryUseCase: yup
      .string()
      .nullable()
      .oneOf([...PRIMARY_USE_CASES, null], 'orders.rule.choice' satisfies OrderRuleText)
      .test(
        'use-case-asked',
        'orders.rule.useCaseRequired' satisfies OrderRuleText,
        (value) => !asked('primaryUseCase') || value != null,
      ),
    industryFocus: whenAsked('industryFocus', text(100), 'orders.rule.industryRequired'),
    finish: text(100),
    notes: text(4000),
  });
  const deliveryDate = yup
    .number()
    .nullable()
    .test(
      'after-quote-due',
      'orders.rule.deliveryAfterQuoteDue' satisfies OrderRuleText,
      (value, context) => value == null || context.parent.quoteDueDate == null || value > context.parent.quoteDueDate,
    );
  return yup.object({
    kind: yup
      .string()
      .oneOf(ORDER_KINDS, 'orders.rule.choice' satisfies OrderRuleText)
      .required(),
    displayTitle:
      fullOrder || asked('displayTitle')
        ? text(200)
            .required('orders.rule.titleRequired' satisfies OrderRuleText)
            .matches(/\S/, 'orders.rule.titleRequired' satisfies OrderRuleText)
        : text(200),
    quoteDueDate: whenSubmitting(yup.number().nullable(), (s) =>
      s
        .required('orders.rule.quoteDueRequired' satisfies OrderRuleText)
        .min(now + 1, 'orders.rule.quoteDueFuture' satisfies OrderRuleText),
    ),
    estimatedDeliveryDate:
      fullOrder || asked('estimatedDeliveryDate')
        ? deliveryDate.required('orders.rule.deliveryDateRequired' satisfies OrderRuleText)
        : deliveryDate,
    deliveryMethod: yup
      .string()
      .oneOf(DELIVERY_METHODS, 'orders.rule.choice' satisfies OrderRuleText)
      .required(),
    deliveryAddressId: yup
      .number()
      .nullable()
      .test(
        'address-when-shipping',
        'orders.rule.addressRequired' satisfies OrderRuleText,
        (value, context) => !fullOrder || context.parent.deliveryMethod !== 'SHIPPING' || value != null,
      ),
    itar: yup.boolean().required(),
    ndaRequired: yup.boolean().required(),
    ndaFileId: yup
      .number()
      .nullable()
      .test(
        'nda-when-required',
        'orders.rule.ndaRequired' satisfies OrderRuleText,
        (value, context) => !submitting || !context.parent.ndaRequired || value != null,
      ),
    distribution: yup
      .string()
      .oneOf(DISTRIBUTIONS, 'orders.rule.choice' satisfies OrderRuleText)
      .required(),
    thirdPartyOrderId: whenAsked('thirdPartyOrderId', text(100), 'orders.rule.referenceRequired'),
    currency: yup
      .string()
      .matches(/^[A-Z]{3}$/, 'orders.rule.currency' satisfies OrderRuleText)
      .required(),
    notes: whenAsked('notes', text(4000), 'orders.rule.notesRequired'),
    termsVersion: yup
      .number()
      .nullable()
      .test('terms-accepted', (value, context) => {
        if (!submitting || asks.termsVersion === null) return true;
        if (value == null) return context.createError({ message: 'orders.rule.termsRequired' satisfies OrderRuleText });
        if (value !== asks.termsVersion)
          return context.createError({ message: 'orders.rule.termsChanged' satisfies OrderRuleText });
        return true;
      }),
    parts: whenSubmitting(
      yup
        .array(part)
        .max(MAX_PARTS_PER_ORDER, 'orders.rule.tooManyParts' satisfies OrderRuleText)
        .required(),
      (s) => s.min(1, 'orders.rule.partsRequired' satisfies OrderRuleText),
    ),
  });
}

/** A new delivery address (POST /api/v1/deliveryAddress, and New Order's address form). */
export interface DeliveryAddressInput {
  label: string;
  recipient: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  countryCode: string;
  /** In international form (+49…), or empty. */
  phone: string;
  isDefault: boolean;
}

/** Text that must hold more than spaces. */
const required = (max: number, message: OrderRuleText) =>
  text(max)
    .required(message)
    .test('filled', message, (value) => Boolean(value?.trim()));

export function deliveryAddressSchema() {
  return yup.object({
    label: required(120, 'orders.rule.labelRequired'),
    recipient: required(200, 'orders.rule.recipientRequired'),
    line1: required(200, 'orders.rule.streetRequired'),
    line2: text(200),
    city: required(120, 'orders.rule.cityRequired'),
    region: text(120),
    postalCode: text(20),
    // One of the countries the form offers (shared/geo lists libphonenumber-js's regions), not any two letters.
    countryCode: yup
      .string()
      .required('orders.rule.countryRequired' satisfies OrderRuleText)
      .test('country', 'orders.rule.countryRequired' satisfies OrderRuleText, (value) => isSupportedCountry(value)),
    phone: yup
      .string()
      .test('phone', 'orders.rule.phone' satisfies OrderRuleText, (value) => !value || isValidPhoneNumber(value))
      .defined(),
    isDefault: yup.boolean().required(),
  });
}

/** A broken rule: the field's path (`parts[0].quantity`), the text id and its values. */
export interface OrderProblem {
  field: string;
  text: OrderRuleText;
  values: Record<string, number>;
}

/** The values a rule's text names: the limit it enforces. */
function valuesOf(text: OrderRuleText, params: Record<string, unknown> = {}): Record<string, number> {
  if (text === 'orders.rule.quantity') return { max: MAX_PART_QUANTITY };
  return typeof params.max === 'number' ? { max: params.max } : {};
}

/** The rules the order breaks at `stage`, the first of each field, in the order of its fields. */
export function orderProblems(order: OrderInput, stage: OrderStage, now: number, asks: StorefrontAsks = NO_ASKS): OrderProblem[] {
  return problemsOf(orderSchema(stage, now, order.kind, asks), order);
}

/** The rules a new delivery address breaks, the first of each field. */
export function deliveryAddressProblems(address: DeliveryAddressInput): OrderProblem[] {
  return problemsOf(deliveryAddressSchema(), address);
}

function problemsOf(schema: yup.AnySchema, value: unknown): OrderProblem[] {
  try {
    schema.validateSync(value, { abortEarly: false, strict: true });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    // One message per field: the first rule it breaks.
    const broken = error.inner.filter((inner, i) => error.inner.findIndex((other) => other.path === inner.path) === i);
    return broken.map((inner) => {
      const text = (inner.message in ORDER_RULE_TEXTS ? inner.message : 'orders.rule.choice') as OrderRuleText;
      return { field: inner.path ?? '', text, values: valuesOf(text, inner.params) };
    });
  }
}

/** A problem's message in a language, its values written as that language writes numbers. */
export function problemText(problem: OrderProblem, language: LanguageKey = 'en_US'): string {
  const locale = language.replace('_', '-');
  return ORDER_RULE_TEXTS[problem.text][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    (problem.values[name] ?? 0).toLocaleString(locale),
  );
}
