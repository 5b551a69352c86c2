import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { Build } from './api';
import BuildPage from './build-page';
import { build } from './test-fixtures';

const drawn: unknown[] = [];
jest.mock('shared/viewer', () => ({
  groupColour: () => '#336699',
  BuildViewer: (props: { label: string }) => {
    drawn.push(props);
    return <div role="img" aria-label={props.label} />;
  },
}));

let api: ReturnType<typeof stubApi>;
afterEach(() => {
  api.restore();
  drawn.length = 0;
});
jest.setTimeout(30_000);

const PLANNER = { id: 1, roles: [{ roleName: 'ROLE_SERVICE_PROVIDER' }], permissions: [] };
/** Opens build 9 answered from `answers`, which the test may change as the server's state moves on. */
const open = (answers: Record<string, unknown>, language?: 'de_DE') => {
  api = stubApi(Object.assign(answers, { 'GET /api/v1/users/getUser': PLANNER }));
  return renderWithProviders(<BuildPage />, {
    route: '/service-provider/build-planning-new/9',
    path: '/service-provider/build-planning-new/:id',
    language,
  });
};

describe('a build’s page', () => {
  it('shows what its packing came to, what did not fit and why, and draws it coloured by order', async () => {
    open({ 'GET /api/v1/builds/9': build() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday SLS' })).toBeVisible();
    expect(screen.getByText('Planned')).toBeVisible();
    expect(screen.getByText('3 of 4 placed')).toBeVisible();
    expect(screen.getByText('42.5 mm')).toBeVisible();
    expect(screen.getByText('12.5%')).toBeVisible();
    expect(screen.getByText('1.3 hr')).toBeVisible();
    expect(screen.getByText('37.5 cm³')).toBeVisible();
    expect(screen.getByText('35.25 g')).toBeVisible();
    expect(screen.getByText('0.12 g/cm³')).toBeVisible();
    expect(screen.getByText('4.9 L')).toBeVisible();
    expect(screen.getByText('1.2 kg to B-00012')).toBeVisible();
    expect(screen.getByText('1 × housing.stl: No room left in the build volume at this spacing')).toBeVisible();
    const legend = screen.getByRole('list', { name: 'Colours by order' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Order 41', 'Order 42']);
    expect(screen.getByRole('img', { name: 'Friday SLS in 3D' })).toBeVisible();
    expect(drawn.at(-1)).toMatchObject({
      volume: [340, 340, 600],
      margin: 5,
      instances: [
        { fileId: 501, group: 0 },
        { fileId: 501, group: 0 },
        { fileId: 502, group: 1 },
      ],
    });
  });

  it('says in German why a piece did not fit', async () => {
    open({ 'GET /api/v1/builds/9': build() }, 'de_DE');
    expect(await screen.findByText('1 × housing.stl: Kein Platz mehr im Bauraum bei diesem Abstand')).toBeVisible();
    expect(screen.getByText('0,12 g/cm³')).toBeVisible();
  });

  it('names the pieces placed by hand that could not be taken apart after the build', async () => {
    const locked = build();
    Object.assign(locked.packing!.result!, { interlocked: [[0, 2]] });
    open({ 'GET /api/v1/builds/9': locked });
    const panel = await screen.findByRole('region', { name: 'Pieces that could not be taken apart after the build' });
    expect(panel).toHaveTextContent('bracket.stl, piece 1 and housing.stl, piece 1');
  });

  it('offers the packed build as a 3MF for the printer’s software', async () => {
    open({ 'GET /api/v1/builds/9': build() });
    const download = await screen.findByRole('link', { name: 'Download 3MF' });
    expect(download).toHaveAttribute('href', '/api/v1/builds/9/3mf');
    expect(download).toHaveAttribute('download');
  });

  it('packs on request, says why the server refuses, and follows a packing as it runs until it is stopped', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/builds/9': build({ packing: null, estimate: null }),
      'POST /api/v1/builds/9/pack': new ApiRefusal(409, {
        code: 'CONFLICT',
        message: 'Choose the machine before packing: its margins decide what fits',
      }),
    };
    const { user } = open(answers);
    expect(await screen.findByText('Not packed yet.')).toBeVisible();
    expect(screen.getByText('Pack the build to save it as a job.')).toBeVisible();
    // Nothing to export before a packing has placed the parts.
    expect(screen.queryByRole('link', { name: 'Download 3MF' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pack' }));
    expect(await screen.findByText('Choose the machine before packing: its margins decide what fits')).toBeVisible();

    let stopped = 0;
    const running: Build = build({
      packing: {
        operationId: 71,
        status: 'PENDING',
        result: null,
        reason: null,
        progress: { placed: 3, total: 4, density: 0.1 },
      },
      estimate: null,
    });
    answers['POST /api/v1/builds/9/pack'] = running;
    answers['GET /api/v1/builds/9'] = running;
    answers['POST /api/v1/builds/9/pack/stop'] = () => {
      stopped += 1;
      return running;
    };
    await user.click(screen.getByRole('button', { name: 'Pack' }));
    expect(await screen.findByText('Packing: 3 of 4 pieces placed, best density so far 10%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Pieces placed' })).toHaveAttribute('value', '3');
    expect(screen.queryByRole('button', { name: 'Pack' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop packing' }));
    await waitFor(() => expect(stopped).toBe(1));
  });

  it('shows its job and offers only the moves its state allows', async () => {
    const moves: unknown[] = [];
    const { user } = open({
      'GET /api/v1/builds/9': build({ state: 'PREPARED', job: { id: 300, jobName: 'Friday SLS', jobStatus: 'QUEUED' } }),
      'POST /api/v1/builds/9/moves': ({ body }: { body: unknown }) => {
        moves.push(body);
        return build({ state: 'ON_MACHINE', job: { id: 300, jobName: 'Friday SLS', jobStatus: 'QUEUED' } });
      },
    });
    expect(await screen.findByRole('link', { name: 'Friday SLS' })).toHaveAttribute('href', '/service-provider/schedules/300');
    expect(screen.getByText('Queued')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark unpacked' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Put on the machine' }));
    await waitFor(() => expect(moves).toEqual([{ to: 'ON_MACHINE' }]));
  });

  it('is saved as a job only once the group nesting proposing it is accepted there', async () => {
    open({ 'GET /api/v1/builds/9': build({ groupNestingId: 5 }) });
    expect(await screen.findByText(/A group nesting proposes this build: accept it before saving it as a job/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open group nesting' })).toHaveAttribute('href', '/service-provider/groupNesting');
    expect(screen.queryByRole('button', { name: 'Save as job' })).toBeNull();
  });
});

describe('a piece moved by hand', () => {
  it('is checked as the numbers change, moved only where nothing breaks, and kept where it is when the rest is packed again', async () => {
    const checks: unknown[] = [];
    const moves: unknown[] = [];
    const packs: unknown[] = [];
    const answers: Record<string, unknown> = {
      'GET /api/v1/builds/9': build(),
      'POST /api/v1/builds/9/pieces/2/check': ({ body }: { body: { offset: number[] } }) => {
        checks.push(body);
        return body.offset[0] === -50
          ? {
              matrix: [],
              height: 42.5,
              violations: [
                { kind: 'TOO_CLOSE', placements: [0, 2], message: 'bracket.stl and housing.stl: their surfaces cross' },
              ],
            }
          : { matrix: [], height: 62.5, violations: [] };
      },
      'PUT /api/v1/builds/9/pieces/2': ({ body }: { body: unknown }) => {
        moves.push(body);
        return build();
      },
      'POST /api/v1/builds/9/pack': ({ body }: { body: unknown }) => {
        packs.push(body);
        return build();
      },
    };
    const { user } = open(answers);
    const moving = await screen.findByRole('region', { name: 'Move a piece by hand' });
    await user.selectOptions(within(moving).getByRole('combobox', { name: 'Piece' }), 'housing.stl, piece 1');
    expect(drawn.at(-1)).toMatchObject({ highlighted: [2] });
    const x = within(moving).getByRole('spinbutton', { name: 'Move along x (mm)' });
    await user.clear(x);
    await user.type(x, '-50');
    expect(await within(moving).findByRole('alert')).toHaveTextContent('bracket.stl and housing.stl: their surfaces cross');
    expect(within(moving).getByRole('button', { name: 'Move the piece' })).toBeDisabled();

    await user.clear(x);
    await user.type(x, '20');
    await user.selectOptions(within(moving).getByRole('combobox', { name: 'Turn about the vertical' }), '90°');
    expect(await within(moving).findByText('The piece fits there; the build would be 62.5 mm high.')).toBeVisible();
    const pinned = build();
    const placements = (pinned.packing!.result as { placements: { pinned: boolean; matrix: number[] }[] }).placements;
    placements[2]!.pinned = true;
    answers['GET /api/v1/builds/9'] = pinned;
    await user.click(within(moving).getByRole('button', { name: 'Move the piece' }));
    await waitFor(() => expect(moves).toEqual([{ offset: [20, 0, 0], turn: 90 }]));
    expect(checks.at(-1)).toEqual({ offset: [20, 0, 0], turn: 90 });

    // The moved piece, pinned, stays where it is when the rest is packed again.
    expect(await screen.findByRole('checkbox', { name: 'Keep the piece moved by hand where it is' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pack again' }));
    await waitFor(() => expect(packs).toEqual([{ seconds: 30, pinned: [{ placement: 2, matrix: placements[2]!.matrix }] }]));
  });
});

describe('a planned build', () => {
  it('is deleted only after a question', async () => {
    let deleted = 0;
    const { user } = open({
      'GET /api/v1/builds/9': build(),
      'DELETE /api/v1/builds/9': () => void (deleted += 1),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Friday SLS?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(1));
  });
});
