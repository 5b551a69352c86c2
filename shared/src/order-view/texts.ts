import { defineTexts } from 'shared/texts';
import ORDER_VIEW from './texts.json';

/** The texts of one order as both sides read it (shared/src/order-view), in every language. */
export const ORDER_VIEW_TEXTS = defineTexts(ORDER_VIEW);
