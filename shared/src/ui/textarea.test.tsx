import { Textarea } from './textarea';
import { renderWithIntl } from './test-utils';

describe('Textarea', () => {
  it('has 6 rows by default', () => {
    const { getByRole } = renderWithIntl(<Textarea label="Job notes" />);
    expect(getByRole('textbox', { name: 'Job notes' })).toHaveAttribute('rows', '6');
  });

  it('accepts multi-line text and shows its error', async () => {
    const { user, getByRole } = renderWithIntl(<Textarea label="Job notes" rows={3} error="Too long" />);
    const textarea = getByRole('textbox', { name: 'Job notes' });
    await user.type(textarea, 'first{Enter}second');
    expect(textarea).toHaveValue('first\nsecond');
    expect(textarea).toHaveAttribute('rows', '3');
    expect(textarea).toHaveAccessibleDescription('Too long');
  });
});
