import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { SavedViews, type SavedViewsText } from './saved-views';
import { renderWithIntl } from './test-utils';
import { ToastProvider } from './toast';

interface View {
  label: string;
  stage: string;
}

const TEXTS: Record<SavedViewsText, string> = {
  saved: 'Saved views',
  none: 'No saved views yet.',
  name: 'Name of the view',
  save: 'Save this view',
  kept: 'View {name} saved',
  nameRequired: 'Please name the view',
  nameTaken: 'A view of this name exists',
  deleteNamed: 'Delete the view {name}',
  deleteTitle: 'Delete the view?',
  deleteMessage: 'The view {name} will be gone.',
  delete: 'Delete',
};
const text = (key: SavedViewsText, values?: { name: string }) => TEXTS[key].replace('{name}', values?.name ?? '');

/** The list as a server keeps it, refusing what `refusal` says. */
function Harness({ behind, refusal }: { behind?: string; refusal?: string }) {
  const [views, setViews] = useState<View[]>([{ label: 'Rush', stage: 'NEW' }]);
  const [applied, setApplied] = useState<string>();
  return (
    <ToastProvider>
      <SavedViews
        behind={behind}
        views={views}
        current={(label) => ({ label, stage: 'ALL' })}
        onApply={(view) => setApplied(`${view.label} on ${view.stage}`)}
        store={async (next) => {
          if (refusal) return refusal;
          setViews(next);
          return undefined;
        }}
        text={text}
      />
      <output>{applied}</output>
    </ToastProvider>
  );
}

it('saves what is on screen under a new name, refusing an empty or taken one whatever its case', async () => {
  const { user } = renderWithIntl(<Harness />);
  const save = screen.getByRole('button', { name: 'Save this view' });
  await user.click(save);
  expect(screen.getByText('Please name the view')).toBeVisible();
  await user.type(screen.getByLabelText('Name of the view'), ' rush ');
  await user.click(save);
  expect(screen.getByText('A view of this name exists')).toBeVisible();

  await user.clear(screen.getByLabelText('Name of the view'));
  await user.type(screen.getByLabelText('Name of the view'), 'Everything');
  await user.click(save);
  expect(await screen.findByText('View Everything saved')).toBeVisible();
  expect(within(screen.getByRole('list', { name: 'Saved views' })).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByLabelText('Name of the view')).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Everything' }));
  expect(screen.getByText('Everything on ALL')).toBeInTheDocument();
});

it('asks before it deletes a view, and keeps it on No', async () => {
  const { user } = renderWithIntl(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Delete the view Rush' }));
  const question = screen.getByRole('alertdialog', { name: 'Delete the view?' });
  expect(question).toHaveTextContent('The view Rush will be gone.');
  await user.click(within(question).getByRole('button', { name: 'No' }));
  expect(screen.getByRole('button', { name: 'Rush' })).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Delete the view Rush' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(screen.getByText('No saved views yet.')).toBeVisible();
});

it('shows the server’s refusal at the name and keeps the list', async () => {
  const { user } = renderWithIntl(<Harness refusal="Preferences are read-only here" />);
  await user.type(screen.getByLabelText('Name of the view'), 'Everything');
  await user.click(screen.getByRole('button', { name: 'Save this view' }));
  expect(await screen.findByText('Preferences are read-only here')).toBeVisible();
  expect(screen.getByLabelText('Name of the view')).toHaveValue('Everything');
  expect(screen.queryByRole('button', { name: 'Everything' })).not.toBeInTheDocument();
});

it('behind a button, closes once a view is chosen, and a delete’s question survives the popover closing', async () => {
  const { user } = renderWithIntl(<Harness behind="Views" />);
  expect(screen.queryByRole('list', { name: 'Saved views' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Views' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Views' })).getByRole('button', { name: 'Rush' }));
  expect(screen.getByText('Rush on NEW')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Views' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Views' }));
  await user.click(screen.getByRole('button', { name: 'Delete the view Rush' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  await user.click(screen.getByRole('button', { name: 'Views' }));
  expect(await screen.findByText('No saved views yet.')).toBeVisible();
});
