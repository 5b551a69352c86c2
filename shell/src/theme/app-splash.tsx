import { authApi } from 'shared/auth';
import { useTexts } from 'shared/i18n';
import { KIT_TEXTS } from 'shared/texts';
import { VisuallyHidden } from 'shared/ui';

/**
 * The full-page loading screen while the app starts or signs in: the domain's logo over a
 * spinner, drawn exactly as the server drew it in the page before any script ran (the
 * .app-splash rules of index.html), so the hand-over does not flicker.
 */
export function AppSplash() {
  const { data: theme } = authApi.useThemeQuery();
  const text = useTexts(KIT_TEXTS);
  return (
    <div className="app-splash" role="status">
      {theme && <img src={theme.logos.login} alt={theme.title} />}
      <span className="app-splash-spinner" aria-hidden />
      <VisuallyHidden>{text('ui.loading')}</VisuallyHidden>
    </div>
  );
}
