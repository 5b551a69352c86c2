import { Button } from 'shared/ui';
import { useNavigate } from '../start/router';
import { AuthCard } from './auth-card';
import { useShellText } from '../texts';

/** /access-denied: where a page the user may not open sends them. */
export function AccessDeniedPage() {
  const text = useShellText();
  const navigate = useNavigate();
  return (
    <AuthCard title={text('accessDenied.title')}>
      <p>{text('accessDenied.text')}</p>
      <Button onClick={() => navigate('/', { replace: true })}>{text('accessDenied.back')}</Button>
    </AuthCard>
  );
}
