/**
 * One conversation of an order (a customer and one facility): the messages, oldest first, and
 * a composer for text and files. What the reader sees is marked read; a new message (theirs,
 * or the other side's arriving live) scrolls into view.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

import { useTexts } from 'shared/i18n';
import {
  apiFileClient,
  Button,
  CloseIcon,
  colors,
  formatBytes,
  formatDate,
  Muted,
  PaperclipIcon,
  space,
  Textarea,
  Toolbar,
} from 'shared/ui';
import { focusRing } from '../ui/tokens.js';
import { errorMessage, messagesApi, type MessageThread as Thread } from 'shared/api';
import { MESSAGE_TEXTS } from './texts.js';

interface Attachment {
  key: string;
  name: string;
  /** The stored file's id once uploaded. */
  id?: number;
}

export interface MessageThreadProps {
  thread: Thread;
  /** Who the reader talks with: the facility's name, or the customer's. */
  party: string;
}

export function MessageThread({ thread, party }: MessageThreadProps) {
  const text = useTexts(MESSAGE_TEXTS);
  const intl = useIntl();
  const [post, posting] = messagesApi.usePostMessageMutation();
  const [markRead] = messagesApi.useMarkMessagesReadMutation();
  const [draft, setDraft] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problem, setProblem] = useState<string>();
  const end = useRef<HTMLLIElement>(null);

  const newest = thread.messages.at(-1)?.id ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
    if (thread.unread > 0) void markRead({ matchId: thread.matchId, upTo: newest });
  }, [newest, thread.matchId, thread.unread, markRead]);

  const attach = async (files: File[]) => {
    setProblem(undefined);
    const added = files.map((file) => ({ key: `${file.name}-${Math.random()}`, name: file.name }));
    setAttachments((current) => [...current, ...added]);
    await Promise.all(
      files.map(async (file, index) => {
        const key = added[index]!.key;
        try {
          const stored = await apiFileClient.upload(file);
          setAttachments((current) => current.map((a) => (a.key === key ? { ...a, id: stored.id } : a)));
        } catch (failure) {
          setAttachments((current) => current.filter((a) => a.key !== key));
          setProblem(errorMessage(failure));
        }
      }),
    );
  };
  const uploading = attachments.some((a) => a.id === undefined);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (uploading || posting.isLoading) return;
    if (!draft.trim() && attachments.length === 0) return setProblem(text('messages.empty'));
    const sent = await post({ matchId: thread.matchId, text: draft, fileIds: attachments.map((a) => a.id!) });
    if ('error' in sent) return setProblem(errorMessage(sent.error));
    setDraft('');
    setAttachments([]);
    setProblem(undefined);
  };

  return (
    <Conversation>
      <List aria-label={text('messages.list', { party })}>
        {thread.messages.length === 0 && (
          <li>
            <Muted>{text('messages.none')}</Muted>
          </li>
        )}
        {thread.messages.map((message) => (
          <Message key={message.id} $mine={message.mine}>
            <Muted>
              {text('messages.byline', {
                author: message.mine ? text('messages.you') : message.authorName,
                company: message.authorCompany,
                time: formatDate(message.createdAt, true),
              })}
            </Muted>
            {message.text && <Body>{message.text}</Body>}
            {message.attachments.length > 0 && (
              <Files>
                {message.attachments.map((file) => (
                  <li key={file.id}>
                    <PaperclipIcon />{' '}
                    <a href={file.fileURL} download={file.fileName}>
                      {file.fileName}
                    </a>{' '}
                    <Muted as="span">({formatBytes(intl, file.size)})</Muted>
                  </li>
                ))}
              </Files>
            )}
          </Message>
        ))}
        <li ref={end} aria-hidden />
      </List>
      <form aria-label={text('messages.composeTo', { party })} onSubmit={(event) => void send(event)}>
        <Textarea
          label={text('messages.compose')}
          rows={3}
          value={draft}
          error={problem}
          aria-describedby={`compose-hint-${thread.matchId}`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
          }}
        />
        <Muted id={`compose-hint-${thread.matchId}`}>{text('messages.composeHint')}</Muted>
        {attachments.length > 0 && (
          <Files aria-live="polite">
            {attachments.map((a) => (
              <li key={a.key}>
                <PaperclipIcon /> {a.id === undefined ? text('messages.attaching', { name: a.name }) : a.name}{' '}
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={text('messages.removeAttachment', { name: a.name })}
                  onClick={() => setAttachments((current) => current.filter((other) => other.key !== a.key))}
                >
                  <CloseIcon />
                </Button>
              </li>
            ))}
          </Files>
        )}
        <Toolbar>
          <AttachLabel>
            <PaperclipIcon /> {text('messages.attach')}
            <input
              type="file"
              multiple
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = '';
                if (files.length) void attach(files);
              }}
            />
          </AttachLabel>
          <Button type="submit" disabled={uploading || posting.isLoading}>
            {text('messages.send')}
          </Button>
        </Toolbar>
      </form>
    </Conversation>
  );
}

const Conversation = styled.div`
  display: grid;
  gap: ${space(3)};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(2)};
  max-height: 28rem;
  overflow-y: auto;
`;

const Message = styled.li<{ $mine: boolean }>`
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  max-width: 80%;
  padding: ${space(2)} ${space(3)};
  border-radius: 8px;
  border: 1px solid ${colors.border};
  background: ${({ $mine }) => ($mine ? colors.background : colors.surface)};
`;

const Body = styled.p`
  margin: ${space(1)} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Files = styled.ul`
  list-style: none;
  margin: ${space(1)} 0 0;
  padding: 0;
`;

const AttachLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  cursor: pointer;
  color: ${colors.primary};
  border-radius: 4px;
  &:focus-within {
    box-shadow: ${focusRing};
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;
