import type { FastifyInstance } from 'fastify';
import { DESKTOP_TOOL_PORT } from 'shared/contracts';
import type { AppConfig } from '../config.js';
import { registerSecurityHeaders, registerStrictTransportSecurity } from './transport.js';

/**
 * The security headers, with the origins a page may load scripts, styles and fonts from, and the
 * desktop tool's port on the planner's own computer, which the desktop pages talk to.
 */
export function registerPageSecurity(app: FastifyInstance, config: AppConfig): void {
  // Remotes served from another origin (a dev server, a CDN) must be allowed to load.
  const remoteOrigins = [...new Set(Object.values(config.remoteUrls).map((url) => new URL(url).origin))];
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...remoteOrigins],
        'connect-src': ["'self'", ...remoteOrigins, `ws://127.0.0.1:${DESKTOP_TOOL_PORT}`],
        // styled-components writes style elements. A stylesheet can read what is typed into a
        // page, so a theme's fonts come from the platform or THEME_FONT_ORIGINS, never any https
        // site. (The docs UI has its own, stricter policy.)
        'style-src': ["'self'", "'unsafe-inline'", ...config.themeFontOrigins],
        'font-src': ["'self'", ...config.themeFontOrigins],
        'img-src': ["'self'", 'data:', 'https:'],
        // Plants often run the platform on plain http inside their network: do not force https.
        'upgrade-insecure-requests': null,
      },
    },
    // Sent by registerStrictTransportSecurity, over https only.
    strictTransportSecurity: false,
  });
  registerStrictTransportSecurity(app);
}
