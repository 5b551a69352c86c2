import type { Project, ProjectSide, storefrontApi } from '../api';

/** A change to a project, as the server takes it. */
export type Change = Parameters<ReturnType<typeof storefrontApi.useChangeProjectMutation>[0]>[0]['change'];

/** What each section of a project is drawn from: the project, and a way to change it. */
export interface SectionProps {
  project: Project;
  side: ProjectSide;
  change: (what: Change) => Promise<boolean>;
  busy: boolean;
}
