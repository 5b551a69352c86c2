/**
 * Certificates attached to a material record in its form (a lot's certificate of analysis, a
 * supplier's evidence of approval): those it has, each a download, and new ones uploaded as the
 * facility's own files through the kit's upload, tied to the record when its form is saved. Each
 * may be taken off before saving; the file itself stays the facility's. The work center's finish
 * dialog takes a step's photos with it too.
 */
import { useState } from 'react';
import { errorMessage } from 'shared/api';
import { apiFileClient, Button, CloseIcon, DownloadIcon, FormFailure, Muted, PaperclipIcon, PlainList, space } from 'shared/ui';
import styled from 'styled-components';
import { useText } from '../texts';

interface AttachedFile {
  id: number;
  fileName: string;
  /** Its download link, for a file the record has already. */
  fileURL?: string;
}

interface AttachedFilesProps {
  legend: string;
  /** Said when there is none. */
  empty: string;
  /** The upload's label, with the file types it takes. */
  uploadLabel: string;
  /** Said of a file uploaded, until the form is saved ('… uploaded: saved with the lot'). */
  uploaded: (name: string) => string;
  files: AttachedFile[];
  /** The files after an upload (the new one last) or a removal. */
  onChange: (files: AttachedFile[]) => void;
  error?: string;
  /** The file types offered, when not a certificate's (a photo taken at a work center's step). */
  accept?: string;
}

/** What a certificate may be: the attachments the platform's files take. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg';

export function AttachedFiles({
  legend,
  empty,
  uploadLabel,
  uploaded,
  files,
  onChange,
  error,
  accept = ACCEPT,
}: AttachedFilesProps) {
  const text = useText();
  const [uploading, setUploading] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const upload = async (chosen: File) => {
    setFailure(undefined);
    setUploading(chosen.name);
    try {
      const stored = await apiFileClient.upload(chosen);
      onChange([...files, { id: stored.id, fileName: stored.fileName }]);
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      setUploading(undefined);
    }
  };

  return (
    <Files>
      <legend>{legend}</legend>
      <FormFailure message={failure ?? error} />
      {files.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <PlainList>
          {files.map((file) => (
            <Attached key={file.id}>
              {file.fileURL ? (
                <a href={file.fileURL} download={file.fileName}>
                  <DownloadIcon size="1em" /> {file.fileName}
                </a>
              ) : (
                <span>
                  <PaperclipIcon size="1em" /> {uploaded(file.fileName)}
                </span>
              )}
              <Button
                variant="secondary"
                size="sm"
                aria-label={text('files.remove', { name: file.fileName })}
                onClick={() => onChange(files.filter((other) => other.id !== file.id))}
              >
                <CloseIcon size="1em" />
              </Button>
            </Attached>
          ))}
        </PlainList>
      )}
      {uploading ? (
        <Muted role="status">{text('files.uploading', { name: uploading })}</Muted>
      ) : (
        <label>
          {uploadLabel}{' '}
          <input
            type="file"
            accept={accept}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              // Cleared, so that choosing the same file again is a change too.
              event.currentTarget.value = '';
              if (chosen) void upload(chosen);
            }}
          />
        </label>
      )}
    </Files>
  );
}

const Files = styled.fieldset`
  display: grid;
  gap: ${space(2)};
  margin: 0;
  border: 0;
  padding: 0;
  min-width: 0;

  legend {
    font-weight: 600;
    margin-bottom: ${space(2)};
  }
  input[type='file'] {
    max-width: 100%;
  }
`;

const Attached = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  overflow-wrap: anywhere;
`;
