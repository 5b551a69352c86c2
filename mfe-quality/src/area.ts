import { remoteRoute, type RemoteModule } from 'shared/remote';

const sp = remoteRoute('serviceProvider', 'ROLE_SERVICE_PROVIDER');
const qms = (path: string, titleId: string) => sp(path, titleId, { flag: 'qms' });

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
