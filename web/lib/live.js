// The socket layer (/ws): one socket.io connection per open job page, authenticated by the session
// cookie. The client library is served by this gateway (no CDN) and loaded only when a page needs it.

let ioPromise = null;

/** Connects and joins the job's room; `handlers` maps event names to functions. Resolves with {socket, close}. */
export async function joinJob(jobId, handlers) {
  ioPromise ??= import('/vendor/socket.io.esm.min.js').then((m) => m.io);
  const io = await ioPromise;
  const socket = io({ path: '/ws', transports: ['websocket', 'polling'], withCredentials: true });
  for (const [name, fn] of Object.entries(handlers)) socket.on(name, fn);
  // join on every (re)connect; the page then asks for the history after the last message it has
  socket.on('connect', async () => {
    const ack = await socket.timeout(15000).emitWithAck('job:join', { jobId }).catch((err) => ({ ok: false, error: { message: err.message } }));
    handlers['joined']?.(ack);
  });
  return { socket, close: () => socket.close() };
}
