import { useDispatch, useSelector } from 'react-redux';
import { authApi } from 'shared/auth';
import { switchLanguage } from 'shared/i18n';
import type { AppDispatch, RootState } from 'shared/store';
import styled from 'styled-components';
import { useShellText } from '../texts';

/**
 * The language selector: switching fetches the bundle if needed, saves it, then
 * switches; the account keeps it too, so that the documents mailed to the user are in it.
 */
export function LanguageSelect() {
  const text = useShellText();
  const dispatch = useDispatch<AppDispatch>();
  const [saveLanguage] = authApi.useSaveLanguageMutation();
  const { current, languages } = useSelector((state: RootState) => state.language);
  if (languages.length < 2) return null;
  return (
    <Select
      aria-label={text('nav.language')}
      value={current}
      onChange={(event) => {
        void dispatch(switchLanguage(event.target.value));
        void saveLanguage(event.target.value);
      }}
    >
      {languages.map((language) => (
        <option key={language.key} value={language.key}>
          {language.nativeName}
        </option>
      ))}
    </Select>
  );
}

export const Select = styled.select`
  font: inherit;
  padding: 0.25rem 0.5rem;
  border: 1px solid rgba(0, 0, 0, 0.2);
  border-radius: 4px;
  background: var(--color-surface, #fff);
  color: var(--color-text, #1c2430);
`;
