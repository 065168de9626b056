/** The scheduler module's front door: jobs that run on a schedule, once across every app process, and the local-time arithmetic of their schedules. */
export { instantOfLocal, localOfInstant } from './local-time.js';
export { defineJob, scheduler, startScheduler, stopScheduler } from './scheduler.js';
