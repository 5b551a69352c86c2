/** 'Traveller (PDF)' on a lot: the sheet that goes with its pieces, in the reader's language, to print. */
import { useLanguageKey } from 'shared/i18n';
import { ButtonLink, DownloadIcon } from 'shared/ui';
import { useText } from '../texts';
import type { WorkplanLot } from './api';

export function TravellerDownload({ lot, name }: { lot: WorkplanLot; name: string }) {
  const text = useText();
  const language = useLanguageKey();
  return (
    <ButtonLink
      $variant="secondary"
      $size="sm"
      href={`/api/v1/work-center/lots/${lot.id}/traveller?language=${language}`}
      download
      aria-label={text('workCenter.travellerOf', { name })}
    >
      <DownloadIcon /> {text('workCenter.traveller')}
    </ButtonLink>
  );
}
