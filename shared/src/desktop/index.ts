/**
 * The desktop pages' connection to the desktop tool on the planner's computer, how it stands,
 * and the page's reading of the tool's estimate. The protocol's schemas come with this entry,
 * which each area bundles for itself: the shell never loads them.
 */
export { connectDesktopTool, DesktopToolError, type DesktopTool, type DesktopToolStatus } from './desktop-tool.js';
export { useDesktopTool, type DesktopToolState } from './use-desktop-tool.js';
export { DesktopToolStatusPanel } from './tool-status.js';
export { DESKTOP_TEXTS } from './texts.js';
export { readTrayEstimate, type TrayEstimate } from '../contracts/desktop-protocol.js';
