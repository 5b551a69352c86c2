/** A part of an order with pieces left to schedule: how many to put in the tray, and whether it can go at all. */
import { useState } from 'react';
import type { RfqFile } from 'shared/contracts';
import { Button, NumberInput, StatusBadge } from 'shared/ui';
import { useText } from '../texts';
import { opensInTool, quantityProblem } from './tray-lines';

export function PartRow({
  file,
  machine,
  added,
  onAdd,
}: {
  file: RfqFile;
  /** The machine chosen in the filters: a part it cannot hold says so and cannot be added. */
  machine: string | undefined;
  added: boolean;
  onAdd: (quantity: number) => void;
}) {
  const text = useText();
  const fileName = file.originalFileDTO.fileName;
  const [quantity, setQuantity] = useState<number | null>(file.notScheduled);
  const problem = quantityProblem(quantity, file.notScheduled);
  const refusal = !opensInTool(fileName)
    ? text('select.notOpenable')
    : machine && file.fitsEquipment === false
      ? text('select.doesNotFit', { machine })
      : undefined;
  return (
    <li>
      <span>
        <strong>{fileName}</strong> — {text('select.notScheduled', { count: file.notScheduled })}
      </span>
      {refusal ? (
        <StatusBadge tone="warning">{refusal}</StatusBadge>
      ) : (
        <>
          <NumberInput
            size="sm"
            label={text('select.quantity', { file: fileName })}
            value={quantity}
            min={1}
            onChange={setQuantity}
            error={problem && text(problem === 'tooMany' ? 'select.tooMany' : 'select.required', { count: file.notScheduled })}
          />
          <Button size="sm" variant="secondary" disabled={added || problem !== null} onClick={() => onAdd(quantity!)}>
            {text(added ? 'select.added' : 'select.add', { file: fileName })}
          </Button>
        </>
      )}
    </li>
  );
}
