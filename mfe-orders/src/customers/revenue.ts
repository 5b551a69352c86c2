import { formatMoney } from 'shared/orders';

/** Revenue in each currency it was earned in, never converted: "$1,250.00 · €300.00". */
export const formatRevenue = (revenue: { currency: string; totalMinor: number }[], locale: string) =>
  revenue.map((sum) => formatMoney(sum.totalMinor, sum.currency, locale)).join(' · ');
