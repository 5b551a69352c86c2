/**
 * New Order, step 3: the order's own fields: title, dates, delivery, export control, NDA (the
 * customer attaches its own; the store front's template offered), where it goes (distribution),
 * the customer's reference and the currency quotes come in — the destinations and currencies its
 * store front allows, the fields its RFQ configuration requires marked, its quote due period
 * proposed.
 */
import { getIn, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { AddressForm } from 'shared/addresses';
import { DELIVERY_METHODS, DISTRIBUTIONS, type DeliveryAddress, type OrderOffer } from 'shared/contracts';
import type { OrderInput, RfqRequirableField } from 'shared/orders';
import {
  addDays,
  apiFileClient,
  Button,
  DateInput,
  FormGrid,
  Muted,
  SelectField,
  space,
  startOfDay,
  Textarea,
  TextField,
} from 'shared/ui';
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
  const { values, errors, setFieldValue } = useFormikContext<OrderInput>();
  const error = (field: string) => getIn(errors, field) as string | undefined;
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
      <TextField
        label={label('newOrder.order.title', 'displayTitle')}
        value={values.displayTitle}
        error={error('displayTitle')}
        onChange={(event) => void setFieldValue('displayTitle', event.target.value)}
      />
      <FormGrid>
        <DateInput
          label={text('newOrder.order.quoteDue')}
          value={values.quoteDueDate}
          min={now}
          error={error('quoteDueDate')}
          onChange={(value) => void setFieldValue('quoteDueDate', value)}
        />
        <DateInput
          label={label('newOrder.order.deliveryDate', 'estimatedDeliveryDate')}
          value={values.estimatedDeliveryDate}
          min={values.quoteDueDate ?? now}
          error={error('estimatedDeliveryDate')}
          onChange={(value) => void setFieldValue('estimatedDeliveryDate', value)}
        />
        <SelectField
          label={text('newOrder.order.deliveryMethod')}
          value={values.deliveryMethod}
          options={DELIVERY_METHODS.map((method) => ({ value: method, label: orderText(`orders.deliveryMethod.${method}`) }))}
          onChange={(value) => void setFieldValue('deliveryMethod', value)}
        />
        {values.deliveryMethod === 'SHIPPING' && (
          <SelectField
            label={text('newOrder.order.address')}
            placeholder={text('newOrder.parts.choose')}
            value={values.deliveryAddressId ?? ''}
            options={addresses.map((address) => ({
              value: address.id,
              label: `${address.label}: ${address.line1}, ${address.city}`,
            }))}
            error={error('deliveryAddressId')}
            onChange={(value) => void setFieldValue('deliveryAddressId', value ? Number(value) : null)}
          />
        )}
        {values.deliveryMethod === 'SHIPPING' && !addingAddress && (
          <AddAddress>
            <Button variant="secondary" onClick={() => setAddingAddress(true)}>
              {text('address.add')}
            </Button>
          </AddAddress>
        )}
        <SelectField
          label={text('newOrder.order.distribution')}
          value={values.distribution}
          options={(offer?.distributions ?? DISTRIBUTIONS).map((distribution) => ({
            value: distribution,
            label: text(`newOrder.distribution.${distribution}`),
          }))}
          onChange={(value) => void setFieldValue('distribution', value)}
        />
        <SelectField
          label={text('newOrder.order.currency')}
          value={values.currency}
          options={(offer?.currencies ?? [values.currency]).map((currency) => ({ value: currency, label: currency }))}
          disabled={(offer?.currencies.length ?? 1) < 2}
          error={error('currency')}
          onChange={(value) => void setFieldValue('currency', value)}
        />
        <TextField
          label={label('newOrder.order.thirdPartyId', 'thirdPartyOrderId')}
          value={values.thirdPartyOrderId}
          error={error('thirdPartyOrderId')}
          onChange={(event) => void setFieldValue('thirdPartyOrderId', event.target.value)}
        />
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
      {offer?.itarEnabled !== false && (
        <Check>
          <input type="checkbox" checked={values.itar} onChange={(event) => void setFieldValue('itar', event.target.checked)} />
          {text('newOrder.order.itar')}
        </Check>
      )}
      <Check>
        <input
          type="checkbox"
          checked={values.ndaRequired}
          onChange={(event) => void setFieldValue('ndaRequired', event.target.checked)}
        />
        {text('newOrder.order.ndaRequired')}
      </Check>
      {values.ndaRequired && (
        <NdaField label={text('newOrder.order.nda')} error={error('ndaFileId') ?? ndaState.failed}>
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
      <Textarea
        label={label('newOrder.order.notes', 'notes')}
        rows={3}
        value={values.notes}
        error={error('notes')}
        onChange={(event) => void setFieldValue('notes', event.target.value)}
      />
    </Fields>
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
