/**
 * What a late minute weighs when the auto-scheduler plans: a weight from 1 to 100 per priority
 * label and per customer, multiplied for a job. Every customer the facility has made orders for
 * is listed at 1 until it is given another weight.
 */
import { Formik } from 'formik';
import { useId } from 'react';
import { useHasPermission } from 'shared/auth';
import { useServerCall } from 'shared/api';
import { FormNumberField, SaveBar, FormFields } from 'shared/forms';
import { FormFailure, Muted, PlainTable, Section, useToast } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { PlanWeights } from './api';

const MAX_WEIGHT = 100;

export function WeightsForm({ saved }: { saved: PlanWeights }) {
  const text = useText();
  const toast = useToast();
  const headingId = useId();
  const labelsId = useId();
  const customersId = useId();
  const canEdit = useHasPermission('FACILITY_SETTINGS_EDITOR');
  const [save] = productionApi.useSavePlanWeightsMutation();
  const { failure, run } = useServerCall();
  const weightField = (name: string, of: string) => (
    <FormNumberField
      name={name}
      label={text('planSettings.weightOf', { name: of })}
      min={1}
      max={MAX_WEIGHT}
      disabled={!canEdit}
    />
  );
  return (
    <Formik<PlanWeights>
      initialValues={saved}
      enableReinitialize
      validate={(values) => {
        const wrong = (weight: number | null) => weight === null || weight < 1 || weight > MAX_WEIGHT;
        const range = text('planSettings.weightRange', { max: MAX_WEIGHT });
        const errors = {
          priorityLabels: values.priorityLabels.map((label) => (wrong(label.weight) ? { weight: range } : {})),
          customers: values.customers.map((customer) => (wrong(customer.weight) ? { weight: range } : {})),
        };
        const none = (list: object[]) => list.every((error) => Object.keys(error).length === 0);
        return none(errors.priorityLabels) && none(errors.customers) ? {} : errors;
      }}
      onSubmit={async (values) => {
        if (await run(() => save(values).unwrap())) toast.success(text('planSettings.weightsSaved'));
      }}
    >
      {({ values }) => (
        <Section title={text('planSettings.weights')} headingId={headingId}>
          <FormFields noValidate aria-labelledby={headingId}>
            <FormFailure message={failure} />
            <Muted>{text('planSettings.weightsIntro')}</Muted>
            <h3 id={labelsId}>{text('planSettings.labels')}</h3>
            {values.priorityLabels.length === 0 ? (
              <Muted>{text('planSettings.noLabels')}</Muted>
            ) : (
              <PlainTable labelledBy={labelsId} columns={[text('planSettings.label'), text('planSettings.weight')]}>
                {values.priorityLabels.map((label, at) => (
                  <tr key={label.id}>
                    <th scope="row">{label.label}</th>
                    <td>{weightField(`priorityLabels.${at}.weight`, label.label)}</td>
                  </tr>
                ))}
              </PlainTable>
            )}
            <h3 id={customersId}>{text('planSettings.customers')}</h3>
            {values.customers.length === 0 ? (
              <Muted>{text('planSettings.noCustomers')}</Muted>
            ) : (
              <PlainTable labelledBy={customersId} columns={[text('planSettings.customer'), text('planSettings.weight')]}>
                {values.customers.map((customer, at) => (
                  <tr key={customer.id}>
                    <th scope="row">{customer.name}</th>
                    <td>{weightField(`customers.${at}.weight`, customer.name)}</td>
                  </tr>
                ))}
              </PlainTable>
            )}
            {canEdit && <SaveBar saveLabel={text('planSettings.saveWeights')} />}
          </FormFields>
        </Section>
      )}
    </Formik>
  );
}
