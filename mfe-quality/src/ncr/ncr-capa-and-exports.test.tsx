import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import { CurrentAddress, openCapa, partNcr, PEOPLE, SETTINGS } from '../test-fixtures';
import NcrPage from './ncr-page';
import { UNTRACKED_MATERIAL } from './test-fixtures';

jest.mock('shared/viewer', () => ({ CadViewer: () => null }));

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

function open(answers: Record<string, unknown> = {}, language: 'en_US' | 'de_DE' = 'en_US') {
  api = stubApi({
    'GET /api/v1/quality/ncrs/5': partNcr(),
    'GET /api/v1/quality/settings': SETTINGS,
    'GET /api/v1/quality/people': PEOPLE,
    ...UNTRACKED_MATERIAL,
    ...answers,
  });
  // The address stays in view when the page moves on to the CAPA.
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/service-provider/quality-management/ncrs/:id" element={<NcrPage />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentAddress />
    </>,
    { route: '/service-provider/quality-management/ncrs/5', language },
  );
}

describe('an NCR exported, and a CAPA opened on it', () => {
  it('downloads the NCR as a PDF in the reader’s language or as JSON', async () => {
    open({}, 'de_DE');
    const exports = await screen.findByRole('list', { name: 'Datensatz exportieren' });
    expect(within(exports).getByRole('link', { name: 'NCR-2026-0005 als PDF herunterladen' })).toHaveAttribute(
      'href',
      '/api/v1/quality/ncrs/5/record?format=pdf&language=de_DE',
    );
    expect(within(exports).getByRole('link', { name: 'NCR-2026-0005 als JSON herunterladen' })).toHaveAttribute(
      'href',
      '/api/v1/quality/ncrs/5/record?format=json&language=de_DE',
    );
  });

  it('opens a CAPA answering the NCR, under its title and defect code, and goes to it', async () => {
    const raised: unknown[] = [];
    let refuse = true;
    const { user } = open({
      'POST /api/v1/quality/capas': ({ body }: { body: unknown }) => {
        raised.push(body);
        return refuse
          ? new ApiRefusal(400, { code: 'BAD_REQUEST', message: 'DIM is not one of the facility’s defect codes' })
          : openCapa();
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open a CAPA' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('DIM is not one of the facility’s defect codes');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Open a CAPA' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/service-provider/quality-management/capa/12'),
    );
    expect(raised.at(-1)).toEqual({
      type: 'CORRECTIVE',
      title: '2 × clamp-jaw.stl failed inspection',
      problem: 'Two jaws with a warped lip',
      ncrIds: [5],
      defectCode: 'DIM',
    });
  });
});
