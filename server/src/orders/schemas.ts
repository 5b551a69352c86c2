import {
  BID_LINE_KINDS,
  DELIVERY_METHODS,
  DISTRIBUTIONS,
  JOB_TYPES,
  ORDER_LIST_SORTS,
  LENGTH_UNITS,
  MATCH_STATUSES,
  ORDER_SEARCH_FILTERS,
  PRIMARY_USE_CASES,
  RFQ_STATUSES,
  TRANSITION_ACTORS,
} from 'shared/contracts';
import type { RfqStatus } from 'shared/contracts';
import { ORDER_KINDS, RFQ_REQUIRABLE_FIELDS } from 'shared/orders';
import { Type } from 'typebox';
import { CappedTotal, Chip, EpochMs, Id, Nullable, Named, ref, StringEnum } from '../http/schema-helpers.js';
import { TagIds } from '../tags/index.js';

export const RfqFileSchema = Type.Object(
  {
    id: Type.Integer(),
    quantity: Type.Integer(),
    notScheduled: Type.Integer({ description: 'Ordered quantity minus the quantity on jobs that are not cancelled' }),
    scheduled: Type.Integer(),
    materials: Type.Array(Named),
    machines: Type.Array(Type.Object({ id: Type.Integer(), modelName: Type.String() })),
    aMProcess: Type.Union([Type.String(), Type.Null()]),
    itar: Type.Boolean({ description: 'Export controlled (ITAR): only ITAR-cleared jobs may make it' }),
    pngFileDTO: Type.Object({ fileURL: Type.Union([Type.String(), Type.Null()]) }),
    originalFileDTO: Type.Object({ fileName: Type.String() }),
    sizeMm: Type.Optional(
      Type.Array(Type.Number(), {
        minItems: 3,
        maxItems: 3,
        description: 'With the order search’s equipmentId: the part’s bounding box (mm), once its file is verified',
      }),
    ),
    fitsEquipment: Type.Optional(
      Type.Boolean({
        description:
          'With the order search’s equipmentId: whether the part fits that machine’s build volume inside its packing margin, turned by square turns (a part or a machine not measured fits)',
      }),
    ),
  },
  { $id: 'RfqFile' },
);

export const RfqSchema = Type.Object(
  {
    id: Type.Integer(),
    displayTitle: Type.String(),
    status: StringEnum(RFQ_STATUSES),
    estimatedDeliveryDate: Type.Union([EpochMs(), Type.Null()]),
    customerName: Type.String(),
    rfqFileDTOs: Type.Array(ref(RfqFileSchema)),
  },
  { $id: 'Rfq' },
);

export const OrderSearchQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0, description: 'Zero-based page' })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
    schedulingCall: Type.Optional(
      Type.Boolean({ description: 'For the part selector: only parts with a quantity left to schedule', default: false }),
    ),
    jobType: Type.Optional(
      StringEnum(JOB_TYPES, {
        description:
          'The type of the job the parts are chosen for: a POST_PROCESSING_ORDER job counts what is left to post-process, any other what is left to print',
      }),
    ),
    excludeItar: Type.Optional(
      Type.Boolean({
        description:
          'For the desktop tool’s part selection: no export-controlled part, whoever asks (the tool is outside the ITAR boundary)',
        default: false,
      }),
    ),
    equipmentId: Type.Optional(
      Id({ description: 'The job’s machine, one of the facility’s: each part says its size and whether it fits that machine' }),
    ),
  },
  { additionalProperties: false },
);

