/**
 * Where the kit's popovers, menus, tooltips and dialogs render. A remote's styles are
 * namespaced under its mount ([data-remote=…]), so a layer portalled to document.body would
 * lose the remote's styles; the shell provides a host inside the mount instead.
 */
import { createContext, useContext } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

export const PortalContainerProvider = PortalContainerContext.Provider;

/** The element to portal into, or undefined for document.body. */
export const usePortalContainer = (): HTMLElement | undefined => useContext(PortalContainerContext) ?? undefined;
