/** The order lists' shared parts: the dashboard columns with their chooser, and parts listed by their order. */
export { PartsByOrder, type PartsByOrderProps } from './parts-by-order.js';
export { useOrderColumns, type OrderColumnsOptions, type OrderListRow } from './order-columns.js';
export { ORDER_COLUMN_TEXTS } from './texts.js';
