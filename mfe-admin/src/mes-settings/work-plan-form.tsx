/**
 * The form that makes or changes a work plan template: its name, the process and material it is
 * the plan of (any material of the process when none is chosen), and its steps in order. The
 * server's refusals name the field (body.steps/1/workCenterId): shown at that field too.
 */
import { FieldArray, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { errorMessage, referenceApi, useServerCall } from 'shared/api';
import { FormButtons, FormSelectField, FormTextField } from 'shared/forms';
import { Button, FormFailure, FormGrid, useToast } from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type WorkCenter, type WorkplanTemplate } from '../api';
import { EditorForm } from '../local-list';
import { useText, type Text } from '../texts';
import { StepFields } from './step-fields';
import { inputOf, NEW_PLAN, newStep, valuesOf, type PlanValues } from './work-plan-values';

const schema = (text: Text) =>
  yup.object({
    name: yup.string().trim().required(text('mes.plan.nameRequired')).max(120, text('mes.plan.nameTooLong')),
    amProcessId: yup.number().nullable().required(text('mes.plan.processRequired')),
    steps: yup
      .array()
      .of(
        yup.object({
          name: yup.string().trim().required(text('mes.step.nameRequired')),
          kind: yup.string().required(),
          workCenterId: yup
            .number()
            .nullable()
            .when('kind', {
              is: (kind: string) => kind !== 'PRINT',
              then: (field) => field.required(text('mes.step.centerRequired')),
            }),
          standardMinutes: yup.number().nullable().min(0, text('mes.step.minutesNegative')),
          questions: yup.array().of(
            yup.object({
              text: yup.string().trim().required(text('mes.question.textRequired')),
              min: yup
                .number()
                .nullable()
                .test('a-limit', text('mes.question.limitRequired'), function (min) {
                  const { kind, max } = this.parent as { kind: string; max: number | null };
                  return kind !== 'MEASURE' || min != null || max != null;
                }),
              max: yup
                .number()
                .nullable()
                .test('above-min', text('mes.question.maxBelowMin'), function (max) {
                  const { kind, min } = this.parent as { kind: string; min: number | null };
                  return kind !== 'MEASURE' || max == null || min == null || max >= min;
                }),
            }),
          ),
        }),
      )
      .min(1)
      .test('print-first', text('mes.step.printFirst'), function (steps) {
        const late = (steps ?? []).findIndex((step, index) => index > 0 && step.kind === 'PRINT');
        return late < 0 || this.createError({ path: `steps.${late}.kind`, message: text('mes.step.printFirst') });
      }),
  });

/** A server field (body.steps/1/workCenterId) as the form's (steps.1.workCenterId). */
const formField = (field: string) => field.replace(/^body\./, '').replaceAll('/', '.');

export function WorkPlanForm({
  template,
  centers,
  onDone,
}: {
  template?: WorkplanTemplate;
  centers: WorkCenter[];
  onDone: () => void;
}) {
  const text = useText();
  const toast = useToast();
  const { failure, run } = useServerCall();
  const processes = referenceApi.useProcessesQuery().data ?? [];
  const materials = referenceApi.useCatalogueMaterialsQuery().data ?? [];
  const [create] = adminApi.useCreateWorkplanTemplateMutation();
  const [update] = adminApi.useUpdateWorkplanTemplateMutation();
  const validationSchema = useMemo(() => schema(text), [text]);
  const initialValues = useMemo(() => (template ? valuesOf(template) : NEW_PLAN), [template]);
  const title = template ? text('mes.plan.editTitle', { name: template.name }) : text('mes.plan.new');
  const submit = async (values: PlanValues, { setFieldError }: FormikHelpers<PlanValues>) => {
    await run(async () => {
      const body = inputOf(values);
      const saved = await (template ? update({ id: template.id, ...body }) : create(body)).unwrap().catch((error: unknown) => {
        const field = (error as { data?: { details?: { field?: string }[] } }).data?.details?.[0]?.field;
        if (field) setFieldError(formField(field), errorMessage(error));
        throw error;
      });
      toast.success(text('mes.plan.saved', { name: saved.name, count: saved.partsWithPlan }));
      onDone();
    });
  };
  return (
    <Formik<PlanValues> initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
      {({ values }) => (
        <EditorForm noValidate aria-label={title}>
          <h2>{title}</h2>
          <FormFailure message={failure} />
          <FormGrid>
            <FormTextField name="name" label={text('mes.plan.name')} maxLength={120} />
            <FormSelectField<number>
              name="amProcessId"
              label={text('mes.plan.process')}
              placeholder={text('mes.plan.chooseProcess')}
              nullable
              parse={Number}
              options={processes.map((process) => ({ value: process.id, label: process.displayName }))}
            />
            <FormSelectField<number>
              name="materialId"
              label={text('mes.plan.material')}
              placeholder={text('mes.plan.anyMaterial')}
              nullable
              parse={Number}
              options={materials.map((material) => ({ value: material.id, label: material.name }))}
            />
          </FormGrid>
          <FieldArray name="steps">
            {(steps) => (
              <>
                {values.steps.map((_, index) => (
                  <StepFields
                    key={index}
                    index={index}
                    count={values.steps.length}
                    centers={centers}
                    move={steps.move}
                    remove={steps.remove}
                  />
                ))}
                <div>
                  <Button variant="secondary" onClick={() => steps.push(newStep())}>
                    {text('mes.step.add')}
                  </Button>
                </div>
              </>
            )}
          </FieldArray>
          <FormButtons submit={text('mes.save')} cancel={{ text: text('mes.cancel'), onClick: onDone }} />
        </EditorForm>
      )}
    </Formik>
  );
}
