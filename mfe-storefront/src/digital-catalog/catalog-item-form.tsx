/**
 * A facility's editor keeps a catalogue item: what it is, the part file it is made from (one of
 * the facility's verified part files, or one uploaded here and verified), process, material, lead
 * time, price per quantity break, pictures, the customers it is published to, and whether it is
 * published. The server checks everything again; a change someone saved meanwhile is refused.
 */
import { FieldArray, Form, Formik, getIn } from 'formik';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { errorMessage, referenceApi } from 'shared/api';
import { fromMinor, toMinor } from 'shared/orders';
import {
  apiFileClient,
  Button,
  CheckboxGroup,
  FileUpload,
  FormFailure,
  FormGrid,
  LoadFailed,
  Loading,
  NumberInput,
  Page,
  PageHeader,
  SelectField,
  space,
  Textarea,
  TextField,
  Toolbar,
  UnsavedChangesGuard,
  useToast,
} from 'shared/ui';
import { storefrontApi, type CatalogItem } from '../api';
import { Thumbnail } from '../part-inventory/part-inventory-page';
import { useText, type Text } from '../texts';

interface PriceRow {
  minQuantity: number | null;
  /** In the currency's major unit, as typed. */
  unitPrice: number | null;
}

interface ItemValues {
  name: string;
  partNumber: string;
  description: string;
  fileId: string;
  amProcessId: string;
  materialId: string;
  leadTimeDays: number | null;
  currency: string;
  prices: PriceRow[];
  images: { fileId: number; url: string }[];
  newImages: File[];
  customerIds: number[];
  published: boolean;
}

const CURRENCIES = Intl.supportedValuesOf('currency');

const valuesOf = (item: CatalogItem | undefined): ItemValues => ({
  name: item?.name ?? '',
  partNumber: item?.partNumber ?? '',
  description: item?.description ?? '',
  fileId: item ? String(item.fileId) : '',
  amProcessId: item ? String(item.amProcessId) : '',
  materialId: item ? String(item.materialId) : '',
  leadTimeDays: item?.leadTimeDays ?? null,
  currency: item?.currency ?? 'USD',
  prices: item
    ? item.prices.map((p) => ({ minQuantity: p.minQuantity, unitPrice: fromMinor(p.unitPriceMinor, item.currency) }))
    : [{ minQuantity: 1, unitPrice: null }],
  images: item?.images ?? [],
  newImages: [],
  customerIds: item?.customers.map((c) => c.id) ?? [],
  published: item?.published ?? false,
});

const itemSchema = (text: Text) =>
  yup.object({
    name: yup.string().trim().required(text('catalog.nameRequired')).max(200),
    partNumber: yup.string().max(100),
    description: yup.string().max(4000),
    fileId: yup.string().required(text('catalog.fileRequired')),
    amProcessId: yup.string().required(text('catalog.processRequired')),
    materialId: yup.string().required(text('catalog.materialRequired')),
    leadTimeDays: yup
      .number()
      .nullable()
      .required(text('catalog.leadTimeRequired'))
      .integer(text('catalog.leadTimeRequired'))
      .min(1, text('catalog.leadTimeRequired'))
      .max(365, text('catalog.leadTimeRequired')),
    prices: yup
      .array(
        yup.object({
          minQuantity: yup
            .number()
            .nullable()
            .required(text('catalog.breakQuantityRequired'))
            .integer(text('catalog.breakQuantityRequired'))
            .min(1, text('catalog.breakQuantityRequired')),
          unitPrice: yup
            .number()
            .nullable()
            .required(text('catalog.breakPriceRequired'))
            .moreThan(0, text('catalog.breakPriceRequired')),
        }),
      )
      .min(1)
      .test('distinct', text('catalog.breaksDistinct'), (prices) => {
        const quantities = (prices ?? []).map((p) => p.minQuantity).filter((q) => q !== null && q !== undefined);
        return new Set(quantities).size === quantities.length;
      }),
    customerIds: yup.array(yup.number()).test('published-to', text('catalog.customersRequired'), function (ids) {
      return !(this.parent as ItemValues).published || (ids ?? []).length > 0;
    }),
  });

export function CatalogItemForm({ id, onDone }: { id?: number; onDone: () => void }) {
  const text = useText();
  const found = storefrontApi.useFacilityCatalogItemQuery(id ?? 0, { skip: id === undefined });
  if (id !== undefined && found.isLoading) return <Loading />;
  if (id !== undefined && !found.data) {
    return (
      <Page>
        <LoadFailed title={text('catalog.itemFailed')} error={found.error} onRetry={() => void found.refetch()} />
      </Page>
    );
  }
  return <ItemEditor item={found.data} onDone={onDone} />;
}

