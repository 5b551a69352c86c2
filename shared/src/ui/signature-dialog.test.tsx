import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button } from './button';
import { SignatureDialog, type Signing } from './signature-dialog';
import { renderWithIntl } from './test-utils';

const MEANINGS = [
  { value: 'REVIEWED', label: 'Reviewed' },
  { value: 'APPROVED', label: 'Approved' },
];

/** A page that asks for a signature; `answers` are what its onSign answers, one per try. */
function SignsDecision({ answers, signed }: { answers: (string | undefined)[]; signed: Signing[] }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Record the decision</Button>
      {done && <p>Decision recorded</p>}
      {open && (
        <SignatureDialog
          title="Sign the decision"
          statement="You sign the decision on NCR-2026-0001: 2 pieces scrapped."
          meanings={MEANINGS}
          onSign={async (signing) => {
            signed.push(signing);
            const refusal = answers.shift();
            if (!refusal) setDone(true);
            return refusal;
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

const open = async (answers: (string | undefined)[] = []) => {
  const signed: Signing[] = [];
  const rendered = renderWithIntl(<SignsDecision answers={answers} signed={signed} />);
  await rendered.user.click(rendered.getByRole('button', { name: 'Record the decision' }));
  const dialog = await rendered.findByRole('dialog', { name: 'Sign the decision' });
  return { ...rendered, dialog, signed };
};

describe('SignatureDialog', () => {
  it('says what is signed, starts on the password, and says what is missing before it signs', async () => {
    const { user, dialog, getByRole, getByLabelText, signed } = await open();
    expect(dialog).toHaveAccessibleDescription('You sign the decision on NCR-2026-0001: 2 pieces scrapped.');
    const password = getByLabelText('Your password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveFocus();
    expect(getByRole('combobox', { name: 'Meaning of your signature' })).toHaveDisplayValue('Choose…');

    await user.click(getByRole('button', { name: 'Sign' }));
    expect(dialog).toHaveTextContent('Enter your password to sign');
    expect(dialog).toHaveTextContent('Choose what your signature means');
    expect(signed).toEqual([]);
  });

  it('shows the refusal the caller answers without closing, then signs and closes', async () => {
    const { user, dialog, getByRole, getByLabelText, queryByRole, findByText, signed } = await open([
      'The password is not correct',
      undefined,
    ]);
    await user.type(getByLabelText('Your password'), 'wrong');
    await user.selectOptions(getByRole('combobox', { name: 'Meaning of your signature' }), 'Approved');
    await user.click(getByRole('button', { name: 'Sign' }));
    expect(await findByText('The password is not correct')).toBeVisible();
    expect(getByRole('alert')).toHaveTextContent('The password is not correct');
    expect(dialog).toBeInTheDocument();
    // The password is asked again, the meaning kept.
    expect(getByLabelText('Your password')).toHaveValue('');
    expect(getByLabelText('Your password')).toHaveFocus();
    expect(getByRole('combobox', { name: 'Meaning of your signature' })).toHaveDisplayValue('Approved');

    await user.type(getByLabelText('Your password'), 'Demo-Password-1');
    await user.click(getByRole('button', { name: 'Sign' }));
    expect(await findByText('Decision recorded')).toBeVisible();
    expect(queryByRole('dialog')).not.toBeInTheDocument();
    expect(signed).toEqual([
      { password: 'wrong', meaning: 'APPROVED' },
      { password: 'Demo-Password-1', meaning: 'APPROVED' },
    ]);
    await waitFor(() => expect(getByRole('button', { name: 'Record the decision' })).toHaveFocus());
  });

  it('never puts the password in the page’s markup', async () => {
    const { user, dialog, getByLabelText } = await open();
    await user.type(getByLabelText('Your password'), 'Demo-Password-1');
    expect(getByLabelText('Your password')).toHaveValue('Demo-Password-1');
    expect(dialog.innerHTML).not.toContain('Demo-Password-1');
  });

  it('closes on Cancel and on Escape without signing, focus back on the opener', async () => {
    const { user, getByRole, queryByRole, findByRole, signed } = await open();
    await user.click(getByRole('button', { name: 'Cancel' }));
    expect(queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(getByRole('button', { name: 'Record the decision' })).toHaveFocus());
    await user.click(getByRole('button', { name: 'Record the decision' }));
    await findByRole('dialog', { name: 'Sign the decision' });
    await user.keyboard('{Escape}');
    expect(queryByRole('dialog')).not.toBeInTheDocument();
    expect(signed).toEqual([]);
  });
});
