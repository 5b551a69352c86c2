/**
 * Ordering a catalogue item without a quote: how many (at least its first quantity break), where
 * it goes, a name and notes, and the facility's terms where it has them; the price and delivery
 * date follow the quantity, and the order is placed once the customer confirms the total.
 */
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import { addressApi, useServerCall } from 'shared/api';
import { FormButtons, FormNumberField, FormSelectField, FormTextarea, FormTextField, useFormField } from 'shared/forms';
import { useLanguageKey } from 'shared/i18n';
import { formatMoney, unitPriceFor } from 'shared/orders';
import { formatDate, FormFailure, FormGrid, Loading, Muted, Section, useConfirm, useToast } from 'shared/ui';
import { storefrontApi, type CustomerCatalogItemDetail } from '../api';
import { TermsAcceptance } from '../new-order/terms-acceptance';
import { useText, type Text } from '../texts';

const DAY = 86_400_000;

interface OrderValues {
  quantity: number | null;
  deliveryAddressId: string;
  title: string;
  notes: string;
  /** The version of the facility's terms ticked; null: not accepted. */
  termsVersion: number | null;
}

const orderSchema = (text: Text, least: number, termsVersion: number | null) =>
  yup.object({
    quantity: yup
      .number()
      .nullable()
      .required(text('catalog.quantityRequired'))
      .integer(text('catalog.quantityWhole'))
      .min(least, text('catalog.quantityLeast', { count: least })),
    deliveryAddressId: yup.string().required(text('catalog.addressRequired')),
    title: yup.string().max(200),
    notes: yup.string().max(4000),
    termsVersion: yup
      .number()
      .nullable()
      .test('accepted', text('catalog.termsRequired'), (value) => termsVersion === null || value === termsVersion),
  });

export function CatalogOrderForm({ item }: { item: CustomerCatalogItemDetail }) {
  const text = useText();
  const toast = useToast();
  const navigate = useNavigate();
  const locale = useLanguageKey().replace('_', '-');
  const [confirm, confirmDialog] = useConfirm();
  const addresses = addressApi.useDeliveryAddressesQuery();
  const [order] = storefrontApi.useOrderFromCatalogMutation();
  const { failure, setFailure, run } = useServerCall();
  const least = item.prices[0]?.minQuantity ?? 1;
  const terms = item.terms;
  const validationSchema = useMemo(() => orderSchema(text, least, terms?.version ?? null), [text, least, terms]);
  const money = (minor: number) => formatMoney(minor, item.currency, locale);
  const options = (addresses.data ?? []).map((address) => ({
    value: String(address.id),
    label: `${address.label}: ${address.line1}, ${address.city}`,
  }));
  const initial: OrderValues = {
    quantity: least,
    deliveryAddressId: String((addresses.data ?? []).find((a) => a.isDefault)?.id ?? addresses.data?.[0]?.id ?? ''),
    title: '',
    notes: '',
    termsVersion: null,
  };
  if (addresses.isLoading) return <Loading />;
  return (
    <Section title={text('catalog.orderTitle')}>
      <Muted>{text('catalog.orderIntro')}</Muted>
      <Formik<OrderValues>
        initialValues={initial}
        validationSchema={validationSchema}
        onSubmit={async (values) => {
          setFailure(undefined);
          const quantity = values.quantity!;
          const total = money(unitPriceFor(item.prices, quantity)! * quantity);
          const ok = await confirm({
            title: text('catalog.confirmTitle'),
            text: text('catalog.confirmMessage', { quantity, name: item.name, total, facility: item.facility.name }),
            confirmText: text('catalog.placeOrder'),
          });
          if (!ok) return;
          await run(async () => {
            const { orderId } = await order({
              id: item.id,
              quantity,
              deliveryAddressId: Number(values.deliveryAddressId),
              title: values.title.trim(),
              notes: values.notes.trim(),
              ...(terms ? { termsVersion: values.termsVersion ?? undefined } : {}),
            }).unwrap();
            toast.success(text('catalog.ordered', { id: orderId }));
            navigate(`/order-details/${orderId}`);
          });
        }}
      >
        {({ values }) => {
          const unit = values.quantity === null ? null : unitPriceFor(item.prices, values.quantity);
          return (
            <Form noValidate aria-label={text('catalog.orderTitle')}>
              <FormFailure message={failure} />
              <FormGrid>
                <FormNumberField name="quantity" label={text('catalog.quantity')} min={least} />
                <FormSelectField
                  name="deliveryAddressId"
                  label={text('catalog.deliveryAddress')}
                  placeholder={text('catalog.chooseAddress')}
                  options={options}
                />
                <FormTextField name="title" label={text('catalog.orderName')} placeholder={item.name} />
              </FormGrid>
              <FormTextarea name="notes" label={text('catalog.notes')} rows={2} />
              {unit !== null && values.quantity !== null && (
                <Summary role="status">
                  {text('catalog.summary', {
                    unit: money(unit),
                    total: money(unit * values.quantity),
                    date: formatDate(Date.now() + item.leadTimeDays * DAY),
                  })}
                </Summary>
              )}
              {terms && <Terms terms={terms} />}
              <FormButtons submit={text('catalog.orderWithoutQuote')} />
            </Form>
          );
        }}
      </Formik>
      {confirmDialog}
    </Section>
  );
}

/** The facility's terms, accepted by the version read. */
function Terms({ terms }: { terms: NonNullable<CustomerCatalogItemDetail['terms']> }) {
  const accepted = useFormField<number | null>('termsVersion');
  return <TermsAcceptance terms={terms} accepted={accepted.value} onChange={accepted.set} error={accepted.error} />;
}

const Summary = styled.p`
  font-weight: 600;
`;
