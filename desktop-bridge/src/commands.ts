/**
 * What the bridge does for each command once the connection is paired. Every handler answers the
 * reply's payload or throws a `Refusal` the page shows as it is; the tray changes only when a
 * command succeeds whole (a tray of ten parts where the fifth failed to download stays as it was).
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DesktopCommandPayload, DesktopCommandType, TrayModel } from 'shared/contracts/desktop-protocol';
import { NoEstimate, trayEstimate } from './estimate.js';
import { type PairedUser, type PlatformClient, PlatformError } from './platform.js';
import { type Tray, trayFile } from './tray.js';

/** A command the bridge could not carry out, and why (the reply's FAILED message). */
export class Refusal extends Error {}

/** What the bridge keeps across connections: the tray, and the key of the user who logged in. */
export interface BridgeState {
  tray: Tray;
  login: { userId: number; userKey: string; mediaOrigins: string[] } | null;
  /** The job SAVE_JOB announced and the tray's file kept for it; JOB_SUBMITTED_SUCCESS names its id. */
  job: { jobName: string; equipmentId: number; fromDate: number; toDate: number; file: string; jobId: number | null } | null;
}

interface CommandContext {
  state: BridgeState;
  platform: PlatformClient;
  user: PairedUser;
  trayDir: string;
}

type Handler<T extends Exclude<DesktopCommandType, 'PAIR'>> = (
  context: CommandContext,
  payload: DesktopCommandPayload<T>,
) => Promise<unknown>;

/** The tray's file for any slicer, kept up to date with every change. */
const TRAY_FILE = 'tray.3mf';
const CONCURRENT_DOWNLOADS = 4;

/** A file name from a job's name: letters, digits, dot, dash and underscore only, so that no name can leave the folder. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '_');

async function writeTray({ state, trayDir }: CommandContext): Promise<void> {
  const file = state.tray.threeMf('Tray');
  if (file) await writeFile(path.join(trayDir, TRAY_FILE), file);
  else await rm(path.join(trayDir, TRAY_FILE), { force: true });
}

function mediaOrigins(urls: string[]): string[] {
  return urls.flatMap((url) => (URL.canParse(url) ? [new URL(url).origin] : []));
}

/** Downloads and reads every model, a few at a time; the first failure refuses them all, naming the file. */
async function downloaded(context: CommandContext, models: TrayModel[]) {
  const origins = context.state.login?.mediaOrigins ?? [];
  const files = new Array<ReturnType<typeof trayFile>>(models.length);
  let next = 0;
  const worker = async () => {
    while (next < models.length) {
      const at = next++;
      const { url, expiresAt: _expires, ...model } = models[at]!;
      try {
        files[at] = trayFile(model, await context.platform.download(url, model.fileName, origins));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Refusal(reason.startsWith(model.fileName) ? reason : `${model.fileName}: ${reason}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_DOWNLOADS, models.length) }, worker));
  return files;
}

function loginOf({ state, user }: CommandContext) {
  if (!state.login || state.login.userId !== user.userId) {
    throw new Refusal("Log in through the desktop tool's login page first");
  }
  return state.login;
}

export const HANDLERS: { [T in Exclude<DesktopCommandType, 'PAIR'>]: Handler<T> } = {
  async LOGIN({ state, user }, { userKey, mediaURL, itarMediaURL }) {
    state.login = { userId: user.userId, userKey, mediaOrigins: mediaOrigins([mediaURL, itarMediaURL]) };
    return { loggedIn: true, name: user.name };
  },
  async INSERT_MODELS(context, { models }) {
    const files = await downloaded(context, models);
    context.state.tray.add(files);
    await writeTray(context);
    return { tray: context.state.tray.summary() };
  },
  async CLEAR_TRAY(context) {
    context.state.tray.clear();
    context.state.job = null;
    await writeTray(context);
    return { tray: [] };
  },
  async FROM_DATE({ state }, { fromDate }) {
    state.tray.fromDate = fromDate;
    return { fromDate };
  },
  async REQUEST_DATA(context, { equipmentId }) {
    const { userKey } = loginOf(context);
    try {
      return trayEstimate(context.state.tray.contents, await context.platform.printFigures(equipmentId, userKey));
    } catch (error) {
      if (error instanceof NoEstimate || error instanceof PlatformError) throw new Refusal(error.message);
      throw error;
    }
  },
  async SAVE_JOB(context, job) {
    const build = context.state.tray.threeMf(job.jobName);
    if (!build) throw new Refusal('The tray holds no part the bridge can write: send parts to it first');
    const file = path.join(context.trayDir, `${safeName(job.jobName)}.3mf`);
    await writeFile(file, build);
    context.state.job = { ...job, file, jobId: null };
    return { file };
  },
  async INSERT_JOB(context, { jobId, jobName, models }) {
    const files = await downloaded(context, models);
    context.state.tray.clear();
    context.state.tray.add(files);
    context.state.job = null;
    await writeTray(context);
    return { jobId, jobName, tray: context.state.tray.summary() };
  },
  async JOB_SUBMITTED_SUCCESS({ state }, { jobId, jobName }) {
    if (state.job?.jobName === jobName) state.job.jobId = jobId;
    return { jobId, file: state.job?.jobName === jobName ? state.job.file : null };
  },
};
