// A deadline on every Redis command, for the page cache and the rate limits.
//
// node-redis gives up on a command only while it waits to be written: once sent, it waits for
// the answer for as long as the connection stays open (its abort signals and timeouts are
// dropped when the command is written). A Redis that keeps the connection but does not answer
// (paused, swapping, a network that drops packets) held every request of the site, pages
// included, for minutes (docs/deploy.md, "When Redis is down").
const { writeLog } = require('./log-line.cjs');

/** Far above what any Redis answer takes, even on a loaded machine. */
const DEADLINE_MS = 2000;
/** While Redis is not answering, how often a PING asks whether it does again. */
const PROBE_MS = 1000;
/** After this long without an answer the connection is dropped and made again. */
const RECONNECT_AFTER_MS = 10_000;

/** Methods that are not commands: passed through as they are. */
const NOT_COMMANDS = new Set(['connect', 'close', 'destroy', 'disconnect', 'quit', 'duplicate', 'on', 'once', 'off', 'emit', 'addListener', 'removeListener', 'removeAllListeners']);

/**
 * Returns a stand-in for a node-redis client whose commands fail after `deadlineMs` without an
 * answer. The first such failure marks Redis unresponsive: the stand-in then says it is not
 * ready (`isReady` false), which the cache and the rate limiter read before each command and
 * fall back on at once (a cache miss, the instance's own count); a PING every second finds out
 * when Redis answers again, and after RECONNECT_AFTER_MS the connection is made anew.
 */
function guardRedis(client, { use, deadlineMs = DEADLINE_MS, probeMs = PROBE_MS, reconnectAfterMs = RECONNECT_AFTER_MS, log = writeLog } = {}) {
  let stuckSince = 0; // 0: Redis answers
  let probe = null;
  let reconnected = false;

  const recovered = () => {
    if (!stuckSince) return;
    log('info', 'redis.responsive', { use, ms: Date.now() - stuckSince });
    stuckSince = 0;
    reconnected = false;
    clearInterval(probe);
    probe = null;
  };

  const becameStuck = () => {
    if (stuckSince) return;
    stuckSince = Date.now();
    log('warn', 'redis.unresponsive', { use, message: `Redis did not answer within ${deadlineMs} ms` });
    probe = setInterval(() => {
      if (!client.isOpen && !reconnected) {
        // Closed by its owner (the server is stopping): nothing to wait for.
        clearInterval(probe);
        probe = null;
        return;
      }
      if (!reconnected && Date.now() - stuckSince >= reconnectAfterMs) {
        // Fails what still waits on the old connection; 'ready' comes with the new one.
        reconnected = true;
        client.destroy();
        client.connect().catch(() => {});
        return;
      }
      if (client.isReady) withDeadline(client.ping(), () => {}).then(recovered, () => {});
    }, probeMs);
    probe.unref?.();
  };
  client.on('ready', recovered);

  function withDeadline(pending, onLate = becameStuck) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`Redis did not answer within ${deadlineMs} ms`));
        onLate();
      }, deadlineMs);
      pending.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  // Commands, and what returns commands (multi(), withAbortSignal()), are wrapped alike.
  const wrap = (target) =>
    new Proxy(target, {
      get(object, property, stand) {
        if (property === 'isReady') return !stuckSince && object.isReady;
        const value = Reflect.get(object, property);
        if (typeof value !== 'function' || typeof property === 'symbol' || NOT_COMMANDS.has(property)) return value;
        return (...args) => {
          if (stuckSince && client.isReady) return Promise.reject(new Error('Redis is not answering'));
          const result = value.apply(object, args);
          if (result && typeof result.then === 'function') return withDeadline(result);
          if (result === object) return stand; // a builder's chained call
          return result && typeof result === 'object' ? wrap(result) : result;
        };
      },
    });
  return wrap(client);
}

/**
 * Closes a client at a server's stop: close() waits for the commands under way, which a frozen
 * Redis would never answer, holding the stop until the supervisor kills the process. After `ms`
 * what still waits is failed and the connection dropped.
 */
async function closeWithin(client, ms = DEADLINE_MS) {
  if (!client.isOpen) return;
  let timer;
  const closed = await Promise.race([
    client.close().then(
      () => true,
      () => true,
    ),
    new Promise((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]);
  clearTimeout(timer);
  if (closed) return;
  try {
    client.destroy();
  } catch {
    /* closing already: destroy() fails what waited before it says so */
  }
}

module.exports = { guardRedis, closeWithin, DEADLINE_MS };
