import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DESKTOP_COMMANDS,
  type DesktopCommandType,
  desktopProtocolJsonSchema,
  readDesktopCommand,
  readDesktopReply,
  readTrayEstimate,
} from './desktop-protocol.js';

const model = {
  rfqFileId: 41,
  orderId: 7,
  fileName: 'bracket.stl',
  quantity: 2,
  url: 'https://am.example/files/41?sig=abc',
  expiresAt: 1_800_000_000_000,
};
/** One well-formed payload of each command. */
const PAYLOADS: Record<DesktopCommandType, unknown> = {
  PAIR: { token: 'p'.repeat(32), platformUrl: 'https://am.example' },
  LOGIN: { userKey: 'key-1', mediaURL: 'https://media.am.example', itarMediaURL: '' },
  INSERT_MODELS: { models: [model] },
  CLEAR_TRAY: {},
  FROM_DATE: { fromDate: 1_800_000_000_000 },
  REQUEST_DATA: { equipmentId: 3 },
  SAVE_JOB: { jobName: 'Tray 12', equipmentId: 3, fromDate: 1_800_000_000_000, toDate: 1_800_003_600_000 },
  INSERT_JOB: { jobId: 9, jobName: 'Cable clips', models: [model] },
  JOB_SUBMITTED_SUCCESS: { jobId: 9, jobName: 'Tray 12' },
};
const frame = (value: unknown) => JSON.stringify(value);

describe('a desktop tool command', () => {
  it('reads every command the spec names, each with its payload', () => {
    expect(Object.keys(PAYLOADS).sort()).toEqual(Object.keys(DESKTOP_COMMANDS).sort());
    for (const [type, payload] of Object.entries(PAYLOADS)) {
      expect(readDesktopCommand(frame({ v: 1, id: `m-${type}`, type, payload }))).toEqual({
        ok: true,
        message: { v: 1, id: `m-${type}`, type, payload },
      });
    }
  });

  it('names what is wrong, answering the id where the message has one', () => {
    expect(readDesktopCommand('{"v":1,')).toEqual({
      ok: false,
      replyTo: null,
      code: 'MALFORMED',
      message: 'The message is not JSON',
    });
    expect(readDesktopCommand(frame({ v: 2, id: 'a1', type: 'CLEAR_TRAY', payload: {} }))).toMatchObject({
      ok: false,
      replyTo: 'a1',
      code: 'UNSUPPORTED_VERSION',
    });
    expect(readDesktopCommand(frame({ v: 1, id: 'a2', type: 'FORMAT_DISK', payload: {} }))).toEqual({
      ok: false,
      replyTo: 'a2',
      code: 'UNKNOWN_TYPE',
      message: 'Unknown message type FORMAT_DISK',
    });
    const tooMany = { models: [{ ...model, quantity: 0 }] };
    expect(readDesktopCommand(frame({ v: 1, id: 'a3', type: 'INSERT_MODELS', payload: tooMany }))).toMatchObject({
      ok: false,
      replyTo: 'a3',
      code: 'INVALID_PAYLOAD',
      message: expect.stringMatching(/^payload\.models\.0\.quantity /),
    });
    const planted = { models: [{ ...model, url: 'file:///etc/passwd' }] };
    expect(readDesktopCommand(frame({ v: 1, id: 'a4', type: 'INSERT_MODELS', payload: planted }))).toMatchObject({
      code: 'INVALID_PAYLOAD',
      message: expect.stringMatching(/^payload\.models\.0\.url /),
    });
    expect(readDesktopCommand(frame({ v: 1, id: 'a5', type: 'CLEAR_TRAY', payload: { everything: true } }))).toMatchObject({
      code: 'INVALID_PAYLOAD',
    });
    expect(readDesktopCommand(frame({ v: 1, id: '../../x', type: 'CLEAR_TRAY', payload: {} }))).toMatchObject({
      replyTo: null,
      code: 'MALFORMED',
    });
    expect(readDesktopCommand('null')).toMatchObject({ ok: false, replyTo: null, code: 'MALFORMED' });
  });

  it('never throws, whatever arrives', () => {
    const frames = ['', '[]', '"x"', '1e999', '{"v":1,"id":"x","type":"PAIR"}', '{"__proto__":{"v":1}}', '\u0000'];
    for (const each of frames) expect(readDesktopCommand(each).ok).toBe(false);
  });
});

describe('a reply of the tool', () => {
  it('names the message it answers, with a payload or an error', () => {
    const done = { v: 1, id: 'r1', type: 'REPLY', replyTo: 'm-1', ok: true, payload: { durationHours: 3 }, error: null };
    expect(readDesktopReply(frame(done))).toEqual({ ok: true, message: done });
    const refused = { ...done, ok: false, payload: null, error: { code: 'NOT_PAIRED', message: 'Pair first' } };
    expect(readDesktopReply(frame(refused)).ok).toBe(true);
    expect(readDesktopReply(frame({ ...refused, error: { code: 'OOPS', message: '' } })).ok).toBe(false);
    expect(readDesktopReply('<html>').ok).toBe(false);
  });
});

describe('the tool’s estimate', () => {
  const estimate = {
    durationHours: 5.5,
    materialCm3: 120,
    materialGrams: null,
    files: [{ rfqFileId: 41, orderId: 7, fileName: 'bracket.stl', quantity: 3 }],
  };
  it('is read as the tool sent it, or refused naming the field', () => {
    expect(readTrayEstimate(estimate)).toEqual({ ok: true, estimate });
    expect(readTrayEstimate({ ...estimate, files: [{ ...estimate.files[0], quantity: 0 }] })).toEqual({
      ok: false,
      message: expect.stringMatching(/^The desktop tool's estimate: files\.0\.quantity /),
    });
    expect(readTrayEstimate(null).ok).toBe(false);
  });
});

describe('the protocol document', () => {
  it('is the schema both sides check with', () => {
    const file = path.join(__dirname, '../../../docs/desktop-protocol.schema.json');
    // After a change to the schemas: pnpm --filter shared build, then write desktopProtocolJsonSchema() to the file.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(desktopProtocolJsonSchema())));
  });
});
