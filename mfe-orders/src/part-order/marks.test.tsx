import { screen } from '@testing-library/react';
import type { OrderMatch } from 'shared/contracts';
import { renderWithProviders, stubApi } from 'shared/testing';
import { Marks } from './marks';

const match: OrderMatch = {
  id: 5,
  facilityId: 2,
  facilityName: 'Demo Additive — Austin Plant',
  status: 'BID_WAITING',
  filesVisible: true,
  signedNda: null,
  declineReason: null,
  assignee: null,
  priorityLabel: null,
  tags: [],
  bid: null,
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

it('says the facility has no order tags only once its tags have arrived', async () => {
  api = stubApi({ 'GET /api/v1/priorities': [], 'GET /api/v1/sp/tags': [] });
  renderWithProviders(<Marks match={match} onFailure={() => {}} />);
  const none = 'The facility has no order tags yet (Settings, Tags).';
  expect(screen.queryByText(none)).toBeNull();
  expect(await screen.findByText(none)).toBeVisible();
});
