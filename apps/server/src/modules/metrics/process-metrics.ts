import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (prom-client's defaults: CPU, resident memory, heap, event loop lag,
 * GC, handles), in a registry of their own, made once per process however many apps it builds
 * (tests build many): each collectDefaultMetrics call starts an event loop monitor and a GC
 * observer that are never stopped, and the figures are the process's, not an app's.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
