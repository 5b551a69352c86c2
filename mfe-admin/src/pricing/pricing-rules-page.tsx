/**
 * /pricing-rules (ROLE_ADMIN and the QUOTE_RULE_ENGINE_ENABLED flag):
 * how the facility prices a part from its analysis and the order — material per cm³, machine
 * hours, post-processing, finishes, quantity breaks, rush, setup, a minimum order and formulas in
 * JSON Logic — saved as versions by PRICING_RULES_EDITORs, with a preview of the rules as they
 * stand in the form on any part of the facility's inventory.
 */
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, referenceApi } from 'shared/api';
import { useCurrentUser } from 'shared/auth';
import { FormNumberField, FormSelectField, FormTextarea, FormTextField, SaveBar } from 'shared/forms';
import {
  Button,
  formatDate,
  FormFailure,
  FormGrid,
  Loaded,
  Muted,
  Page,
  PageHeader,
  SelectField,
  space,
  Toolbar,
  useToast,
} from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type PricingRulesVersion } from '../api';
import { useText, type Text } from '../texts';
import { PricePreviewPanel } from './price-preview';
import { RowsFieldset } from './rows-fieldset';
import { jsonProblem, rulesOf, valuesOf, type RuleValues } from './rule-values';

const CURRENCIES = Intl.supportedValuesOf('currency');
/** Two cents per cm² of surface: what a formula looks like. */
const FORMULA_EXAMPLE = JSON.stringify({ '*': [{ var: 'surfaceAreaCm2' }, 2] });

const schema = (text: Text) => {
  const amount = yup.number().nullable().required(text('pricing.amountRequired')).min(0, text('pricing.amountRequired'));
  const distinct = (key: string) =>
    function (rows: { [field: string]: unknown }[] | undefined) {
      const values = (rows ?? []).map((row) => row[key]).filter((value) => value !== '' && value !== null);
      return new Set(values).size === values.length;
    };
  return yup.object({
    setup: amount,
    minimumOrder: amount,
    postProcessing: amount,
    materials: yup
      .array(yup.object({ materialId: yup.string().required(text('pricing.materialRequired')), pricePerCm3: amount }))
      .test('distinct', text('pricing.materialTwice'), distinct('materialId')),
    processes: yup
      .array(
        yup.object({
          processId: yup.string().required(text('pricing.processRequired')),
          machineHourRate: amount,
          buildRateCm3PerHour: yup
            .number()
            .nullable()
            .required(text('pricing.buildRateRequired'))
            .moreThan(0, text('pricing.buildRateRequired')),
        }),
      )
      .test('distinct', text('pricing.processTwice'), distinct('processId')),
    finishes: yup
      .array(yup.object({ finish: yup.string().trim().required(text('pricing.finishRequired')).max(100), surcharge: amount }))
      .test('distinct', text('pricing.finishTwice'), distinct('finish')),
    quantityBreaks: yup
      .array(
        yup.object({
          minQuantity: yup
            .number()
            .nullable()
            .required(text('pricing.breakQuantityRequired'))
            .integer(text('pricing.breakQuantityRequired'))
            .min(2, text('pricing.breakQuantityRequired')),
          discountPercent: yup
            .number()
            .nullable()
            .required(text('pricing.percentRequired'))
            .min(0, text('pricing.percentRequired'))
            .max(100, text('pricing.percentRequired')),
        }),
      )
      .test('distinct', text('pricing.breakTwice'), distinct('minQuantity')),
    rushSurcharges: yup
      .array(
        yup.object({
          withinDays: yup
            .number()
            .nullable()
            .required(text('pricing.daysRequired'))
            .integer(text('pricing.daysRequired'))
            .min(0, text('pricing.daysRequired'))
            .max(365, text('pricing.daysRequired')),
          surchargePercent: yup
            .number()
            .nullable()
            .required(text('pricing.surchargeRequired'))
            .min(0, text('pricing.surchargeRequired'))
            .max(1000, text('pricing.surchargeRequired')),
        }),
      )
      .test('distinct', text('pricing.rushTwice'), distinct('withinDays')),
    formulas: yup.array(
      yup.object({
        label: yup.string().trim().required(text('pricing.formulaLabelRequired')).max(80),
        formula: yup
          .string()
          .required(text('pricing.formulaRequired'))
          .test('json', '', function (value) {
            const problem = jsonProblem(value ?? '');
            return problem ? this.createError({ message: text('pricing.formulaNotJson', { problem }) }) : true;
          }),
      }),
    ),
  });
};

