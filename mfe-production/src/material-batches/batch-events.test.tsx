import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, stubApi } from 'shared/testing';
import { answers, batch, batchRow, KG, lotRow, open, PAGE, PATH } from './test-fixtures';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(30_000);

/** A 400 as the server words it: the message, and the field it is about. */
const refusedAt = (field: string, message: string) =>
  new ApiRefusal(400, { code: 'BAD_REQUEST', message, details: [{ field, message }] } as { code: string; message: string });

const BALANCE_REFUSAL =
  'The masses do not balance: 12.6 kg in, 12.5 kg out and 0 mg lost leave 100 g unaccounted for, more than the 0.5 % (63 g) the facility allows';

describe('a new batch', () => {
  it('sends exactly the inputs typed, in milligrams, shows the balance as it is typed and the server’s refusal', async () => {
    const sent: unknown[] = [];
    const asked: URLSearchParams[] = [];
    const stubbed = answers({
      'GET /api/v1/materials/lots': ({ query }: { query: URLSearchParams }) => {
        asked.push(query);
        return { totalCount: 1, rows: [lotRow(4, 12 * KG)] };
      },
      [`GET ${PATH}`]: { totalCount: 1, rows: [batchRow(9, { massMg: 8_850_000 })] },
      [`POST ${PATH}`]: ({ body }: { body: unknown }) => {
        sent.push(body);
        return refusedAt('body.outputMassMg', BALANCE_REFUSAL);
      },
      [`GET ${PATH}/13`]: batch({ id: 13, number: 'B-00013' }),
    });
    api = stubApi(stubbed);
    const { user } = open(`${PAGE}?batch=new`);
    const form = await screen.findByRole('form', { name: 'New batch' });
    await user.click(within(form).getByRole('button', { name: 'Make the batch' }));
    expect(await within(form).findByText('Choose the material.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Material' }), 'PA 2200');
    const first = within(form).getByRole('combobox', { name: 'Input 1' });
    await waitFor(() => expect(within(first).getByRole('option', { name: /LOT-00004/ })).toBeInTheDocument());
    expect(asked.at(-1)?.get('usable')).toBe('true');
    expect(asked.at(-1)?.get('materialId')).toBe('7');
    await user.selectOptions(first, 'LOT-00004 (their lot K-4): 12 kg left');
    await user.type(within(form).getByRole('textbox', { name: 'Mass of input 1 (kg)' }), '3.75');
    await user.click(within(form).getByRole('button', { name: 'Add an input' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Input 2' }), 'B-00009, Sieved: 8.85 kg');
    await user.type(within(form).getByRole('textbox', { name: 'Mass of input 2 (kg)' }), '8.85');
    await user.type(within(form).getByRole('textbox', { name: 'Output (kg)' }), '12.5');
    const balance = within(form).getByRole('status');
    expect(balance).toHaveTextContent('In: 12.6 kg · out: 12.5 kg · lost: 0 g · unaccounted for: 100 g');
    expect(balance).toHaveTextContent('More than the 0.5% (63 g) the facility allows');

    await user.click(within(form).getByRole('button', { name: 'Make the batch' }));
    expect(await within(form).findByText(BALANCE_REFUSAL)).toBeVisible();
    expect(sent).toEqual([
      {
        inputs: [
          { lotId: 4, massMg: 3_750_000 },
          { batchId: 9, massMg: 8_850_000 },
        ],
        outputMassMg: 12_500_000,
      },
    ]);

    await user.type(within(form).getByRole('textbox', { name: 'Lost (kg)' }), '0.1');
    expect(balance).toHaveTextContent('Within the 0.5% the facility allows');
    stubbed[`POST ${PATH}`] = ({ body }: { body: unknown }) => {
      sent.push(body);
      return batch({ id: 13, number: 'B-00013' });
    };
    await user.click(within(form).getByRole('button', { name: 'Make the batch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'B-00013: PA 2200' })).toBeVisible();
    expect(await screen.findByText('B-00013 made')).toBeVisible();
    expect(sent.at(-1)).toEqual({
      inputs: [
        { lotId: 4, massMg: 3_750_000 },
        { batchId: 9, massMg: 8_850_000 },
      ],
      outputMassMg: 12_500_000,
      lossMg: 100_000,
    });
  });
});

describe('the events of a batch', () => {
  it('unloads a batch’s machine with the reclaimed and lost masses, then opens the reclaimed batch', async () => {
    const sent: unknown[] = [];
    const onMachine = batch({ id: 13, number: 'B-00013', state: 'IN_USE', machine: { id: 31, name: 'P396-01' } });
    api = stubApi(
      answers({
        [`GET ${PATH}/13`]: onMachine,
        'POST /api/v1/materials/machines/31/unload': ({ body }: { body: unknown }) => {
          sent.push(body);
          return { reclaimed: batch({ id: 14, number: 'B-00014', powderState: 'UNSIEVED' }) };
        },
        [`GET ${PATH}/14`]: batch({ id: 14, number: 'B-00014', powderState: 'UNSIEVED' }),
      }),
    );
    const { user } = open(`${PAGE}?batch=13`);
    expect(await screen.findByRole('heading', { level: 1, name: 'B-00013: PA 2200' })).toBeVisible();
    // On its machine a batch is neither sieved, loaded again nor scrapped: it is unloaded.
    expect(screen.queryByRole('button', { name: 'Scrap…' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unload the machine…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unload P396-01' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reclaimed (kg)' }), '9.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Lost (kg)' }), '3');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Within the 0.5% the facility allows');
    await user.type(within(dialog).getByRole('textbox', { name: 'Where the reclaimed powder is stored' }), 'Bin 4');
    await user.click(within(dialog).getByRole('button', { name: 'Unload' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'B-00014: PA 2200' })).toBeVisible();
    expect(await screen.findByText('P396-01 unloaded: the reclaimed powder is B-00014')).toBeVisible();
    expect(sent).toEqual([{ batchId: 13, reclaimedMg: 9_500_000, lossMg: 3_000_000, location: 'Bin 4' }]);
    expect(screen.getAllByText('Unsieved')[0]).toBeVisible();
  });

  it('scraps only with a reason, asked in a dialog, and shows the server’s refusal naming the masses', async () => {
    const sent: unknown[] = [];
    let answer: unknown = new ApiRefusal(409, { code: 'CONFLICT', message: 'B-00012 holds 4 kg: 6 kg cannot be taken from it' });
    api = stubApi(
      answers({
        [`GET ${PATH}/12`]: batch({ massMg: 4 * KG }),
        [`POST ${PATH}/12/scrap`]: ({ body }: { body: unknown }) => {
          sent.push(body);
          return answer;
        },
      }),
    );
    const { user } = open(`${PAGE}?batch=12`);
    await user.click(await screen.findByRole('button', { name: 'Scrap…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scrap B-00012' });
    expect(dialog).toHaveTextContent('Leave the mass empty to scrap all 4 kg.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mass to scrap (kg)' }), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Scrap' }));
    expect(await within(dialog).findByText('Say why it is scrapped.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Contaminated');
    await user.click(within(dialog).getByRole('button', { name: 'Scrap' }));
    expect(await within(dialog).findByText('B-00012 holds 4 kg: 6 kg cannot be taken from it')).toBeVisible();
    answer = batch({ massMg: 0, state: 'DONE' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Mass to scrap (kg)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Scrap' }));
    expect(await screen.findByText('B-00012: 4 kg scrapped')).toBeVisible();
    expect(sent).toEqual([{ massMg: 6 * KG, reason: 'Contaminated' }, { reason: 'Contaminated' }]);
  });
});

describe('a batch in storage', () => {
  it('sieves an unsieved batch with the sieved and waste masses, in grams when the scale shows grams', async () => {
    const sent: unknown[] = [];
    api = stubApi(
      answers({
        [`GET ${PATH}/12`]: batch({ powderState: 'UNSIEVED' }),
        [`POST ${PATH}/12/sieve`]: ({ body }: { body: unknown }) => {
          sent.push(body);
          return batch();
        },
      }),
    );
    const { user } = open(`${PAGE}?batch=12`);
    expect(await screen.findByText('Sieve before a build')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Sieve…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sieve B-00012' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Masses in' }), 'Grams (g)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Sieved powder (g)' }), '12200.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Sieve waste (g)' }), '299.5');
    expect(within(dialog).getByRole('status')).toHaveTextContent('unaccounted for: 0 g');
    await user.click(within(dialog).getByRole('button', { name: 'Record the sieving' }));
    expect(await screen.findByText('B-00012 sieved')).toBeVisible();
    expect(sent).toEqual([{ outputMassMg: 12_200_500, wasteMg: 299_500 }]);
  });

  it('loads part of a batch on a machine set up for its material, topping off what it holds, then opens the batch on it', async () => {
    const sent: unknown[] = [];
    const held = batchRow(20, { state: 'IN_USE', machine: { id: 31, name: 'P396-01' } });
    const topped = batch({ id: 21, number: 'B-00021', state: 'IN_USE', machine: { id: 31, name: 'P396-01' } });
    api = stubApi(
      answers({
        [`GET ${PATH}`]: { totalCount: 1, rows: [held] },
        [`GET ${PATH}/12`]: batch(),
        [`POST ${PATH}/12/load`]: ({ body }: { body: unknown }) => {
          sent.push(body);
          return topped;
        },
        [`GET ${PATH}/21`]: topped,
      }),
    );
    const { user } = open(`${PAGE}?batch=12`);
    await user.click(await screen.findByRole('button', { name: 'Load on a machine…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load B-00012' });
    const machine = within(dialog).getByRole('combobox', { name: 'Machine' });
    await waitFor(() =>
      expect(within(machine).getByRole('option', { name: 'P396-01 (holds B-00020: tops it off)' })).toBeVisible(),
    );
    // The titanium machine does not run PA 2200.
    expect(within(machine).queryByRole('option', { name: /M290-01/ })).toBeNull();
    await user.selectOptions(machine, 'P396-01 (holds B-00020: tops it off)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mass to load (kg)' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Load' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'B-00021: PA 2200' })).toBeVisible();
    expect(await screen.findByText('B-00021 loaded on P396-01')).toBeVisible();
    expect(sent).toEqual([{ equipmentId: 31, massMg: 5 * KG }]);
  });
});
