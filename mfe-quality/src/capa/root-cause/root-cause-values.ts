/**
 * The three root-cause forms as a form holds them — the 5 Whys, the fishbone and the 8D report —
 * their first values (the recorded root cause of that method, else what the CAPA already says),
 * their rules, and the root cause each sends, every text trimmed.
 */
import * as yup from 'yup';
import type { Capa, RootCause } from '../../api';
import type { Text } from '../../texts';

export type Method = RootCause['method'];
type Of<M extends Method> = Extract<RootCause, { method: M }>;
export type FiveWhys = Omit<Of<'FIVE_WHYS'>, 'method'>;
export type Fishbone = Omit<Of<'FISHBONE'>, 'method'>;
export type EightD = Omit<Of<'EIGHT_D'>, 'method'>;
export type FishboneCategory = Fishbone['causes'][number]['category'];

/** The methods in the order the form offers them. */
export const METHODS: readonly Method[] = ['FIVE_WHYS', 'FISHBONE', 'EIGHT_D'];
export const FISHBONE_CATEGORIES: readonly FishboneCategory[] = [
  'MAN',
  'MACHINE',
  'METHOD',
  'MATERIAL',
  'MEASUREMENT',
  'ENVIRONMENT',
];
/** The 8D report's disciplines after its team (D2 to D8), each a text; D5 to D8 are written as the CAPA goes on. */
export const DISCIPLINES = [
  'problem',
  'containment',
  'rootCause',
  'correctiveActions',
  'implementation',
  'prevention',
  'recognition',
] as const;
/** As many whys as the method asks at most; as many team members and causes as the server keeps. */
export const MAX_WHYS = 5;
export const MAX_CAUSES = 60;
export const MAX_TEAM = 20;

/** The recorded root cause's form when it is of this method. */
function recorded<M extends Method>(capa: Capa, method: M): Omit<Of<M>, 'method'> | undefined {
  if (capa.rootCause?.method !== method) return undefined;
  const { method: _method, ...form } = capa.rootCause as Of<M>;
  return form as Omit<Of<M>, 'method'>;
}

export const firstFiveWhys = (capa: Capa): FiveWhys =>
  recorded(capa, 'FIVE_WHYS') ?? { problem: capa.problem, whys: [''], rootCause: '' };

export const firstFishbone = (capa: Capa): Fishbone =>
  recorded(capa, 'FISHBONE') ?? { effect: capa.problem, causes: [{ category: 'MACHINE', cause: '' }], rootCause: '' };

export const firstEightD = (capa: Capa): EightD =>
  recorded(capa, 'EIGHT_D') ?? {
    team: [capa.owner?.name ?? ''],
    problem: capa.problem,
    containment: capa.containment,
    rootCause: '',
    correctiveActions: '',
    implementation: '',
    prevention: '',
    recognition: '',
  };

const said = (message: string, max: number, text: Text) =>
  yup
    .string()
    .trim()
    .required(message)
    .max(max, text('capa.tooLong', { count: max }));
const later = (text: Text) => yup.string().max(4000, text('capa.tooLong', { count: 4000 }));

export const fiveWhysSchema = (text: Text) =>
  yup.object({
    problem: said(text('rootCause.problemRequired'), 2000, text),
    whys: yup.array(said(text('rootCause.whyRequired'), 1000, text)),
    rootCause: said(text('rootCause.rootCauseRequired'), 2000, text),
  });

export const fishboneSchema = (text: Text) =>
  yup.object({
    effect: said(text('rootCause.effectRequired'), 2000, text),
    causes: yup.array(yup.object({ cause: said(text('rootCause.causeRequired'), 1000, text) })),
    rootCause: said(text('rootCause.rootCauseRequired'), 2000, text),
  });

export const eightDSchema = (text: Text) =>
  yup.object({
    team: yup.array(said(text('rootCause.memberRequired'), 200, text)),
    problem: said(text('rootCause.problemRequired'), 4000, text),
    containment: said(text('rootCause.containmentRequired'), 4000, text),
    rootCause: said(text('rootCause.rootCauseRequired'), 4000, text),
    correctiveActions: later(text),
    implementation: later(text),
    prevention: later(text),
    recognition: later(text),
  });

const trimmed = (value: string) => value.trim();

export const fiveWhysCause = (form: FiveWhys): RootCause => ({
  method: 'FIVE_WHYS',
  problem: form.problem.trim(),
  whys: form.whys.map(trimmed),
  rootCause: form.rootCause.trim(),
});

export const fishboneCause = (form: Fishbone): RootCause => ({
  method: 'FISHBONE',
  effect: form.effect.trim(),
  causes: form.causes.map((bone) => ({ category: bone.category, cause: bone.cause.trim() })),
  rootCause: form.rootCause.trim(),
});

export const eightDCause = (form: EightD): RootCause => ({
  method: 'EIGHT_D',
  team: form.team.map(trimmed),
  problem: form.problem.trim(),
  containment: form.containment.trim(),
  rootCause: form.rootCause.trim(),
  correctiveActions: form.correctiveActions.trim(),
  implementation: form.implementation.trim(),
  prevention: form.prevention.trim(),
  recognition: form.recognition.trim(),
});
