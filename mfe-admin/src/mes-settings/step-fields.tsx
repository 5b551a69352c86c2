/**
 * One step of a work plan in its form: its name, kind, work center (none for printing), standard
 * time per piece or per lot, and its questions (a checklist item, a value measured against its
 * limits, a photo), with the buttons that move the step up or down and remove it.
 */
import { FieldArray } from 'formik';
import { WORKPLAN_QUESTION_KINDS, WORKPLAN_STEP_KINDS, WORKPLAN_TIME_BASES } from 'shared/contracts';
import { FormNumberField, FormSelectField, FormTextField, useFormField } from 'shared/forms';
import { Button, Fieldset, FormGrid, Toolbar } from 'shared/ui';
import type { WorkCenter } from '../api';
import { useText } from '../texts';
import { newQuestion, type StepValues } from './work-plan-values';

interface StepFieldsProps {
  index: number;
  count: number;
  centers: WorkCenter[];
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}

function QuestionFields({ name, index, onRemove }: { name: string; index: number; onRemove: () => void }) {
  const text = useText();
  const kind = useFormField<string>(`${name}.kind`).value;
  return (
    <Fieldset legend={text('mes.question.legend', { n: index + 1 })}>
      <FormGrid>
        <FormSelectField
          name={`${name}.kind`}
          label={text('mes.question.kind')}
          options={WORKPLAN_QUESTION_KINDS.map((value) => ({ value, label: text(`mes.question.kind.${value}`) }))}
        />
        <FormTextField name={`${name}.text`} label={text('mes.question.text')} maxLength={200} />
        {kind === 'MEASURE' && (
          <>
            <FormTextField name={`${name}.unit`} label={text('mes.question.unit')} maxLength={20} />
            <FormNumberField name={`${name}.min`} label={text('mes.question.min')} />
            <FormNumberField name={`${name}.max`} label={text('mes.question.max')} />
          </>
        )}
      </FormGrid>
      <div>
        <Button variant="link" onClick={onRemove}>
          {text('mes.question.remove', { n: index + 1 })}
        </Button>
      </div>
    </Fieldset>
  );
}

export function StepFields({ index, count, centers, move, remove }: StepFieldsProps) {
  const text = useText();
  const name = `steps.${index}`;
  const step = useFormField<StepValues>(name).value;
  const printing = step.kind === 'PRINT';
  return (
    <Fieldset legend={text('mes.step.legend', { n: index + 1, name: step.name.trim() || text(`mes.step.kind.${step.kind}`) })}>
      <FormGrid>
        <FormTextField name={`${name}.name`} label={text('mes.step.name')} maxLength={80} />
        <FormSelectField
          name={`${name}.kind`}
          label={text('mes.step.kind')}
          options={WORKPLAN_STEP_KINDS.map((value) => ({ value, label: text(`mes.step.kind.${value}`) }))}
        />
        <FormSelectField<number>
          name={`${name}.workCenterId`}
          label={text('mes.step.workCenter')}
          placeholder={printing ? text('mes.step.onJobs') : text('mes.step.chooseCenter')}
          disabled={printing}
          nullable
          parse={Number}
          options={centers.map((center) => ({ value: center.id, label: center.name }))}
        />
        <FormNumberField name={`${name}.standardMinutes`} label={text('mes.step.minutes')} min={0} />
        <FormSelectField
          name={`${name}.timeBasis`}
          label={text('mes.step.basis')}
          options={WORKPLAN_TIME_BASES.map((value) => ({ value, label: text(`mes.step.basis.${value}`) }))}
        />
      </FormGrid>
      <FieldArray name={`${name}.questions`}>
        {(questions) => (
          <>
            {step.questions.map((_, q) => (
              <QuestionFields key={q} name={`${name}.questions.${q}`} index={q} onRemove={() => questions.remove(q)} />
            ))}
            <div>
              <Button variant="secondary" size="sm" onClick={() => questions.push(newQuestion())}>
                {text('mes.question.add')}
              </Button>
            </div>
          </>
        )}
      </FieldArray>
      <Toolbar>
        <Button variant="link" disabled={index === 0} onClick={() => move(index, index - 1)}>
          {text('mes.step.up', { n: index + 1 })}
        </Button>
        <Button variant="link" disabled={index === count - 1} onClick={() => move(index, index + 1)}>
          {text('mes.step.down', { n: index + 1 })}
        </Button>
        <Button variant="link" disabled={count === 1} onClick={() => remove(index)}>
          {text('mes.step.remove', { n: index + 1 })}
        </Button>
      </Toolbar>
    </Fieldset>
  );
}
