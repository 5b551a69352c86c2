/**
 * New Order, step 1: the part files. The customer drops files and watches each go through the
 * upload flow (checked; repaired or converted to STL where it needs it): each one that comes
 * out sound joins the order. The company's part files are listed below, newest first; a
 * verified one can be added to the order, or taken out again.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FileDTO } from 'shared/contracts';
import {
  actionsColumn,
  apiFileClient,
  Button,
  colors,
  DEFAULT_PAGE_SIZE,
  FileUpload,
  formatBytes,
  formatDate,
  Loaded,
  Muted,
  Pager,
  runFileOperation,
  SearchField,
  Section,
  Table,
  type TableColumn,
  Thumbnail,
  Toolbar,
  useDebounced,
  ViewIcon,
} from 'shared/ui';
import { storefrontApi } from '../api';
import { useText } from '../texts';

/** A search starts at 3 characters, 300 ms after the last key, so each key does not send a request. */
const SEARCH_FROM = 3;
const DEBOUNCE_MS = 300;

export interface FilesStepProps {
  /** The files of the order's parts. */
  ordered: number[];
  onAdd: (file: Pick<FileDTO, 'id' | 'fileName'>) => void;
  onRemove: (fileId: number) => void;
  onView: (file: Pick<FileDTO, 'id' | 'fileName'>) => void;
  /** The problem with the order's parts (none yet), shown above the list. */
  error?: string;
}

export function FilesStep({ ordered, onAdd, onRemove, onView, error }: FilesStepProps) {
  const text = useText();
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1); // the pager counts from 1
  const settled = useDebounced(search.trim(), DEBOUNCE_MS);
  const query = settled.length >= SEARCH_FROM ? settled : undefined;
  const files = storefrontApi.usePartFilesQuery({
    search: query,
    offset: (page - 1) * DEFAULT_PAGE_SIZE,
    limit: DEFAULT_PAGE_SIZE,
  });
  const [refresh] = storefrontApi.useLazyPartFilesQuery();

  const reload = () => void refresh({ search: query, offset: 0, limit: DEFAULT_PAGE_SIZE });
  const thumbnail = (file: Pick<FileDTO, 'fileName' | 'pngFileDTO'>) =>
    file.pngFileDTO && <Thumbnail src={file.pngFileDTO.fileURL} alt={text('newOrder.thumbnail', { name: file.fileName })} />;

  const columns: TableColumn<FileDTO>[] = [
    { key: 'preview', title: text('newOrder.column.preview'), render: thumbnail },
    {
      key: 'name',
      title: text('newOrder.column.name'),
      value: (file) => file.fileName,
      render: (file) => (
        <>
          {file.fileName}
          {file.originalFileName !== null && (
            <Muted as="span"> ({text('newOrder.madeFrom', { name: file.originalFileName })})</Muted>
          )}
          {file.itar && <strong> {text('newOrder.itar')}</strong>}
        </>
      ),
    },
    { key: 'type', title: text('newOrder.column.type'), value: (file) => file.extension.toUpperCase() },
    { key: 'size', title: text('newOrder.column.size'), align: 'right', value: (file) => formatBytes(intl, file.size) },
    { key: 'uploaded', title: text('newOrder.column.uploaded'), value: (file) => formatDate(file.createdAt, true) },
    actionsColumn(
      text('newOrder.column.actions'),
      (file) =>
        file.extension === 'stl' && (
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onView(file)}
              aria-label={text('newOrder.viewFile', { name: file.fileName })}
            >
              <ViewIcon />
              {text('newOrder.view')}
            </Button>
            {ordered.includes(file.id) ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onRemove(file.id)}
                aria-label={text('newOrder.removeFile', { name: file.fileName })}
              >
                {text('newOrder.remove')}
              </Button>
            ) : file.verified ? (
              <Button size="sm" onClick={() => onAdd(file)} aria-label={text('newOrder.addFile', { name: file.fileName })}>
                {text('newOrder.add')}
              </Button>
            ) : (
              <Muted as="span">{text('newOrder.notVerified')}</Muted>
            )}
          </>
        ),
    ),
  ];

  return (
    <>
      <Muted>{text('newOrder.intro')}</Muted>
      <Section title={text('newOrder.upload')}>
        {/* A processed file joins the order and the list at once; the list is read again once
            analyze has made its thumbnail (a part without one still lists; nothing waits on it). */}
        <FileUpload
          onProcessed={(outcome) => {
            if (outcome.report.closedManifold) onAdd(outcome.file);
            reload();
            void runFileOperation(apiFileClient, 'analyze', outcome.file).then(reload, () => undefined);
          }}
          renderThumbnail={(outcome) => {
            const listed = files.data?.files.find((file) => file.id === outcome.file.id);
            return listed && thumbnail(listed);
          }}
          onOpenViewer={(outcome) => onView(outcome.file)}
        />
      </Section>
      <Section title={text('newOrder.yourFiles')}>
        <p role="status">{text('newOrder.partCount', { count: ordered.length })}</p>
        {error && (
          <ErrorText role="alert" id="parts-error">
            {error}
          </ErrorText>
        )}
        <Toolbar>
          <SearchField
            label={text('newOrder.search')}
            value={search}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </Toolbar>
        <Loaded query={files} failedTitle={text('newOrder.fetchFailed')}>
          {(data) => {
            const pageCount = Math.ceil(data.totalCount / DEFAULT_PAGE_SIZE);
            return (
              <>
                <Table
                  label={text('newOrder.table')}
                  columns={columns}
                  data={data.files}
                  getRowId={(file) => String(file.id)}
                  emptyText={query ? text('newOrder.noMatch') : text('newOrder.empty')}
                />
                {pageCount > 1 && <Pager page={page} pageCount={pageCount} onChange={setPage} />}
              </>
            );
          }}
        </Loaded>
      </Section>
    </>
  );
}

export const ErrorText = styled.p`
  color: ${colors.danger};
  margin: 0;
`;
