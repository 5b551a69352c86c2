import { screen } from '@testing-library/react';
import type { OrderSearchResult, RfqFile } from 'shared/contracts';
import { renderWithProviders, stubApi } from 'shared/testing';
import { PartSelector } from './part-selector.js';

const file = (id: number, fileName: string, extra: Partial<RfqFile>): RfqFile => ({
  id,
  quantity: 4,
  scheduled: 0,
  notScheduled: 4,
  materials: [{ id: 10, name: 'PA 2200' }],
  machines: [],
  aMProcess: 'SELECTIVE_LASER_SINTERING',
  itar: false,
  pngFileDTO: { fileURL: null },
  originalFileDTO: { fileName },
  ...extra,
});

const SEARCH = 'POST /api/v3/orders/search';
const FOUND: OrderSearchResult = {
  totalCount: 1,
  customers: [],
  rfqDTOs: [
    {
      id: 31,
      displayTitle: 'Lens housings',
      status: 'AGREEMENT_DONE',
      estimatedDeliveryDate: null,
      customerName: 'Acme Robotics',
      rfqFileDTOs: [
        file(1, 'beam.stl', { sizeMm: [420, 60, 30.25], fitsEquipment: false }),
        file(2, 'bracket.stl', { sizeMm: [40, 25, 12], fitsEquipment: true }),
      ],
    },
  ],
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const selector = (onAdd = jest.fn()) => (
  <PartSelector
    itar={false}
    jobType="ORDER"
    equipment={{ id: 2, displayName: 'SLS-01' }}
    processId={2}
    materialId={10}
    chosen={[]}
    onAdd={onAdd}
    onClose={() => undefined}
  />
);

describe('the part selector of a job on a machine', () => {
  it('shows a part the machine cannot hold with its size, and offers only the parts it holds', async () => {
    const asked: (string | null)[] = [];
    api = stubApi({
      [SEARCH]: ({ query }: { query: URLSearchParams }) => {
        asked.push(query.get('equipmentId'));
        return FOUND;
      },
    });
    const onAdd = jest.fn();
    const { user } = renderWithProviders(selector(onAdd));
    expect(await screen.findByText('Does not fit SLS-01: 420 × 60 × 30.3 mm')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add beam.stl' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add bracket.stl' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ fileId: 2, fileName: 'bracket.stl' }));
    expect(asked).toEqual(['2']);
  });

  it('says so in German for a German user', async () => {
    api = stubApi({ [SEARCH]: FOUND });
    renderWithProviders(selector(), { language: 'de_DE' });
    expect(await screen.findByText('Passt nicht in SLS-01: 420 × 60 × 30,3 mm')).toBeVisible();
  });
});
