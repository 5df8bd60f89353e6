/** A one-line terminal progress bar (no package): redrawn in place on a TTY, every 25% otherwise. */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr): (done: number, total: number) => void {
  const start = Date.now();
  let lastQuarter = -1;
  return (done, total) => {
    const ratio = total === 0 ? 1 : done / total;
    const secs = ((Date.now() - start) / 1000).toFixed(1);
    if (stream.isTTY) {
      const width = 28;
      const filled = Math.round(ratio * width);
      stream.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${secs}s${done === total ? '\n' : ''}`);
    } else {
      const quarter = Math.floor(ratio * 4);
      if (quarter !== lastQuarter) {
        lastQuarter = quarter;
        stream.write(`${label}: ${done}/${total} (${secs}s)\n`);
      }
    }
  };
}
