/**
 * New Order's values: the order's fields as the API takes them (shared/orders OrderInput), and
 * which step each field belongs to, so a step shows its own broken rules before the customer
 * moves on. The rules themselves are shared/orders', the server's too.
 */
import { setIn, type FormikErrors } from 'formik';
import type { LanguageKey } from 'shared/texts';
import type { DeliveryAddress, OrderDetails } from 'shared/contracts';
import { orderProblems, problemText, type OrderInput, type OrderPartInput, type StorefrontAsks } from 'shared/orders';

/** The steps of New Order, in order. */
export const STEPS = ['files', 'parts', 'order', 'review'] as const;
export type StepName = (typeof STEPS)[number];

/** A part as it joins the order: one piece in millimetres, the rest for the customer to choose. */
export function newPart(fileId: number): OrderPartInput {
  return {
    fileId,
    quantity: 1,
    units: 'MM',
    amProcessId: null,
    materialId: null,
    partNumber: '',
    primaryUseCase: null,
    industryFocus: '',
    finish: '',
    notes: '',
  };
}

/** An empty order (or quote request), shipped to the company's default address in its currency. */
export function newOrderValues(addresses: DeliveryAddress[], kind: OrderInput['kind'] = 'ORDER', currency = 'USD'): OrderInput {
  return {
    kind,
    displayTitle: '',
    estimatedDeliveryDate: null,
    quoteDueDate: null,
    deliveryMethod: 'SHIPPING',
    deliveryAddressId: (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null,
    itar: false,
    ndaRequired: false,
    ndaFileId: null,
    distribution: 'APPROVED_VENDORS',
    thirdPartyOrderId: '',
    currency,
    notes: '',
    parts: [],
    termsVersion: null,
  };
}

/** A saved draft's values, to carry on with it. */
export function draftValues(order: OrderDetails): OrderInput {
  return {
    kind: order.kind,
    displayTitle: order.displayTitle,
    estimatedDeliveryDate: order.estimatedDeliveryDate,
    quoteDueDate: order.quoteDueDate,
    deliveryMethod: order.deliveryMethod,
    deliveryAddressId: order.deliveryAddress?.id ?? null,
    itar: order.itar,
    ndaRequired: order.ndaRequired,
    ndaFileId: order.ndaFile?.id ?? null,
    distribution: order.distribution,
    thirdPartyOrderId: order.thirdPartyOrderId ?? '',
    currency: order.currency,
    notes: order.notes,
    termsVersion: order.termsVersion,
    parts: order.parts.map((part) => ({
      fileId: part.fileId!,
      quantity: part.quantity,
      units: part.units,
      amProcessId: part.amProcess?.id ?? null,
      materialId: part.material?.id ?? null,
      partNumber: part.partNumber ?? '',
      primaryUseCase: (part.primaryUseCase as OrderPartInput['primaryUseCase']) ?? null,
      industryFocus: part.industryFocus ?? '',
      finish: part.finish ?? '',
      notes: part.notes,
    })),
  };
}

/** The step a field (`parts[0].quantity`, `quoteDueDate`) is filled in on; the terms are accepted on the review. */
const stepOf = (field: string): StepName =>
  field === 'parts' ? 'files' : field.startsWith('parts') ? 'parts' : field === 'termsVersion' ? 'review' : 'order';

/**
 * The broken rules of the steps up to `through`, as formik errors in the user's language: those
 * of a complete order (they include a draft's) with what the store front asks, on the steps the
 * customer has been through.
 */
export function stepErrors(
  values: OrderInput,
  through: StepName,
  now: number,
  language: LanguageKey,
  asks?: StorefrontAsks,
): FormikErrors<OrderInput> {
  const done = STEPS.slice(0, STEPS.indexOf(through) + 1);
  let errors: FormikErrors<OrderInput> = {};
  for (const problem of orderProblems(values, 'submit', now, asks)) {
    if (done.includes(stepOf(problem.field))) errors = setIn(errors, problem.field, problemText(problem, language));
  }
  return errors;
}

/** The first step that shows an error, to go back to. */
export function firstStepWithErrors(errors: FormikErrors<OrderInput>): StepName | undefined {
  const steps: StepName[] = Object.entries(errors).map(([key, value]) =>
    key === 'parts' ? (typeof value === 'string' ? 'files' : 'parts') : stepOf(key),
  );
  return STEPS.find((step) => steps.includes(step));
}
