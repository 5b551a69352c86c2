import { fakeFileClient, fileDto, verifyReport, type FakeFileClientScript } from './fake-file-client';
import { FILE_OPERATION_POLL_MS, FileOperationFailed, processCadFile, type StageChange } from './upload-flow';

const part = (name: string) => new File(['solid part'], name);

/** Runs the flow on fake timers, a poll interval at a time, until it settles. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 100 && !settled; i++) await jest.advanceTimersByTimeAsync(FILE_OPERATION_POLL_MS);
  return promise;
}

function run(name: string, script: FakeFileClientScript = {}) {
  const client = fakeFileClient(script);
  const stages: StageChange[] = [];
  const outcome = processCadFile(part(name), client, { onStage: (change) => stages.push(change) });
  const started = () => client.calls.filter(({ call }) => call.startsWith('start')).map(({ call }) => call);
  return { client, stages, outcome: settle(outcome), started, names: () => stages.map(({ stage }) => stage) };
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

describe('processCadFile', () => {
  it('verifies a clean STL and ends with the uploaded file', async () => {
    const flow = run('bracket.stl');
    const outcome = await flow.outcome;
    expect(flow.started()).toEqual(['start VERIFY 1']);
    expect(outcome).toEqual({
      original: fileDto(1, 'bracket.stl'),
      file: fileDto(1, 'bracket.stl'),
      report: verifyReport(),
      converted: false,
      repaired: false,
    });
    expect(flow.names()).toEqual(['UPLOAD', 'VERIFY']);
  });

  it('compares the extension in lowercase: BRACKET.STL is verified, not converted', async () => {
    const flow = run('BRACKET.STL');
    await flow.outcome;
    expect(flow.started()).toEqual(['start VERIFY 1']);
  });

  it('repairs an STL that VERIFY says needs repair, and verifies the repaired file', async () => {
    const repaired = fileDto(2, 'bracket_repaired.stl');
    const flow = run('bracket.stl', {
      operations: { 'VERIFY:1': { fileNeedsRepair: true }, 'REPAIR:1': { fileDTOs: [repaired] } },
    });
    const outcome = await flow.outcome;
    expect(flow.started()).toEqual(['start VERIFY 1', 'start REPAIR 1', 'start VERIFY 2']);
    expect(outcome).toMatchObject({ original: fileDto(1, 'bracket.stl'), file: repaired, repaired: true, converted: false });
    expect(flow.names()).toEqual(['UPLOAD', 'VERIFY', 'REPAIR', 'VERIFY']);
  });

  it('uses a conversion that already answered with a verification as it is', async () => {
    const converted = fileDto(2, 'housing.stl');
    const report = verifyReport({ facets: 5000 });
    const flow = run('housing.step', {
      operations: { 'CONVERT:1': { fileOperationType: 'VERIFY', fileDTOs: [converted], responseData: report } },
    });
    const outcome = await flow.outcome;
    expect(flow.started()).toEqual(['start CONVERT 1']);
    expect(outcome).toEqual({ original: fileDto(1, 'housing.step'), file: converted, report, converted: true, repaired: false });
    expect(flow.names()).toEqual(['UPLOAD', 'CONVERT']);
  });

  it('verifies the first converted file and keeps the original', async () => {
    const converted = fileDto(2, 'housing.stl');
    const flow = run('housing.step', { operations: { 'CONVERT:1': { fileDTOs: [converted, fileDto(9, 'other.stl')] } } });
    const outcome = await flow.outcome;
    expect(flow.started()).toEqual(['start CONVERT 1', 'start VERIFY 2']);
    expect(outcome).toMatchObject({ original: fileDto(1, 'housing.step'), file: converted, converted: true, repaired: false });
    expect(flow.names()).toEqual(['UPLOAD', 'CONVERT', 'VERIFY']);
  });

  it('repairs a converted file that needs it and ends with the repaired one, linked to the original', async () => {
    const converted = fileDto(2, 'housing.stl');
    const repaired = fileDto(3, 'housing_repaired.stl');
    const flow = run('housing.igs', {
      operations: {
        'CONVERT:1': { fileDTOs: [converted] },
        'VERIFY:2': { fileNeedsRepair: true },
        'REPAIR:2': { fileDTOs: [repaired] },
      },
    });
    const outcome = await flow.outcome;
    expect(flow.started()).toEqual(['start CONVERT 1', 'start VERIFY 2', 'start REPAIR 2', 'start VERIFY 3']);
    expect(outcome).toMatchObject({ original: fileDto(1, 'housing.igs'), file: repaired, converted: true, repaired: true });
    expect(flow.names()).toEqual(['UPLOAD', 'CONVERT', 'VERIFY', 'REPAIR', 'VERIFY']);
  });

  it('reports the upload as bytes and percent', async () => {
    const flow = run('bracket.stl', {
      upload: async (file, { onProgress }) => {
        onProgress?.({ loaded: 256, total: 1024 });
        onProgress?.({ loaded: 1024, total: 1024 });
        return fileDto(1, file.name);
      },
    });
    await flow.outcome;
    expect(flow.stages.filter(({ stage }) => stage === 'UPLOAD')).toEqual([
      { stage: 'UPLOAD', loaded: 0, total: 10, percent: 0 },
      { stage: 'UPLOAD', loaded: 256, total: 1024, percent: 25 },
      { stage: 'UPLOAD', loaded: 1024, total: 1024, percent: 100 },
    ]);
  });

  it('asks for the status every 2000 ms until the operation settles, then fetches the result once', async () => {
    const flow = run('bracket.stl', { operations: { 'VERIFY:1': { pending: 2 } } });
    await flow.outcome;
    expect(flow.client.calls.map(({ call, at }) => `${at} ${call}`)).toEqual([
      '0 upload bracket.stl',
      '0 start VERIFY 1',
      '2000 status 100 1',
      '4000 status 100 1',
      '6000 status 100 1',
      '6000 result 100 1',
    ]);
  });

  it('rejects with the upload failure and starts no operation', async () => {
    const failure = { status: 415, data: { message: 'This file is a PNG image, not an STL file' } };
    const flow = run('photo.stl', { upload: () => Promise.reject(failure) });
    await expect(flow.outcome).rejects.toBe(failure);
    expect(flow.started()).toEqual([]);
  });

  const reason = { reason: 'This format cannot be converted here; please also upload a STEP or STL file' };
  it.each([
    ['CONVERT', 'part.sldprt', { 'CONVERT:1': { status: 'FAILED', responseData: reason } }, 1, ['start CONVERT 1']],
    ['the first VERIFY', 'part.stl', { 'VERIFY:1': { status: 'FAILED', responseData: reason } }, 1, ['start VERIFY 1']],
    [
      'REPAIR',
      'part.stl',
      { 'VERIFY:1': { fileNeedsRepair: true }, 'REPAIR:1': { status: 'FAILED', responseData: reason } },
      1,
      ['start VERIFY 1', 'start REPAIR 1'],
    ],
    [
      'the VERIFY of the repaired file',
      'part.stl',
      {
        'VERIFY:1': { fileNeedsRepair: true },
        'REPAIR:1': { fileDTOs: [fileDto(2, 'part_repaired.stl')] },
        'VERIFY:2': { status: 'FAILED', responseData: reason },
      },
      2,
      ['start VERIFY 1', 'start REPAIR 1', 'start VERIFY 2'],
    ],
    [
      'the VERIFY of the converted file',
      'part.stp',
      { 'CONVERT:1': { fileDTOs: [fileDto(2, 'part.stl')] }, 'VERIFY:2': { status: 'FAILED', responseData: reason } },
      2,
      ['start CONVERT 1', 'start VERIFY 2'],
    ],
  ] as const)('rejects the whole flow with the failing response when %s fails', async (_, name, operations, fileId, started) => {
    const flow = run(name, { operations: operations as FakeFileClientScript['operations'] });
    const error = await flow.outcome.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(FileOperationFailed);
    const failed = error as FileOperationFailed;
    expect(failed.reason).toBe(reason.reason);
    expect(failed.response).toMatchObject({ status: 'FAILED', responseData: reason });
    expect(failed.original).toEqual(fileDto(1, name));
    expect(failed.file.id).toBe(fileId);
    expect(flow.started()).toEqual(started);
  });

  it('rejects with the failed status and the generic text when the failed result cannot be read', async () => {
    const client = fakeFileClient({ operations: { 'VERIFY:1': { status: 'FAILED' } } });
    client.operationResult = () => Promise.reject({ status: 500, data: 'Error, something went wrong!' });
    const error = await settle(processCadFile(part('part.stl'), client)).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(FileOperationFailed);
    expect((error as FileOperationFailed).response).toMatchObject({ status: 'FAILED', fileOperationType: 'VERIFY' });
    expect((error as FileOperationFailed).reason).toBe('Error, something went wrong!');
  });

  it('rejects with an AbortError when cancelled during the upload, even if the upload ignores the signal', async () => {
    const client = fakeFileClient({ upload: () => new Promise(() => {}) });
    const controller = new AbortController();
    const outcome = processCadFile(part('part.stl'), client, { signal: controller.signal });
    controller.abort();
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
    expect(client.calls.map(({ call }) => call)).toEqual(['upload part.stl']);
  });

  it('stops polling when cancelled while an operation runs', async () => {
    const client = fakeFileClient({ operations: { 'VERIFY:1': { pending: 100 } } });
    const controller = new AbortController();
    const outcome = processCadFile(part('part.stl'), client, { signal: controller.signal });
    outcome.catch(() => {});
    await jest.advanceTimersByTimeAsync(2 * FILE_OPERATION_POLL_MS);
    controller.abort();
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
    const before = client.calls.length;
    await jest.advanceTimersByTimeAsync(5 * FILE_OPERATION_POLL_MS);
    expect(client.calls).toHaveLength(before);
    expect(client.calls.filter(({ call }) => call.startsWith('status'))).toHaveLength(2);
  });

  it('leaves no listener on the signal once the flow is over, however long it polled', async () => {
    const controller = new AbortController();
    const added = jest.spyOn(controller.signal, 'addEventListener');
    const removed = jest.spyOn(controller.signal, 'removeEventListener');
    const client = fakeFileClient({ operations: { 'VERIFY:1': { pending: 20 } } });
    await settle(processCadFile(part('part.stl'), client, { signal: controller.signal }));
    expect(added.mock.calls.length).toBeGreaterThan(20);
    expect(removed).toHaveBeenCalledTimes(added.mock.calls.length);
  });

  it('does not start when the signal is already aborted', async () => {
    const client = fakeFileClient();
    await expect(processCadFile(part('part.stl'), client, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(client.calls).toEqual([]);
  });
});
