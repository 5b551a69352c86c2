import { authApi } from 'shared/auth';
import { referenceApi } from 'shared/api';
import type { components } from 'shared/contracts';
import { useDesktopTool } from 'shared/desktop';

export type TrayModel = components['schemas']['DesktopTrayModel'];

/**
 * The desktop tool's pages' calls: the download links of the parts a planner sends to the tray.
 * The parts come from shared/api's part search, as the job form's part selector reads them.
 */
export const grabcadApi = referenceApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    trayLinks: build.mutation<{ models: TrayModel[] }, number[]>({
      query: (rfqFileIds) => ({ url: '/api/v1/desktop/tray-links', method: 'POST', body: { rfqFileIds } }),
    }),
  }),
});

/** The desktop tool, paired with a token the platform gives for each connection. */
export function useTool() {
  const [pair] = authApi.useDesktopPairingMutation();
  return useDesktopTool(() =>
    pair()
      .unwrap()
      .then(({ token }) => token),
  );
}
