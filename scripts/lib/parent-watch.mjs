// Runs `stop` once, when the process that started us is gone. `npm run` signals only its `sh -c`
// child, so a SIGTERM to npm would otherwise orphan the servers we start and leave their ports taken.
export function stopWithParent(stop) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      clearInterval(timer);
      stop();
    }
  }, 1000);
  timer.unref();
}
