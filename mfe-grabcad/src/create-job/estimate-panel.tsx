/** The tool's estimate of the tray: its print time, the material it takes and its files. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, Fact, Facts, Loading, Muted, PlainList, Toolbar } from 'shared/ui';
import { useText } from '../texts';
import type { EstimateState } from './use-tray-estimate';

export function EstimatePanel({
  answer,
  onRefresh,
  children,
}: {
  answer: EstimateState;
  onRefresh: () => void;
  /** More facts of the job the tray makes (its end). */
  children?: ReactNode;
}) {
  const text = useText();
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  return (
    <Card aria-label={text('create.estimate')}>
      <h2>{text('create.estimate')}</h2>
      {answer.state === 'none' && <Muted>{text('create.estimateFirst')}</Muted>}
      {answer.state === 'asking' && <Loading text={text('create.estimating')} size="sm" />}
      {answer.state === 'failed' && (
        <p role="alert">
          {text('create.noEstimate')}: {answer.message}
        </p>
      )}
      {answer.state === 'ready' && (
        <>
          <Facts>
            <Fact label={text('create.duration')}>{text('create.hours', { hours: number(answer.estimate.durationHours) })}</Fact>
            <Fact label={text('create.material')}>
              {answer.estimate.materialGrams === null
                ? text('create.materialVolume', { volume: number(answer.estimate.materialCm3) })
                : text('create.materialMass', {
                    volume: number(answer.estimate.materialCm3),
                    mass: number(answer.estimate.materialGrams),
                  })}
            </Fact>
            {children}
          </Facts>
          <h3>{text('create.files')}</h3>
          <PlainList>
            {answer.estimate.files.map((file) => (
              <li key={file.rfqFileId}>{text('create.pieces', { file: file.fileName, quantity: file.quantity })}</li>
            ))}
          </PlainList>
        </>
      )}
      {answer.state !== 'none' && (
        <Toolbar>
          <Button variant="secondary" size="sm" disabled={answer.state === 'asking'} onClick={onRefresh}>
            {text('create.refresh')}
          </Button>
        </Toolbar>
      )}
    </Card>
  );
}
