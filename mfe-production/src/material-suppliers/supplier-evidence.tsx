/**
 * The certificates that show a supplier's approval: those it has, each a download, and new ones
 * uploaded as the facility's own files through the kit's upload, named by the supplier when it is
 * saved. Each may be taken off before saving; the file itself stays the facility's.
 */
import { useState } from 'react';
import { errorMessage } from 'shared/api';
import { useFormField } from 'shared/forms';
import { apiFileClient, Button, CloseIcon, DownloadIcon, FormFailure, Muted, PaperclipIcon, PlainList, space } from 'shared/ui';
import styled from 'styled-components';
import { useText } from '../texts';
import type { EvidenceFile } from './supplier-values';

/** What a certificate may be: the attachments the platform's files take. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg';

export function SupplierEvidence() {
  const text = useText();
  const field = useFormField<EvidenceFile[]>('evidence');
  const files = field.value;
  const [uploading, setUploading] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const upload = async (file: File) => {
    setFailure(undefined);
    setUploading(file.name);
    try {
      const stored = await apiFileClient.upload(file);
      field.set([...files, { id: stored.id, fileName: stored.fileName }]);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setUploading(undefined);
    }
  };

  return (
    <Evidence>
      <legend>{text('suppliers.evidence')}</legend>
      <FormFailure message={failure} />
      {files.length === 0 ? (
        <Muted>{text('suppliers.noEvidence')}</Muted>
      ) : (
        <PlainList>
          {files.map((file) => (
            <File key={file.id}>
              {file.fileURL ? (
                <a href={file.fileURL} download={file.fileName}>
                  <DownloadIcon size="1em" /> {file.fileName}
                </a>
              ) : (
                <span>
                  <PaperclipIcon size="1em" /> {text('suppliers.uploaded', { name: file.fileName })}
                </span>
              )}
              <Button
                variant="secondary"
                size="sm"
                aria-label={text('suppliers.removeFile', { name: file.fileName })}
                onClick={() => field.set(files.filter((other) => other.id !== file.id))}
              >
                <CloseIcon size="1em" />
              </Button>
            </File>
          ))}
        </PlainList>
      )}
      {uploading ? (
        <Muted role="status">{text('suppliers.uploading', { name: uploading })}</Muted>
      ) : (
        <label>
          {text('suppliers.upload')}{' '}
          <input
            type="file"
            accept={ACCEPT}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared, so that choosing the same file again is a change too.
              event.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      )}
    </Evidence>
  );
}

const Evidence = styled.fieldset`
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

const File = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  overflow-wrap: anywhere;
`;
