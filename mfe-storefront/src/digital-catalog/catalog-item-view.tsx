/**
 * One catalogue item: its pictures, what it is and how it is made, its price per quantity break
 * and lead time. A customer orders it here at that price, without a quote; a facility's people
 * read it with the customers it is published to.
 */
import { Form, Formik, getIn } from 'formik';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import { addressApi, errorMessage } from 'shared/api';
import { useLanguageKey } from 'shared/i18n';
import { formatMoney, unitPriceFor } from 'shared/orders';
import {
  Button,
  ChevronLeftIcon,
  colors,
  formatDate,
  FormFailure,
  FormGrid,
  LoadFailed,
  Loading,
  Muted,
  NumberInput,
  Page,
  PageHeader,
  SelectField,
  space,
  Table,
  Textarea,
  TextField,
  Toolbar,
  useConfirm,
  useToast,
  type TableColumn,
} from 'shared/ui';
import { storefrontApi, type CatalogItem, type CustomerCatalogItem, type CustomerCatalogItemDetail } from '../api';
import { TermsAcceptance } from '../new-order/terms-acceptance';
import { useText, type Text } from '../texts';
import type { CatalogSide } from './catalog-list';

const DAY = 86_400_000;

export function CatalogItemView({ side, id, onBack }: { side: CatalogSide; id: number; onBack: () => void }) {
  const text = useText();
  const customerItem = storefrontApi.useCustomerCatalogItemQuery(id, { skip: side !== 'customer' });
  const facilityItem = storefrontApi.useFacilityCatalogItemQuery(id, { skip: side === 'customer' });
  const found = side === 'customer' ? customerItem : facilityItem;
  const back = (
    <Button variant="secondary" onClick={onBack}>
      <ChevronLeftIcon /> {text('catalog.back')}
    </Button>
  );
  if (found.isLoading) return <Loading />;
  if (!found.data) {
    return (
      <Page>
        <Toolbar>{back}</Toolbar>
        <LoadFailed title={text('catalog.itemFailed')} error={found.error} onRetry={() => void found.refetch()} />
      </Page>
    );
  }
  const item: CustomerCatalogItem & Partial<CatalogItem> = found.data;
  return (
    <Page>
      <Toolbar>{back}</Toolbar>
      <PageHeader>
        <h1>{item.name}</h1>
      </PageHeader>
      <Columns>
        <div>
          <Pictures item={item} />
          <Facts item={item} />
          {item.description && <p>{item.description}</p>}
          <Prices item={item} />
          {side !== 'customer' && (
            <p>
              {item.published
                ? text('catalog.publishedToNames', { names: (item.customers ?? []).map((c) => c.name).join(', ') })
                : text('catalog.notPublished')}
            </p>
          )}
        </div>
        {side === 'customer' && customerItem.data && <OrderForm item={customerItem.data} />}
      </Columns>
    </Page>
  );
}

function Pictures({ item }: { item: CustomerCatalogItem }) {
  const text = useText();
  const pictures = [
    ...(item.thumbnailUrl ? [{ key: 'part', url: item.thumbnailUrl }] : []),
    ...item.images.map((image) => ({ key: String(image.fileId), url: image.url })),
  ];
  if (!pictures.length) return null;
  return (
    <Gallery>
      {pictures.map((picture, index) => (
        <img key={picture.key} src={picture.url} alt={text('catalog.pictureNumber', { name: item.name, number: index + 1 })} />
      ))}
    </Gallery>
  );
}

