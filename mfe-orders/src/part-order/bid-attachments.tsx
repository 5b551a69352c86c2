import { errorMessage } from 'shared/api';
import { useFormField } from 'shared/forms';
import { apiFileClient, Button, CloseIcon, Muted, PaperclipIcon, space } from 'shared/ui';
import styled from 'styled-components';
import { useText } from '../texts';
import type { BidValues } from './bid-form-values';

/** The files that go with the bid: uploaded as the facility's own files, removable before sending. */
export function Attachments({
  uploading,
  onUploading,
  onFailure,
}: {
  uploading: string | undefined;
  onUploading: (name: string | undefined) => void;
  onFailure: (message: string | undefined) => void;
}) {
  const text = useText();
  const field = useFormField<BidValues['attachments']>('attachments');
  const files = field.value;
  const attach = async (file: File) => {
    onFailure(undefined);
    onUploading(file.name);
    try {
      const stored = await apiFileClient.upload(file);
      field.set([...files, { id: stored.id, fileName: stored.fileName }]);
    } catch (error) {
      onFailure(errorMessage(error));
    } finally {
      onUploading(undefined);
    }
  };
  return (
    <AttachmentList aria-label={text('bid.attachments')}>
      <h3>{text('bid.attachments')}</h3>
      {files.length > 0 && (
        <ul>
          {files.map((file) => (
            <li key={file.id}>
              <PaperclipIcon /> {file.fileName}{' '}
              <Button
                variant="secondary"
                size="sm"
                aria-label={text('bid.removeAttachment', { name: file.fileName })}
                onClick={() => field.set(files.filter((other) => other.id !== file.id))}
              >
                <CloseIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {uploading ? (
        <Muted role="status">{text('bid.attaching', { name: uploading })}</Muted>
      ) : (
        <label>
          {text('bid.attach')}{' '}
          <input
            type="file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void attach(file);
            }}
          />
        </label>
      )}
    </AttachmentList>
  );
}

const AttachmentList = styled.section`
  margin: ${space(4)} 0;
  h3 {
    font-size: 1rem;
    margin: 0 0 ${space(2)};
  }
  ul {
    list-style: none;
    margin: 0 0 ${space(2)};
    padding: 0;
    display: grid;
    gap: ${space(1)};
  }
  li {
    display: flex;
    gap: ${space(2)};
    align-items: center;
  }
`;