export const OrderSearchBodySchema = Type.Object(
  {
    searchString: Type.Optional(Type.String({ maxLength: 200 })),
    searchFilters: Type.Optional(
      Type.Array(
        Type.Object(
          {
            filterType: StringEnum(ORDER_SEARCH_FILTERS),
            values: Type.Array(Type.Union([Type.String({ maxLength: 60 }), Type.Integer()]), { maxItems: 200 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
    ),
  },
  { additionalProperties: false, $id: 'OrderSearchBody' },
);

export const OrderSearchResultSchema = Type.Object(
  {
    rfqDTOs: Type.Array(ref(RfqSchema)),
    totalCount: Type.Integer(),
    customers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
      description: 'The customers of the facility’s orders, by name: the options of the CUSTOMER filter',
    }),
  },
  { $id: 'OrderSearchResult' },
);

const Money = (description: string) => Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description });

/** An order's fields as New Order saves them (the rules: shared/orders, checked on save). */
export const OrderPartInputSchema = Type.Object(
  {
    fileId: Id({ description: 'A verified part file of the company (POST /api/v1/files)' }),
    quantity: Nullable(Type.Number({ description: 'How many to make: a whole number from 1 (the order rules say so in words)' })),
    units: StringEnum(LENGTH_UNITS),
    amProcessId: Nullable(Id()),
    materialId: Nullable(Id()),
    partNumber: Type.String({ maxLength: 1000 }),
    primaryUseCase: Nullable(StringEnum(PRIMARY_USE_CASES)),
    industryFocus: Type.String({ maxLength: 1000 }),
    finish: Type.String({ maxLength: 1000 }),
    notes: Type.String({ maxLength: 10_000 }),
  },
  { additionalProperties: false, $id: 'OrderPartInput' },
);

const orderFields = {
  kind: StringEnum(ORDER_KINDS, {
    description: 'ORDER (every part’s process and material chosen) or QUOTE_REQUEST (the facilities propose them)',
  }),
  displayTitle: Type.String({ maxLength: 1000 }),
  estimatedDeliveryDate: Nullable(EpochMs('Target delivery date')),
  quoteDueDate: Nullable(EpochMs('Quotes are due by then')),
  deliveryMethod: StringEnum(DELIVERY_METHODS),
  deliveryAddressId: Nullable(Id({ description: 'One of the company’s addresses (GET /api/v1/deliveryAddress)' })),
  itar: Type.Boolean({ description: 'Export controlled (ITAR)' }),
  ndaRequired: Type.Boolean(),
  ndaFileId: Nullable(Id({ description: 'The customer’s NDA, a file it uploaded' })),
  distribution: StringEnum(DISTRIBUTIONS),
  thirdPartyOrderId: Type.String({ maxLength: 1000 }),
  currency: Type.String({ maxLength: 3, description: 'ISO 4217 code' }),
  notes: Type.String({ maxLength: 10_000 }),
  parts: Type.Array(ref(OrderPartInputSchema), { maxItems: 1000 }),
  termsVersion: Type.Optional(
    Nullable(
      Type.Integer({
        minimum: 1,
        description: 'The version of the store front’s terms and conditions the customer accepted (OrderOffer.terms)',
      }),
    ),
  ),
};

export const OrderInputSchema = Type.Object(orderFields, { additionalProperties: false, $id: 'OrderInput' });
export const OrderUpdateSchema = Type.Object(
  { ...orderFields, updatedAt: Type.Optional(EpochMs('When the caller read the draft: a draft saved since is refused (409)')) },
  { additionalProperties: false, $id: 'OrderUpdate' },
);

export const BidLineSchema = Type.Object(
  {
    kind: StringEnum(BID_LINE_KINDS),
    rfqFileId: Type.Optional(Nullable(Id({ description: 'The order’s part this line prices (PART lines)' }))),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    unitPriceMinor: Money('Price of one, in minor units of the order’s currency'),
  },
  { additionalProperties: false, $id: 'BidLineInput' },
);

export const BidInputSchema = Type.Object(
  {
    currency: Type.String({ maxLength: 3 }),
    lines: Type.Array(ref(BidLineSchema), { minItems: 1, maxItems: 200 }),
    discountMinor: Money('Taken off the lines’ sum, before tax'),
    taxRateBasisPoints: Type.Integer({ minimum: 0, maximum: 10_000, description: '1/100 of a percent: 1900 is 19 %' }),
    leadTimeDays: Type.Integer({ minimum: 0, maximum: 3650 }),
    deliveryDate: EpochMs('Promised delivery date'),
    validUntil: EpochMs('The bid may be accepted until then'),
    notes: Type.String({ maxLength: 4000 }),
    attachmentFileIds: Type.Optional(
      Type.Array(Id(), { maxItems: 20, uniqueItems: true, description: 'Files of the facility’s to send with the bid' }),
    ),
    revision: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: 'The revision this bid revises (0 for a first bid): a bid changed meanwhile answers 409',
      }),
    ),
  },
  { additionalProperties: false, $id: 'BidInput' },
);

export const BidSchema = Type.Object(
  {
    id: Type.Integer(),
    currency: Type.String(),
    lines: Type.Array(
      Type.Object({
        kind: StringEnum(BID_LINE_KINDS),
        rfqFileId: Nullable(Type.Integer()),
        description: Type.String(),
        quantity: Type.Integer(),
        unitPriceMinor: Type.Integer(),
        amountMinor: Type.Integer(),
      }),
    ),
    subtotalMinor: Type.Integer(),
    discountMinor: Type.Integer(),
    taxRateBasisPoints: Type.Integer(),
    taxMinor: Type.Integer(),
    totalMinor: Type.Integer(),
    leadTimeDays: Type.Integer(),
    deliveryDate: EpochMs(),
    validUntil: EpochMs(),
    notes: Type.String(),
    attachments: Type.Array(Type.Object({ id: Type.Integer(), fileName: Type.String(), fileURL: Type.String() })),
    revision: Type.Integer(),
    updatedAt: EpochMs(),
  },
  { $id: 'Bid' },
);

