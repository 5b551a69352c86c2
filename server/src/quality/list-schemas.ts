/**
 * What the quality lists take — their filters, search, sort and page — and what a saved view of
 * one keeps of them (a user preference: PART_NCR_VIEWS, PROCESS_NCR_VIEWS, CAPA_VIEWS).
 */
import { CAPA_STATUSES, CAPA_TYPES, DISPOSITIONS, NCR_KINDS, NCR_SEVERITIES, NCR_STATUSES } from 'shared/contracts';
import { Type, type Static } from 'typebox';
import { EpochMs, StringEnum } from '../http/schema-helpers.js';

/** The columns an NCR list sorts by; newest first when none is asked. */
const NCR_LIST_SORTS = ['number', 'title', 'status', 'severity', 'defectCode', 'created'] as const;
export type NcrListSort = (typeof NCR_LIST_SORTS)[number];
/** The columns the CAPA list sorts by; newest first when none is asked. */
const CAPA_LIST_SORTS = ['number', 'type', 'status', 'title', 'checkDue', 'created'] as const;
export type CapaListSort = (typeof CAPA_LIST_SORTS)[number];

/** A person a record is assigned to, or 0 for the records assigned to nobody. */
const Assignee = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: `${description}; 0 for nobody` }));
const Search = (description: string) => Type.Optional(Type.String({ maxLength: 200, description }));
const Direction = Type.Optional(StringEnum(['asc', 'desc'] as const, { description: 'desc when not given' }));
const Page = {
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 15 }),
};

/** The search filters that narrow an NCR list (its kind aside). */
const NcrFilters = {
  status: Type.Optional(Type.Array(StringEnum(NCR_STATUSES), { maxItems: 5, description: 'NCR_STATUSES' })),
  severity: Type.Optional(Type.Array(StringEnum(NCR_SEVERITIES), { maxItems: 3, description: 'SEVERITY' })),
  disposition: Type.Optional(
    Type.Array(StringEnum(DISPOSITIONS), {
      maxItems: 6,
      description: 'NCR_DISPOSITIONS: its current decision uses one of these',
    }),
  ),
  assignedUserId: Assignee('ASSIGNED_USER: the person the NCR is assigned to'),
  createdFrom: Type.Optional(EpochMs('CREATE_DATE from, epoch ms')),
  createdTo: Type.Optional(EpochMs('CREATE_DATE to, epoch ms (exclusive)')),
};
const NcrSearch = Search('Number, title, defect code, order id or part name');
const NcrSort = Type.Optional(StringEnum(NCR_LIST_SORTS, { description: 'The column to sort by; newest first when not given' }));

export const NcrListQuery = Type.Object(
  {
    kind: Type.Optional(StringEnum(NCR_KINDS, { description: 'Part or process NCRs (NCR_TYPE)' })),
    ...NcrFilters,
    search: NcrSearch,
    sort: NcrSort,
    direction: Direction,
    ...Page,
  },
  { additionalProperties: false },
);
export type NcrListFilter = Static<typeof NcrListQuery>;

/** A saved view of an NCR list: its search, filters and sort, under a name of the user's. */
export const NcrViewSchema = Type.Object(
  {
    label: Type.String({ maxLength: 100 }),
    search: NcrSearch,
    filter: Type.Object(NcrFilters, { additionalProperties: false }),
    sort: NcrSort,
    direction: Direction,
  },
  { additionalProperties: false, $id: 'NcrView' },
);

/** The search filters that narrow the CAPA list. */
const CapaFilters = {
  type: Type.Optional(StringEnum(CAPA_TYPES, { description: 'Corrective or preventive (CAPA_TYPE)' })),
  status: Type.Optional(Type.Array(StringEnum(CAPA_STATUSES), { maxItems: 5, description: 'CAPA_STATUSES' })),
  ownerUserId: Assignee('ASSIGNED_USER: the CAPA’s owner'),
  createdFrom: Type.Optional(EpochMs('CREATE_DATE from, epoch ms')),
  createdTo: Type.Optional(EpochMs('CREATE_DATE to, epoch ms (exclusive)')),
};
const CapaSearch = Search('Number or title');
const CapaSort = Type.Optional(
  StringEnum(CAPA_LIST_SORTS, { description: 'The column to sort by; newest first when not given' }),
);

export const CapaListQuery = Type.Object(
  { ...CapaFilters, search: CapaSearch, sort: CapaSort, direction: Direction, ...Page },
  { additionalProperties: false },
);
export type CapaListFilter = Static<typeof CapaListQuery>;

/** A saved view of the CAPA list: its search, filters and sort, under a name of the user's. */
export const CapaViewSchema = Type.Object(
  {
    label: Type.String({ maxLength: 100 }),
    search: CapaSearch,
    filter: Type.Object(CapaFilters, { additionalProperties: false }),
    sort: CapaSort,
    direction: Direction,
  },
  { additionalProperties: false, $id: 'CapaView' },
);
