/**
 * New Order, step 3: the order's own fields: title, dates, delivery, export control, NDA (the
 * customer attaches its own; the store front's template offered), where it goes (distribution),
 * the customer's reference and the currency quotes come in — the destinations and currencies its
 * store front allows, the fields its RFQ configuration requires marked, its quote due period
 * proposed.
 */
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { AddressForm } from 'shared/addresses';
import { DELIVERY_METHODS, DISTRIBUTIONS, type DeliveryAddress, type OrderOffer } from 'shared/contracts';
import type { OrderInput, RfqRequirableField } from 'shared/orders';
import { FormDateField, FormSelectField, FormTextarea, FormTextField, useFormField } from 'shared/forms';
import { addDays, apiFileClient, Button, FormGrid, Muted, space, startOfDay } from 'shared/ui';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import { useText } from '../texts';
import { ErrorText } from './files-step';

export interface OrderStepProps {
  addresses: DeliveryAddress[];
  offer: OrderOffer | undefined;
  now: number;
  /** The name of the NDA file attached (when the order has one). */
  ndaName: string | undefined;
  onNdaAttached: (file: { id: number; fileName: string }) => void;
}

export function OrderStep({ addresses, offer, now, ndaName, onNdaAttached }: OrderStepProps) {
  const text = useText();
  const orderText = useTexts(ORDER_STATUS_TEXTS);
  const { values, setFieldValue } = useFormikContext<OrderInput>();
  const ndaError = useFormField<number | null>('ndaFileId').error;
  const [ndaState, setNdaState] = useState<{ uploading: boolean; failed?: string }>({ uploading: false });
  const [addingAddress, setAddingAddress] = useState(false);
  const asked = (field: RfqRequirableField) => offer?.requiredFields.includes(field) ?? false;
  const label = (key: Parameters<typeof text>[0], field: RfqRequirableField) =>
    asked(field) ? text('newOrder.required', { label: text(key) }) : text(key);
  // A new order's quote due date is proposed once, as far ahead as the store front says.
  const proposed = useRef(values.quoteDueDate !== null);
  useEffect(() => {
    if (!offer || proposed.current) return;
    proposed.current = true;
    void setFieldValue('quoteDueDate', addDays(startOfDay(now), offer.quoteDueDays));
  }, [offer, now, setFieldValue]);
  const ndaTemplate = useMemo(
    () => (offer?.ndaTemplate ? URL.createObjectURL(new Blob([offer.ndaTemplate], { type: 'text/plain' })) : undefined),
    [offer?.ndaTemplate],
  );
  useEffect(
    () => () => {
      if (ndaTemplate) URL.revokeObjectURL(ndaTemplate);
    },
    [ndaTemplate],
  );
  // What the store front allows: a currency or destination it does not offer becomes its default.
  useEffect(() => {
    if (offer && !offer.currencies.includes(values.currency)) void setFieldValue('currency', offer.defaultCurrency);
    if (offer && !offer.distributions.includes(values.distribution)) void setFieldValue('distribution', offer.distributions[0]);
    if (offer && !offer.itarEnabled && values.itar) void setFieldValue('itar', false);
  }, [offer, values.currency, values.distribution, values.itar, setFieldValue]);

  const attachNda = async (file: File) => {
    setNdaState({ uploading: true });
    try {
      const stored = await apiFileClient.upload(file);
      onNdaAttached(stored);
      setNdaState({ uploading: false });
    } catch (failure) {
      setNdaState({ uploading: false, failed: errorMessage(failure) });
    }
  };

  return (
    <Fields>
      <FormTextField name="displayTitle" label={label('newOrder.order.title', 'displayTitle')} />
      <FormGrid>
        <FormDateField name="quoteDueDate" label={text('newOrder.order.quoteDue')} min={now} />
        <FormDateField
          name="estimatedDeliveryDate"
          label={label('newOrder.order.deliveryDate', 'estimatedDeliveryDate')}
          min={values.quoteDueDate ?? now}
        />
        <FormSelectField
          name="deliveryMethod"
          label={text('newOrder.order.deliveryMethod')}
          options={DELIVERY_METHODS.map((method) => ({ value: method, label: orderText(`orders.deliveryMethod.${method}`) }))}
        />
        {values.deliveryMethod === 'SHIPPING' && (
          <FormSelectField<number>
            nullable
            name="deliveryAddressId"
            label={text('newOrder.order.address')}
            placeholder={text('newOrder.parts.choose')}
            options={addresses.map((address) => ({
              value: address.id,
              label: `${address.label}: ${address.line1}, ${address.city}`,
            }))}
            parse={Number}
          />
        )}
        {values.deliveryMethod === 'SHIPPING' && !addingAddress && (
          <AddAddress>
            <Button variant="secondary" onClick={() => setAddingAddress(true)}>
              {text('address.add')}
            </Button>
          </AddAddress>
        )}
        <FormSelectField
          name="distribution"
          label={text('newOrder.order.distribution')}
          options={(offer?.distributions ?? DISTRIBUTIONS).map((distribution) => ({
            value: distribution,
            label: text(`newOrder.distribution.${distribution}`),
          }))}
        />
        <FormSelectField
          name="currency"
          label={text('newOrder.order.currency')}
          options={(offer?.currencies ?? [values.currency]).map((currency) => ({ value: currency, label: currency }))}
          disabled={(offer?.currencies.length ?? 1) < 2}
        />
        <FormTextField name="thirdPartyOrderId" label={label('newOrder.order.thirdPartyId', 'thirdPartyOrderId')} />
      </FormGrid>
      {values.deliveryMethod === 'SHIPPING' && addingAddress && (
        <AddressForm
          onSaved={(address) => {
            void setFieldValue('deliveryAddressId', address.id);
            setAddingAddress(false);
          }}
          onCancel={() => setAddingAddress(false)}
        />
      )}
      {offer && (
        <Muted role="status">
          {offer.facilityCount === 0
            ? text('newOrder.order.reachesNone')
            : offer.multiRfq || offer.facilityCount === 1
              ? text('newOrder.order.reaches', { count: offer.facilityCount })
              : text('newOrder.order.reachesOne', { count: offer.facilityCount })}
        </Muted>
      )}
      {offer?.itarEnabled !== false && <CheckField name="itar">{text('newOrder.order.itar')}</CheckField>}
      <CheckField name="ndaRequired">{text('newOrder.order.ndaRequired')}</CheckField>
      {values.ndaRequired && (
        <NdaField label={text('newOrder.order.nda')} error={ndaError ?? ndaState.failed}>
          <input
            type="file"
            accept=".pdf,.png,.jpg"
            aria-label={text('newOrder.order.nda')}
            disabled={ndaState.uploading}
            aria-describedby="nda-attached"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void attachNda(file);
            }}
          />
          {ndaTemplate && (
            <a href={ndaTemplate} download="nda-template.txt">
              {text('newOrder.order.ndaTemplateDownload')}
            </a>
          )}
          <Muted id="nda-attached" role="status">
            {ndaState.uploading
              ? text('newOrder.order.ndaUploading')
              : ndaName
                ? text('newOrder.order.ndaAttached', { name: ndaName })
                : text('newOrder.order.ndaNone')}
          </Muted>
        </NdaField>
      )}
      <FormTextarea name="notes" label={label('newOrder.order.notes', 'notes')} rows={3} />
    </Fields>
  );
}

/** A yes-or-no of the order (ITAR, NDA required). */
function CheckField({ name, children }: { name: 'itar' | 'ndaRequired'; children: ReactNode }) {
  const field = useFormField<boolean>(name);
  return (
    <Check>
      <input type="checkbox" checked={field.value} onChange={(event) => field.set(event.target.checked)} />
      {children}
    </Check>
  );
}

function NdaField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{label}</legend>
      {children}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </fieldset>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${space(4)};
  fieldset {
    display: grid;
    gap: ${space(2)};
    border: 0;
    padding: 0;
    margin: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: ${space(2)};
  }
`;

const Check = styled.label`
  display: flex;
  gap: ${space(2)};
  align-items: center;
`;

const AddAddress = styled.div`
  display: flex;
  align-items: end;
`;
