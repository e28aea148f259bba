/**
 * How often a server started by a test runner looks whether that runner is still there. Not a deadline: a
 * leftover server is only ended sooner or later.
 */
export const PARENT_CHECK_INTERVAL_MS = 1_000;

/**
 * Calls `stop` once the process that started this one has gone (the process is handed to another parent, such
 * as init, when its own dies). Test runners set EXIT_WITH_PARENT=1 so that a run killed with SIGKILL — which
 * gives the runner no chance to clean up — leaves no server behind on a port or a data directory. The timer
 * never keeps the process alive on its own.
 */
export function exitWithParent(stop: (reason: string) => void, { interval = PARENT_CHECK_INTERVAL_MS, parentPid = () => process.ppid } = {}) {
  const parent = parentPid();
  const timer = setInterval(() => {
    if (parentPid() !== parent) {
      clearInterval(timer);
      stop(`its parent process ${parent} exited`);
    }
  }, interval);
  timer.unref();
  return () => clearInterval(timer);
}
