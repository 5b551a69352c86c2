/** A project's comments, and a new one that may mention members. */
import { useState } from 'react';
import styled from 'styled-components';
import { Button, CheckboxGroup, colors, formatDate, FormFailure, Muted, Section, space, Textarea, Toolbar } from 'shared/ui';
import { useText } from '../texts';
import type { SectionProps } from './project-section';

export function Comments({ project, change, busy }: SectionProps) {
  const text = useText();
  const [body, setBody] = useState('');
  const [mentioned, setMentioned] = useState<number[]>([]);
  const [failure, setFailure] = useState<string>();
  const post = async () => {
    if (!body.trim()) return;
    setFailure(undefined);
    if (await change({ kind: 'comment', body: body.trim(), mentionedUserIds: mentioned })) {
      setBody('');
      setMentioned([]);
    }
  };
  return (
    <Section title={text('projects.comments')}>
      {project.comments.length === 0 ? (
        <Muted>{text('projects.noComments')}</Muted>
      ) : (
        <CommentList>
          {project.comments.map((comment) => (
            <li key={comment.id}>
              <Muted>{text('projects.byline', { author: comment.author, date: formatDate(comment.createdAt, true) })}</Muted>
              <p>{comment.body}</p>
              {comment.mentions.length > 0 && <Muted>{text('projects.mentions', { names: comment.mentions.join(', ') })}</Muted>}
            </li>
          ))}
        </CommentList>
      )}
      <FormFailure message={failure} />
      <Textarea label={text('projects.comment')} rows={3} value={body} onChange={(event) => setBody(event.target.value)} />
      <CheckboxGroup
        legend={text('projects.mention')}
        options={project.members.map((p) => ({ value: p.userId, label: p.name }))}
        selected={mentioned}
        onChange={(userId, chosen) => setMentioned((ids) => (chosen ? [...ids, userId] : ids.filter((one) => one !== userId)))}
      />
      <Toolbar>
        <Button disabled={busy || !body.trim()} onClick={() => void post()}>
          {text('projects.post')}
        </Button>
      </Toolbar>
    </Section>
  );
}

const CommentList = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  li {
    border-left: 3px solid ${colors.border};
    padding-left: ${space(3)};
  }
  p {
    margin: ${space(1)} 0;
    white-space: pre-wrap;
  }
`;
