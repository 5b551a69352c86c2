/**
 * The one part-file upload of the platform: a drop zone that is a label of a real
 * file input, and per file its stages, progress, cancel and retry, and what VERIFY found.
 */
import { useMemo, useState, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CAD_FILE_EXTENSIONS } from '../contracts/files';
import { apiFileClient } from '../files/api-file-client';
import type { FileClient } from '../files/file-client';
import type { ProcessedFile } from '../files/upload-flow';
import { useFileUploads } from '../files/use-file-uploads';
import { FileUploadItem, useUploadStatus } from './file-upload-item';
import { UploadIcon } from './icons';
import { colors, focusRing, fontFamily, radius, space } from './tokens';
import { useKitText } from './use-kit-text';
import { VisuallyHidden } from './visually-hidden';

export interface FileUploadProps {
  /** Extensions accepted, without the dot; the part-file extensions (CAD_FILE_EXTENSIONS) by default. */
  accept?: readonly string[];
  /** Called once for each file the flow has processed. */
  onProcessed?: (outcome: ProcessedFile, file: File) => void;
  /** A processed file's picture (e.g. the `analyze` thumbnail), shown before its name. */
  renderThumbnail?: (outcome: ProcessedFile) => ReactNode;
  /** Given, each processed file offers 'Open viewer'; the host opens its viewer. */
  onOpenViewer?: (outcome: ProcessedFile) => void;
  /** The drop zone's text; 'Drop part files here or choose files' by default. */
  label?: ReactNode;
  disabled?: boolean;
  /** The calls the uploads make: the platform's API unless a test or a tool passes another. */
  client?: FileClient;
}

export function FileUpload({
  accept = CAD_FILE_EXTENSIONS,
  onProcessed,
  renderThumbnail,
  onOpenViewer,
  label,
  disabled = false,
  client = apiFileClient,
}: FileUploadProps) {
  const text = useKitText();
  const status = useUploadStatus();
  const extensions = useMemo(() => accept.map((extension) => extension.replace(/^\./, '').toLowerCase()), [accept]);
  const listed = extensions.join(', ');
  const uploads = useFileUploads({ client, accept: extensions, onProcessed });
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    // Without preventDefault the browser opens a dropped file instead of handing it to us.
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    // Moving over the zone's own text fires dragleave too; only leaving the zone ends the highlight.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    // A dropped file skips the input's accept filter: the flow's own extension check refuses it.
    if (!disabled) uploads.add(Array.from(event.dataTransfer.files));
  };
  const change = uploads.lastChange;

  return (
    <Wrapper>
      <Zone $dragging={dragging} $disabled={disabled} onDragOver={onDragOver} onDragLeave={onDragLeave} onDrop={onDrop}>
        <UploadIcon />
        <span>{label ?? text('ui.fileUpload.drop')}</span>
        <Hint>{text('ui.fileUpload.accepted', { extensions: listed })}</Hint>
        <VisuallyHidden
          as="input"
          type="file"
          multiple
          disabled={disabled}
          accept={extensions.map((extension) => `.${extension}`).join(',')}
          onChange={(event) => {
            const input = event.currentTarget as HTMLInputElement;
            uploads.add(Array.from(input.files ?? []));
            // Cleared, so choosing the same file again is a change too.
            input.value = '';
          }}
        />
      </Zone>
      {uploads.items.length > 0 && (
        <Items aria-label={text('ui.fileUpload.list')}>
          {uploads.items.map((item) => (
            <FileUploadItem
              key={item.key}
              item={item}
              extensions={listed}
              onCancel={() => uploads.cancel(item.key)}
              onRetry={() => uploads.retry(item)}
              onRemove={() => uploads.remove(item.key)}
              renderThumbnail={renderThumbnail}
              onOpenViewer={onOpenViewer}
            />
          ))}
        </Items>
      )}
      <VisuallyHidden role="status">
        {change && text('ui.fileUpload.announce', { name: change.file.name, status: status(change.state, listed) })}
      </VisuallyHidden>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${space(3)};
  font-family: ${fontFamily};
  color: ${colors.text};
`;

const Zone = styled.label<{ $dragging: boolean; $disabled: boolean }>`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${space(1)};
  padding: ${space(6)} ${space(4)};
  text-align: center;
  font-weight: 600;
  color: ${colors.primary};
  background: ${({ $dragging }) => ($dragging ? colors.background : colors.surface)};
  border: 2px dashed ${({ $dragging }) => ($dragging ? colors.primary : colors.border)};
  border-radius: ${radius};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};

  & > svg {
    width: ${space(8)};
    height: ${space(8)};
  }
  &:focus-within {
    box-shadow: ${focusRing};
  }
`;

const Hint = styled.span`
  font-weight: 400;
  font-size: 0.875rem;
  color: ${colors.muted};
`;

const Items = styled.ul`
  display: grid;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
