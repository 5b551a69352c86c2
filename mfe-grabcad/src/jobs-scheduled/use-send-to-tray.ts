import { useState } from 'react';
import { errorMessage } from 'shared/api';
import type { Job } from 'shared/contracts';
import type { DesktopToolState } from 'shared/desktop';
import { grabcadApi } from '../api';
import { useText } from '../texts';

/**
 * Send to Tray: the job's parts with fresh links, from the platform (which refuses a job that
 * has left the queue), to the tool; what came of it, in words.
 */
export function useSendToTray(tool: DesktopToolState) {
  const text = useText();
  const [readTray] = grabcadApi.useLazyJobTrayQuery();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const send = async (job: Job) => {
    setOutcome(null);
    try {
      const tray = await readTray(job.id).unwrap();
      await tool.send('INSERT_JOB', tray);
      setOutcome({ ok: true, message: text('scheduled.sent', { job: tray.jobName }) });
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof Error ? error.message : errorMessage(error) });
    }
  };
  return { send, outcome };
}
