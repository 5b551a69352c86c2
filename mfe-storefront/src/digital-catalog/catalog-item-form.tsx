/**
 * A facility's editor keeps a catalogue item: what it is, the part file it is made from (one of
 * the facility's verified part files, or one uploaded here and verified), process, material, lead
 * time, price per quantity break, pictures, the customers it is published to, and whether it is
 * published. The server checks everything again; a change someone saved meanwhile is refused.
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { referenceApi, useServerCall } from 'shared/api';
import {
  FormButtons,
  FormCheckboxGroup,
  FormNumberField,
  FormSelectField,
  FormTextarea,
  FormTextField,
  useFormField,
} from 'shared/forms';
import { toMinor } from 'shared/orders';
import {
  apiFileClient,
  FileUpload,
  FormFailure,
  FormGrid,
  Loaded,
  Page,
  PageHeader,
  UnsavedChangesGuard,
  useToast,
} from 'shared/ui';
import { storefrontApi, type CatalogItem } from '../api';
import { useText } from '../texts';
import { ItemPictures } from './catalog-item-pictures';
import { PriceBreaks } from './catalog-item-prices';
import { CURRENCIES, itemSchema, valuesOf, type ItemValues } from './catalog-item-values';

export function CatalogItemForm({ id, onDone }: { id?: number; onDone: () => void }) {
  const text = useText();
  const found = storefrontApi.useFacilityCatalogItemQuery(id ?? 0, { skip: id === undefined });
  return (
    <Page>
      {id === undefined ? (
        <ItemEditor item={undefined} onDone={onDone} />
      ) : (
        <Loaded query={found} failedTitle={text('catalog.itemFailed')}>
          {(item) => <ItemEditor item={item} onDone={onDone} />}
        </Loaded>
      )}
    </Page>
  );
}

function ItemEditor({ item, onDone }: { item: CatalogItem | undefined; onDone: () => void }) {
  const text = useText();
  const toast = useToast();
  const [save] = storefrontApi.useSaveCatalogItemMutation();
  const { failure, run } = useServerCall();
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
    <>
      <PageHeader>
        <h1>{item ? text('catalog.editTitle', { name: item.name }) : text('catalog.newTitle')}</h1>
      </PageHeader>
      <Formik<ItemValues>
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={async (values, { resetForm }) => {
          await run(async () => {
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
          });
        }}
      >
        {({ isSubmitting, dirty, setFieldValue }) => (
          <Form noValidate aria-label={text('catalog.itemForm')}>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
            <FormFailure message={failure} />
            <FormGrid>
              <FormTextField name="name" label={text('catalog.name')} />
              <FormTextField name="partNumber" label={text('catalog.column.partNumber')} />
              <FormSelectField
                name="fileId"
                label={text('catalog.partFile')}
                placeholder={text('catalog.choose')}
                options={partFiles.map((f) => ({
                  value: String(f.id),
                  label: text('catalog.fileOption', { id: f.id, name: f.fileName }),
                }))}
              />
              <FormSelectField
                name="amProcessId"
                label={text('catalog.process')}
                placeholder={text('catalog.choose')}
                options={processes.map((p) => ({ value: String(p.id), label: p.displayName }))}
              />
              <FormSelectField
                name="materialId"
                label={text('catalog.material')}
                placeholder={text('catalog.choose')}
                options={materials.map((m) => ({ value: String(m.id), label: m.name }))}
              />
              <FormNumberField name="leadTimeDays" label={text('catalog.leadTimeDays')} min={1} max={365} />
              <FormSelectField
                name="currency"
                label={text('catalog.currency')}
                options={CURRENCIES.map((code) => ({ value: code, label: code }))}
              />
            </FormGrid>
            <FormTextarea name="description" label={text('catalog.description')} rows={3} />
            <FileUpload
              label={text('catalog.uploadPart')}
              onProcessed={(outcome) => {
                setUploaded((files) => [{ id: outcome.file.id, fileName: outcome.file.fileName }, ...files]);
                void setFieldValue('fileId', String(outcome.file.id));
              }}
            />

            <PriceBreaks />
            <ItemPictures />

            <FormCheckboxGroup<number>
              name="customerIds"
              legend={text('catalog.customers')}
              options={customers.map((c) => ({ value: c.id, label: c.name }))}
            />
            <Published />
            <FormButtons submit={text('catalog.save')} cancel={{ text: text('catalog.cancel'), onClick: onDone }} />
          </Form>
        )}
      </Formik>
    </>
  );
}

/** Whether the item is published: then to at least one customer. */
function Published() {
  const text = useText();
  const published = useFormField<boolean>('published');
  return (
    <label>
      <input type="checkbox" checked={published.value} onChange={(event) => published.set(event.target.checked)} />{' '}
      {text('catalog.publish')}
    </label>
  );
}
