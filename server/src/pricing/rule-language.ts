/**
 * The formulas of a facility's pricing rules (issue 15, item 7): JSON Logic (jsonlogic.com), a
 * rule written as data that an interpreter walks — never compiled, never `eval`. Only the
 * operators a price needs are allowed (arithmetic, comparison, logic, `if`, `var`): json-logic-js
 * also has `method`, which calls a method of any value it is given, and string and array
 * operators a price has no use for; a formula using one is refused with its name, as is a
 * variable the price does not provide.
 */
import jsonLogic from 'json-logic-js';

/** What a formula reads (`{"var": "volumeCm3"}`), with what each is. */
export const FORMULA_VARIABLES = {
  volumeCm3: 'the part’s volume, cm³',
  surfaceAreaCm2: 'the part’s surface area, cm²',
  boxXMm: 'the bounding box’s length in x, mm',
  boxYMm: 'the bounding box’s length in y, mm',
  boxZMm: 'the bounding box’s height in z, mm',
  boxVolumeCm3: 'the bounding box’s volume, cm³',
  facets: 'the mesh’s triangles',
  quantity: 'pieces ordered of the part',
  leadTimeDays: 'days from now to the delivery date asked for (0 when none is asked)',
  buildHours: 'machine hours for one piece, at the process’s build rate',
  material: 'the material’s name',
  process: 'the process’s code (e.g. SELECTIVE_LASER_SINTERING)',
  finish: 'the finish asked for ("" when none)',
} as const;
export type FormulaVariable = keyof typeof FORMULA_VARIABLES;
export type FormulaData = Record<FormulaVariable, number | string>;

const OPERATORS = new Set([
  'var',
  'if',
  '?:',
  '==',
  '===',
  '!=',
  '!==',
  '<',
  '<=',
  '>',
  '>=',
  '!',
  '!!',
  'and',
  'or',
  'in',
  '+',
  '-',
  '*',
  '/',
  '%',
  'min',
  'max',
]);

/** Why the formula may not run (an operator or variable it may not use), or undefined. */
export function formulaProblem(formula: unknown): string | undefined {
  if (formula === null || typeof formula !== 'object') return undefined;
  if (Array.isArray(formula)) {
    for (const item of formula) {
      const problem = formulaProblem(item);
      if (problem) return problem;
    }
    return undefined;
  }
  const keys = Object.keys(formula);
  if (keys.length !== 1) return `An operation is an object with one operator as its key; found ${keys.length} keys`;
  const [operator] = keys as [string];
  if (!OPERATORS.has(operator)) return `The operator "${operator}" is not allowed`;
  const args = (formula as Record<string, unknown>)[operator];
  if (operator === 'var') {
    const name = Array.isArray(args) ? args[0] : args;
    if (typeof name !== 'string' || !(name in FORMULA_VARIABLES)) {
      return `The variable ${JSON.stringify(name)} is unknown; the formulas know ${Object.keys(FORMULA_VARIABLES).join(', ')}`;
    }
    return undefined;
  }
  return formulaProblem(args);
}

/** The formula's result for the data, or why it has none (it is not a finite number). */
export function runFormula(formula: unknown, data: FormulaData): { value: number } | { problem: string } {
  const problem = formulaProblem(formula);
  if (problem) return { problem };
  let result: unknown;
  try {
    result = jsonLogic.apply(formula as jsonLogic.RulesLogic, data);
  } catch (error) {
    return { problem: `It stopped: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof result === 'boolean') result = Number(result);
  if (typeof result === 'number' && !Number.isFinite(result)) {
    return { problem: `It gives ${result}, not a finite number (a division by zero?)` };
  }
  if (typeof result !== 'number') return { problem: `It gives ${JSON.stringify(result) ?? 'nothing'}, not a number` };
  return { value: result };
}
