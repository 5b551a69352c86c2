/**
 * The sections of the pricing rules form: the order's amounts, then rows of materials, processes,
 * finishes, quantity breaks, rush surcharges and formulas. Amounts are in units of the rules'
 * currency, shares in percent.
 */
import { Field, useFormikContext } from 'formik';
import styled from 'styled-components';
import { FormNumberField, FormSelectField, FormTextarea, FormTextField } from 'shared/forms';
import { FormGrid, space } from 'shared/ui';
import { useText } from '../texts';
import { RowsFieldset } from './rows-fieldset';
import type { RuleValues } from './rule-values';

const CURRENCIES = Intl.supportedValuesOf('currency');
/** Two cents per cm² of surface: what a formula looks like. */
const FORMULA_EXAMPLE = JSON.stringify({ '*': [{ var: 'surfaceAreaCm2' }, 2] });

interface Option {
  value: string;
  label: string;
}

/** A section's own message (a material given twice), apart from its rows' fields. */
const sectionError = (error: unknown) => (typeof error === 'string' ? error : undefined);

/** A number of the rules: from 0 and in any fraction unless told otherwise. */
function RuleNumber({
  name,
  label,
  min = 0,
  max,
  step = 'any',
}: {
  name: string;
  label: string;
  min?: number;
  max?: number;
  step?: string;
}) {
  return <FormNumberField name={name} label={label} min={min} max={max} step={step} />;
}

export function RuleSections({
  disabled,
  materials,
  processes,
}: {
  disabled: boolean;
  materials: Option[];
  processes: Option[];
}) {
  return (
    <Sections disabled={disabled}>
      <OrderFieldset />
      <CostRows materials={materials} processes={processes} />
      <DiscountRows />
      <FormulaRows />
    </Sections>
  );
}

/** The currency, what every order costs at least, and whether a quote is sent by itself. */
function OrderFieldset() {
  const text = useText();
  const { values } = useFormikContext<RuleValues>();
  const money = (name: string, label: string) => (
    <RuleNumber name={name} label={text('pricing.inCurrency', { label, currency: values.currency })} />
  );
  return (
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
  );
}

/** What a part costs to make: its material, its process's machine hours, its finish. */
function CostRows({ materials, processes }: { materials: Option[]; processes: Option[] }) {
  const text = useText();
  const { values, errors } = useFormikContext<RuleValues>();
  return (
    <>
      <RowsFieldset
        legend={text('pricing.materials')}
        hint={text('pricing.materialsHint')}
        name="materials"
        rows={values.materials}
        empty={text('pricing.noMaterials')}
        addLabel={text('pricing.addMaterial')}
        removeLabel={(index) => text('pricing.removeMaterial', { number: index + 1 })}
        newRow={() => ({ materialId: '', pricePerCm3: null })}
        error={sectionError(errors.materials)}
        renderRow={(index) => (
          <>
            <FormSelectField
              name={`materials.${index}.materialId`}
              label={text('pricing.material', { number: index + 1 })}
              placeholder={text('pricing.choose')}
              options={materials}
            />
            <RuleNumber
              name={`materials.${index}.pricePerCm3`}
              label={text('pricing.pricePerCm3', { number: index + 1, currency: values.currency })}
            />
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
        error={sectionError(errors.processes)}
        renderRow={(index) => (
          <>
            <FormSelectField
              name={`processes.${index}.processId`}
              label={text('pricing.process', { number: index + 1 })}
              placeholder={text('pricing.choose')}
              options={processes}
            />
            <RuleNumber
              name={`processes.${index}.machineHourRate`}
              label={text('pricing.machineHourRate', { number: index + 1, currency: values.currency })}
            />
            <RuleNumber
              name={`processes.${index}.buildRateCm3PerHour`}
              label={text('pricing.buildRate', { number: index + 1 })}
            />
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
        error={sectionError(errors.finishes)}
        renderRow={(index) => (
          <>
            <FormTextField name={`finishes.${index}.finish`} label={text('pricing.finish', { number: index + 1 })} />
            <RuleNumber
              name={`finishes.${index}.surcharge`}
              label={text('pricing.finishSurcharge', { number: index + 1, currency: values.currency })}
            />
          </>
        )}
      />
    </>
  );
}

/** What the order's size and haste change: quantity breaks and rush surcharges, in percent. */
function DiscountRows() {
  const text = useText();
  const { values, errors } = useFormikContext<RuleValues>();
  return (
    <>
      <RowsFieldset
        legend={text('pricing.quantityBreaks')}
        hint={text('pricing.quantityBreaksHint')}
        name="quantityBreaks"
        rows={values.quantityBreaks}
        empty={text('pricing.noBreaks')}
        addLabel={text('pricing.addBreak')}
        removeLabel={(index) => text('pricing.removeBreak', { number: index + 1 })}
        newRow={() => ({ minQuantity: null, discountPercent: null })}
        error={sectionError(errors.quantityBreaks)}
        renderRow={(index) => (
          <>
            <RuleNumber
              name={`quantityBreaks.${index}.minQuantity`}
              label={text('pricing.breakQuantity', { number: index + 1 })}
              min={2}
              step="1"
            />
            <RuleNumber
              name={`quantityBreaks.${index}.discountPercent`}
              label={text('pricing.breakDiscount', { number: index + 1 })}
              max={100}
            />
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
        error={sectionError(errors.rushSurcharges)}
        renderRow={(index) => (
          <>
            <RuleNumber
              name={`rushSurcharges.${index}.withinDays`}
              label={text('pricing.rushDays', { number: index + 1 })}
              max={365}
              step="1"
            />
            <RuleNumber
              name={`rushSurcharges.${index}.surchargePercent`}
              label={text('pricing.rushSurcharge', { number: index + 1 })}
              max={1000}
            />
          </>
        )}
      />
    </>
  );
}

/** Formulas in JSON Logic over the part's analysis, each with its label on the quote. */
function FormulaRows() {
  const text = useText();
  const { values } = useFormikContext<RuleValues>();
  return (
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
          <FormTextField name={`formulas.${index}.label`} label={text('pricing.formulaLabel', { number: index + 1 })} />
          <FormTextarea
            name={`formulas.${index}.formula`}
            label={text('pricing.formula', { number: index + 1 })}
            rows={3}
            spellCheck={false}
          />
        </FormulaRow>
      )}
    />
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
