/**
 * An editor keeps a supplier: its name, its approval with the day it was given and the
 * certificates that show it, its address, contacts, the catalogue materials it supplies and
 * notes. The server checks everything again; its refusal (a name the facility has already, a file
 * that is not the facility's) shows above the form.
 */
import { Formik } from 'formik';
import { useMemo } from 'react';
import { referenceApi, useServerCall } from 'shared/api';
import { SUPPLIER_APPROVALS } from 'shared/contracts';
import {
  FormButtons,
  FormCheckboxGroup,
  FormDateField,
  FormSelectField,
  FormTextarea,
  FormTextField,
  FormFields,
} from 'shared/forms';
import {
  Button,
  ChevronLeftIcon,
  FormFailure,
  FormGrid,
  Loaded,
  Muted,
  Page,
  PageHeader,
  Toolbar,
  UnsavedChangesGuard,
  useToast,
} from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Supplier } from './api';
import { SupplierContacts } from './supplier-contacts';
import { SupplierEvidence } from './supplier-evidence';
import { inputOf, supplierSchema, valuesOf, type SupplierValues } from './supplier-values';

/** The form for a new supplier, or for supplier `id` once it is read. */
export function SupplierEditor({ id, onDone }: { id?: number; onDone: () => void }) {
  const text = useText();
  const found = productionApi.useSupplierQuery(id ?? 0, { skip: id === undefined });
  return (
    <Page>
      <Toolbar>
        <Button variant="secondary" onClick={onDone}>
          <ChevronLeftIcon size="1em" /> {text('suppliers.back')}
        </Button>
      </Toolbar>
      {id === undefined ? (
        <SupplierForm supplier={undefined} onDone={onDone} />
      ) : (
        <Loaded query={found} failedTitle={text('suppliers.fetchOneFailed')}>
          {(supplier) => <SupplierForm supplier={supplier} onDone={onDone} />}
        </Loaded>
      )}
    </Page>
  );
}

function SupplierForm({ supplier, onDone }: { supplier: Supplier | undefined; onDone: () => void }) {
  const text = useText();
  const toast = useToast();
  const [create] = productionApi.useCreateSupplierMutation();
  const [update] = productionApi.useUpdateSupplierMutation();
  const { failure, run } = useServerCall();
  const materials = referenceApi.useCatalogueMaterialsQuery().data ?? [];
  const validationSchema = useMemo(() => supplierSchema(text), [text]);
  const initialValues = useMemo(() => valuesOf(supplier), [supplier]);
  const title = supplier ? text('suppliers.editOf', { name: supplier.name }) : text('suppliers.new');

  return (
    <>
      <PageHeader>
        <h1>{title}</h1>
      </PageHeader>
      <Formik<SupplierValues>
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={async (values, { resetForm }) => {
          await run(async () => {
            const body = inputOf(values);
            const saved = supplier ? await update({ id: supplier.id, body }).unwrap() : await create(body).unwrap();
            resetForm({ values });
            toast.success(text('suppliers.saved', { name: saved.name }));
            onDone();
          });
        }}
      >
        {({ values, dirty, isSubmitting }) => (
          <FormFields noValidate aria-label={title}>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
            <FormFailure message={failure} />
            <FormGrid>
              <FormTextField name="name" label={text('suppliers.name')} autoComplete="off" />
              <FormSelectField
                name="approval"
                label={text('suppliers.approval')}
                options={SUPPLIER_APPROVALS.map((value) => ({ value, label: text(`suppliers.approval.${value}`) }))}
              />
              <FormDateField name="approvalDate" label={text('suppliers.approvalDate')} />
            </FormGrid>
            {values.approval === 'DISAPPROVED' && <Muted role="note">{text('suppliers.disapprovedHint')}</Muted>}
            <SupplierEvidence />
            <FormTextarea name="address" label={text('suppliers.address')} rows={3} />
            <SupplierContacts contacts={values.contacts} />
            <FormCheckboxGroup<number>
              name="materialIds"
              legend={text('suppliers.materials')}
              options={materials.map((material) => ({ value: material.id, label: material.name }))}
            />
            <FormTextarea name="notes" label={text('suppliers.notes')} rows={3} />
            <FormButtons submit={text('suppliers.save')} cancel={{ text: text('suppliers.cancel'), onClick: onDone }} />
          </FormFields>
        )}
      </Formik>
    </>
  );
}

/** The form's parts one under another, apart as the page's sections are. */
