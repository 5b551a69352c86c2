import type { Page } from '@playwright/test';

/**
 * Records every request the page makes to another origin than the platform's (data: and
 * blob: URLs stay in the browser). The platform ships everything it shows, so a plant
 * without internet access sees the same pages and no third party learns who looks at them.
 */
export function foreignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin) foreign.push(`${request.method()} ${request.url()}`);
  });
  return foreign;
}