export const OrderDetailsSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: StringEnum(ORDER_KINDS),
    status: StringEnum(RFQ_STATUSES),
    displayTitle: Type.String(),
    customerName: Type.String(),
    creatorName: Nullable(Type.String()),
    createdAt: EpochMs(),
    updatedAt: EpochMs(),
    submittedAt: Nullable(EpochMs()),
    estimatedDeliveryDate: Nullable(EpochMs()),
    quoteDueDate: Nullable(EpochMs()),
    deliveryMethod: StringEnum(DELIVERY_METHODS),
    deliveryAddress: Nullable(
      Type.Object({
        id: Type.Integer(),
        label: Type.String(),
        recipient: Type.String(),
        line1: Type.String(),
        line2: Nullable(Type.String()),
        city: Type.String(),
        postalCode: Nullable(Type.String()),
        countryCode: Type.String(),
      }),
    ),
    itar: Type.Boolean(),
    ndaRequired: Type.Boolean(),
    ndaFile: Nullable(Type.Object({ id: Type.Integer(), fileName: Type.String(), fileURL: Type.String() })),
    distribution: StringEnum(DISTRIBUTIONS),
    thirdPartyOrderId: Nullable(Type.String()),
    currency: Type.String(),
    notes: Type.String(),
    unmatchedReason: Nullable(Type.String({ description: 'Why no facility could take the order (UNMATCHED)' })),
    termsVersion: Nullable(Type.Integer({ description: 'The version of the store front’s terms the customer accepted' })),
    termsAcceptedAt: Nullable(EpochMs('When the customer accepted them, on submitting')),
    parts: Type.Array(
      Type.Object({
        id: Type.Integer({ description: 'The order’s part (rfq file)' }),
        fileId: Nullable(Type.Integer({ description: 'Null for a facility that may not see the files yet (NDA)' })),
        fileName: Nullable(Type.String()),
        fileURL: Nullable(
          Type.String({ description: 'A short-lived signed link to download the part file, for a reader who may' }),
        ),
        pngFileDTO: Nullable(Type.Object({ id: Type.Integer(), fileURL: Type.String() })),
        quantity: Type.Integer(),
        units: StringEnum(LENGTH_UNITS),
        amProcess: Nullable(Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() })),
        material: Nullable(Named),
        partNumber: Nullable(Type.String()),
        primaryUseCase: Nullable(Type.String()),
        industryFocus: Nullable(Type.String()),
        finish: Nullable(Type.String()),
        notes: Type.String(),
        itar: Type.Boolean(),
      }),
    ),
    matches: Type.Array(
      Type.Object({
        id: Type.Integer(),
        facilityId: Type.Integer(),
        facilityName: Type.String(),
        status: StringEnum(MATCH_STATUSES),
        filesVisible: Type.Boolean({ description: 'The facility may see the part files (no NDA, or its NDA approved)' }),
        signedNda: Nullable(Type.Object({ id: Type.Integer(), fileName: Type.String(), fileURL: Type.String() })),
        declineReason: Nullable(Type.String()),
        assignee: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
        priorityLabel: Nullable(Chip),
        tags: Type.Array(Chip, { description: 'The facility’s tags on its offer (only the facility reads them)' }),
        bid: Nullable(ref(BidSchema)),
      }),
    ),
    history: Type.Array(
      Type.Object({
        id: Type.Integer(),
        at: EpochMs(),
        matchId: Nullable(Type.Integer()),
        facilityName: Nullable(Type.String()),
        from: Nullable(Type.String()),
        to: Type.String(),
        actor: StringEnum(TRANSITION_ACTORS),
        actorName: Nullable(Type.String()),
        reason: Nullable(Type.String()),
      }),
    ),
  },
  { $id: 'OrderDetails' },
);

