import { useIntl } from 'react-intl';

/** Sizes, volumes, densities and hours of builds and parts in the reader's language. */
export function usePlanningFormat() {
  const intl = useIntl();
  const number = (value: number, digits: number) => intl.formatNumber(value, { maximumFractionDigits: digits });
  return {
    /** A bounding box's edges: '120 × 80 × 35.5'. */
    size: (edges: number[]) => edges.map((edge) => number(edge, 1)).join(' × '),
    cm3: (value: number) => number(value, 1),
    mm: (value: number) => intl.formatNumber(value, { style: 'unit', unit: 'millimeter', maximumFractionDigits: 1 }),
    percent: (share: number) => intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1 }),
    hours: (value: number) => intl.formatNumber(value, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 }),
  };
}
