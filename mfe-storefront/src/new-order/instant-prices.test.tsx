import { screen, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { InstantPrice } from '../api';
import { InstantPrices } from './instant-prices';

const AUSTIN: InstantPrice = {
  facilityId: 4,
  facilityName: 'Demo Additive — Austin Plant',
  rulesVersion: 3,
  currency: 'USD',
  parts: [{ rfqFileId: 31, fileName: 'cube.stl', quantity: 10, unitPriceMinor: 383 }],
  setupMinor: 2_500,
  totalMinor: 6_330,
  deliveryDate: null,
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

const showPrices = () =>
  renderWithProviders(<InstantPrices orderId={21} updatedAt={1} beforeOrder={() => Promise.resolve(true)} />, {
    route: '/store-front',
    path: '/store-front',
  });

it('orders at the price shown, says so and leaves for the order', async () => {
  const accepted: unknown[] = [];
  api = stubApi({
    'GET /api/v1/orders/21/instant-prices': [AUSTIN],
    'POST /api/v1/orders/21/instant-accept': ({ body }: { body: unknown }) => (accepted.push(body), null),
  });
  const { user } = showPrices();
  const austin = await screen.findByRole('region', { name: 'Demo Additive — Austin Plant' });
  expect(austin).toHaveTextContent('Total before tax: $63.30');
  await user.click(within(austin).getByRole('button', { name: 'Order at $63.30' }));
  expect(
    await screen.findByText('Ordered from Demo Additive — Austin Plant at $63.30: it confirms the order next'),
  ).toBeVisible();
  expect(accepted).toEqual([{ facilityId: 4, totalMinor: 6_330 }]);
  // The page has moved on to the order: the prices are no longer on it.
  expect(screen.queryByRole('region', { name: 'Demo Additive — Austin Plant' })).not.toBeInTheDocument();
});

it('shows a refused order’s reason and reads the prices again', async () => {
  api = stubApi({
    'GET /api/v1/orders/21/instant-prices': [AUSTIN],
    'POST /api/v1/orders/21/instant-accept': new ApiRefusal(409, {
      code: 'CONFLICT',
      message: 'The instant price has changed since you saw it; look at it again before you accept it',
    }),
  });
  const { user } = showPrices();
  await user.click(await screen.findByRole('button', { name: 'Order at $63.30' }));
  expect(
    await screen.findByText('The instant price has changed since you saw it; look at it again before you accept it'),
  ).toBeVisible();
  expect(api.calls.filter((call) => call === 'GET /api/v1/orders/21/instant-prices')).toHaveLength(2);
});