export const ReasonBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export const RequiredReasonBody = Type.Object({ reason: Type.String({ maxLength: 2000 }) }, { additionalProperties: false });
export const NdaReviewBody = Type.Object(
  { approved: Type.Boolean(), reason: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export const FileBody = Type.Object({ fileId: Id() }, { additionalProperties: false });
export const AssigneeBody = Type.Object({ userId: Nullable(Id()) }, { additionalProperties: false });

/** The facility's marks on its offer: its priority label and its tags, set together. */
export const MatchLabelsBody = Type.Object(
  { priorityLabelId: Nullable(Id({ description: 'One of the facility’s priority labels' })), tagIds: TagIds },
  { additionalProperties: false },
);

export const OrderOfferSchema = Type.Object(
  {
    facilityCount: Type.Integer({
      description: 'How many facilities the distribution reaches; with orderId, how many of them make every part of that draft',
    }),
    finishEnabled: Type.Boolean({ description: 'The store front asks for a finish per part (MACHINE_FINISH_TYPE)' }),
    itarEnabled: Type.Boolean({ description: 'The store front takes export-controlled orders (ITAR)' }),
    multiRfq: Type.Boolean({
      description:
        'An order goes to every facility that can make it (MULTI_RFQ_CONFIG); else to one, the store front’s own first',
    }),
    currencies: Type.Array(Type.String(), { description: 'The currencies an order may be in (the store front’s config)' }),
    defaultCurrency: Type.String(),
    distributions: Type.Array(StringEnum(DISTRIBUTIONS), { description: 'Where the store front lets orders go' }),
    requiredFields: Type.Array(StringEnum(RFQ_REQUIRABLE_FIELDS), {
      description: 'What the store front’s RFQ configuration requires on submission, beyond what every order needs',
    }),
    quoteDueDays: Type.Integer({ description: 'New Order proposes a quote due date this many days ahead' }),
    ndaTemplate: Type.String({ description: 'The NDA the store front offers, when an order asks for one; empty: none' }),
    terms: Nullable(
      Type.Object({
        version: Type.Integer({ description: 'Submitting needs termsVersion equal to this' }),
        text: Type.String(),
      }),
    ),
    options: Type.Array(
      Type.Object({
        processId: Type.Integer(),
        processCode: Type.String(),
        processName: Type.String(),
        materialId: Type.Integer(),
        materialName: Type.String(),
        facilityCount: Type.Integer({ description: 'How many of them run this process with this material' }),
      }),
    ),
  },
  { $id: 'OrderOffer' },
);

const Paging = {
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Order id, title, third-party id or part file name' })),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 15 }),
  sort: Type.Optional(StringEnum(ORDER_LIST_SORTS, { description: 'The column to sort by; newest first (id) when not given' })),
  direction: Type.Optional(StringEnum(['asc', 'desc'] as const, { description: 'desc when not given' })),
};

export const CustomerOrdersQuery = Type.Object(
  { ...Paging, status: Type.Optional(Type.Array(StringEnum(RFQ_STATUSES), { maxItems: 20 })) },
  { additionalProperties: false },
);

/** What the dashboard columns of both order lists show of a row, whichever columns the user turned on. */
const DashboardFields = {
  customerName: Type.String(),
  creatorName: Nullable(Type.String({ description: 'Who created the order (creator, customerContactName)' })),
  creatorEmail: Nullable(Type.String({ description: 'customerEmail' })),
  customerPhone: Nullable(Type.String({ description: 'The customer company’s phone' })),
  facilityName: Nullable(Type.String({ description: 'The facility whose quote was accepted' })),
  fileNames: Type.Array(Type.String(), { description: 'orderFilesList' }),
  partNumbers: Type.Array(Type.String()),
  processes: Type.Array(Type.String(), { description: 'serviceType' }),
  materials: Type.Array(Type.String()),
  machines: Type.Array(Type.String()),
  primaryUseCases: Type.Array(Type.String()),
  industryFocus: Type.Array(Type.String()),
  itar: Type.Boolean({ description: 'exportControlled' }),
  ndaRequired: Type.Boolean(),
  deliveryMethod: StringEnum(DELIVERY_METHODS),
  thirdPartyOrderId: Nullable(Type.String()),
  currency: Type.String(),
  bidCount: Type.Integer(),
  bestQuoteMinor: Nullable(Type.Integer({ description: 'The lowest quote’s total, minor units of the currency' })),
};

export const CustomerOrderListSchema = Type.Object(
  {
    orders: Type.Array(
      Type.Object({
        id: Type.Integer(),
        displayTitle: Type.String(),
        status: StringEnum(RFQ_STATUSES),
        createdAt: EpochMs(),
        quoteDueDate: Nullable(EpochMs()),
        estimatedDeliveryDate: Nullable(EpochMs()),
        partCount: Type.Integer(),
        quantity: Type.Integer({ description: 'Pieces over all parts' }),
        ...DashboardFields,
      }),
    ),
    ...CappedTotal,
  },
  { $id: 'CustomerOrderList' },
);

/** The tabs of Part Orders, which its saved views name. */
export const PART_ORDER_TABS = ['NEW', 'QUOTING', 'AWARDED', 'ALL'] as const;
/** The stages the list takes: its tabs, and the archive's (/service-provider/archive). */
const PART_ORDER_STAGE_NAMES = [...PART_ORDER_TABS, 'ARCHIVE'] as const;
const Ids = (description: string) => Type.Optional(Type.Array(Id(), { maxItems: 100, description }));
const Day = (description: string) => Type.Optional(EpochMs(description));
/** The order search filters that apply to a facility's part orders; each narrows the list. */
const PartOrderFilters = {
  id: Ids('ID: these orders'),
  status: Type.Optional(Type.Array(StringEnum(RFQ_STATUSES), { maxItems: 20, description: 'ORDER_STATUS' })),
  customerId: Ids('CUSTOMER_ID: orders of these customer companies'),
  processId: Ids('AM_PROCESS: orders with a part on one of these processes'),
  materialId: Ids('MATERIALS: orders with a part in one of these materials'),
  assignedUserId: Type.Optional(
    Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 100, description: 'ASSIGNED_USER: these people; 0 for nobody' }),
  ),
  thirdPartyOrderId: Type.Optional(Type.String({ maxLength: 100, description: 'THIRD_PARTY_ORDER_ID: contains this' })),
  tagId: Ids('TAGS: orders the facility tagged with one of these'),
  priorityLabelId: Ids('Orders the facility gave one of these priority labels'),
  quoteDueFrom: Day('QUOTE_DUE_DATE on or after'),
  quoteDueTo: Day('QUOTE_DUE_DATE before'),
  deliveryFrom: Day('ESTIMATED_DELIVERY_DATE on or after'),
  deliveryTo: Day('ESTIMATED_DELIVERY_DATE before'),
  createdFrom: Day('CREATE_DATE on or after'),
  createdTo: Day('CREATE_DATE before'),
};
/** The filters as one object: what a saved view of the part orders keeps. */
export const PartOrderFilterObject = Type.Object(PartOrderFilters, { additionalProperties: false });
export type PartOrderFilter = Partial<{
  id: number[];
  status: RfqStatus[];
  customerId: number[];
  processId: number[];
  materialId: number[];
  assignedUserId: number[];
  thirdPartyOrderId: string;
  tagId: number[];
  priorityLabelId: number[];
  quoteDueFrom: number;
  quoteDueTo: number;
  deliveryFrom: number;
  deliveryTo: number;
  createdFrom: number;
  createdTo: number;
}>;
export const PartOrdersQuery = Type.Object(
  {
    ...Paging,
    stage: StringEnum(PART_ORDER_STAGE_NAMES, {
      description:
        'NEW: awaiting the facility (NDA, bid); QUOTING: bid sent; AWARDED: its bid accepted; ARCHIVE: done or archived; ALL: all but archived',
    }),
    ...PartOrderFilters,
  },
  { additionalProperties: false },
);

