/**
 * 'Download 3MF' on a packed build's page: the build for the printer's software, each part where
 * the packing put it. A plain download: the session cookie lets it through.
 */
import { ButtonLink, DownloadIcon } from 'shared/ui';
import { useText } from '../texts';
import type { Build } from './api';

export function BuildExport({ build }: { build: Build }) {
  const text = useText();
  if (build.packing?.status !== 'SUCCESS') return null;
  return (
    <ButtonLink $variant="secondary" $size="sm" href={`/api/v1/builds/${build.id}/3mf`} download>
      <DownloadIcon /> {text('builds.export')}
    </ButtonLink>
  );
}
