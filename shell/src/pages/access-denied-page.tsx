import { Button } from 'shared/ui';
import { useNavigate } from '../start/router';
import { AuthCard } from './auth-card';
import { useShellText } from '../texts';

/** /access-denied (spec 2.1). */
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
