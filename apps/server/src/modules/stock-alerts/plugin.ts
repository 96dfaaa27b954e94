import type { FastifyInstance } from 'fastify';
import { LAPSE_EVERY_MS, LAPSE_JOB, purgeLapsedAlerts } from './lapse.js';
import { RESTOCKED_JOB, notifyRestocked } from './notify-restocked.js';

/**
 * The restock job, which the database queues when a variant's stock rises from 0 (decision 31),
 * and the hourly purge of lapsed alerts.
 */
export async function stockAlertJobs(app: FastifyInstance) {
  app.jobs.register(RESTOCKED_JOB, (payload) =>
    notifyRestocked({ db: app.db, publicUrl: () => app.publicUrl() }, payload),
  );
  app.jobs.register(LAPSE_JOB, async () => {
    await purgeLapsedAlerts(app.db);
  });
  app.jobs.schedule(LAPSE_JOB, LAPSE_EVERY_MS);
}
