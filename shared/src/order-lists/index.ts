/** The order lists' shared parts: the dashboard columns with their chooser. */
export { useOrderColumns, type OrderColumnsOptions, type OrderListRow } from './order-columns.js';
export { ORDER_COLUMN_TEXTS } from './texts.js';
