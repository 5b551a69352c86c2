/**
 * The lot a traveller's QR code opened (`?lot={id}`): shown above the queues with what may be done
 * with it, and its work center chosen, so that scanning the sheet on the pieces is all it takes.
 */
import { useEffect } from 'react';
import { Loaded, Section } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import { LotCard } from './lot-card';

interface ScannedLotProps {
  lotId: number;
  /** The work center the lot is at, once read: chosen when none is. */
  onWorkCenter: (id: number) => void;
  onFinished: (ncrId: number | null) => void;
}

export function ScannedLot({ lotId, onWorkCenter, onFinished }: ScannedLotProps) {
  const text = useText();
  const lot = productionApi.useWorkplanLotQuery(lotId);
  const workCenterId = lot.data?.step.workCenter?.id;
  useEffect(() => {
    if (workCenterId !== undefined) onWorkCenter(workCenterId);
  }, [workCenterId, onWorkCenter]);
  return (
    <Section title={text('workCenter.scanned')}>
      <Loaded query={lot} failedTitle={text('workCenter.scannedFailed')}>
        {(read) => <LotCard lot={read} onFinished={onFinished} />}
      </Loaded>
    </Section>
  );
}
