/**
 * Receiving a supplier's delivery into quarantine: the catalogue material, the supplier (those that
 * supply it, never a disapproved one), the supplier's lot number, the quantity in its unit (what a
 * mass weighs shows as it is typed), the days received and of expiry, where it is stored and the
 * certificate of analysis. The server checks everything again; a field it refuses (a supplier that
 * does not supply the material, a volume of a material without density) shows its message there.
 */
import { Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage, referenceApi } from 'shared/api';
import { MATERIAL_UNITS } from 'shared/contracts';
import { FormButtons, FormDateField, FormSelectField, FormTextField, FormFields } from 'shared/forms';
import {
  Button,
  ChevronLeftIcon,
  FormFailure,
  FormGrid,
  Muted,
  Page,
  PageHeader,
  Toolbar,
  UnsavedChangesGuard,
  useToast,
} from 'shared/ui';
import { useJobText } from 'shared/jobs';
import { productionApi } from '../api';
import { useText } from '../texts';
import { CertificateField } from './certificate-field';
import { ALL_SUPPLIERS } from './lot-list';
import {
  dayToTime,
  inputOf,
  massOf,
  receiveSchema,
  receiveValues,
  refusedFormField,
  timeToDay,
  type ReceiveValues,
} from './lot-values';
import { useLotFormat } from './use-lot-format';

interface ReceiveLotProps {
  onCancel: () => void;
  onReceived: (id: number) => void;
}

export function ReceiveLot({ onCancel, onReceived }: ReceiveLotProps) {
  const text = useText();
  const jobText = useJobText();
  const toast = useToast();
  const { decimalSeparator } = useLotFormat();
  const [receive] = productionApi.useReceiveLotMutation();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => receiveSchema(text, decimalSeparator), [text, decimalSeparator]);
  const initialValues = useMemo(() => receiveValues(dayToTime(timeToDay(Date.now()))), []);
  const title = text('lots.receiveTitle');

  return (
    <Page>
      <Toolbar>
        <Button variant="secondary" onClick={onCancel}>
          <ChevronLeftIcon size="1em" /> {text('lots.back')}
        </Button>
      </Toolbar>
      <PageHeader>
        <h1>{title}</h1>
      </PageHeader>
      <Muted>{text('lots.receiveIntro')}</Muted>
      <Formik<ReceiveValues>
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={async (values, { resetForm, setFieldError }) => {
          setFailure(undefined);
          const result = await receive(inputOf(values, decimalSeparator));
          if ('data' in result && result.data) {
            resetForm({ values });
            toast.success(text('lots.received', { number: result.data.number }));
            return onReceived(result.data.id);
          }
          const field = refusedFormField(result.error, values);
          if (field) setFieldError(field, errorMessage(result.error));
          else setFailure(errorMessage(result.error));
        }}
      >
        {({ dirty, isSubmitting }) => (
          <FormFields noValidate aria-label={title}>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
            <FormFailure message={failure} />
            <DeliveryFields />
            <FormGrid>
              <FormTextField name="quantity" label={text('lots.quantity')} inputMode="decimal" autoComplete="off" />
              <FormSelectField
                name="unit"
                label={text('lots.unit')}
                options={MATERIAL_UNITS.map((unit) => ({ value: unit, label: jobText(`unit.${unit}`) }))}
              />
            </FormGrid>
            <MassPreview />
            <FormGrid>
              <FormDateField name="receivedOn" label={text('lots.receivedOn')} />
              <FormDateField name="expiresOn" label={text('lots.expiresOn')} />
              <FormTextField name="location" label={text('lots.location')} autoComplete="off" />
            </FormGrid>
            <CertificateField name="certificate" />
            <FormButtons submit={text('lots.receiveSubmit')} cancel={{ text: text('lots.cancel'), onClick: onCancel }} />
          </FormFields>
        )}
      </Formik>
    </Page>
  );
}

/** The material, then its suppliers (a disapproved one delivers nothing), and the supplier's lot number. */
function DeliveryFields() {
  const text = useText();
  const { values } = useFormikContext<ReceiveValues>();
  const materials = referenceApi.useCatalogueMaterialsQuery().data ?? [];
  const suppliers =
    productionApi.useSuppliersQuery({ ...ALL_SUPPLIERS, ...(values.materialId ? { materialId: values.materialId } : {}) }).data
      ?.rows ?? [];
  return (
    <FormGrid>
      <FormSelectField<number>
        name="materialId"
        label={text('lots.material')}
        placeholder={text('lots.choose')}
        nullable
        parse={Number}
        options={materials.map((material) => ({ value: material.id, label: material.name }))}
      />
      <FormSelectField<number>
        name="supplierId"
        label={text('lots.supplier')}
        placeholder={text('lots.choose')}
        nullable
        parse={Number}
        options={suppliers
          .filter((supplier) => supplier.approval !== 'DISAPPROVED')
          .map((supplier) => ({
            value: supplier.id,
            label:
              supplier.approval === 'CONDITIONAL' ? text('lots.conditionalSupplier', { name: supplier.name }) : supplier.name,
          }))}
      />
      <FormTextField name="supplierLotNumber" label={text('lots.supplierLotNumber')} autoComplete="off" />
    </FormGrid>
  );
}

/** What the typed quantity weighs, read out as it changes: exact for a mass, through the density for a volume. */
function MassPreview() {
  const text = useText();
  const format = useLotFormat();
  const { values } = useFormikContext<ReceiveValues>();
  const mass = massOf(values.quantity, values.unit, format.decimalSeparator);
  return (
    <Muted role="status" aria-live="polite">
      {mass === 'volume'
        ? text('lots.weighedByDensity')
        : mass === undefined
          ? null
          : text('lots.weighs', { mass: format.mass(mass) })}
    </Muted>
  );
}

/** The form's parts one under another, apart as the page's sections are. */
