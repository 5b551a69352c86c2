import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog, useConfirm } from './confirm-dialog';
import { renderWithIntl } from './test-utils';

function DeleteJob({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const [confirm, confirmDialog] = useConfirm();
  const ask = async () => onAnswer(await confirm({ title: 'Delete job?', text: 'The job leaves the schedule.', danger: true }));
  return (
    <>
      <Button onClick={ask}>Delete</Button>
      {confirmDialog}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('shows the title and text with Yes and No buttons, focusing No', () => {
    const { getByRole } = renderWithIntl(
      <ConfirmDialog open title="Leave page?" text="Changes are lost." onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    const dialog = getByRole('alertdialog', { name: 'Leave page?' });
    expect(dialog).toHaveAccessibleDescription('Changes are lost.');
    expect(getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('uses custom button texts and reports the answer', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user, getByRole } = renderWithIntl(
      <ConfirmDialog
        open
        title="Ship order?"
        confirmText="Ship"
        cancelText="Not yet"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await user.click(getByRole('button', { name: 'Not yet' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(getByRole('button', { name: 'Ship' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes and answers No on Escape, returning focus to the opener', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Remove</Button>
          <ConfirmDialog open={open} title="Remove?" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
        </>
      );
    }
    const { user, getByRole, queryByRole } = renderWithIntl(<Opener />);
    await user.click(getByRole('button', { name: 'Remove' }));
    expect(getByRole('alertdialog', { name: 'Remove?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(getByRole('button', { name: 'Remove' })).toHaveFocus());
  });
});

describe('useConfirm', () => {
  it('resolves true on Yes and gives focus back to the button that asked', async () => {
    const onAnswer = jest.fn();
    const { user, getByRole, queryByRole } = renderWithIntl(<DeleteJob onAnswer={onAnswer} />);
    await user.click(getByRole('button', { name: 'Delete' }));
    expect(getByRole('alertdialog', { name: 'Delete job?' })).toHaveTextContent('The job leaves the schedule.');
    await user.click(getByRole('button', { name: 'Yes' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(getByRole('button', { name: 'Delete' })).toHaveFocus());
  });

  it('resolves false on No', async () => {
    const onAnswer = jest.fn();
    const { user, getByRole } = renderWithIntl(<DeleteJob onAnswer={onAnswer} />);
    await user.click(getByRole('button', { name: 'Delete' }));
    await user.click(getByRole('button', { name: 'No' }));
    expect(onAnswer).toHaveBeenCalledWith(false);
  });
});
