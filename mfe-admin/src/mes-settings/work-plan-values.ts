/**
 * A work plan template as its form holds it, and back: numbers the person has not entered yet are
 * null, a question's key is made from its text when it has none (the server keeps answers by it,
 * so a question once saved keeps its key).
 */
import type { WorkplanQuestion, WorkplanTemplate, WorkplanTemplateInput } from '../api';

type StepKind = WorkplanTemplateInput['steps'][number]['kind'];
type TimeBasis = WorkplanTemplateInput['steps'][number]['timeBasis'];

export interface QuestionValues {
  id: string;
  kind: WorkplanQuestion['kind'];
  text: string;
  unit: string;
  min: number | null;
  max: number | null;
}

export interface StepValues {
  name: string;
  kind: StepKind;
  workCenterId: number | null;
  standardMinutes: number | null;
  timeBasis: TimeBasis;
  questions: QuestionValues[];
}

export interface PlanValues {
  name: string;
  amProcessId: number | null;
  materialId: number | null;
  steps: StepValues[];
}

export const newStep = (kind: StepKind = 'WORK'): StepValues => ({
  name: '',
  kind,
  workCenterId: null,
  standardMinutes: null,
  timeBasis: 'PART',
  questions: [],
});

export const newQuestion = (): QuestionValues => ({ id: '', kind: 'CHECK', text: '', unit: '', min: null, max: null });

/** A new plan starts with printing, which comes first when a plan has it. */
export const NEW_PLAN: PlanValues = { name: '', amProcessId: null, materialId: null, steps: [{ ...newStep('PRINT'), name: '' }] };

export const valuesOf = (template: WorkplanTemplate): PlanValues => ({
  name: template.name,
  amProcessId: template.amProcess.id,
  materialId: template.material?.id ?? null,
  steps: template.steps.map((step) => ({
    name: step.name,
    kind: step.kind,
    workCenterId: step.workCenterId,
    standardMinutes: step.standardMinutes,
    timeBasis: step.timeBasis,
    questions: step.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      text: question.text,
      unit: question.unit ?? '',
      min: question.min ?? null,
      max: question.max ?? null,
    })),
  })),
});

/** A question's key from its text ('Wall thickness' → 'wall-thickness'), unique in its step. */
function keyOf(text: string, taken: Set<string>): string {
  const base =
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 36) || 'question';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  taken.add(key);
  return key;
}

export function inputOf(values: PlanValues): WorkplanTemplateInput {
  return {
    name: values.name.trim(),
    amProcessId: values.amProcessId!,
    materialId: values.materialId,
    steps: values.steps.map((step) => {
      const taken = new Set(step.questions.map((question) => question.id).filter(Boolean));
      return {
        name: step.name.trim(),
        kind: step.kind,
        workCenterId: step.kind === 'PRINT' ? null : step.workCenterId,
        standardMinutes: step.standardMinutes ?? 0,
        timeBasis: step.timeBasis,
        questions: step.questions.map((question) => ({
          id: question.id || keyOf(question.text, taken),
          kind: question.kind,
          text: question.text.trim(),
          ...(question.kind === 'MEASURE'
            ? {
                ...(question.unit.trim() ? { unit: question.unit.trim() } : {}),
                ...(question.min === null ? {} : { min: question.min }),
                ...(question.max === null ? {} : { max: question.max }),
              }
            : {}),
        })),
      };
    }),
  };
}
