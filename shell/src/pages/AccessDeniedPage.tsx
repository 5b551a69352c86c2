import { FormattedMessage } from 'react-intl';
import { Button } from 'shared/ui';
import { useNavigate } from '../start/router';
import { AuthCard } from './AuthCard';

/** /access-denied (spec 2.1). */
export function AccessDeniedPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title={<FormattedMessage id="accessDenied.title" defaultMessage="Access Denied" />}>
      <p>
        <FormattedMessage id="accessDenied.text" defaultMessage="You do not have permission to access this page." />
      </p>
      <Button onClick={() => navigate('/', { replace: true })}>
        <FormattedMessage id="accessDenied.back" defaultMessage="Back to Dashboard" />
      </Button>
    </AuthCard>
  );
}
