import { remoteRoute, type RemoteModule } from 'shared/remote';

const sp = remoteRoute('serviceProvider', 'ROLE_SERVICE_PROVIDER');

/** Production management (spec 2.4–2.6): machines, schedules, the enterprise scheduler, materials, analytics. */
const area: RemoteModule = {
  name: 'mfe_production',
  routes: [
    sp('/service-provider/build-planning-new', 'page.buildPlanning'),
    {
      ...sp('/service-provider/machine-platforms', 'page.machinePlatforms'),
      load: () => import('./machine-platforms/MachinePlatformsPage'),
    },
    {
      ...sp('/service-provider/machine-platforms/:id', 'page.machinePlatform'),
      load: () => import('./machine-platforms/MachinePlatformPage'),
    },
    { ...sp('/service-provider/schedules', 'page.schedules'), load: () => import('./jobs/SchedulesPage') },
    { ...sp('/service-provider/schedules/new', 'page.schedules'), load: () => import('./jobs/JobPage') },
    { ...sp('/service-provider/schedules/:id', 'page.schedules'), load: () => import('./jobs/JobPage') },
    {
      ...sp('/service-provider/scheduler-view', 'page.schedulerView', {
        permission: 'ENTERPRISE_SCHEDULER_VIEW',
        flag: 'enterpriseScheduler',
      }),
      load: () => import('./scheduler/SchedulerViewPage'),
    },
    sp('/service-provider/groupNesting', 'page.groupNesting'),
    sp('/service-provider/work-center', 'page.workCenter', { flag: 'workplanQuestions' }),
    sp('/service-provider/work-center-old', 'page.workCenterOld', { flag: 'workplanQuestions' }),
    ...['batches', 'lots', 'suppliers', 'stocks'].map((tab) =>
      sp(`/service-provider/material-management/${tab}`, `page.materialManagement.${tab}`, {
        permission: 'MATERIAL_MANAGEMENT_EDITOR',
        flag: 'materialManagement',
      }),
    ),
    sp('/service-provider/machine-connectivity', 'page.machineConnectivity'),
    sp('/service-provider/material-search', 'page.materialSearch'),
    sp('/service-provider/analytics', 'page.analytics'),
  ],
};

export default area;
