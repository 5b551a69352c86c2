/** The desktop pages' connection to the desktop tool on the planner's computer, and how it stands. */
export { connectDesktopTool, DesktopToolError, type DesktopTool, type DesktopToolStatus } from './desktop-tool.js';
export { useDesktopTool, type DesktopToolState } from './use-desktop-tool.js';
export { DesktopToolStatusPanel } from './tool-status.js';
export { DESKTOP_TEXTS } from './texts.js';
