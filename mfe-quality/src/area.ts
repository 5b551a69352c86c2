import type { RemoteModule, RemoteRoute } from 'shared/remote';

const qms = (path: string, titleId: string): RemoteRoute => ({
  path,
  titleId,
  layout: 'serviceProvider',
  requires: { authority: 'ROLE_SERVICE_PROVIDER', flag: 'qms' },
});

/** Quality management (spec 2.6): process and part non-conformance reports, CAPA. */
const area: RemoteModule = {
  name: 'mfe_quality',
  routes: [
    qms('/service-provider/quality-management/quality-dashboard', 'page.processNcr'),
    qms('/service-provider/quality-management/compliance', 'page.partNcr'),
    qms('/service-provider/quality-management/capa', 'page.capa'),
  ],
};

export default area;
