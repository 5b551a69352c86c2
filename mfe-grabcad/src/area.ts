import { remoteRoute, type RemoteModule } from 'shared/remote';

const tool = remoteRoute('bare', 'ROLE_SERVICE_PROVIDER');

/** The desktop-tool views (spec 2.3): rendered without the shell's chrome. */
const area: RemoteModule = {
  name: 'mfe_grabcad',
  routes: [
    tool('/grabcad/grabcad-select-parts', 'page.grabcadSelectParts'),
    tool('/grabcad/grabcad-create-job', 'page.grabcadCreateJob'),
    tool('/grabcad/grabcad-job', 'page.grabcadJob'),
    tool('/grabcad/grabcad-jobs-scheduled', 'page.grabcadJobsScheduled'),
  ],
};

export default area;
