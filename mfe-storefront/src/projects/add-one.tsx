import { useState } from 'react';
import { Button, SelectField, Toolbar } from 'shared/ui';
import { useText } from '../texts';

/** A select of things to add, and its Add button. */
export function AddOne({
  label,
  options,
  onAdd,
  busy,
}: {
  label: string;
  options: { value: string; label: string }[];
  onAdd: (id: number) => Promise<boolean>;
  busy: boolean;
}) {
  const text = useText();
  const [chosen, setChosen] = useState('');
  return (
    <Toolbar>
      <SelectField label={label} value={chosen} placeholder={text('projects.choose')} options={options} onChange={setChosen} />
      <Button
        disabled={!chosen || busy}
        onClick={() =>
          void onAdd(Number(chosen)).then((added) => {
            if (added) setChosen('');
          })
        }
      >
        {text('projects.add')}
      </Button>
    </Toolbar>
  );
}
