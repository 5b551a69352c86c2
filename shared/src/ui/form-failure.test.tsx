import { screen } from '@testing-library/react';
import { FormFailure } from './form-failure';
import { renderWithIntl } from './test-utils';

describe('FormFailure', () => {
  it('reads the server’s refusal out as an alert, and shows nothing without one', () => {
    const { rerender } = renderWithIntl(<FormFailure message="An account with this email already exists" />);
    expect(screen.getByRole('alert')).toHaveTextContent('An account with this email already exists');
    rerender(<FormFailure message={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
