import { screen } from '@testing-library/react';
import { matchFixture, renderWithProviders, stubApi } from 'shared/testing';
import { Marks } from './marks';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

it('says the facility has no order tags only once its tags have arrived', async () => {
  api = stubApi({ 'GET /api/v1/priorities': [], 'GET /api/v1/sp/tags': [] });
  renderWithProviders(<Marks match={matchFixture()} onFailure={() => {}} />);
  const none = 'The facility has no order tags yet (Settings, Tags).';
  expect(screen.queryByText(none)).toBeNull();
  expect(await screen.findByText(none)).toBeVisible();
});
