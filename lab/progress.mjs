// @ts-check
// The lab's progress line: what it is doing and for how long, one line rewritten in place on a
// terminal (a line each step elsewhere, so a log keeps them). Written to stderr: the results on
// stdout stay clean to paste.
const started = Date.now();
const live = Boolean(process.stderr.isTTY);
let shown = false;

/** Shows what the lab is doing now. @param {string} text */
export function step(text) {
  const line = `[lab ${Math.round((Date.now() - started) / 1000)} s] ${text}`;
  if (live) {
    process.stderr.write(`\r\x1b[2K${line}`);
    shown = true;
  } else process.stderr.write(`${line}\n`);
}

/** Shows a loop's progress: `label run 3/15`. @param {string} label @param {number} done @param {number} total */
export function tick(label, done, total) {
  step(`${label} ${done}/${total}`);
}

/** Ends the progress line before results or a warning are printed. */
export function clearStep() {
  if (live && shown) process.stderr.write('\r\x1b[2K');
  shown = false;
}
