import { main } from './cli';

// The installed command (package.json "bin"), bundled with the portal's reader: see build-steps/build-doctor.mjs.
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env });
