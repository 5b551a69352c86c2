/**
 * A lot's certificate of analysis in its form: the one it has, or one uploaded, named by the lot
 * when the form is saved. A new upload replaces it.
 */
import { useFormField } from 'shared/forms';
import { AttachedFiles } from '../material-files/attached-files';
import { useText } from '../texts';
import type { CertificateFile } from './lot-values';

export function CertificateField({ name }: { name: string }) {
  const text = useText();
  const field = useFormField<CertificateFile | null>(name);
  return (
    <AttachedFiles
      legend={text('lots.certificate')}
      empty={text('lots.noCertificate')}
      uploadLabel={text(field.value ? 'lots.replaceCertificate' : 'lots.uploadCertificate')}
      uploaded={(fileName) => text('lots.uploaded', { name: fileName })}
      files={field.value ? [field.value] : []}
      onChange={(files) => field.set(files.at(-1) ?? null)}
      error={field.error}
    />
  );
}
