import { defineTexts } from 'shared/texts';
import ADDRESSES from './texts.json';

/** The delivery address form's texts (New Order, the facility's and the company's profile). */
export const ADDRESS_TEXTS = defineTexts(ADDRESSES);
