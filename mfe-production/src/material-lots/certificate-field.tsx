/**
 * A lot's certificate of analysis in its form: the one it has, a download, or one uploaded as the
 * facility's own file through the kit's upload, named by the lot when the form is saved. It may be
 * replaced or taken off before saving; the file itself stays the facility's.
 */
import { useState } from 'react';
import { errorMessage } from 'shared/api';
import { useFormField } from 'shared/forms';
import { apiFileClient, Button, CloseIcon, DownloadIcon, FormFailure, Muted, PaperclipIcon, space } from 'shared/ui';
import styled from 'styled-components';
import { useText } from '../texts';
import type { CertificateFile } from './lot-values';

/** What a certificate may be: the attachments the platform's files take. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg';

export function CertificateField({ name }: { name: string }) {
  const text = useText();
  const field = useFormField<CertificateFile | null>(name);
  const file = field.value;
  const [uploading, setUploading] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const upload = async (chosen: File) => {
    setFailure(undefined);
    setUploading(chosen.name);
    try {
      const stored = await apiFileClient.upload(chosen);
      field.set({ id: stored.id, fileName: stored.fileName });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setUploading(undefined);
    }
  };

  return (
    <Certificate>
      <legend>{text('lots.certificate')}</legend>
      <FormFailure message={failure ?? field.error} />
      {!file ? (
        <Muted>{text('lots.noCertificate')}</Muted>
      ) : (
        <Chosen>
          {file.fileURL ? (
            <a href={file.fileURL} download={file.fileName}>
              <DownloadIcon size="1em" /> {file.fileName}
            </a>
          ) : (
            <span>
              <PaperclipIcon size="1em" /> {text('lots.uploaded', { name: file.fileName })}
            </span>
          )}
          <Button
            variant="secondary"
            size="sm"
            aria-label={text('lots.removeFile', { name: file.fileName })}
            onClick={() => field.set(null)}
          >
            <CloseIcon size="1em" />
          </Button>
        </Chosen>
      )}
      {uploading ? (
        <Muted role="status">{text('lots.uploading', { name: uploading })}</Muted>
      ) : (
        <label>
          {text(file ? 'lots.replaceCertificate' : 'lots.uploadCertificate')}{' '}
          <input
            type="file"
            accept={ACCEPT}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              // Cleared, so that choosing the same file again is a change too.
              event.currentTarget.value = '';
              if (chosen) void upload(chosen);
            }}
          />
        </label>
      )}
    </Certificate>
  );
}

const Certificate = styled.fieldset`
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

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  overflow-wrap: anywhere;
`;
