// A progress bar for long operator commands: redrawn in place on a terminal, a line per tenth
// otherwise (logs and CI keep a readable trace without thousands of lines).

const WIDTH = 30;

/** @param {NodeJS.WriteStream} stream */
export function progressBar(stream, total, unit) {
  const tty = Boolean(stream.isTTY);
  let lastTenth = -1;
  const line = (done) => {
    const filled = Math.round((done / total) * WIDTH);
    return `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total} ${unit} (${Math.floor((done / total) * 100)}%)`;
  };
  return {
    update(done) {
      if (tty) stream.write(`\r${line(done)}`);
      else {
        const tenth = Math.floor((done / total) * 10);
        if (tenth > lastTenth) stream.write(`${line(done)}\n`);
        lastTenth = tenth;
      }
    },
    done() {
      if (tty) stream.write('\n');
    },
  };
}
