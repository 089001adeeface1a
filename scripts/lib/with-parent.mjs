// Loaded first into every server a script starts (`node --import`, lib/processes.mjs startNode): the
// server ends when the script that started it is gone, however the script ended (Ctrl-C, an exception,
// SIGTERM, SIGKILL, running out of memory), so no benchmark or test run leaves servers behind. The
// script holds one end of a pipe whose other end is this process's fd 3; when the script's process
// ends, the system closes its end and this one reads the end of the stream.
import { Socket } from 'node:net';

const watchedBy = Number(process.env.WATCHED_BY_PID);
// Only the process the script started (not one it starts in turn, which would inherit the variable
// and Node's flags, but whose fd 3 is something else).
delete process.env.WATCHED_BY_PID;
if (watchedBy > 0 && process.ppid === watchedBy) {
  let pipe;
  try {
    pipe = new Socket({ fd: 3, readable: true, writable: false });
  } catch {
    pipe = undefined; // started without the pipe: nothing to watch
  }
  if (pipe) {
    const gone = () => {
      // As from an orchestrator: the server shuts down in order; if it cannot, it is ended.
      process.kill(process.pid, 'SIGTERM');
      setTimeout(() => process.exit(1), 15_000).unref();
    };
    pipe.on('data', () => {}); // nothing is written: reading lets the end arrive
    pipe.once('end', gone);
    pipe.once('error', gone);
    pipe.unref();
  }
}
