/**
 * A catalogue item's form values (prices in the currency's major unit, as typed), the values of a
 * saved item, and the rules the editor checks before the server checks them again.
 */
import * as yup from 'yup';
import { fromMinor } from 'shared/orders';
import type { CatalogItem } from '../api';
import type { Text } from '../texts';

interface PriceRow {
  minQuantity: number | null;
  /** In the currency's major unit, as typed. */
  unitPrice: number | null;
}

export interface ItemValues {
  name: string;
  partNumber: string;
  description: string;
  fileId: string;
  amProcessId: string;
  materialId: string;
  leadTimeDays: number | null;
  currency: string;
  prices: PriceRow[];
  images: { fileId: number; url: string }[];
  newImages: File[];
  customerIds: number[];
  published: boolean;
}

export const CURRENCIES = Intl.supportedValuesOf('currency');

export const valuesOf = (item: CatalogItem | undefined): ItemValues => ({
  name: item?.name ?? '',
  partNumber: item?.partNumber ?? '',
  description: item?.description ?? '',
  fileId: item ? String(item.fileId) : '',
  amProcessId: item ? String(item.amProcessId) : '',
  materialId: item ? String(item.materialId) : '',
  leadTimeDays: item?.leadTimeDays ?? null,
  currency: item?.currency ?? 'USD',
  prices: item
    ? item.prices.map((p) => ({ minQuantity: p.minQuantity, unitPrice: fromMinor(p.unitPriceMinor, item.currency) }))
    : [{ minQuantity: 1, unitPrice: null }],
  images: item?.images ?? [],
  newImages: [],
  customerIds: item?.customers.map((c) => c.id) ?? [],
  published: item?.published ?? false,
});

export const itemSchema = (text: Text) =>
  yup.object({
    name: yup.string().trim().required(text('catalog.nameRequired')).max(200),
    partNumber: yup.string().max(100),
    description: yup.string().max(4000),
    fileId: yup.string().required(text('catalog.fileRequired')),
    amProcessId: yup.string().required(text('catalog.processRequired')),
    materialId: yup.string().required(text('catalog.materialRequired')),
    leadTimeDays: yup
      .number()
      .nullable()
      .required(text('catalog.leadTimeRequired'))
      .integer(text('catalog.leadTimeRequired'))
      .min(1, text('catalog.leadTimeRequired'))
      .max(365, text('catalog.leadTimeRequired')),
    prices: yup
      .array(
        yup.object({
          minQuantity: yup
            .number()
            .nullable()
            .required(text('catalog.breakQuantityRequired'))
            .integer(text('catalog.breakQuantityRequired'))
            .min(1, text('catalog.breakQuantityRequired')),
          unitPrice: yup
            .number()
            .nullable()
            .required(text('catalog.breakPriceRequired'))
            .moreThan(0, text('catalog.breakPriceRequired')),
        }),
      )
      .min(1)
      .test('distinct', text('catalog.breaksDistinct'), (prices) => {
        const quantities = (prices ?? []).map((p) => p.minQuantity).filter((q) => q !== null && q !== undefined);
        return new Set(quantities).size === quantities.length;
      }),
    customerIds: yup.array(yup.number()).test('published-to', text('catalog.customersRequired'), function (ids) {
      return !(this.parent as ItemValues).published || (ids ?? []).length > 0;
    }),
  });
