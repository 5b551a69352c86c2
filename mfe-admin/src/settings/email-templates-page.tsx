/**
 * /service-provider/service-provider/email-templates (EMAIL_SETTINGS_EDITOR):
 * the wording of every email the platform sends for the facility, per language — its
 * placeholders with their demo values, a live preview filled with them, a test send to the
 * person editing, and a reset to the platform's wording. The server refuses a placeholder the
 * email does not have; the page says so as it is typed.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { useServerCall } from 'shared/api';
import { useLanguageKey } from 'shared/i18n';
import { fillPlaceholders, LANGUAGE_KEYS, placeholders, type LanguageKey } from 'shared/texts';
import {
  Button,
  formatDate,
  FormFailure,
  FormGrid,
  Loaded,
  Muted,
  Page,
  PageHeader,
  Section,
  SelectField,
  space,
  Textarea,
  TextField,
  Toolbar,
  useConfirm,
  useToast,
} from 'shared/ui';
import { adminApi, type EmailTemplate, type EmailWording } from '../api';
import { useText } from '../texts';

export default function EmailTemplatesPage() {
  const text = useText();
  const language = useLanguageKey();
  const templates = adminApi.useEmailTemplatesQuery();
  const [key, setKey] = useState<string>();
  const [wordingLanguage, setWordingLanguage] = useState<LanguageKey>(language);
  return (
    <Page>
      <PageHeader>
        <h1>{text('email.templatesTitle')}</h1>
      </PageHeader>
      <p>{text('email.templatesIntro')}</p>
      <Loaded query={templates} failedTitle={text('email.fetchFailed')}>
        {(list) => {
          const chosen = list.find((template) => template.key === key) ?? list[0];
          return (
            <>
              <FormGrid>
                <SelectField
                  label={text('email.template')}
                  value={chosen?.key ?? ''}
                  options={list.map((template) => ({
                    value: template.key,
                    label: template.languages.some((l) => l.custom)
                      ? text('email.templateOwn', { about: template.about[language] })
                      : template.about[language],
                  }))}
                  onChange={setKey}
                />
                <SelectField
                  label={text('email.language')}
                  value={wordingLanguage}
                  options={LANGUAGE_KEYS.map((key) => ({ value: key, label: text(`email.languageName.${key}`) }))}
                  onChange={(value) => setWordingLanguage(value as LanguageKey)}
                />
              </FormGrid>
              {/* A new choice starts from what is saved for it. */}
              {chosen && <TemplateEditor key={`${chosen.key}/${wordingLanguage}`} template={chosen} language={wordingLanguage} />}
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}

function TemplateEditor({ template, language }: { template: EmailTemplate; language: LanguageKey }) {
  const text = useText();
  const toast = useToast();
  const pageLanguage = useLanguageKey();
  const [confirm, confirmDialog] = useConfirm();
  const saved = template.languages.find((entry) => entry.language === language)!;
  const [wording, setWording] = useState<EmailWording>({ subject: saved.subject, body: saved.body });
  const { failure, run } = useServerCall();
  const [save, saving] = adminApi.useSaveEmailTemplateMutation();
  const [reset, resetting] = adminApi.useResetEmailTemplateMutation();
  const [sendTest, testing] = adminApi.useTestEmailTemplateMutation();
  const known = template.placeholders.map((placeholder) => placeholder.name);
  const demo = Object.fromEntries(template.placeholders.map((placeholder) => [placeholder.name, placeholder.demo]));
  const problem = (value: string) => {
    if (!value.trim()) return text('email.required');
    const unknown = placeholders(value).find((name) => !known.includes(name));
    return unknown ? text('email.unknownPlaceholder', { name: `{{${unknown}}}` }) : undefined;
  };
  const problems = { subject: problem(wording.subject), body: problem(wording.body) };
  const valid = !problems.subject && !problems.body;
  const dirty = wording.subject !== saved.subject || wording.body !== saved.body;
  const target = { template: template.key, language };

  const onSave = () =>
    run(async () => {
      await save({ ...target, wording }).unwrap();
      toast.success(text('email.saved'));
    });
  const onTest = () =>
    run(async () => {
      const { to } = await sendTest({ ...target, wording }).unwrap();
      toast.success(text('email.testSent', { to }));
    });
  const onReset = async () => {
    const sure = await confirm({
      title: text('email.resetTitle'),
      text: text('email.resetText'),
      confirmText: text('email.resetConfirm'),
      danger: true,
    });
    if (!sure) return;
    await run(async () => {
      await reset(target).unwrap();
      setWording(saved.default);
      toast.success(text('email.resetDone'));
    });
  };

  return (
    <Section title={template.about[pageLanguage]}>
      <Muted>
        {saved.custom
          ? text('email.own', { name: saved.updatedBy ?? '—', date: saved.updatedAt ? formatDate(saved.updatedAt, true) : '—' })
          : text('email.platform')}
        {template.optional && !template.enabled ? ` ${text('email.switchedOff')}` : ''}
      </Muted>
      <FormFailure message={failure} />
      <Columns>
        <div>
          <TextField
            label={text('email.subject')}
            value={wording.subject}
            error={problems.subject}
            onChange={(event) => setWording({ ...wording, subject: event.target.value })}
          />
          <Textarea
            label={text('email.body')}
            rows={12}
            value={wording.body}
            error={problems.body}
            onChange={(event) => setWording({ ...wording, body: event.target.value })}
          />
          <h3>{text('email.placeholders')}</h3>
          <Placeholders>
            {template.placeholders.map((placeholder) => (
              <div key={placeholder.name}>
                <dt>
                  <code>{`{{${placeholder.name}}}`}</code>
                </dt>
                <dd>{placeholder.demo}</dd>
              </div>
            ))}
          </Placeholders>
        </div>
        <Preview aria-labelledby="email-preview">
          <h3 id="email-preview">{text('email.preview')}</h3>
          <p>
            <strong>{fillPlaceholders(wording.subject, demo)}</strong>
          </p>
          <Body>{fillPlaceholders(wording.body, demo)}</Body>
        </Preview>
      </Columns>
      <Toolbar>
        <Button disabled={!valid || !dirty || saving.isLoading} onClick={() => void onSave()}>
          {text('email.saveTemplate')}
        </Button>
        <Button variant="secondary" disabled={!valid || testing.isLoading} onClick={() => void onTest()}>
          {text('email.sendTest')}
        </Button>
        {saved.custom && (
          <Button variant="secondary" disabled={resetting.isLoading} onClick={() => void onReset()}>
            {text('email.reset')}
          </Button>
        )}
      </Toolbar>
      {confirmDialog}
    </Section>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${space(4)};
  margin: ${space(3)} 0;
`;

const Placeholders = styled.dl`
  display: grid;
  gap: ${space(1)};

  div {
    display: flex;
    gap: ${space(2)};
  }

  dd {
    margin: 0;
  }
`;

const Preview = styled.section`
  border: 1px solid var(--color-border, #c9ced6);
  border-radius: 4px;
  padding: ${space(3)};
`;

const Body = styled.p`
  white-space: pre-wrap;
  word-break: break-word;
`;
