/**
 * Whether this process should be sent traffic: its start-up chores are done and it is not
 * draining (stopping after SIGTERM). The database's reachability is checked when asked (/readyz).
 */
export type Readiness = {
  readonly started: boolean;
  readonly draining: boolean;
  /** The start-up chores are done and the process serves (main.ts). */
  markStarted: () => void;
  /** The process is stopping: from now on it is not ready, whatever the database says. */
  startDraining: () => void;
};

/** `started: false` until main.ts says so; an app built by a test or a bench serves at once. */
export function createReadiness(opts: { started?: boolean } = {}): Readiness {
  let started = opts.started ?? true;
  let draining = false;
  return {
    get started() {
      return started;
    },
    get draining() {
      return draining;
    },
    markStarted: () => {
      started = true;
    },
    startDraining: () => {
      draining = true;
    },
  };
}
