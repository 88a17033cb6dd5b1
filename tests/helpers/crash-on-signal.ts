// Loaded into a gateway process with --import by the log flush test: SIGWINCH throws an uncaught
// exception from the event loop, as a bug would, so the test can crash the real server on cue.
process.on('SIGWINCH', () => {
  setImmediate(() => { throw new Error('crash drill') })
})
