import { defineHourlySweep, requireDeps } from '../../../jobs/job-definition.ts';
import { removeStaleUploads, resumableUploadStore } from './resumable-upload.ts';

/**
 * Hourly: removes resumable uploads begun more than a day ago and never finished (their
 * bytes and their info file), so an upload abandoned for a day leaves nothing behind, and
 * finished ones kept an hour for a client that missed the last answer. Each API process
 * keeps its own folder; a worker on another machine finds none.
 */
export const cleanAbandonedUploadsJob = defineHourlySweep({
  name: 'clean-abandoned-uploads',
  minute: 27,
  handler: async (context) => {
    const removed = await removeStaleUploads(resumableUploadStore(requireDeps(context).settings.dataDir));
    if (removed > 0) context.log.info({ removed }, 'removed abandoned resumable uploads');
  },
});
