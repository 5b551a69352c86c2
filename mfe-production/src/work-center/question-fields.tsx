/**
 * A step's questions in the finish dialog: its checklist items as one group of checkboxes, each
 * value to measure as a number field named with its unit and limits (a value outside them is said
 * at once: finishing raises a part NCR), and each photo to take, uploaded as a facility file.
 */
import { FormCheckboxGroup, FormNumberField, useFormField } from 'shared/forms';
import { Muted } from 'shared/ui';
import { AttachedFiles } from '../material-files/attached-files';
import { useText } from '../texts';
import type { WorkplanQuestion } from './api';
import { answerKey, outsideLimits, type PhotoFile } from './finish-values';
import { useLotWords } from './use-lot-words';

/** What a photo may be: a picture, taken with the tablet's camera where it has one. */
const PHOTO_TYPES = 'image/*';

export function QuestionFields({ questions }: { questions: WorkplanQuestion[] }) {
  const text = useText();
  const checks = questions.filter((question) => question.kind === 'CHECK');
  return (
    <>
      {checks.length > 0 && (
        <FormCheckboxGroup<string>
          name="checked"
          legend={text('workCenter.checklist')}
          options={checks.map((question) => ({ value: question.id, label: question.text }))}
        />
      )}
      {questions.map((question, index) =>
        question.kind === 'MEASURE' ? (
          <MeasureField key={question.id} question={question} name={`measures.${answerKey(index)}`} />
        ) : question.kind === 'PHOTO' ? (
          <PhotoField key={question.id} question={question} name={`photos.${answerKey(index)}`} />
        ) : null,
      )}
    </>
  );
}

function MeasureField({ question, name }: { question: WorkplanQuestion; name: string }) {
  const text = useText();
  const words = useLotWords();
  const { value } = useFormField<number | null>(name);
  // No min or max on the field: it would clamp a value outside the limits, which must be kept as measured.
  return (
    <div>
      <FormNumberField name={name} label={words.measure(question)} />
      <Muted role="status">{outsideLimits(question, value) ? text('workCenter.outsideLimits') : null}</Muted>
    </div>
  );
}

function PhotoField({ question, name }: { question: WorkplanQuestion; name: string }) {
  const text = useText();
  const field = useFormField<PhotoFile | null>(name);
  return (
    <AttachedFiles
      legend={question.text}
      empty={text('workCenter.noPhoto')}
      uploadLabel={text(field.value ? 'workCenter.replacePhoto' : 'workCenter.takePhoto')}
      uploaded={(fileName) => text('workCenter.photoUploaded', { name: fileName })}
      files={field.value ? [field.value] : []}
      onChange={(files) => field.set(files.at(-1) ?? null)}
      error={field.error}
      accept={PHOTO_TYPES}
    />
  );
}
