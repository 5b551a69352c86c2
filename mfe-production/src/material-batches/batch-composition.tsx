/**
 * What a batch is made of, computed from its events: its virgin share, its powder's mass by the
 * number of builds it has been through (a bar each, with the maximum and the mass-weighted mean),
 * and every supplier lot in it with its share — each list adding up to 100 %, to the milligram as
 * made. A material's rule, where it sets a limit, is named beside the value it limits.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { colors, Fact, Facts, PlainTable, radius, Section, space } from 'shared/ui';
import styled from 'styled-components';
import { useText } from '../texts';
import type { Batch, MaterialSettings } from './api';
import { useBatchFormat } from './use-batch-format';

export const LOTS_PAGE = '/service-provider/material-management/lots';

interface BatchCompositionProps {
  batch: Batch;
  rule?: MaterialSettings['rules'][number];
}

export function BatchComposition({ batch, rule }: BatchCompositionProps) {
  const text = useText();
  const format = useBatchFormat();
  const cyclesId = useId();
  const lotsId = useId();
  const virgin = format.percent(batch.virginThousandths);
  return (
    <Section title={text('batches.composition')}>
      <Parts>
        <Facts>
          <Fact label={text('batches.virgin')}>
            {rule?.minVirginPercent == null
              ? virgin
              : text('batches.atLeast', { value: virgin, limit: format.rulePercent(rule.minVirginPercent) })}
          </Fact>
          <Fact label={text('batches.maxCycles')}>
            {rule?.maxCycles == null
              ? batch.maxCycles
              : text('batches.atMost', { value: String(batch.maxCycles), limit: String(rule.maxCycles) })}
          </Fact>
          <Fact label={text('batches.meanCycles')}>{format.cycles(batch.meanCycles)}</Fact>
        </Facts>
        <h3 id={cyclesId}>{text('batches.byCycles')}</h3>
        <PlainTable labelledBy={cyclesId} columns={[text('batches.cycles'), text('batches.share'), text('batches.massAsMade')]}>
          {batch.cycles.map((part) => (
            <tr key={part.cycles}>
              <th scope="row">{part.cycles === 0 ? text('batches.virginCycles') : part.cycles}</th>
              <td>
                <Share>
                  <Bar aria-hidden>
                    <span style={{ width: `${part.thousandths / 1000}%` }} />
                  </Bar>
                  {format.share(part.thousandths)}
                </Share>
              </td>
              <Right>{format.mass(part.massMg)}</Right>
            </tr>
          ))}
        </PlainTable>
        <h3 id={lotsId}>{text('batches.byLot')}</h3>
        <PlainTable
          labelledBy={lotsId}
          columns={[
            text('batches.lot'),
            text('batches.supplier'),
            text('batches.supplierLotNumber'),
            text('batches.share'),
            text('batches.massAsMade'),
          ]}
        >
          {batch.lots.map((part) => (
            <tr key={part.lot.id}>
              <th scope="row">
                <Link to={`${LOTS_PAGE}?lot=${part.lot.id}`}>{part.lot.number}</Link>
              </th>
              <td>{part.supplier.name}</td>
              <td>{part.supplierLotNumber}</td>
              <Right>{format.share(part.thousandths)}</Right>
              <Right>{format.mass(part.massMg)}</Right>
            </tr>
          ))}
        </PlainTable>
      </Parts>
    </Section>
  );
}

const Parts = styled.div`
  display: grid;
  gap: ${space(3)};
  min-width: 0;
  h3 {
    margin: ${space(2)} 0 0;
    font-size: 1rem;
  }
`;

/** A mass or a share, right-aligned as numbers are (doubled to outweigh the table's own alignment). */
const Right = styled.td`
  && {
    text-align: right;
    white-space: nowrap;
  }
`;

const Share = styled.span`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  white-space: nowrap;
`;

/** The share as a bar: its length says the share, which the text beside it says too. */
const Bar = styled.span`
  display: inline-block;
  width: clamp(4rem, 20vw, 12rem);
  height: ${space(3)};
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${colors.primary};
  }
`;
