/**
 * An NCR's evidence: each file as a download, and a part file (STL) also in the 3D viewer, which
 * the area loads only when it is opened.
 */
import { useState } from 'react';
import { Button, DownloadIcon, PlainList, Section, ViewIcon } from 'shared/ui';
import { CadViewer } from 'shared/viewer';
import type { Ncr } from '../api';
import { useText } from '../texts';

type EvidenceFile = Ncr['evidence'][number];

const isMesh = (file: EvidenceFile) => /\.stl$/i.test(file.fileName);

export function Evidence({ files }: { files: EvidenceFile[] }) {
  const text = useText();
  const [viewing, setViewing] = useState<EvidenceFile | null>(null);
  return (
    <Section title={text('evidence.title')}>
      {files.length === 0 ? (
        <p>{text('evidence.none')}</p>
      ) : (
        <PlainList>
          {files.map((file) => (
            <li key={file.id}>
              <a href={file.fileURL} download={file.fileName}>
                <DownloadIcon size="1em" /> {file.fileName}
              </a>{' '}
              {isMesh(file) && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={text('evidence.viewFile', { name: file.fileName })}
                  onClick={() => setViewing(file)}
                >
                  <ViewIcon size="1em" /> {text('evidence.view')}
                </Button>
              )}
            </li>
          ))}
        </PlainList>
      )}
      {viewing && <CadViewer source={{ fileId: viewing.id }} name={viewing.fileName} onClose={() => setViewing(null)} />}
    </Section>
  );
}
