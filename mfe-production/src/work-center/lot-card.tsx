/**
 * One lot on the operator's screen: its part and number, the order and customer, how many pieces,
 * the step it is at, the due date and the order's priority, and what the lot's state and step let
 * the operator do with it: Start, Finish and Split, and choosing it for a merge. A print step's
 * lots move with their jobs: they are only split or merged here.
 */
import { useId } from 'react';
import { workplanLotAllows } from 'shared/contracts';
import { Card, ColorChip, Fact, Facts, space, Toolbar } from 'shared/ui';
import styled from 'styled-components';
import { useText } from '../texts';
import type { WorkplanLot } from './api';
import { FinishLot } from './finish-lot';
import { QuantityAction } from './quantity-action';
import { TravellerDownload } from './traveller-download';
import { useLotWords } from './use-lot-words';

/** The lot's place in a merge: offered when it may join the lots chosen, ticked when chosen. */
interface MergeChoice {
  offered: boolean;
  chosen: boolean;
  onChange: (chosen: boolean) => void;
}

interface LotCardProps {
  lot: WorkplanLot;
  merge?: MergeChoice;
  onFinished: (ncrId: number | null) => void;
}

export function LotCard({ lot, merge, onFinished }: LotCardProps) {
  const text = useText();
  const words = useLotWords();
  const heading = useId();
  const allows = (action: Parameters<typeof workplanLotAllows>[0]) => workplanLotAllows(action, lot.status, lot.step.kind);
  const title = text('workCenter.cardTitle', { part: words.part(lot), lot: words.lot(lot) });
  return (
    <Card aria-labelledby={heading}>
      <Head>
        <h3 id={heading}>{title}</h3>
        {lot.priority && <ColorChip color={lot.priority.color}>{lot.priority.label}</ColorChip>}
      </Head>
      <LotFacts>
        <Fact label={text('workCenter.orderLabel')}>{words.order(lot)}</Fact>
        <Fact label={text('workCenter.customer')}>{lot.order.customer}</Fact>
        <Fact label={text('workCenter.quantity')}>{words.pieces(lot.quantity)}</Fact>
        <Fact label={text('workCenter.step')}>
          {words.step(lot)} <Kind>({words.kind(lot.step.kind)})</Kind>
        </Fact>
        <Fact label={text('workCenter.due')}>{words.due(lot)}</Fact>
      </LotFacts>
      <Toolbar>
        <TravellerDownload lot={lot} name={title} />
        {allows('START') && <QuantityAction kind="start" lot={lot} />}
        {allows('FINISH') && <FinishLot lot={lot} onFinished={onFinished} />}
        {allows('SPLIT') && lot.quantity > 1 && <QuantityAction kind="split" lot={lot} />}
        {merge && allows('MERGE') && (
          <MergeBox>
            <input
              type="checkbox"
              checked={merge.chosen}
              disabled={!merge.offered && !merge.chosen}
              onChange={(event) => merge.onChange(event.target.checked)}
            />
            {text('workCenter.chooseForMerge')}
          </MergeBox>
        )}
      </Toolbar>
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  overflow-wrap: anywhere;
`;

/** The facts two to a row on a phone, more on a tablet. */
const LotFacts = styled(Facts)`
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${space(2)} ${space(3)};
  overflow-wrap: anywhere;
`;

const Kind = styled.span`
  white-space: nowrap;
`;

/** A checkbox as large to hit as the buttons beside it. */
const MergeBox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 2.5rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
