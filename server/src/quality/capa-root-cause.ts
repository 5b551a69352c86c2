/**
 * A CAPA's root cause, structured by the method that found it, never one free text: the 5 Whys
 * (the problem, each why answered, the cause they reach), a fishbone diagram (the effect and its
 * causes by category, the one found to be the root) or an 8D report (its team and disciplines D2
 * to D8). The request names the method, and the method's own form is checked field by field.
 */
import { ROOT_CAUSE_METHODS, type RootCauseMethod } from 'shared/contracts';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { ref, StringEnum } from '../http/schema-helpers.js';

/** The fishbone's bones: where a cause may come from. */
const FISHBONE_CATEGORIES = ['MAN', 'MACHINE', 'METHOD', 'MATERIAL', 'MEASUREMENT', 'ENVIRONMENT'] as const;

/** A text that must say something. */
const Said = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, pattern: '\\S', description });
/** A discipline of an 8D report that is written as the CAPA goes on: empty until then. */
const Later = (description: string) => Type.String({ maxLength: 4000, description: `${description}; empty until it is known` });

export const FiveWhysSchema = Type.Object(
  {
    method: Type.Literal('FIVE_WHYS'),
    problem: Said(2000, 'The problem the whys start from'),
    whys: Type.Array(Said(1000, 'Why it happened: each answer the next why asks about'), { minItems: 1, maxItems: 5 }),
    rootCause: Said(2000, 'The cause the last why reaches'),
  },
  { $id: 'RootCauseFiveWhys', additionalProperties: false },
);

export const FishboneSchema = Type.Object(
  {
    method: Type.Literal('FISHBONE'),
    effect: Said(2000, 'The effect at the fish’s head'),
    causes: Type.Array(
      Type.Object(
        { category: StringEnum(FISHBONE_CATEGORIES), cause: Said(1000, 'A possible cause on that bone') },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 60 },
    ),
    rootCause: Said(2000, 'The cause found to be the root'),
  },
  { $id: 'RootCauseFishbone', additionalProperties: false },
);

export const EightDSchema = Type.Object(
  {
    method: Type.Literal('EIGHT_D'),
    team: Type.Array(Said(200, 'A member of the team (D1)'), { minItems: 1, maxItems: 20 }),
    problem: Said(4000, 'The problem described (D2)'),
    containment: Said(4000, 'The interim containment (D3)'),
    rootCause: Said(4000, 'The root cause and where it escaped (D4)'),
    correctiveActions: Later('The permanent corrective actions chosen (D5)'),
    implementation: Later('How they were put in place and validated (D6)'),
    prevention: Later('What keeps it from happening again elsewhere (D7)'),
    recognition: Later('The team’s work recognised (D8)'),
  },
  { $id: 'RootCauseEightD', additionalProperties: false },
);

export const RootCauseSchema = Type.Union([ref(FiveWhysSchema), ref(FishboneSchema), ref(EightDSchema)], {
  $id: 'RootCause',
  description: 'The root cause in the form of its method, named by `method`',
});
export type RootCause = Static<typeof FiveWhysSchema> | Static<typeof FishboneSchema> | Static<typeof EightDSchema>;

const FORMS: Record<RootCauseMethod, TSchema> = { FIVE_WHYS: FiveWhysSchema, FISHBONE: FishboneSchema, EIGHT_D: EightDSchema };

interface Issue {
  keyword: string;
  instancePath: string;
  message: string;
  params: { requiredProperties?: string[]; additionalProperties?: string[]; allowedValues?: unknown[] };
}

/**
 * What is wrong with a root cause, named by its field (`body.whys.0`), or undefined when its
 * method's form holds. The route's schema is the union of the three forms, whose refusal would
 * list the other forms' fields too; this check, made first, names only the one the method asks.
 */
export function rootCauseRefusal(body: unknown): { field: string; message: string } | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { method } = body as { method?: unknown };
  if (typeof method !== 'string' || !ROOT_CAUSE_METHODS.includes(method as RootCauseMethod)) {
    return { field: 'body.method', message: `body.method must be one of: ${ROOT_CAUSE_METHODS.join(', ')}` };
  }
  // A property the form does not know is reported once, by its name, rather than as "schema is false".
  const issue = ([...Value.Errors(FORMS[method as RootCauseMethod], body)] as Issue[]).find((each) => each.keyword !== 'boolean');
  if (!issue) return undefined;
  const path = ['body', ...issue.instancePath.split('/').filter(Boolean)].join('.');
  if (issue.keyword === 'required') {
    const field = `${path}.${issue.params.requiredProperties?.[0] ?? ''}`;
    return { field, message: `${field} is required` };
  }
  if (issue.keyword === 'additionalProperties') {
    const field = `${path}.${issue.params.additionalProperties?.[0] ?? ''}`;
    return { field, message: `${field} is not a known field` };
  }
  if (issue.keyword === 'enum') {
    return { field: path, message: `${path} must be one of: ${(issue.params.allowedValues ?? []).join(', ')}` };
  }
  return { field: path, message: `${path} ${issue.message}` };
}

/** The root cause as it is kept: every text trimmed, the method in its own column. */
export function storedRootCause(rootCause: RootCause): { method: RootCauseMethod; form: Record<string, unknown> } {
  const trim = (value: unknown): unknown =>
    typeof value === 'string'
      ? value.trim()
      : Array.isArray(value)
        ? value.map(trim)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trim(item)]))
          : value;
  const { method, ...form } = rootCause;
  return { method, form: trim(form) as Record<string, unknown> };
}

/** The root cause as answers show it, from its two columns. */
export const rootCauseOf = (method: RootCauseMethod | null, form: unknown): RootCause | null =>
  method === null ? null : ({ method, ...(form as object) } as RootCause);
