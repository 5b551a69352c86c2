/**
 * The rules of the desktop tool's tray. The tool runs on the planner's computer, outside the ITAR
 * boundary: no export-controlled part goes to it, whoever asks, ITAR administrators included. It
 * opens the part-file formats only, and downloads each part through a short-lived signed link.
 */
import { CAD_FILE_EXTENSIONS } from 'shared/contracts';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { mediaLinks } from '../files/index.js';
import { badRequest, conflict, forbidden, type HttpError, notFound } from '../http/errors.js';
import { facilityJob, facilityParts, jobParts, machineFigures, type TrayPartRow } from './tray-queries.js';
import type { JobTray, PrintFigures, TrayModel } from './tray-schemas.js';

/** The formats the tool opens: the part-file formats the platform takes, no drawing nor picture. */
const TRAY_EXTENSIONS: readonly string[] = CAD_FILE_EXTENSIONS;

const nameOf = (part: TrayPartRow) => part.file_name ?? part.original_file_name;

/** 403 for the first export-controlled part among `parts`. */
function refuseItar(parts: TrayPartRow[]): void {
  const controlled = parts.find((part) => part.itar);
  if (controlled)
    throw forbidden(
      `${nameOf(controlled)} is export controlled (ITAR): the desktop tool is outside the ITAR boundary, so it cannot go to the tray`,
    );
}

export function trayService(db: Db, config: AppConfig) {
  const links = mediaLinks(config);
  // A link this server serves is a path, which a browser resolves against the page; the tool is
  // no browser, so it gets the whole address.
  const absolute = (url: string) => (url.startsWith('/') ? `${config.publicUrl}${url}` : url);

  /** The part as the tray takes it: `refuse` answers a part whose file the tool cannot open. */
  function modelOf(part: TrayPartRow, userId: number, refuse: (message: string) => HttpError): TrayModel {
    if (part.file_id === null) throw refuse(`${part.original_file_name} has no part file to send to the tray`);
    const extension = (part.extension ?? '').toLowerCase();
    if (!TRAY_EXTENSIONS.includes(extension))
      throw refuse(`${nameOf(part)} is a .${extension} file: the desktop tool takes ${TRAY_EXTENSIONS.join(', ')}`);
    const { downloadUrl, expires } = links.link({ id: part.file_id, itar: false }, userId);
    return {
      rfqFileId: part.rfq_file_id,
      orderId: part.order_id,
      fileName: nameOf(part),
      url: absolute(downloadUrl),
      expiresAt: expires,
    };
  }

  return {
    /** Links to the files of the facility's parts `ids`, in the order given. */
    async trayLinks(facilityId: number, userId: number, ids: number[]): Promise<{ models: TrayModel[] }> {
      const rows = await facilityParts(db, facilityId, ids);
      const missing = ids.filter((id) => !rows.some((row) => row.rfq_file_id === id));
      if (missing.length) throw notFound(`No part ${missing.join(', ')} of an order this facility is making`);
      const parts = ids.map((id) => rows.find((row) => row.rfq_file_id === id)!);
      refuseItar(parts);
      return {
        models: parts.map((part, index) => modelOf(part, userId, (message) => badRequest(message, `body.rfqFileIds.${index}`))),
      };
    },

    /** A queued job's parts with its pieces of each, for Send to Tray. */
    async jobTray(facilityId: number, userId: number, jobId: number): Promise<JobTray> {
      const job = await facilityJob(db, facilityId, jobId);
      if (!job) throw notFound(`No job ${jobId}`);
      if (job.job_status !== 'QUEUED') throw conflict('The job is no longer in queue.', { jobStatus: job.job_status });
      if (job.job_type !== 'ORDER')
        throw conflict(`Only a job of type ORDER can be sent to the tray: ${job.job_name} is of type ${job.job_type}`);
      const parts = await jobParts(db, jobId);
      refuseItar(parts);
      if (job.itar) throw forbidden(`${job.job_name} is export controlled (ITAR): the desktop tool is outside the ITAR boundary`);
      if (parts.length === 0) throw conflict(`${job.job_name} has no parts to send to the tray`);
      const models = parts.map((part) => ({ ...modelOf(part, userId, (message) => conflict(message)), quantity: part.quantity }));
      return { jobId: job.id, jobName: job.job_name, models };
    },

    /** What the tool estimates a tray on the machine from; a machine that does not print has no figures. */
    async printFigures(facilityId: number, equipmentId: number): Promise<PrintFigures> {
      const machine = await machineFigures(db, facilityId, equipmentId);
      if (!machine) throw notFound(`No equipment ${equipmentId} in this facility`);
      const prints = machine.kind === 'THREED_PRINTER';
      return {
        equipmentId: machine.id,
        name: machine.display_name,
        layerMm: prints ? machine.layer_mm : null,
        layerSeconds: prints ? machine.layer_seconds : null,
        secondsPerCm3: prints ? machine.seconds_per_cm3 : null,
        material:
          machine.material_id === null
            ? null
            : { id: machine.material_id, name: machine.material_name!, densityGCm3: machine.density_g_cm3 },
      };
    },
  };
}
