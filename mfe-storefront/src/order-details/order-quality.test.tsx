import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { CustomerNcr } from './api';
import { OrderQuality } from './order-quality';

/** Austin's NCR on order 41: two jaws scrapped, one to use as it is, which waits for Acme. */
const NCR: CustomerNcr = {
  id: 9,
  number: 'NCR-2026-0007',
  status: 'AWAITING_CUSTOMER',
  severity: 'MAJOR',
  defect: 'WARP — Warping or distortion',
  title: '3 × clamp_jaw.stl failed inspection',
  description: 'Flange warped',
  part: { rfqFileId: 501, fileName: 'clamp_jaw.stl' },
  quantity: 3,
  signatureMeanings: ['REVIEWED', 'APPROVED'],
  decision: {
    id: 31,
    lines: [
      { disposition: 'SCRAP', quantity: 2 },
      { disposition: 'USE_AS_IS', quantity: 1 },
    ],
    note: 'Within form tolerance',
    decidedBy: 'Alex Admin',
    decidedAt: Date.UTC(2026, 10, 2),
    approval: 'REQUESTED',
    approvalReason: '',
    superseded: false,
    signatures: [
      {
        id: 4,
        signerName: 'Alex Admin',
        meaning: 'APPROVED',
        signedAt: '2026-11-02T10:00:00.000Z',
        method: 'PASSWORD',
        valid: true,
      },
    ],
  },
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

it('shows nothing for an order without NCRs', async () => {
  api = stubApi({ 'GET /api/v1/orders/41/ncrs': [] });
  const { container } = renderWithProviders(<OrderQuality orderId={41} />);
  await waitFor(() => expect(api.calls).toEqual(['GET /api/v1/orders/41/ncrs']));
  expect(container).toBeEmptyDOMElement();
});

it('lets the customer approve what waits for it, signed, and shows a refused password in the dialog', async () => {
  const answers: unknown[] = [];
  api = stubApi({
    'GET /api/v1/orders/41/ncrs': [NCR],
    'POST /api/v1/quality/approvals/31': ({ body }: { body: { signature: { password: string } } }) => {
      answers.push(body);
      return body.signature.password === 'right'
        ? null
        : new ApiRefusal(401, { code: 'INVALID_CREDENTIALS', message: 'The password is not correct' });
    },
  });
  const { user } = renderWithProviders(<OrderQuality orderId={41} />);
  const card = await screen.findByRole('region', { name: 'NCR-2026-0007: 3 × clamp_jaw.stl failed inspection' });
  expect(card).toHaveTextContent('2 pieces: Scrap');
  expect(card).toHaveTextContent('1 piece: Use as is');
  expect(card).toHaveTextContent('Awaiting the customer’s approval');
  expect(within(card).getByRole('list', { name: 'Signatures' })).toHaveTextContent('Signed by Alex Admin (Approved)');

  // Refusing needs a reason first.
  await user.click(within(card).getByRole('button', { name: 'Refuse' }));
  expect(within(card).getByText('Please say why you refuse')).toBeVisible();

  await user.click(within(card).getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign the approval' });
  expect(dialog).toHaveTextContent('You approve the decision on NCR-2026-0007');
  await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
  await user.selectOptions(within(dialog).getByLabelText('Meaning of your signature'), 'Approved');
  await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
  expect(await within(dialog).findByText('The password is not correct')).toBeVisible();
  await user.type(within(dialog).getByLabelText('Your password'), 'right');
  await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
  expect(answers.at(-1)).toEqual({ approve: true, signature: { password: 'right', meaning: 'APPROVED' } });
  // One call per attempt: a refused password is never sent twice.
  expect(api.calls.filter((call) => call === 'POST /api/v1/quality/approvals/31')).toHaveLength(2);
});
