/**
 * The pieces the facility must make again, offered as a repair the moment they are known: a build
 * that failed or made fewer than it held, and pieces scrapped at inspection. Read again as jobs,
 * orders and builds change, so a failure on the floor shows here without a reload.
 */
import { useIntl } from 'react-intl';
import { Button, Panel, PlainList } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { PlanRequest } from './api';

interface RemakesProps {
  disabled: boolean;
  onRepair: (request: Omit<PlanRequest, 'timeLimitSeconds'>) => void;
}

export function Remakes({ disabled, onRepair }: RemakesProps) {
  const text = useText();
  const intl = useIntl();
  const { data } = productionApi.usePlanRemakesQuery();
  if (!data?.pieces) return null;
  const more = data.partCount - data.parts.length;
  return (
    <Panel title={text('plan.remakesTitle')} tone="warning">
      <p>{text('plan.remakesIntro', { pieces: data.pieces, parts: data.partCount })}</p>
      <PlainList>
        {data.parts.map((part) => (
          <li key={part.rfqFileId}>
            {[
              text('plan.remakePart', { file: part.fileName, pieces: part.pieces }),
              part.jobs.length > 0 && text('plan.remakeJobs', { jobs: intl.formatList(part.jobs) }),
              part.scrapped > 0 && text('plan.remakeScrapped', { count: part.scrapped }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </li>
        ))}
        {more > 0 && <li>{text('plan.remakeMore', { count: more })}</li>}
      </PlainList>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => onRepair({ kind: 'REPAIR_STABLE', partsOnNoJob: true })}
      >
        {text('plan.remake')}
      </Button>
    </Panel>
  );
}
