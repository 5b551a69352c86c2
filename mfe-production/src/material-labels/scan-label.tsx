/** 'Scan a label' on the lot and batch lists: a lot's or batch's label, scanned, opens its record. */
import { useNavigate } from 'react-router-dom';
import { ScanButton } from 'shared/ui';
import { useText } from '../texts';
import { labelRecord, recordPath } from './label-link';

export function ScanLabel() {
  const text = useText();
  const navigate = useNavigate();
  return (
    <ScanButton
      label={text('labels.scan')}
      onScan={(scanned) => {
        const record = labelRecord(scanned);
        if (!record) return text('labels.notALabel');
        void navigate(recordPath(record));
        return undefined;
      }}
    />
  );
}
