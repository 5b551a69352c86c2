/** Shares, masses and moments of the genealogy as the reader's language writes them, and the words its graph uses. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS } from 'shared/orders';
import { formatMass } from 'shared/ui';
import { useJobText } from 'shared/jobs';
import { useText } from '../texts';
import type { GraphWords } from './graph-model';

export function useGenealogyFormat() {
  const intl = useIntl();
  const text = useText();
  const jobText = useJobText();
  const quality = useTexts(QUALITY_TEXTS);
  return useMemo(() => {
    const format = {
      /** Thousandths of a percent (100000 = 100 %) as '42.5 %', to the thousandth. */
      share: (thousandths: number) => intl.formatNumber(thousandths / 100_000, { style: 'percent', maximumFractionDigits: 3 }),
      mass: (milligrams: number) => formatMass(intl, milligrams),
      count: (value: number) => intl.formatNumber(value),
      moment: (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }),
    };
    const words: GraphWords = {
      share: format.share,
      mass: format.mass,
      jobStatus: (status) => jobText(`status.${status}`),
      ncrStatus: (status) => quality(`quality.status.${status}`),
      shipment: (shipment) => shipment.trackingNumber || shipment.carrier || text('genealogy.shipment'),
      shipmentStatus: (status) => text(`genealogy.shipmentStatus.${status}`),
      pieces: (count) => text('genealogy.pieces', { count: format.count(count) }),
      powder: text('genealogy.powderDrawn'),
      start: (start) => text(`genealogy.start.${start.kind}`, { id: String(start.id) }),
    };
    return { ...format, words };
  }, [intl, text, jobText, quality]);
}
