import { AUTHORITIES, MENU_COUNTERS, MENU_GROUPS, PAGE_MENU_SECTIONS, PERMISSIONS } from '../contracts/index.js';
import { LANGUAGE_KEYS, type LanguageKey } from '../texts/index.js';
// The contract's shapes are generated from the server's schemas (server/src/web/schemas.ts).
import type { components } from '../contracts/api-schemas.js';

/** Per-facility flags a route or menu item can need (feature flags of the facility's settings). */
export const PROFILE_FLAGS = [
  'qms',
  'quoteRuleEngine',
  'accounting',
  'workplanQuestions',
  'materialManagement',
  'enterpriseScheduler',
  'webhooks',
  'analytics',
] as const;
export type ProfileFlag = (typeof PROFILE_FLAGS)[number];

/** The layout a route renders in. */
export const LAYOUTS = ['serviceProvider', 'engineer', 'storeFront', 'bare'] as const;
export type Layout = (typeof LAYOUTS)[number];

type Schemas = components['schemas'];

/** What a route or menu item needs of the user. */
export type RouteRequirement = Schemas['RouteRequirement'];
/** A menu item that leads to a route: which menu and group it shows in, its key in the tenant's menu config, its order. */
export type MenuEntry = Schemas['MenuEntry'];
/** One route of an area: its path, title, layout, requirements, menu items and the screen that renders it. */
export type RemoteRoute = Schemas['RemoteRoute'];
/** A remote as GET /api/v1/ui/remotes lists it: its manifest and, when the server serves it, its route table. */
export type RemoteEntry = Schemas['RemoteEntry'];

/**
 * An area's route table: data, read without loading any of the remote's code, so that a user
 * downloads a remote only to open one of its screens. Each remote keeps it in src/area.json
 * (layout and requires there are the defaults of its routes; see expandArea), and its build
 * exposes every screen the table names and ships the table as area.json beside its manifest.
 */
export type RemoteArea = Required<Pick<RemoteEntry, 'name' | 'routes'>>;

/**
 * A remote's name, as module federation and REMOTE_<NAME>_URL spell it: its workspace folder's
 * (mfe-orders is mfe_orders), so that the folder is the one place it is written.
 */
export const remoteName = (folder: string): string => folder.replaceAll('-', '_');

/** An area's src/area.json: routes may leave out what the area gives them all; the name is the remote's folder's. */
export interface AreaFile {
  layout?: Layout;
  requires?: RouteRequirement;
  routes: (Omit<RemoteRoute, 'layout'> & { layout?: Layout })[];
}

/** The route table of remote `name`'s area file: each route with the area's layout and requirements under its own. */
export function expandArea(name: string, file: AreaFile): RemoteArea {
  return {
    name,
    routes: file.routes.map(({ layout, requires, ...route }) => ({
      ...route,
      layout: (layout ?? file.layout)!,
      ...(file.requires || requires ? { requires: { ...file.requires, ...requires } } : {}),
    })),
  };
}

/** The language missing from a text in every language, if one is. */
function missingLanguage(text: unknown): LanguageKey | undefined {
  const texts = (text ?? {}) as Partial<Record<LanguageKey, unknown>>;
  return LANGUAGE_KEYS.find((language) => typeof texts[language] !== 'string' || !(texts[language] as string).trim());
}

function menuEntryProblem(value: unknown): string | undefined {
  const entry = (value ?? {}) as Partial<MenuEntry>;
  if (!PAGE_MENU_SECTIONS.includes(entry.section as MenuEntry['section']))
    return `section must be one of ${PAGE_MENU_SECTIONS.join(', ')}`;
  if (!MENU_GROUPS.includes(entry.group as MenuEntry['group'])) return `group must be one of ${MENU_GROUPS.join(', ')}`;
  if (typeof entry.key !== 'string' || !entry.key) return 'key must be a non-empty string';
  if (entry.counter !== undefined && !MENU_COUNTERS.includes(entry.counter))
    return `counter must be one of ${MENU_COUNTERS.join(', ')}`;
  if (!Number.isInteger(entry.order)) return 'order must be an integer';
  const unlabelled = entry.label === undefined ? undefined : missingLanguage(entry.label);
  if (unlabelled) return `label needs a ${unlabelled} text`;
  return undefined;
}

/** Checks at run time that a route table (as it came over the network) has the contract's shape; the reason when not. */
export function contractProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return 'the route table is not an object';
  const candidate = value as Partial<RemoteArea>;
  if (typeof candidate.name !== 'string' || !candidate.name) return 'name must be a non-empty string';
  if (!Array.isArray(candidate.routes)) return 'routes must be an array';
  for (const [index, route] of candidate.routes.entries()) {
    const r = route as Partial<RemoteRoute>;
    if (typeof r.path !== 'string' || !r.path.startsWith('/')) return `routes[${index}].path must start with /`;
    const untitled = missingLanguage(r.title);
    if (untitled) return `routes[${index}].title needs a ${untitled} text`;
    if (!LAYOUTS.includes(r.layout as Layout)) return `routes[${index}].layout must be one of ${LAYOUTS.join(', ')}`;
    if (r.screen !== undefined && (typeof r.screen !== 'string' || !r.screen.startsWith('./')))
      return `routes[${index}].screen must start with ./`;
    const requires = r.requires ?? {};
    if (requires.authority !== undefined && !AUTHORITIES.includes(requires.authority))
      return `routes[${index}].requires.authority is unknown`;
    if (requires.permission !== undefined && !PERMISSIONS.includes(requires.permission))
      return `routes[${index}].requires.permission is unknown`;
    if (requires.flag !== undefined && !PROFILE_FLAGS.includes(requires.flag)) return `routes[${index}].requires.flag is unknown`;
    if (r.menu !== undefined && !Array.isArray(r.menu)) return `routes[${index}].menu must be an array`;
    for (const [entryIndex, entry] of (r.menu ?? []).entries()) {
      const problem = menuEntryProblem(entry);
      if (problem) return `routes[${index}].menu[${entryIndex}].${problem}`;
    }
  }
  return undefined;
}