export const PartOrderListSchema = Type.Object(
  {
    orders: Type.Array(
      Type.Object({
        id: Type.Integer(),
        matchId: Type.Integer(),
        matchStatus: StringEnum(MATCH_STATUSES),
        status: StringEnum(RFQ_STATUSES),
        displayTitle: Type.String(),
        createdAt: EpochMs(),
        quoteDueDate: Nullable(EpochMs()),
        estimatedDeliveryDate: Nullable(EpochMs()),
        partCount: Type.Integer(),
        quantity: Type.Integer(),
        assigneeName: Nullable(Type.String()),
        priorityLabel: Nullable(Chip),
        tags: Type.Array(Chip),
        ...DashboardFields,
      }),
    ),
    ...CappedTotal,
  },
  { $id: 'PartOrderList' },
);

export const PromiseDateSchema = Type.Object(
  {
    deliveryDate: EpochMs('The earliest delivery: the last build’s end plus post-processing'),
    postProcessingHours: Type.Number(),
    parts: Type.Array(
      Type.Object({
        partId: Type.Integer(),
        fileName: Type.String(),
        hours: Type.Number({ description: 'Build time assumed: setup plus volume × quantity at the process’s rate' }),
        equipmentId: Type.Integer(),
        equipmentName: Type.String(),
        fromDate: EpochMs(),
        toDate: EpochMs(),
      }),
    ),
    unplanned: Type.Array(Type.Object({ partId: Type.Integer(), fileName: Type.String() }), {
      description: 'Parts no machine of the facility runs with their material',
    }),
  },
  { $id: 'PromiseDate' },
);
