/**
 * A material's reorder point, in kilograms, for the facility's material management editors: saved
 * into the facility's material settings with every other rule as it was. Empty means none: the
 * material is then never below it. The editors are mailed when what is available falls below it.
 */
import { Form, Formik } from 'formik';
import { useServerCall } from 'shared/api';
import { FormTextField, SaveBar } from 'shared/forms';
import { FormFailure, FormGrid, Loaded, Muted, Section, useToast } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { MaterialSettings, Stock } from './api';
import { kilogramsTyped, reorderPointOf, withReorderPoint } from './stock-values';
import { useStockFormat } from './use-stock-format';

export function ReorderPointForm({ stock }: { stock: Stock }) {
  const text = useText();
  const settings = productionApi.useMaterialSettingsQuery();
  return (
    <Section title={text('stocks.reorderPoint')}>
      <Loaded query={settings} failedTitle={text('stocks.settingsFailed')}>
        {(saved) => <PointForm stock={stock} saved={saved} />}
      </Loaded>
    </Section>
  );
}

function PointForm({ stock, saved }: { stock: Stock; saved: MaterialSettings }) {
  const text = useText();
  const toast = useToast();
  const { decimalSeparator } = useStockFormat();
  const [save] = productionApi.useSaveMaterialSettingsMutation();
  const { failure, run } = useServerCall();
  const point = saved.rules.find((rule) => rule.material.id === stock.material.id)?.reorderPointMg ?? null;
  return (
    <Formik
      initialValues={{ kilograms: kilogramsTyped(point, decimalSeparator) }}
      enableReinitialize
      validate={(values) =>
        reorderPointOf(values.kilograms, decimalSeparator) === undefined ? { kilograms: text('stocks.reorderPointInvalid') } : {}
      }
      onSubmit={async (values) => {
        const mg = reorderPointOf(values.kilograms, decimalSeparator) ?? null;
        if (await run(() => save(withReorderPoint(saved, stock.material.id, mg)).unwrap()))
          toast.success(text('stocks.reorderPointSaved', { material: stock.material.name }));
      }}
    >
      <Form noValidate aria-label={text('stocks.reorderPointFor', { material: stock.material.name })}>
        <FormFailure message={failure} />
        <FormGrid>
          <FormTextField name="kilograms" label={text('stocks.reorderPointKg')} inputMode="decimal" autoComplete="off" />
        </FormGrid>
        <Muted>{text('stocks.reorderPointHint')}</Muted>
        <SaveBar />
      </Form>
    </Formik>
  );
}
