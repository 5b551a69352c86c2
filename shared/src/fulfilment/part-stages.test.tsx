import { screen, within } from '@testing-library/react';
import type { OrderWorkPlan } from 'shared/api';
import { renderWithProviders, stubApi } from 'shared/testing';
import { PartStages } from './part-stages.js';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

const step = (
  name: string,
  counts: { waiting?: number; inProgress?: number; finished?: number; scrapped?: number },
  workCenter: string | null = null,
) => ({
  name,
  kind: 'WORK' as const,
  workCenter,
  waiting: 0,
  inProgress: 0,
  finished: 0,
  scrapped: 0,
  ...counts,
});

const PLAN: OrderWorkPlan = {
  parts: [
    {
      rfqFileId: 7,
      fileName: 'bracket.stl',
      quantity: 10,
      plan: 'SLS nylon',
      steps: [
        step('Print', { finished: 10 }),
        step('Depowder', { inProgress: 3, waiting: 7 }, 'Depowdering station'),
        step('Inspect', { finished: 1, scrapped: 2 }),
        step('Pack', {}),
      ],
      done: 0,
    },
  ],
};

it('shows each part’s steps with the pieces finished, in progress, waiting and scrapped there, in the reader’s language', async () => {
  api = stubApi({ 'GET /api/v1/orders/12/work-plan': PLAN });
  renderWithProviders(<PartStages orderId={12} />, { language: 'de_DE' });
  const part = await screen.findByRole('region', { name: 'Fertigungsstufen von bracket.stl' });
  const steps = within(part)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(steps).toEqual([
    'Print: 10 fertig',
    'Depowder · Depowdering station: 3 in Arbeit, 7 warten',
    'Inspect: 1 fertig, 2 nicht bestanden, verschrottet',
    'Pack: noch nicht erreicht',
  ]);
  expect(part).toHaveTextContent('0 von 10 durch alle Schritte');
});
