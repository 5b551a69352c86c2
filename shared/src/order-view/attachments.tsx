/** The files a facility sent with its bid, each downloaded under its own name. */
import type { OrderMatch } from 'shared/contracts';
import { PaperclipIcon } from 'shared/ui';

export interface BidAttachmentsProps {
  files: NonNullable<OrderMatch['bid']>['attachments'];
  /** What the list is, for a screen reader: whose bid sent them. */
  label: string;
}

export function BidAttachments({ files, label }: BidAttachmentsProps) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.fileURL} download={file.fileName}>
            <PaperclipIcon /> {file.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}
