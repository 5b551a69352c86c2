/** The quality area's answers as the server gives them, for component tests; `extra` changes what a test needs. */
import { useLocation } from 'react-router-dom';
import type { Capa, Ncr, NcrInboxEntry, NcrRow, QualitySettings } from './api';

export const SETTINGS: QualitySettings = {
  defectCodes: [
    { code: 'DIM', description: 'Dimension out of tolerance' },
    { code: 'POR', description: 'Porosity' },
  ],
  severityMeanings: {
    MINOR: 'Does not affect form, fit or function',
    MAJOR: 'Affects form, fit or function',
    CRITICAL: 'Could make the product unsafe',
  },
  dispositions: ['USE_AS_IS', 'REWORK', 'SCRAP'],
  signatureMeanings: ['REVIEWED', 'APPROVED', 'Witnessed by QA'],
  dispositionSigners: ['SP_SUPER_ADMIN'],
  ncrFormat: 'NCR-{YYYY}-{####}',
  capaFormat: 'CAPA-{YYYY}-{###}',
  trendWindowDays: 30,
  trendThreshold: 5,
  reminderDaysBefore: 2,
  reminderHourUtc: 7,
};

export const inboxEntry = (extra: Partial<NcrInboxEntry> = {}): NcrInboxEntry => ({
  inspectionId: 31,
  orderId: 1042,
  orderTitle: 'Fixture plates and clamp jaws',
  customerName: 'Acme Robotics',
  rfqFileId: 77,
  fileName: 'clamp-jaw.stl',
  partNumber: 'CJ-200',
  failedQuantity: 2,
  note: 'Two jaws with a warped lip',
  inspectorName: 'Quinn Inspector',
  inspectedAt: Date.UTC(2026, 2, 3, 9, 15),
  ...extra,
});

export const ncrRow = (id: number, number: string, extra: Partial<NcrRow> = {}): NcrRow => ({
  id,
  number,
  kind: 'PART',
  status: 'OPEN',
  severity: 'MAJOR',
  defectCode: 'DIM',
  title: '2 × clamp-jaw.stl failed inspection',
  order: { id: 1042, title: 'Fixture plates and clamp jaws', customerName: 'Acme Robotics' },
  part: { rfqFileId: 77, fileName: 'clamp-jaw.stl' },
  quantity: 2,
  machine: null,
  material: null,
  assignee: null,
  createdAt: Date.UTC(2026, 2, 3, 10, 0),
  ...extra,
});

/** A part NCR raised from the inbox, open, with nothing decided. */
export const partNcr = (extra: Partial<Ncr> = {}): Ncr => ({
  ...ncrRow(5, 'NCR-2026-0005'),
  machine: { id: 3, name: 'SLS-01 · EOS P 396' },
  material: { id: 9, name: 'PA 2200' },
  description: 'Two jaws with a warped lip',
  internalNotes: 'Check the cooling time of build 1188',
  foundAt: 'INSPECTION',
  cause: null,
  job: { id: 1188, name: 'SLS-01 build 1188' },
  inspectionId: 31,
  startedAt: null,
  endedAt: null,
  processNcr: null,
  partNcrs: [],
  evidence: [
    { id: 401, fileName: 'warped-lip.jpg', fileURL: '/files/401/warped-lip.jpg' },
    { id: 402, fileName: 'scan.stl', fileURL: '/files/402/scan.stl' },
  ],
  decisions: [],
  undecided: 2,
  statusReason: '',
  closedAt: null,
  history: [
    {
      at: '2026-03-03T10:00:00.000Z',
      who: 'Alex Admin',
      action: 'CREATE',
      changes: [{ field: 'number', from: null, to: 'NCR-2026-0005' }],
    },
    {
      at: '2026-03-03T10:05:00.000Z',
      who: 'Alex Admin',
      action: 'UPDATE',
      changes: [{ field: 'severity', from: 'MINOR', to: 'MAJOR' }],
    },
  ],
  ...extra,
});

/** An open CAPA on two warped jaws, answering NCR-2026-0005, with no root cause or action yet. */
export const openCapa = (extra: Partial<Capa> = {}): Capa => ({
  id: 12,
  number: 'CAPA-2026-012',
  type: 'CORRECTIVE',
  status: 'OPEN',
  title: 'Warped jaws keep coming back',
  owner: { id: 1, name: 'Alex Admin' },
  defectCode: 'DIM',
  openActions: 0,
  checkDue: null,
  createdAt: Date.UTC(2026, 2, 5, 9, 0),
  problem: 'Jaws warp at the lip',
  containment: 'Every jaw measured before shipping',
  ncrs: [{ id: 5, number: 'NCR-2026-0005', status: 'OPEN' }],
  rootCause: null,
  actions: [],
  check: { due: null, criterion: '', result: null, note: '', recordedAt: null },
  signatures: [],
  statusReason: '',
  closedAt: null,
  history: [
    {
      at: '2026-03-05T09:00:00.000Z',
      who: 'Alex Admin',
      action: 'CREATE',
      record: 'CAPA',
      recordId: 12,
      changes: [{ field: 'number', from: null, to: 'CAPA-2026-012' }],
    },
  ],
  ...extra,
});

/** The facility's people, who may be assigned NCRs and own CAPAs and their actions. */
export const PEOPLE = [
  { id: 1, name: 'Alex Admin' },
  { id: 2, name: 'Paula Planner' },
];

/**
 * A list's saved views as the user preference routes keep them, starting from `views`: each
 * body posted is pushed on `saved`, and what was posted is read back.
 */
export function savedViews(type: string, saved: unknown[] = [], views: unknown[] = []) {
  let kept = JSON.stringify(views);
  return {
    [`GET /api/v1/userPreference/${type}`]: () => ({ preferenceType: type, preference: kept }),
    [`POST /api/v1/userPreference/${type}`]: ({ body }: { body: { preference: unknown } }) => {
      saved.push(body);
      kept = JSON.stringify(body.preference);
      return { preferenceType: type, preference: kept };
    },
  };
}

/** Where the router is, for a test that follows a screen's move to another page. */
export function CurrentAddress() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}
