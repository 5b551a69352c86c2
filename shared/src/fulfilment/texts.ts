import { defineTexts } from 'shared/texts';
import FULFILMENT from './texts.json';

/** The texts of an order's progress and shipments (shared/src/fulfilment), in every language. */
export const FULFILMENT_TEXTS = defineTexts(FULFILMENT);
