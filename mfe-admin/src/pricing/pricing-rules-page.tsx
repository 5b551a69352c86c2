/**
 * /pricing-rules (ROLE_ADMIN and the QUOTE_RULE_ENGINE_ENABLED flag):
 * how the facility prices a part from its analysis and the order — material per cm³, machine
 * hours, post-processing, finishes, quantity breaks, rush, setup, a minimum order and formulas in
 * JSON Logic — saved as versions by PRICING_RULES_EDITORs, with a preview of the rules as they
 * stand in the form on any part of the facility's inventory.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { errorMessage, referenceApi, useServerCall } from 'shared/api';
import { useCurrentUser } from 'shared/auth';
import { SaveBar } from 'shared/forms';
import { FormFailure, Loaded, Muted, Page, PageHeader, useToast } from 'shared/ui';
import { adminApi, type PricingRulesVersion } from '../api';
import { useText } from '../texts';
import { PricePreviewPanel } from './price-preview';
import { PricingVersions } from './pricing-versions';
import { RuleSections } from './rule-sections';
import { rulesSchema } from './rule-schema';
import { rulesOf, valuesOf, type RuleValues } from './rule-values';

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
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => rulesSchema(text), [text]);
  const initialValues = useMemo(() => valuesOf(saved.rules), [saved]);

  const submit = async (values: RuleValues, { setFieldError, resetForm }: FormikHelpers<RuleValues>) => {
    await run(async () => {
      const result = await save({ baseVersion: saved.version, rules: rulesOf(values) })
        .unwrap()
        .catch((error: unknown) => {
          // The server names the row and field it refused (body.rules.formulas.0.formula): shown there too.
          const field = (error as { data?: { details?: { field?: string }[] } }).data?.details?.[0]?.field;
          if (field?.startsWith('body.rules.')) setFieldError(field.slice('body.rules.'.length), errorMessage(error));
          throw error;
        });
      resetForm({ values: valuesOf(result.rules) });
      toast.success(text('pricing.saved', { version: result.version }));
    });
  };

  const materialOptions = materials.map((material) => ({ value: String(material.id), label: material.name }));
  const processOptions = processes.map((process) => ({ value: String(process.id), label: process.displayName }));

  return (
    <Formik<RuleValues> initialValues={initialValues} enableReinitialize validationSchema={validationSchema} onSubmit={submit}>
      {({ values, setValues, validateForm }) => (
        <>
          <PricingVersions
            saved={saved}
            canEdit={canEdit}
            onLoad={(rules) => void setValues(valuesOf(rules))}
            onReload={onReload}
          />
          <Form noValidate aria-label={text('pricing.form')}>
            {!canEdit && <Muted>{text('pricing.readOnly')}</Muted>}
            <FormFailure message={failure} />
            <RuleSections disabled={!canEdit} materials={materialOptions} processes={processOptions} />
            {canEdit && <SaveBar saveLabel={text('pricing.save')} />}
          </Form>
          <PricePreviewPanel
            values={values}
            materials={materialOptions}
            processes={processOptions}
            validate={async () => Object.keys(await validateForm()).length === 0}
          />
        </>
      )}
    </Formik>
  );
}
