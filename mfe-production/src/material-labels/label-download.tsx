/**
 * 'Label (PDF)' on a lot's or batch's page, where the facility has QR codes on: the record's label
 * (100 × 60 mm, its number, what it is, a QR code of its page) in the reader's language, to print
 * and stick on the container.
 */
import { authApi } from 'shared/auth';
import { useLanguageKey } from 'shared/i18n';
import { ButtonLink, DownloadIcon } from 'shared/ui';
import { useText } from '../texts';

export function LabelDownload({ kind, id, number }: { kind: 'lot' | 'batch'; id: number; number: string }) {
  const text = useText();
  const language = useLanguageKey();
  const qrCodes = authApi.useSessionConfigQuery().data?.features?.includes('QR_CODE') ?? false;
  if (!qrCodes) return null;
  return (
    <ButtonLink
      $variant="secondary"
      $size="sm"
      href={`/api/v1/materials/${kind === 'lot' ? 'lots' : 'batches'}/${id}/label?language=${language}`}
      download
      aria-label={text('labels.downloadOf', { number })}
    >
      <DownloadIcon /> {text('labels.download')}
    </ButtonLink>
  );
}
