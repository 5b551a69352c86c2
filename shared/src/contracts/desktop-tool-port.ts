/**
 * The desktop tool listens on the loopback address only, on this port. Apart from the protocol's
 * schemas, so that the server's page policy can name it without them.
 */
export const DESKTOP_TOOL_PORT = 12001;
