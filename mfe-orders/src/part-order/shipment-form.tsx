/**
 * A shipment of the order: how many of each part that passed inspection and is not shipped yet
 * (partial shipments allowed), carrier, service, tracking number, ship date and one or more
 * packages with weight and dimensions. It goes to the order's delivery address; the customer is
 * mailed the tracking number.
 */
import { FieldArray, Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { fulfilmentApi, useServerCall, type PartProgress } from 'shared/api';
import * as yup from 'yup';
import { FormButtons, FormDateField, FormNumberField, FormTextField } from 'shared/forms';
import { Button, FormFailure, FormGrid, Panel } from 'shared/ui';
import { useText, type Text } from '../texts';

interface PackageValues {
  weightKg: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
}
interface ShipmentValues {
  /** Pieces to ship per part (order part id → count). */
  quantities: Record<number, number | null>;
  carrier: string;
  service: string;
  trackingNumber: string;
  shipDate: number | null;
  packages: PackageValues[];
}

const emptyPackage: PackageValues = { weightKg: null, lengthMm: null, widthMm: null, heightMm: null };

function schema(text: Text, parts: PartProgress[]) {
  const size = yup.number().nullable().required(text('shipment.sizeRequired')).integer().min(1, text('shipment.sizeRequired'));
  return yup.object({
    quantities: yup
      .object(
        Object.fromEntries(
          parts.map((part) => [
            part.rfqFileId,
            yup
              .number()
              .nullable()
              .integer()
              .min(0, text('inspection.notNegative'))
              .max(part.toShip, text('shipment.tooMany', { count: part.toShip })),
          ]),
        ),
      )
      .test('some', text('shipment.nothing'), (quantities) =>
        Object.values(quantities ?? {}).some((value) => typeof value === 'number' && value > 0),
      ),
    carrier: yup.string().trim().required(text('shipment.carrierRequired')).max(100),
    service: yup.string().max(100),
    trackingNumber: yup.string().trim().required(text('shipment.trackingRequired')).max(100),
    shipDate: yup.number().nullable().required(text('shipment.dateRequired')),
    packages: yup.array(
      yup.object({
        weightKg: yup.number().nullable().required(text('shipment.weightRequired')).moreThan(0, text('shipment.weightRequired')),
        lengthMm: size,
        widthMm: size,
        heightMm: size,
      }),
    ),
  });
}

export function ShipmentForm({ orderId, parts }: { orderId: number; parts: PartProgress[] }) {
  const text = useText();
  const [ship] = fulfilmentApi.useShipMutation();
  const { failure, run } = useServerCall();
  const [today] = useState(() => Date.now());
  const shippable = useMemo(() => parts.filter((part) => part.toShip > 0), [parts]);
  const validationSchema = useMemo(() => schema(text, shippable), [text, shippable]);
  // Everything that may ship, by default; a new reading of the order (after a shipment) starts afresh.
  const initial = useMemo<ShipmentValues>(
    () => ({
      quantities: Object.fromEntries(shippable.map((part) => [part.rfqFileId, part.toShip])),
      carrier: '',
      service: '',
      trackingNumber: '',
      shipDate: today,
      packages: [emptyPackage],
    }),
    [shippable, today],
  );
  return (
    <Formik<ShipmentValues>
      initialValues={initial}
      enableReinitialize
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        await run(() =>
          ship({
            orderId,
            shipment: {
              lines: shippable
                .map((part) => ({ rfqFileId: part.rfqFileId, quantity: values.quantities[part.rfqFileId] ?? 0 }))
                .filter((line) => line.quantity > 0),
              packages: values.packages.map((pack) => ({
                weightGrams: Math.round((pack.weightKg ?? 0) * 1000),
                lengthMm: pack.lengthMm ?? 0,
                widthMm: pack.widthMm ?? 0,
                heightMm: pack.heightMm ?? 0,
              })),
              carrier: values.carrier.trim(),
              service: values.service.trim(),
              trackingNumber: values.trackingNumber.trim(),
              shipDate: values.shipDate ?? today,
            },
          }).unwrap(),
        );
      }}
    >
      {({ values, errors, submitCount }) => (
        <Form noValidate aria-label={text('shipment.form')}>
          <FormFailure message={failure} />
          {submitCount > 0 && typeof errors.quantities === 'string' && (
            <div role="alert">
              <Panel title={errors.quantities} tone="danger" />
            </div>
          )}
          <FormGrid>
            {shippable.map((part) => (
              <FormNumberField
                key={part.rfqFileId}
                name={`quantities.${part.rfqFileId}`}
                label={text('shipment.quantity', { part: part.fileName, count: part.toShip })}
                min={0}
                max={part.toShip}
              />
            ))}
            <FormTextField name="carrier" label={text('shipment.carrier')} />
            <FormTextField name="service" label={text('shipment.service')} />
            <FormTextField name="trackingNumber" label={text('shipment.tracking')} />
            <FormDateField name="shipDate" label={text('shipment.date')} />
          </FormGrid>
          <FieldArray name="packages">
            {({ push, remove }) => (
              <>
                {values.packages.map((_, index) => (
                  <fieldset key={index}>
                    <legend>{text('shipment.package', { number: index + 1 })}</legend>
                    <FormGrid>
                      {(['weightKg', 'lengthMm', 'widthMm', 'heightMm'] as const).map((field) => (
                        <FormNumberField
                          key={field}
                          name={`packages.${index}.${field}`}
                          label={text(`shipment.${field}`)}
                          min={0}
                          step={field === 'weightKg' ? '0.01' : '1'}
                        />
                      ))}
                    </FormGrid>
                    {values.packages.length > 1 && (
                      <Button variant="secondary" size="sm" onClick={() => remove(index)}>
                        {text('shipment.removePackage', { number: index + 1 })}
                      </Button>
                    )}
                  </fieldset>
                ))}
                <Button variant="secondary" size="sm" onClick={() => push(emptyPackage)}>
                  {text('shipment.addPackage')}
                </Button>
              </>
            )}
          </FieldArray>
          <FormButtons submit={text('shipment.ship')} />
        </Form>
      )}
    </Formik>
  );
}