function ItemEditor({ item, onDone }: { item: CatalogItem | undefined; onDone: () => void }) {
  const text = useText();
  const toast = useToast();
  const [save] = storefrontApi.useSaveCatalogItemMutation();
  const [failure, setFailure] = useState<string>();
  const processes = referenceApi.useProcessesQuery().data ?? [];
  const materials = referenceApi.useCatalogueMaterialsQuery().data ?? [];
  const customers = storefrontApi.useCatalogCustomersQuery().data ?? [];
  const files = storefrontApi.usePartFilesQuery({ offset: 0, limit: 100 });
  const [uploaded, setUploaded] = useState<{ id: number; fileName: string }[]>([]);
  const validationSchema = useMemo(() => itemSchema(text), [text]);
  const initialValues = useMemo(() => valuesOf(item), [item]);
  // The facility's verified part files (pictures and documents are not part files).
  const partFiles = [...uploaded, ...(files.data?.files ?? []).filter((f) => f.verified && !uploaded.some((u) => u.id === f.id))];
  if (item && !partFiles.some((f) => f.id === item.fileId)) partFiles.unshift({ id: item.fileId, fileName: item.fileName });

  return (
    <Page>
      <PageHeader>
        <h1>{item ? text('catalog.editTitle', { name: item.name }) : text('catalog.newTitle')}</h1>
      </PageHeader>
      <Formik<ItemValues>
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={async (values, { resetForm }) => {
          setFailure(undefined);
          try {
            // New pictures are the facility's own files, uploaded first and then named by the item.
            const added = [];
            for (const image of values.newImages) added.push((await apiFileClient.upload(image)).id);
            const saved = await save({
              id: item?.id,
              item: {
                name: values.name.trim(),
                partNumber: values.partNumber.trim(),
                description: values.description.trim(),
                fileId: Number(values.fileId),
                amProcessId: Number(values.amProcessId),
                materialId: Number(values.materialId),
                leadTimeDays: values.leadTimeDays!,
                currency: values.currency,
                prices: values.prices
                  .map((p) => ({ minQuantity: p.minQuantity!, unitPriceMinor: toMinor(p.unitPrice!, values.currency) }))
                  .sort((a, b) => a.minQuantity - b.minQuantity),
                imageFileIds: [...values.images.map((image) => image.fileId), ...added],
                customerIds: values.customerIds,
                published: values.published,
                ...(item ? { updatedAt: item.updatedAt } : {}),
              },
            }).unwrap();
            resetForm({ values });
            toast.success(text('catalog.saved', { name: saved.name }));
            onDone();
          } catch (error) {
            setFailure(errorMessage(error));
          }
        }}
      >
        {({ values, errors, touched, setFieldValue, isSubmitting, dirty }) => {
          const error = (field: string) => {
            const message = getIn(errors, field) as unknown;
            return (getIn(touched, field) || isSubmitting) && typeof message === 'string' ? message : undefined;
          };
          return (
            <Form noValidate aria-label={text('catalog.itemForm')}>
              <UnsavedChangesGuard when={dirty && !isSubmitting} />
              <FormFailure message={failure} />
              <FormGrid>
                <TextField
                  label={text('catalog.name')}
                  value={values.name}
                  error={error('name')}
                  onChange={(event) => void setFieldValue('name', event.target.value)}
                />
                <TextField
                  label={text('catalog.column.partNumber')}
                  value={values.partNumber}
                  error={error('partNumber')}
                  onChange={(event) => void setFieldValue('partNumber', event.target.value)}
                />
                <SelectField
                  label={text('catalog.partFile')}
                  value={values.fileId}
                  placeholder={text('catalog.choose')}
                  options={partFiles.map((f) => ({
                    value: String(f.id),
                    label: text('catalog.fileOption', { id: f.id, name: f.fileName }),
                  }))}
                  error={error('fileId')}
                  onChange={(value) => void setFieldValue('fileId', value)}
                />
                <SelectField
                  label={text('catalog.process')}
                  value={values.amProcessId}
                  placeholder={text('catalog.choose')}
                  options={processes.map((p) => ({ value: String(p.id), label: p.displayName }))}
                  error={error('amProcessId')}
                  onChange={(value) => void setFieldValue('amProcessId', value)}
                />
                <SelectField
                  label={text('catalog.material')}
                  value={values.materialId}
                  placeholder={text('catalog.choose')}
                  options={materials.map((m) => ({ value: String(m.id), label: m.name }))}
                  error={error('materialId')}
                  onChange={(value) => void setFieldValue('materialId', value)}
                />
                <NumberInput
                  label={text('catalog.leadTimeDays')}
                  value={values.leadTimeDays}
                  min={1}
                  max={365}
                  error={error('leadTimeDays')}
                  onChange={(value) => void setFieldValue('leadTimeDays', value)}
                />
                <SelectField
                  label={text('catalog.currency')}
                  value={values.currency}
                  options={CURRENCIES.map((code) => ({ value: code, label: code }))}
                  onChange={(value) => void setFieldValue('currency', value)}
                />
              </FormGrid>
              <Textarea
                label={text('catalog.description')}
                rows={3}
                value={values.description}
                onChange={(event) => void setFieldValue('description', event.target.value)}
              />
              <FileUpload
                label={text('catalog.uploadPart')}
                onProcessed={(outcome) => {
                  setUploaded((files) => [{ id: outcome.file.id, fileName: outcome.file.fileName }, ...files]);
                  void setFieldValue('fileId', String(outcome.file.id));
                }}
              />

              <fieldset>
                <legend>{text('catalog.prices')}</legend>
                <FieldArray name="prices">
                  {({ push, remove }) => (
                    <>
                      {values.prices.map((_price, index) => (
                        <BreakRow key={index}>
                          <NumberInput
                            label={text('catalog.breakQuantity', { number: index + 1 })}
                            value={values.prices[index]!.minQuantity}
                            min={1}
                            error={error(`prices.${index}.minQuantity`)}
                            onChange={(value) => void setFieldValue(`prices.${index}.minQuantity`, value)}
                          />
                          <NumberInput
                            label={text('catalog.breakPrice', { number: index + 1, currency: values.currency })}
                            value={values.prices[index]!.unitPrice}
                            min={0}
                            step="0.01"
                            error={error(`prices.${index}.unitPrice`)}
                            onChange={(value) => void setFieldValue(`prices.${index}.unitPrice`, value)}
                          />
                          {values.prices.length > 1 && (
                            <Button variant="link" onClick={() => remove(index)}>
                              {text('catalog.removeBreak', { number: index + 1 })}
                            </Button>
                          )}
                        </BreakRow>
                      ))}
                      {error('prices') && <p role="alert">{error('prices')}</p>}
                      {values.prices.length < 10 && (
                        <Button variant="secondary" onClick={() => push({ minQuantity: null, unitPrice: null })}>
                          {text('catalog.addBreak')}
                        </Button>
                      )}
                    </>
                  )}
                </FieldArray>
              </fieldset>

              <fieldset>
                <legend>{text('catalog.images')}</legend>
                <Pictures>
                  {values.images.map((image, index) => (
                    <figure key={image.fileId}>
                      <Thumbnail src={image.url} alt={text('catalog.pictureNumber', { name: values.name, number: index + 1 })} />
                      <Button
                        variant="link"
                        onClick={() =>
                          void setFieldValue(
                            'images',
                            values.images.filter((one) => one.fileId !== image.fileId),
                          )
                        }
                      >
                        {text('catalog.removeImage', { number: index + 1 })}
                      </Button>
                    </figure>
                  ))}
                </Pictures>
                <label>
                  {text('catalog.addImages')}{' '}
                  <input
                    type="file"
                    accept="image/png,image/jpeg"
                    multiple
                    onChange={(event) => void setFieldValue('newImages', Array.from(event.target.files ?? []))}
                  />
                </label>
              </fieldset>

              <CheckboxGroup
                legend={text('catalog.customers')}
                options={customers.map((c) => ({ value: c.id, label: c.name }))}
                selected={values.customerIds}
                error={error('customerIds')}
                onChange={(value, chosen) =>
                  void setFieldValue(
                    'customerIds',
                    chosen ? [...values.customerIds, value] : values.customerIds.filter((one) => one !== value),
                  )
                }
              />
              <label>
                <input
                  type="checkbox"
                  checked={values.published}
                  onChange={(event) => void setFieldValue('published', event.target.checked)}
                />{' '}
                {text('catalog.publish')}
              </label>
              <Toolbar>
                <Button type="submit" disabled={isSubmitting}>
                  {text('catalog.save')}
                </Button>
                <Button variant="secondary" onClick={onDone}>
                  {text('catalog.cancel')}
                </Button>
              </Toolbar>
            </Form>
          );
        }}
      </Formik>
    </Page>
  );
}

const BreakRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: flex-end;
`;

const Pictures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};

  figure {
    margin: 0;
  }
`;
