/** Where the start bundle leaves its React modules for the host (react-handoff.ts, ../index.ts). */
export const REACT_HANDOFF = '__AM_SHELL_REACT__';

/** Module name → module, as the host's shared-module registry wants them. */
export type ReactModules = Record<string, object>;
