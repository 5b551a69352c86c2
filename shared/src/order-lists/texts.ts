import { defineTexts } from 'shared/texts';
import ORDER_COLUMNS from './texts.json';

/** The order lists' column names and the column chooser's texts. */
export const ORDER_COLUMN_TEXTS = defineTexts(ORDER_COLUMNS);