function Facts({ item }: { item: CustomerCatalogItem }) {
  const text = useText();
  const mm = (value: number) => value.toFixed(1);
  const facts: [string, string][] = [
    [text('catalog.column.partNumber'), item.partNumber ?? '—'],
    [text('catalog.column.facility'), item.facility.name],
    [text('catalog.column.process'), item.process],
    [text('catalog.column.material'), item.material],
    [text('catalog.column.leadTime'), text('catalog.days', { count: item.leadTimeDays })],
    ...(item.dimensions
      ? [
          [text('catalog.size'), `${mm(item.dimensions.x)} × ${mm(item.dimensions.y)} × ${mm(item.dimensions.z)} mm`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(item.volume !== null ? [[text('catalog.volume'), `${(item.volume / 1000).toFixed(2)} cm³`] as [string, string]] : []),
  ];
  return (
    <FactList>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </FactList>
  );
}

function Prices({ item }: { item: CustomerCatalogItem }) {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  type Break = CustomerCatalogItem['prices'][number];
  const columns: TableColumn<Break>[] = [
    { key: 'quantity', title: text('catalog.fromQuantity'), align: 'right', value: (p) => p.minQuantity },
    {
      key: 'price',
      title: text('catalog.unitPrice'),
      align: 'right',
      value: (p) => formatMoney(p.unitPriceMinor, item.currency, locale),
    },
  ];
  return (
    <section aria-labelledby="catalog-prices">
      <h2 id="catalog-prices">{text('catalog.prices')}</h2>
      <Table label={text('catalog.prices')} columns={columns} data={item.prices} getRowId={(p) => String(p.minQuantity)} />
    </section>
  );
}

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

function OrderForm({ item }: { item: CustomerCatalogItemDetail }) {
  const text = useText();
  const toast = useToast();
  const navigate = useNavigate();
  const locale = useLanguageKey().replace('_', '-');
  const [confirm, confirmDialog] = useConfirm();
  const addresses = addressApi.useDeliveryAddressesQuery();
  const [order] = storefrontApi.useOrderFromCatalogMutation();
  const [failure, setFailure] = useState<string>();
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
    <section aria-labelledby="catalog-order">
      <h2 id="catalog-order">{text('catalog.orderTitle')}</h2>
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
          const result = await order({
            id: item.id,
            quantity,
            deliveryAddressId: Number(values.deliveryAddressId),
            title: values.title.trim(),
            notes: values.notes.trim(),
            ...(terms ? { termsVersion: values.termsVersion ?? undefined } : {}),
          });
          if ('error' in result) return setFailure(errorMessage(result.error));
          toast.success(text('catalog.ordered', { id: result.data.orderId }));
          navigate(`/order-details/${result.data.orderId}`);
        }}
      >
        {({ values, errors, touched, setFieldValue, isSubmitting }) => {
          const error = (field: string) =>
            getIn(touched, field) || isSubmitting ? (getIn(errors, field) as string | undefined) : undefined;
          const unit = values.quantity === null ? null : unitPriceFor(item.prices, values.quantity);
          return (
            <Form noValidate aria-label={text('catalog.orderTitle')}>
              <FormFailure message={failure} />
              <FormGrid>
                <NumberInput
                  label={text('catalog.quantity')}
                  value={values.quantity}
                  min={least}
                  error={error('quantity')}
                  onChange={(value) => void setFieldValue('quantity', value)}
                />
                <SelectField
                  label={text('catalog.deliveryAddress')}
                  value={values.deliveryAddressId}
                  placeholder={text('catalog.chooseAddress')}
                  options={options}
                  error={error('deliveryAddressId')}
                  onChange={(value) => void setFieldValue('deliveryAddressId', value)}
                />
                <TextField
                  label={text('catalog.orderName')}
                  placeholder={item.name}
                  value={values.title}
                  error={error('title')}
                  onChange={(event) => void setFieldValue('title', event.target.value)}
                />
              </FormGrid>
              <Textarea
                label={text('catalog.notes')}
                rows={2}
                value={values.notes}
                onChange={(event) => void setFieldValue('notes', event.target.value)}
              />
              {unit !== null && values.quantity !== null && (
                <Summary role="status">
                  {text('catalog.summary', {
                    unit: money(unit),
                    total: money(unit * values.quantity),
                    date: formatDate(Date.now() + item.leadTimeDays * DAY),
                  })}
                </Summary>
              )}
              {terms && (
                <TermsAcceptance
                  terms={terms}
                  accepted={values.termsVersion}
                  onChange={(accepted) => void setFieldValue('termsVersion', accepted)}
                  error={error('termsVersion')}
                />
              )}
              <Toolbar>
                <Button type="submit" disabled={isSubmitting}>
                  {text('catalog.orderWithoutQuote')}
                </Button>
              </Toolbar>
            </Form>
          );
        }}
      </Formik>
      {confirmDialog}
    </section>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr));
  gap: ${space(6)};
  align-items: start;
`;

const Gallery = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};

  img {
    width: 160px;
    height: 160px;
    object-fit: contain;
    border-radius: 4px;
    background: ${colors.surface};
  }
`;

const FactList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${space(2)} ${space(4)};

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Summary = styled.p`
  font-weight: 600;
`;
