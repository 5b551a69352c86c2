import type { Text } from '../texts';
import { NEW_PROCESS_NCR, processNcrInput, processNcrSchema } from './process-ncr-values';

const text = ((id: string) => id) as Text;
const START = Date.UTC(2031, 0, 1, 6);

describe('a process NCR’s values', () => {
  it('send a process NCR with only the fields given', () => {
    expect(
      processNcrInput({
        ...NEW_PROCESS_NCR,
        defectCode: 'POR',
        title: ' Laser power dropped ',
        cause: 'MACHINE_FAULT',
        equipmentId: 4,
      }),
    ).toEqual({
      kind: 'PROCESS',
      severity: 'MAJOR',
      defectCode: 'POR',
      title: 'Laser power dropped',
      cause: 'MACHINE_FAULT',
      equipmentId: 4,
    });
  });

  it('refuse a span that ends before it starts, and a job id that is not one', async () => {
    const schema = processNcrSchema(text);
    const valid = { ...NEW_PROCESS_NCR, defectCode: 'POR', title: 'Laser', cause: 'MACHINE_FAULT' as const };
    await expect(schema.validate({ ...valid, startedAt: START, endedAt: START - 1 })).rejects.toThrow('raise.endsBeforeStart');
    await expect(schema.validate({ ...valid, jobId: 1.5 })).rejects.toThrow('raise.jobIdInvalid');
    await expect(schema.validate({ ...valid, startedAt: START, endedAt: START })).resolves.toBeTruthy();
  });
});
