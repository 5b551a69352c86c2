/** An awarded order's progress and shipments, as both sides read them (their calls are shared/api's fulfilmentApi). */
export { OrderDocuments, type OrderDocumentsProps } from './order-documents.js';
export { PartProgressTable, type PartProgressTableProps } from './part-progress.js';
export { PartStages } from './part-stages.js';
export { ShipmentList, type ShipmentListProps } from './shipment-list.js';
export { FULFILMENT_TEXTS } from './texts.js';
