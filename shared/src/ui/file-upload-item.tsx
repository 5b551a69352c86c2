/** One file of the upload component: its stage and progress, its actions, and what VERIFY found. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProcessedFile } from '../files/upload-flow';
import { partDimensions } from '../files/part-dimensions';
import type { UploadItem, UploadState } from '../files/use-file-uploads';
import { Button } from './button';
import { formatBytes } from './format-bytes';
import { CloseIcon, RepairIcon, RetryIcon, ViewIcon, WarningIcon } from './icons';
import { colors, radius, space } from './tokens';
import { useKitText } from './use-kit-text';

export interface FileUploadItemProps {
  item: UploadItem;
  /** The accepted extensions, as the refusal names them. */
  extensions: string;
  onCancel: () => void;
  onRetry: () => void;
  onRemove: () => void;
  renderThumbnail?: (outcome: ProcessedFile) => ReactNode;
  onOpenViewer?: (outcome: ProcessedFile) => void;
}

/** The item's status line in the current language; also what the live region announces. */
export function useUploadStatus(): (state: UploadState, extensions: string) => string {
  const text = useKitText();
  return (state, extensions) => {
    switch (state.phase) {
      case 'refused':
        return state.extension
          ? text('ui.fileUpload.refused', { extension: state.extension, extensions })
          : text('ui.fileUpload.noExtension', { extensions });
      case 'running':
        return text(`ui.fileUpload.stage.${state.change.stage}`);
      case 'done':
        return text('ui.fileUpload.done');
      case 'failed':
        return text('ui.fileUpload.failed', { reason: state.reason });
      case 'cancelled':
        return text('ui.fileUpload.cancelled');
    }
  };
}

export function FileUploadItem({
  item,
  extensions,
  onCancel,
  onRetry,
  onRemove,
  renderThumbnail,
  onOpenViewer,
}: FileUploadItemProps) {
  const text = useKitText();
  const intl = useIntl();
  const status = useUploadStatus();
  const { file, state } = item;
  const name = file.name;
  const change = state.phase === 'running' ? state.change : undefined;
  const outcome = state.phase === 'done' ? state.outcome : undefined;
  const problem = state.phase === 'failed' || state.phase === 'refused';

  return (
    <Row>
      {outcome && renderThumbnail && <Thumbnail>{renderThumbnail(outcome)}</Thumbnail>}
      <Main>
        <Title>
          <Name>{name}</Name>
          {outcome?.converted && <Badge $tone="info">{text('ui.fileUpload.converted')}</Badge>}
          {outcome?.repaired && (
            <Badge $tone="success">
              <RepairIcon />
              {text('ui.fileUpload.repaired')}
            </Badge>
          )}
        </Title>
        {change && (
          // Upload has a measure; the server's operations do not, so their bar is indeterminate.
          <Bar
            aria-label={text('ui.fileUpload.progress', { name })}
            max={100}
            value={change.stage === 'UPLOAD' ? change.percent : undefined}
          />
        )}
        <Status $problem={problem}>
          {problem && <WarningIcon />}
          {status(state, extensions)}
          {change?.stage === 'UPLOAD' && (
            <span>
              {' '}
              {text('ui.fileUpload.bytes', {
                loaded: formatBytes(intl, change.loaded),
                total: formatBytes(intl, change.total),
                percent: intl.formatNumber(change.percent / 100, { style: 'percent' }),
              })}
            </span>
          )}
        </Status>
        {outcome && <Facts outcome={outcome} />}
      </Main>
      <Actions>
        {change && (
          <Button variant="secondary" size="sm" onClick={onCancel} aria-label={text('ui.fileUpload.cancelFile', { name })}>
            {text('ui.fileUpload.cancel')}
          </Button>
        )}
        {(state.phase === 'failed' || state.phase === 'cancelled') && (
          <Button variant="secondary" size="sm" onClick={onRetry} aria-label={text('ui.fileUpload.retryFile', { name })}>
            <RetryIcon />
            {text('common.retry')}
          </Button>
        )}
        {outcome && onOpenViewer && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onOpenViewer(outcome)}
            aria-label={text('ui.fileUpload.openViewerFile', { name })}
          >
            <ViewIcon />
            {text('ui.fileUpload.openViewer')}
          </Button>
        )}
        {!change && !outcome && (
          <Button variant="link" size="sm" onClick={onRemove} aria-label={text('ui.fileUpload.remove', { name })}>
            <CloseIcon />
          </Button>
        )}
      </Actions>
    </Row>
  );
}

function Facts({ outcome }: { outcome: ProcessedFile }) {
  const text = useKitText();
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  const [x, y, z] = partDimensions(outcome.report);
  return (
    <List>
      <div>
        <dt>{text('ui.fileUpload.dimensions')}</dt>
        <dd>{text('ui.fileUpload.dimensionsValue', { x: number(x), y: number(y), z: number(z) })}</dd>
      </div>
      <div>
        <dt>{text('ui.fileUpload.volume')}</dt>
        <dd>{text('ui.fileUpload.volumeValue', { volume: number(outcome.report.volume) })}</dd>
      </div>
      <div>
        <dt>{text('ui.fileUpload.facets')}</dt>
        <dd>{intl.formatNumber(outcome.report.facets)}</dd>
      </div>
    </List>
  );
}

const Row = styled.li`
  display: flex;
  gap: ${space(3)};
  align-items: flex-start;
  padding: ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  background: ${colors.surface};
`;

const Thumbnail = styled.div`
  flex: none;
  width: ${space(16)};
  height: ${space(16)};
  overflow: hidden;
  border-radius: ${radius};
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${space(1)};
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Badge = styled.span<{ $tone: 'info' | 'success' }>`
  display: inline-flex;
  gap: ${space(1)};
  align-items: center;
  padding: 0 ${space(2)};
  font-size: 0.875rem;
  color: ${({ $tone }) => ($tone === 'success' ? colors.success : colors.primary)};
  border: 1px solid currentColor;
  border-radius: 999px;
`;

const Bar = styled.progress`
  width: 100%;
  height: ${space(2)};
  accent-color: ${colors.primary};
`;

const Status = styled.p<{ $problem: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  align-items: center;
  margin: 0;
  color: ${({ $problem }) => ($problem ? colors.danger : colors.muted)};
`;

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(4)};
  margin: 0;

  & dt {
    color: ${colors.muted};
    font-size: 0.875rem;
  }
  & dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  gap: ${space(2)};
  align-items: center;
`;
