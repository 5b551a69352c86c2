import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { api } from 'shared/api';
import { authApi } from 'shared/auth';
import { resetLanguage } from 'shared/i18n';
import { Loading } from 'shared/ui';
import { useNavigate } from '../start/router';

/** /logout: ends the session, forgets the user config and translations, goes to /custom-login. */
export function LogoutPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logout] = authApi.useLogoutMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().finally(() => {
      dispatch(api.util.resetApiState());
      dispatch(resetLanguage());
      navigate('/custom-login', { replace: true });
    });
  }, [dispatch, logout, navigate]);
  return <Loading />;
}
