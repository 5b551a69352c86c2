import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import { apiFileClient, fileDto } from 'shared/ui';
import type { WorkplanLot } from './api';
import { INSPECT, lotFixture, PRINT, WORK_CENTERS } from './lot-fixtures';
import WorkCenterPage from './work-center-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

jest.setTimeout(30_000);

const LOTS = '/api/v1/work-center/lots';
const ROUTE = '/service-provider/work-center';

/** The lots as the server answers them, narrowed by work center and state; each query asked is kept. */
const lotsOf =
  (lots: WorkplanLot[], asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const rows = lots.filter(
      (lot) => String(lot.step.workCenter?.id) === query.get('workCenterId') && query.getAll('statuses').includes(lot.status),
    );
    return { totalCount: rows.length, totalCountCapped: false, rows };
  };

/** Each body a POST to `path` was sent with; answers `answer`. */
const recording =
  (sent: unknown[], answer: unknown) =>
  ({ body }: { body: unknown }) => {
    sent.push(body);
    return answer;
  };

const open = (route = `${ROUTE}?workCenter=3`, language: 'en_US' | 'de_DE' = 'en_US') =>
  renderWithProviders(<WorkCenterPage />, { route, language });

const section = (name: string) => screen.findByRole('region', { name });

describe('the work center page', () => {
  it('lists the chosen work center’s lots in progress and waiting, in words, with their order, part, step and due date', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({
      'GET /api/v1/mes/work-centers': WORK_CENTERS,
      [`GET ${LOTS}`]: lotsOf(
        [lotFixture(103, { status: 'IN_PROGRESS', startedAt: Date.UTC(2026, 3, 2) }), lotFixture(104)],
        asked,
      ),
    });
    const { user } = open(ROUTE);
    expect(await screen.findByText('Choose your work center to see its lots.')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Work center' }), 'Depowdering station');

    const inProgress = await section('In progress');
    const lot = await within(inProgress).findByRole('region', { name: 'arm-left.stl (PN-118), lot 3' });
    expect(lot).toHaveTextContent('Drone arms (#1042)');
    expect(lot).toHaveTextContent('Acme Robotics');
    expect(lot).toHaveTextContent('12 pieces');
    expect(lot).toHaveTextContent('Depowder, step 3 of 6 (Work)');
    expect(lot).toHaveTextContent('Apr 15, 2026');
    expect(within(lot).getByText('Rush')).toBeVisible();
    expect(within(lot).getByRole('button', { name: 'Finish' })).toBeVisible();
    expect(within(lot).queryByRole('button', { name: 'Start' })).toBeNull();
    expect(lot).not.toHaveTextContent(/IN_PROGRESS|WORK\b/);

    const waiting = await section('Waiting');
    const waitingLot = await within(waiting).findByRole('region', { name: 'arm-left.stl (PN-118), lot 4' });
    expect(within(waitingLot).getByRole('button', { name: 'Start' })).toBeVisible();
    expect(within(waitingLot).queryByRole('button', { name: 'Finish' })).toBeNull();
    expect(asked.map((query) => [query.get('workCenterId'), query.getAll('statuses')])).toEqual(
      expect.arrayContaining([
        ['3', ['IN_PROGRESS']],
        ['3', ['WAITING']],
      ]),
    );
  });

  it('offers a print step’s waiting lots only to split, never to start or finish by hand', async () => {
    const printing = lotFixture(108, { step: { ...PRINT, workCenter: { id: 3, name: 'Depowdering station' } } });
    api = stubApi({ 'GET /api/v1/mes/work-centers': WORK_CENTERS, [`GET ${LOTS}`]: lotsOf([printing]) });
    open();
    const lot = await within(await section('Waiting')).findByRole('region', { name: /lot 8/ });
    expect(lot).toHaveTextContent('Print, step 1 of 6 (Print)');
    expect(within(lot).getByRole('button', { name: 'Split' })).toBeVisible();
    expect(within(lot).queryByRole('button', { name: 'Start' })).toBeNull();
    expect(within(lot).queryByRole('button', { name: 'Finish' })).toBeNull();
  });

  it('says in German when no lot waits or is in progress, and when the lots cannot be fetched, with a way to try again', async () => {
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/mes/work-centers': WORK_CENTERS,
      [`GET ${LOTS}`]: lotsOf([]),
    };
    api = stubApi(stubbed);
    const german = open(undefined, 'de_DE');
    expect(await screen.findByText('Hier wartet kein Los.')).toBeVisible();
    expect(screen.getByText('Hier ist kein Los in Arbeit.')).toBeVisible();
    german.unmount();

    stubbed[`GET ${LOTS}`] = new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' });
    const { user } = open();
    const failed = await within(await section('Waiting')).findByRole('region', { name: 'Could not load the lots' });
    expect(failed).toHaveTextContent('The database is busy');
    stubbed[`GET ${LOTS}`] = lotsOf([lotFixture(104)]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /lot 4/ })).toBeVisible();
  });
});

