/**
 * The certificates that show a supplier's approval, in its form: those it has and new ones
 * uploaded, named by the supplier when it is saved.
 */
import { useFormField } from 'shared/forms';
import { AttachedFiles } from '../material-files/attached-files';
import { useText } from '../texts';
import type { EvidenceFile } from './supplier-values';

export function SupplierEvidence() {
  const text = useText();
  const field = useFormField<EvidenceFile[]>('evidence');
  return (
    <AttachedFiles
      legend={text('suppliers.evidence')}
      empty={text('suppliers.noEvidence')}
      uploadLabel={text('suppliers.upload')}
      uploaded={(fileName) => text('suppliers.uploaded', { name: fileName })}
      files={field.value}
      onChange={field.set}
    />
  );
}