export default function PricingRulesPage() {
  const text = useText();
  const rules = adminApi.usePricingRulesQuery();
  return (
    <Page>
      <PageHeader>
        <h1>{text('pricing.title')}</h1>
      </PageHeader>
      <p>{text('pricing.intro')}</p>
      <Loaded query={rules} failedTitle={text('pricing.fetchFailed')}>
        {(saved) => <RulesForm saved={saved} onReload={() => void rules.refetch()} />}
      </Loaded>
    </Page>
  );
}

function RulesForm({ saved, onReload }: { saved: PricingRulesVersion; onReload: () => void }) {
  const text = useText();
  const toast = useToast();
  const { user } = useCurrentUser();
  const canEdit = (user?.permissions ?? []).includes('PRICING_RULES_EDITOR');
  const materials = referenceApi.useCatalogueMaterialsQuery().data ?? [];
  const processes = referenceApi.useProcessesQuery().data ?? [];
  const [save] = adminApi.useSavePricingRulesMutation();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => schema(text), [text]);
  const initialValues = useMemo(() => valuesOf(saved.rules), [saved]);

  const submit = async (values: RuleValues, { setFieldError, resetForm }: FormikHelpers<RuleValues>) => {
    setFailure(undefined);
    try {
      const result = await save({ baseVersion: saved.version, rules: rulesOf(values) }).unwrap();
      resetForm({ values: valuesOf(result.rules) });
      toast.success(text('pricing.saved', { version: result.version }));
    } catch (error) {
      setFailure(errorMessage(error));
      // The server names the row and field it refused (body.rules.formulas.0.formula): shown there too.
      const field = (error as { data?: { details?: { field?: string }[] } }).data?.details?.[0]?.field;
      if (field?.startsWith('body.rules.')) setFieldError(field.slice('body.rules.'.length), errorMessage(error));
    }
  };

  const materialOptions = materials.map((material) => ({ value: String(material.id), label: material.name }));
  const processOptions = processes.map((process) => ({ value: String(process.id), label: process.displayName }));

  return (
    <Formik<RuleValues> initialValues={initialValues} enableReinitialize validationSchema={validationSchema} onSubmit={submit}>
      {({ values, errors, setValues, validateForm }) => {
        const number = (field: string, label: string, extra: { min?: number; max?: number; step?: string } = {}) => (
          <FormNumberField name={field} label={label} min={extra.min ?? 0} max={extra.max} step={extra.step ?? 'any'} />
        );
        const money = (field: string, label: string) =>
          number(field, text('pricing.inCurrency', { label, currency: values.currency }));
        return (
          <>
            <Versions saved={saved} canEdit={canEdit} onLoad={(rules) => void setValues(valuesOf(rules))} onReload={onReload} />
            <Form noValidate aria-label={text('pricing.form')}>
              {!canEdit && <Muted>{text('pricing.readOnly')}</Muted>}
              <FormFailure message={failure} />
              <Sections disabled={!canEdit}>
                <fieldset>
                  <legend>{text('pricing.order')}</legend>
                  <FormGrid>
                    <FormSelectField
                      name="currency"
                      label={text('pricing.currency')}
                      options={CURRENCIES.map((code) => ({ value: code, label: code }))}
                    />
                    {money('setup', text('pricing.setup'))}
                    {money('minimumOrder', text('pricing.minimumOrder'))}
                    {money('postProcessing', text('pricing.postProcessing'))}
                  </FormGrid>
                  <label>
                    <Field type="checkbox" name="autoQuote" /> {text('pricing.autoQuote')}
                  </label>
                </fieldset>

                <RowsFieldset
                  legend={text('pricing.materials')}
                  hint={text('pricing.materialsHint')}
                  name="materials"
                  rows={values.materials}
                  empty={text('pricing.noMaterials')}
                  addLabel={text('pricing.addMaterial')}
                  removeLabel={(index) => text('pricing.removeMaterial', { number: index + 1 })}
                  newRow={() => ({ materialId: '', pricePerCm3: null })}
                  error={typeof errors.materials === 'string' ? errors.materials : undefined}
                  renderRow={(index) => (
                    <>
                      <FormSelectField
                        name={`materials.${index}.materialId`}
                        label={text('pricing.material', { number: index + 1 })}
                        placeholder={text('pricing.choose')}
                        options={materialOptions}
                      />
                      {number(
                        `materials.${index}.pricePerCm3`,
                        text('pricing.pricePerCm3', { number: index + 1, currency: values.currency }),
                      )}
                    </>
                  )}
                />

                <RowsFieldset
                  legend={text('pricing.processes')}
                  hint={text('pricing.processesHint')}
                  name="processes"
                  rows={values.processes}
                  empty={text('pricing.noProcesses')}
                  addLabel={text('pricing.addProcess')}
                  removeLabel={(index) => text('pricing.removeProcess', { number: index + 1 })}
                  newRow={() => ({ processId: '', machineHourRate: null, buildRateCm3PerHour: null })}
                  error={typeof errors.processes === 'string' ? errors.processes : undefined}
                  renderRow={(index) => (
                    <>
                      <FormSelectField
                        name={`processes.${index}.processId`}
                        label={text('pricing.process', { number: index + 1 })}
                        placeholder={text('pricing.choose')}
                        options={processOptions}
                      />
                      {number(
                        `processes.${index}.machineHourRate`,
                        text('pricing.machineHourRate', { number: index + 1, currency: values.currency }),
                      )}
                      {number(`processes.${index}.buildRateCm3PerHour`, text('pricing.buildRate', { number: index + 1 }))}
                    </>
                  )}
                />

                <RowsFieldset
                  legend={text('pricing.finishes')}
                  name="finishes"
                  rows={values.finishes}
                  empty={text('pricing.noFinishes')}
                  addLabel={text('pricing.addFinish')}
                  removeLabel={(index) => text('pricing.removeFinish', { number: index + 1 })}
                  newRow={() => ({ finish: '', surcharge: null })}
                  error={typeof errors.finishes === 'string' ? errors.finishes : undefined}
                  renderRow={(index) => (
                    <>
                      <FormTextField name={`finishes.${index}.finish`} label={text('pricing.finish', { number: index + 1 })} />
                      {number(
                        `finishes.${index}.surcharge`,
                        text('pricing.finishSurcharge', { number: index + 1, currency: values.currency }),
                      )}
                    </>
                  )}
                />

                <RowsFieldset
                  legend={text('pricing.quantityBreaks')}
                  hint={text('pricing.quantityBreaksHint')}
                  name="quantityBreaks"
                  rows={values.quantityBreaks}
                  empty={text('pricing.noBreaks')}
                  addLabel={text('pricing.addBreak')}
                  removeLabel={(index) => text('pricing.removeBreak', { number: index + 1 })}
                  newRow={() => ({ minQuantity: null, discountPercent: null })}
                  error={typeof errors.quantityBreaks === 'string' ? errors.quantityBreaks : undefined}
                  renderRow={(index) => (
                    <>
                      {number(`quantityBreaks.${index}.minQuantity`, text('pricing.breakQuantity', { number: index + 1 }), {
                        min: 2,
                        step: '1',
                      })}
                      {number(`quantityBreaks.${index}.discountPercent`, text('pricing.breakDiscount', { number: index + 1 }), {
                        max: 100,
                      })}
                    </>
                  )}
                />

                <RowsFieldset
                  legend={text('pricing.rush')}
                  hint={text('pricing.rushHint')}
                  name="rushSurcharges"
                  rows={values.rushSurcharges}
                  empty={text('pricing.noRush')}
                  addLabel={text('pricing.addRush')}
                  removeLabel={(index) => text('pricing.removeRush', { number: index + 1 })}
                  newRow={() => ({ withinDays: null, surchargePercent: null })}
                  error={typeof errors.rushSurcharges === 'string' ? errors.rushSurcharges : undefined}
                  renderRow={(index) => (
                    <>
                      {number(`rushSurcharges.${index}.withinDays`, text('pricing.rushDays', { number: index + 1 }), {
                        max: 365,
                        step: '1',
                      })}
                      {number(`rushSurcharges.${index}.surchargePercent`, text('pricing.rushSurcharge', { number: index + 1 }), {
                        max: 1000,
                      })}
                    </>
                  )}
                />

                <RowsFieldset
                  legend={text('pricing.formulas')}
                  hint={
                    <>
                      {text('pricing.formulasHint')} <code>{FORMULA_EXAMPLE}</code>
                    </>
                  }
                  name="formulas"
                  rows={values.formulas}
                  empty={text('pricing.noFormulas')}
                  addLabel={text('pricing.addFormula')}
                  removeLabel={(index) => text('pricing.removeFormula', { number: index + 1 })}
                  newRow={() => ({ label: '', formula: '' })}
                  renderRow={(index) => (
                    <FormulaRow>
                      <FormTextField
                        name={`formulas.${index}.label`}
                        label={text('pricing.formulaLabel', { number: index + 1 })}
                      />
                      <FormTextarea
                        name={`formulas.${index}.formula`}
                        label={text('pricing.formula', { number: index + 1 })}
                        rows={3}
                        spellCheck={false}
                      />
                    </FormulaRow>
                  )}
                />
              </Sections>
              {canEdit && <SaveBar saveLabel={text('pricing.save')} />}
            </Form>
            <PricePreviewPanel
              values={values}
              materials={materialOptions}
              processes={processOptions}
              validate={async () => Object.keys(await validateForm()).length === 0}
            />
          </>
        );
      }}
    </Formik>
  );
}

