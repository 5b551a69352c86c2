/**
 * React as the start bundle loaded it, handed to the signed-in shell: the host (shell/src/index.ts)
 * registers these modules as its shared singletons instead of downloading a second React, so the
 * page runs one React before and after login, and the remotes get that one too.
 */
import * as react from 'react';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import { REACT_HANDOFF, type ReactModules } from './react-handoff-key';

export function handOverReact(): void {
  const modules: ReactModules = {
    react,
    'react/jsx-runtime': jsxRuntime,
    'react/jsx-dev-runtime': jsxDevRuntime,
    'react-dom': reactDom,
    'react-dom/client': reactDomClient,
  };
  (globalThis as Record<string, unknown>)[REACT_HANDOFF] = modules;
}
