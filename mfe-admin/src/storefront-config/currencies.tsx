/**
 * The store front's currencies (STORE_FRONT_CONFIG), a section of /store-front-config: whether
 * the currency selector shows and customers may choose a currency, the default one, and each
 * currency with its symbol and rate.
 */
import { Field, Form, Formik } from 'formik';
import { useServerCall } from 'shared/api';
import type { CurrencyEntry, StorefrontConfig } from 'shared/contracts';
import { FormSelectField, FormTextField, SaveBar } from 'shared/forms';
import { Button, FormFailure, NumberInput, Toolbar, useToast } from 'shared/ui';
import { adminApi } from '../api';
import { useText } from '../texts';
import { NavRow, Section } from './section';

const NEW_STOREFRONT: StorefrontConfig = {
  showCurrency: false,
  enableCurrency: false,
  defaultCurrency: 'USD',
  currencies: { USD: { key: 'USD', symbol: '$', rate: 1 } },
};

export function Currencies({ saved }: { saved: Partial<StorefrontConfig> }) {
  const text = useText();
  const toast = useToast();
  const [save] = adminApi.useSaveFacilityConfigMutation();
  const { failure, run } = useServerCall();
  const initial = { ...NEW_STOREFRONT, ...saved };
  return (
    <Formik<{ config: StorefrontConfig; rows: CurrencyEntry[] }>
      initialValues={{ config: initial, rows: Object.values(initial.currencies) }}
      enableReinitialize
      onSubmit={async ({ config, rows }) => {
        const currencies = Object.fromEntries(
          rows.map((row) => [row.key.trim().toUpperCase(), { ...row, key: row.key.trim().toUpperCase() }]),
        );
        await run(async () => {
          await save({
            configType: 'STORE_FRONT_CONFIG',
            configValue: JSON.stringify({ ...saved, ...config, currencies }),
          }).unwrap();
          toast.success(text('storefront.currenciesSaved'));
        });
      }}
    >
      {({ values, setFieldValue }) => (
        <Section aria-labelledby="storefront-currencies">
          <h2 id="storefront-currencies">{text('storefront.currencies')}</h2>
          <Form noValidate aria-labelledby="storefront-currencies">
            <FormFailure message={failure} />
            {(['showCurrency', 'enableCurrency'] as const).map((key) => (
              <label key={key}>
                <Field type="checkbox" name={`config.${key}`} /> {text(`storefront.${key}`)}
              </label>
            ))}
            <FormSelectField
              name="config.defaultCurrency"
              label={text('storefront.defaultCurrency')}
              options={values.rows
                .filter((row) => row.key.trim())
                .map((row) => ({ value: row.key.trim().toUpperCase(), label: row.key.trim().toUpperCase() }))}
            />
            {values.rows.map((row, index) => (
              <NavRow key={index} role="group" aria-label={text('storefront.currency', { number: index + 1 })}>
                <FormTextField name={`rows.${index}.key`} label={text('storefront.code')} size="sm" maxLength={3} />
                <FormTextField name={`rows.${index}.symbol`} label={text('storefront.symbol')} size="sm" maxLength={5} />
                {/* An emptied rate counts as 1. */}
                <NumberInput
                  label={text('storefront.rate')}
                  size="sm"
                  min={0.0001}
                  value={row.rate}
                  onChange={(rate) => void setFieldValue(`rows.${index}.rate`, rate ?? 1)}
                />
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={values.rows.length === 1}
                  onClick={() =>
                    void setFieldValue(
                      'rows',
                      values.rows.filter((_, other) => other !== index),
                    )
                  }
                >
                  {text('storefront.removeCurrency', { code: row.key || index + 1 })}
                </Button>
              </NavRow>
            ))}
            <Toolbar>
              <Button
                variant="secondary"
                onClick={() => void setFieldValue('rows', [...values.rows, { key: '', symbol: '', rate: 1 }])}
              >
                {text('storefront.addCurrency')}
              </Button>
            </Toolbar>
            <SaveBar saveLabel={text('storefront.saveCurrencies')} />
          </Form>
        </Section>
      )}
    </Formik>
  );
}