/** Which version the form shows, who saved it when, and an earlier one to load into the form. */
function Versions({
  saved,
  canEdit,
  onLoad,
  onReload,
}: {
  saved: PricingRulesVersion;
  canEdit: boolean;
  onLoad: (rules: PricingRulesVersion['rules']) => void;
  onReload: () => void;
}) {
  const text = useText();
  const history = adminApi.usePricingRulesHistoryQuery();
  const [chosen, setChosen] = useState('');
  const [load, loading] = adminApi.useLazyPricingRulesVersionQuery();
  const [failure, setFailure] = useState<string>();
  const earlier = (history.data ?? []).filter((row) => row.version !== saved.version);
  return (
    <section aria-labelledby="pricing-versions">
      <h2 id="pricing-versions">{text('pricing.versions')}</h2>
      <p>
        {saved.version === 0
          ? text('pricing.neverSaved')
          : text('pricing.current', {
              version: saved.version,
              who: saved.savedBy ?? text('pricing.someone'),
              when: formatDate(saved.savedAt, true),
            })}{' '}
        <Button variant="link" onClick={onReload}>
          {text('pricing.reload')}
        </Button>
      </p>
      {canEdit && earlier.length > 0 && (
        <Toolbar>
          <SelectField
            label={text('pricing.earlier')}
            value={chosen}
            placeholder={text('pricing.choose')}
            options={earlier.map((row) => ({
              value: String(row.version),
              label: text('pricing.versionOption', {
                version: row.version,
                who: row.savedBy ?? text('pricing.someone'),
                when: formatDate(row.savedAt, true),
              }),
            }))}
            onChange={setChosen}
          />
          <Button
            variant="secondary"
            disabled={!chosen || loading.isFetching}
            onClick={async () => {
              setFailure(undefined);
              try {
                onLoad((await load(Number(chosen)).unwrap()).rules);
              } catch (error) {
                setFailure(errorMessage(error));
              }
            }}
          >
            {text('pricing.loadVersion')}
          </Button>
        </Toolbar>
      )}
      <FormFailure message={failure} />
    </section>
  );
}

const Sections = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
  border: none;
  padding: 0;
  margin: 0 0 ${space(4)};
`;

const FormulaRow = styled.div`
  display: grid;
  grid-template-columns: minmax(min(12rem, 100%), 1fr) minmax(min(20rem, 100%), 3fr);
  gap: ${space(3)};
  flex: 1;
  textarea {
    font-family: monospace;
  }
`;
