import { screen, waitFor, within } from '@testing-library/react';
import type { Fulfilment } from 'shared/api';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import { FulfilmentPanel } from './fulfilment-panel';

/** Order 41 in manufacturing: 20 housings ordered, 12 printed, 5 passed one inspection. */
const making = (extra: Partial<Fulfilment> = {}): Fulfilment => ({
  orderId: 41,
  status: 'IN_MANUFACTURING',
  matchStatus: 'IN_PROGRESS',
  internal: false,
  resumeStatus: null,
  parts: [
    {
      rfqFileId: 501,
      fileName: 'housing.stl',
      partNumber: 'H-1',
      ordered: 20,
      scheduled: 20,
      printed: 12,
      passed: 5,
      scrapped: 1,
      held: 2,
      shipped: 0,
      delivered: 0,
      toInspect: 6,
      toShip: 5,
    },
  ],
  inspections: [
    {
      id: 3,
      rfqFileId: 501,
      fileName: 'housing.stl',
      passedQuantity: 5,
      failedQuantity: 1,
      ncrRequested: true,
      note: 'Warped flange',
      inspector: 'Quinn Quality',
      at: Date.UTC(2026, 0, 20, 10),
      photos: [],
    },
  ],
  shipments: [],
  paidAt: null,
  paymentReference: null,
  ...extra,
});

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const open = () => renderWithProviders(<FulfilmentPanel orderId={41} />);

describe('an awarded order’s production and delivery', () => {
  it('shows each part’s progress and the inspections, with the NCR mark and the note', async () => {
    api = stubApi({ 'GET /api/v1/orders/41/fulfilment': making() });
    open();
    const progress = await screen.findByRole('table', { name: 'Progress per part' });
    const housing = within(progress).getByRole('row', { name: /housing\.stl \(H-1\)/ });
    expect(housing).toHaveTextContent('11 of 20');
    // Two pieces wait, held, for the NCR the inspection marked them for.
    expect(within(progress).getByRole('columnheader', { name: 'Held for an NCR' })).toBeVisible();
    // Made, passed, scrapped, held, shipped, delivered.
    expect(within(housing).getAllByRole('cell')[3]).toHaveTextContent(/^2$/);
    const inspections = screen.getByRole('region', { name: 'Inspections' });
    expect(inspections).toHaveTextContent('Warped flange');
    expect(inspections).toHaveTextContent('NCR');
  });

  it('records an inspection, saying why the server refused one and keeping what was typed', async () => {
    const sent: unknown[] = [];
    api = stubApi({
      'GET /api/v1/orders/41/fulfilment': making(),
      'POST /api/v1/orders/41/inspections': ({ body }: { body: unknown }) => {
        sent.push(body);
        return sent.length === 1
          ? new ApiRefusal(409, { code: 'CONFLICT', message: 'Only 4 pieces wait for inspection' })
          : making();
      },
    });
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Record an inspection' });
    await user.type(within(form).getByRole('spinbutton', { name: 'Passed' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Record inspection' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only 4 pieces wait for inspection');
    expect(within(form).getByRole('spinbutton', { name: 'Passed' })).toHaveValue(2);
    await user.click(within(form).getByRole('button', { name: 'Record inspection' }));
    await waitFor(() => expect(within(form).getByRole('spinbutton', { name: 'Passed' })).not.toHaveValue(2));
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(sent).toEqual([
      expect.objectContaining({ rfqFileId: 501, passedQuantity: 2, failedQuantity: 0 }),
      expect.objectContaining({ rfqFileId: 501, passedQuantity: 2, failedQuantity: 0 }),
    ]);
  });

  it('asks the reason before a move by hand the graph wants one for, and puts the order on hold with its reason', async () => {
    const sent: unknown[] = [];
    api = stubApi({
      'GET /api/v1/orders/41/fulfilment': making(),
      'POST /api/v1/orders/41/progress': ({ body }: { body: unknown }) => {
        sent.push(body);
        return new ApiRefusal(409, { code: 'CONFLICT', message: 'Not every part of the order is printed yet' });
      },
      'POST /api/v1/orders/41/hold': ({ body }: { body: unknown }) => {
        sent.push(body);
        return making({ status: 'ON_HOLD', resumeStatus: 'IN_MANUFACTURING' });
      },
    });
    const { user } = open();
    const move = await screen.findByRole('region', { name: 'Move the order' });
    expect(within(move).getByRole('button', { name: 'Put on hold' })).toBeDisabled();
    await user.selectOptions(within(move).getByRole('combobox', { name: 'Move to' }), 'In post-processing');
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    expect(await within(move).findByText('Please say why the order moves by hand')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(move).getByRole('textbox', { name: 'Reason' }), 'Printed on the old machine');
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Not every part of the order is printed yet')).toBeVisible();
    // A refused move keeps what was typed.
    expect(within(move).getByRole('textbox', { name: 'Reason' })).toHaveValue('Printed on the old machine');

    await user.click(within(move).getByRole('button', { name: 'Put on hold' }));
    expect(sent).toEqual([
      { status: 'IN_POSTPROCESSING', reason: 'Printed on the old machine' },
      { reason: 'Printed on the old machine' },
    ]);
  });

  it('records the payment once everything is delivered, then says when it was paid', async () => {
    let fulfilment = making({ status: 'COMPLETED', matchStatus: 'PAYMENT_WAITING' });
    api = stubApi({
      'GET /api/v1/orders/41/fulfilment': () => fulfilment,
      'POST /api/v1/orders/41/payment': () => {
        fulfilment = making({
          status: 'COMPLETED',
          matchStatus: 'COMPLETED',
          paidAt: Date.UTC(2026, 1, 2),
          paymentReference: 'INV-88',
        });
        return fulfilment;
      },
    });
    const { user } = open();
    const due = await screen.findByRole('region', { name: 'Everything is delivered: record the customer’s payment' });
    expect(within(due).getByRole('button', { name: 'Record payment' })).toBeDisabled();
    await user.type(within(due).getByRole('textbox', { name: 'Payment reference' }), 'INV-88');
    await user.click(within(due).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/^Paid on .*\(INV-88\)$/)).toBeVisible();
  });
});