describe('a lot’s moves on the work center page', () => {
  it('starts all of a waiting lot’s pieces, or as many as typed, and shows the server’s refusal in the dialog', async () => {
    const sent: unknown[] = [];
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/mes/work-centers': WORK_CENTERS,
      [`GET ${LOTS}`]: lotsOf([lotFixture(104)]),
      [`POST ${LOTS}/104/start`]: recording(sent, { lotId: 104, ncrId: null }),
    };
    api = stubApi(stubbed);
    const { user } = open();
    const lot = await within(await section('Waiting')).findByRole('region', { name: /lot 4/ });
    await user.click(within(lot).getByRole('button', { name: 'Start' }));
    let dialog = await screen.findByRole('dialog', { name: 'Start lot 4' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Pieces to start (of 12)' })).toHaveValue(12);
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('12 pieces of lot 4 started')).toBeVisible();
    expect(sent).toEqual([{ quantity: 12 }]);

    stubbed[`POST ${LOTS}/104/start`] = new ApiRefusal(409, {
      code: 'CONFLICT',
      message: 'A lot that is in progress cannot be started',
    });
    await user.click(within(lot).getByRole('button', { name: 'Start' }));
    dialog = await screen.findByRole('dialog', { name: 'Start lot 4' });
    const pieces = within(dialog).getByRole('spinbutton', { name: 'Pieces to start (of 12)' });
    await user.clear(pieces);
    await user.type(pieces, '5{Enter}');
    expect(await within(dialog).findByText('A lot that is in progress cannot be started')).toBeVisible();

    stubbed[`POST ${LOTS}/104/start`] = recording(sent, { lotId: 120, ncrId: null });
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(sent).toEqual([{ quantity: 12 }, { quantity: 5 }]));
  });

  it('finishes a lot only with every checklist item ticked, every value measured and every photo taken, and shows the NCR raised', async () => {
    const sent: unknown[] = [];
    api = stubApi({
      'GET /api/v1/mes/work-centers': WORK_CENTERS,
      [`GET ${LOTS}`]: lotsOf([lotFixture(103, { status: 'IN_PROGRESS' })]),
      [`POST ${LOTS}/103/finish`]: recording(sent, { lotId: 103, ncrId: 77 }),
    });
    const upload = jest.spyOn(apiFileClient, 'upload').mockResolvedValue(fileDto(88, 'cleaned.jpg'));
    const { user } = open();
    const lot = await within(await section('In progress')).findByRole('region', { name: /lot 3/ });
    await user.click(within(lot).getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish lot 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(await within(dialog).findByText('Tick every item of the checklist.')).toBeVisible();
    expect(within(dialog).getByText('Enter the value measured.')).toBeVisible();
    expect(within(dialog).getByText('Take the photo.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Internal channels blown clear' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Wall thickness in mm (1.8 to 2.2)' }), '2.4');
    expect(within(dialog).getByText(/Outside the limits/)).toBeVisible();
    await user.upload(
      within(dialog).getByLabelText('Take or choose a photo'),
      new File(['jpg'], 'cleaned.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByText('cleaned.jpg uploaded: sent when the lot is finished')).toBeVisible();
    expect(upload).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('region', { name: 'Part NCR 77 raised' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open NCR 77' })).toHaveAttribute(
      'href',
      '/service-provider/quality-management/ncrs/77',
    );
    expect(sent).toEqual([
      {
        quantity: 12,
        answers: [
          { questionId: 'channels-clear', checked: true },
          { questionId: 'wall', value: 2.4 },
          { questionId: 'photo.after', fileId: 88 },
        ],
      },
    ]);
  });

  it('asks an inspect step for the failed pieces, never more than finished, and sends them', async () => {
    const sent: unknown[] = [];
    const lot = lotFixture(105, { status: 'IN_PROGRESS', step: INSPECT, quantity: 10 });
    api = stubApi({
      'GET /api/v1/mes/work-centers': WORK_CENTERS,
      [`GET ${LOTS}`]: lotsOf([lot]),
      [`POST ${LOTS}/105/finish`]: recording(sent, { lotId: 105, ncrId: null }),
    });
    const { user } = open(`${ROUTE}?workCenter=4`);
    const region = await within(await section('In progress')).findByRole('region', { name: /lot 5/ });
    expect(region).toHaveTextContent('Inspect, step 5 of 6 (Inspection)');
    await user.click(within(region).getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish lot 5' });
    const finished = within(dialog).getByRole('spinbutton', { name: 'Pieces finished (of 10)' });
    await user.clear(finished);
    await user.type(finished, '8');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Of them failed' }), '{Backspace}9');
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(await within(dialog).findByText('Enter a whole number, at most the pieces finished.')).toBeVisible();
    expect(sent).toEqual([]);
    const failed = within(dialog).getByRole('spinbutton', { name: 'Of them failed' });
    await user.clear(failed);
    await user.type(failed, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('8 pieces of lot 5 finished')).toBeVisible();
    expect(sent).toEqual([{ quantity: 8, failedQuantity: 2, answers: [] }]);
  });

  it('splits pieces off a lot, and merges waiting lots of one part at one step', async () => {
    const split: unknown[] = [];
    const merged: unknown[] = [];
    const other = lotFixture(107, { part: { id: 502, fileName: 'arm-right.stl', partNumber: null } });
    api = stubApi({
      'GET /api/v1/mes/work-centers': WORK_CENTERS,
      [`GET ${LOTS}`]: lotsOf([lotFixture(104), lotFixture(106, { quantity: 4 }), other, lotFixture(108, { step: PRINT })]),
      [`POST ${LOTS}/104/split`]: recording(split, { lotId: 121, ncrId: null }),
      [`POST ${LOTS}/merge`]: recording(merged, { lotId: 104, ncrId: null }),
    });
    const { user } = open();
    const waiting = await section('Waiting');
    const first = await within(waiting).findByRole('region', { name: 'arm-left.stl (PN-118), lot 4' });
    await user.click(within(first).getByRole('button', { name: 'Split' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split lot 4' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Pieces to split off (of 12)' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Split off' }));
    expect(await screen.findByText('5 pieces split off lot 4')).toBeVisible();
    expect(split).toEqual([{ quantity: 5 }]);

    // The other part's lot has no partner to merge with: it is not offered.
    const right = within(waiting).getByRole('region', { name: 'arm-right.stl, lot 7' });
    expect(within(right).queryByRole('checkbox')).toBeNull();
    const mergeButton = within(waiting).getByRole('button', { name: 'Merge lots' });
    expect(mergeButton).toBeDisabled();
    await user.click(within(first).getByRole('checkbox', { name: 'Choose to merge' }));
    const second = within(waiting).getByRole('region', { name: 'arm-left.stl (PN-118), lot 6' });
    await user.click(within(second).getByRole('checkbox', { name: 'Choose to merge' }));
    await user.click(within(waiting).getByRole('button', { name: 'Merge 2 lots' }));
    expect(await screen.findByText('2 lots merged into one')).toBeVisible();
    expect(merged).toEqual([{ lotIds: [104, 106] }]);
  });
});

describe('a scanned traveller', () => {
  it('opens the lot a traveller names at its work center, with its traveller to print again', async () => {
    api = stubApi({
      'GET /api/v1/mes/work-centers': WORK_CENTERS,
      [`GET ${LOTS}/104`]: lotFixture(104),
      [`GET ${LOTS}`]: lotsOf([lotFixture(104)]),
    });
    open(`${ROUTE}?lot=104`, 'de_DE');
    const scanned = await section('Gescanntes Los');
    const card = await within(scanned).findByRole('region', { name: /Los 4/ });
    expect(within(card).getByRole('link', { name: /^Laufkarte von/ })).toHaveAttribute(
      'href',
      '/api/v1/work-center/lots/104/traveller?language=de_DE',
    );
    // Its work center is chosen, so its queues show beside it.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Arbeitsplatz' })).toHaveValue('3'));
  });
});
