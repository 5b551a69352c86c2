/**
 * The answers to a step's questions, checked as the step is finished: every checklist item
 * ticked, every value measured, every photo taken (a file of the facility). A measured value
 * outside its limits does not stop the pieces: it raises a part NCR on them, found in process,
 * which the quality people then decide on.
 */
import type { Trx } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { qualitySettings, raiseNcr } from '../quality/index.js';
import type { FloorScope } from './queue.js';
import type { Answer, FinishInput } from './schemas.js';

interface Question {
  id: string;
  kind: 'CHECK' | 'MEASURE' | 'PHOTO';
  text: string;
  unit?: string;
  min?: number;
  max?: number;
}

interface StepOfLot {
  stepName: string;
  questions: unknown;
  rfqFileId: number;
}

/** What a measured value outside its limits reads like on the NCR: '2.4 mm (1.8 to 2.2 mm)'. */
function outOfLimits(question: Question, value: number): string | undefined {
  const low = question.min !== undefined && value < question.min;
  const high = question.max !== undefined && value > question.max;
  if (!low && !high) return undefined;
  const unit = question.unit ? ` ${question.unit}` : '';
  const limits =
    question.min !== undefined && question.max !== undefined
      ? `${question.min} to ${question.max}${unit}`
      : question.min !== undefined
        ? `at least ${question.min}${unit}`
        : `at most ${question.max}${unit}`;
  return `${question.text}: ${value}${unit} (${limits})`;
}

async function checkPhotos(trx: Trx, facilityId: number, answers: { answer: Answer; index: number }[]): Promise<void> {
  for (const { answer, index } of answers) {
    const own = await trx
      .selectFrom('files')
      .select('id')
      .where('id', '=', answer.fileId!)
      .where('company_id', '=', facilityId)
      .executeTakeFirst();
    if (!own) throw badRequest(`File ${answer.fileId} not found`, `body.answers/${index}/fileId`);
  }
}

/** The step's answers as kept with the finished step, and the NCR raised by a value out of its limits. */
export async function checkAnswers(trx: Trx, scope: FloorScope, lot: StepOfLot, input: FinishInput) {
  const questions = lot.questions as Question[];
  const unknown = input.answers.findIndex((answer) => !questions.some((question) => question.id === answer.questionId));
  if (unknown >= 0)
    throw badRequest(`The step asks no question '${input.answers[unknown]!.questionId}'`, `body.answers/${unknown}/questionId`);
  const failures: string[] = [];
  const photos: { answer: Answer; index: number }[] = [];
  const kept = questions.map((question) => {
    const index = input.answers.findIndex((answer) => answer.questionId === question.id);
    const answer = input.answers[index];
    const field = index >= 0 ? `body.answers/${index}` : 'body.answers';
    if (question.kind === 'CHECK') {
      if (answer?.checked !== true) throw badRequest(`Tick '${question.text}' before finishing the step`, `${field}/checked`);
      return { questionId: question.id, text: question.text, checked: true };
    }
    if (question.kind === 'MEASURE') {
      if (answer?.value === undefined) throw badRequest(`Enter '${question.text}'`, `${field}/value`);
      const failure = outOfLimits(question, answer.value);
      if (failure) failures.push(failure);
      return { questionId: question.id, text: question.text, value: answer.value, unit: question.unit ?? null, passed: !failure };
    }
    if (answer?.fileId === undefined) throw badRequest(`Add the photo '${question.text}'`, `${field}/fileId`);
    photos.push({ answer, index });
    return { questionId: question.id, text: question.text, fileId: answer.fileId };
  });
  await checkPhotos(trx, scope.facilityId, photos);
  if (failures.length === 0) return { answers: kept, ncrId: null };
  const settings = await qualitySettings(trx, scope.facilityId);
  const ncrId = await raiseNcr(trx, scope, {
    kind: 'PART',
    severity: 'MAJOR',
    defectCode: settings.defectCodes[0]!.code,
    title: `${lot.stepName}: ${failures[0]}`.slice(0, 200),
    description: failures.join('\n'),
    rfqFileId: lot.rfqFileId,
    quantity: input.quantity,
    foundAt: 'IN_PROCESS',
    evidenceFileIds: photos.map(({ answer }) => answer.fileId!),
  });
  return { answers: kept, ncrId };
}
