// Runs one example's command (its build, then its server) for the e2e run, and ends the command's whole process
// group once the test runner that started it is gone — as the scan server does with EXIT_WITH_PARENT=1 — so a run
// killed with SIGKILL leaves no example server holding a port. Playwright starts each webServer command with
// `sh -c` as the leader of a process group of its own (and kills that group at the end of a normal run); the
// example's command runs in the same group.
import { spawn } from 'node:child_process';

const command = process.env.EXAMPLE_COMMAND;
const runner = Number(process.env.EXAMPLES_RUNNER_PID);
if (!command || !Number.isInteger(runner)) throw new Error('Set EXAMPLE_COMMAND (the shell command to run) and EXAMPLES_RUNNER_PID.');
const child = spawn(command, { shell: true, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

// Not a deadline: a leftover server is only ended within a second or so.
setInterval(() => {
  if (alive(runner)) return;
  try {
    process.kill(-process.ppid, 'SIGTERM'); // Playwright's `sh -c` leads the group: it, this process, the server…
  } catch {
    child.kill('SIGTERM'); // started some other way: the command at least
  }
  setTimeout(() => process.exit(1), 500);
}, 1000);
