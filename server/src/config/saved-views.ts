/**
 * The saved views of the lists, each list's kept as a user preference of its own type in the
 * shape of that list's view: the part orders' a stage and its filters, the NCR lists' and the
 * CAPA list's their search, filters and sort, the parts to plan's their search and filters.
 */
import type { PreferenceType } from 'shared/contracts';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { badRequest } from '../http/errors.js';
import { PlanningViewSchema } from '../builds/index.js';
import { CapaViewSchema, NcrViewSchema } from '../quality/index.js';
import { PartOrderViewSchema } from './schemas.js';

const NCR_VIEW = { schema: NcrViewSchema, shape: '{ label, search?, filter, sort?, direction? }' };
const VIEWS = {
  PART_ORDER_VIEWS: { schema: PartOrderViewSchema, shape: '{ label, stage, filter }' },
  PART_NCR_VIEWS: NCR_VIEW,
  PROCESS_NCR_VIEWS: NCR_VIEW,
  CAPA_VIEWS: { schema: CapaViewSchema, shape: '{ label, search?, filter, sort?, direction? }' },
  BUILD_PART_VIEWS: { schema: PlanningViewSchema, shape: '{ label, search?, filter }' },
} satisfies Partial<Record<PreferenceType, { schema: TSchema; shape: string }>>;

type ViewsType = keyof typeof VIEWS;

export const isViewsType = (type: PreferenceType): type is ViewsType => type in VIEWS;

/**
 * Refuses, naming the first view that is not one, saved views that are not all views of the
 * type's list: the body's schema takes any list's views, or another preference altogether.
 */
export function checkSavedViews(type: ViewsType, preference: unknown): asserts preference is { label: string }[] {
  const { schema, shape } = VIEWS[type];
  if (!Array.isArray(preference)) throw badRequest(`Saved views are a list of ${shape}`, 'body.preference');
  const wrong = preference.findIndex((view) => !Value.Check(schema, view));
  if (wrong >= 0) throw badRequest(`A saved view of this list is ${shape}`, `body.preference.${wrong}`);
}
