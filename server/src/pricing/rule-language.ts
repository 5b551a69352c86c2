/**
 * The formulas of a facility's pricing rules: JSON Logic (jsonlogic.com), a
 * rule written as data that an interpreter walks — never compiled, never `eval`. Only the
 * operators a price needs are allowed (arithmetic, comparison, logic, `if`, `var`): json-logic-js
 * also has `method`, which calls a method of any value it is given, and string and array
 * operators a price has no use for; a formula using one is refused with its name, as is a
 * variable the price does not provide.
 */
import jsonLogic from 'json-logic-js';
import { MAX_AMOUNT_MINOR } from '../orders/index.js';

/** What a formula reads (`{"var": "volumeCm3"}`), with what each is. */
const FORMULA_VARIABLES = {
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
type FormulaVariable = keyof typeof FORMULA_VARIABLES;
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

/**
 * How deep a formula may nest objects and arrays (an operation and its list of arguments are a
 * level each): far more than a price needs, far less than would overflow the stack in the walks a
 * formula goes through (the check below, json-logic-js, JSON.stringify: all recursive).
 */
const MAX_FORMULA_DEPTH = 100;

/** Whether the value nests more than `limit` levels deep, measured level by level so that no depth overflows the stack. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  let level = [value];
  for (let depth = 0; depth <= limit; depth++) {
    level = level.flatMap((item) => (item !== null && typeof item === 'object' ? Object.values(item) : []));
    if (!level.length) return false;
  }
  return true;
}

/** Why the formula may not run (nested too deep, an operator or variable it may not use), or undefined. */
export function formulaProblem(formula: unknown): string | undefined {
  if (nestsDeeperThan(formula, MAX_FORMULA_DEPTH)) return `It is nested more than ${MAX_FORMULA_DEPTH} levels deep`;
  return operationProblem(formula);
}

function operationProblem(formula: unknown): string | undefined {
  if (formula === null || typeof formula !== 'object') return undefined;
  if (Array.isArray(formula)) {
    for (const item of formula) {
      const problem = operationProblem(item);
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
  return operationProblem(args);
}

/**
 * The formula's result for the data, or why it has none: it is not a finite number, or it is an
 * amount per piece beyond what a bid may hold, which no price made from it could be quoted at.
 */
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
  if (Math.abs(result) > MAX_AMOUNT_MINOR) {
    return { problem: `It gives ${result}, beyond what a bid may hold (${MAX_AMOUNT_MINOR} minor units a piece)` };
  }
  return { value: result };
}
