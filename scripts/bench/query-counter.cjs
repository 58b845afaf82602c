// Preloaded into the API by `npm run bench:load -- --count-queries` (node -r): counts the SQL
// statements each HTTP request sends to PostgreSQL and appends one line per request,
// "<method> <path with ids as {id}> <status> <statements>", to the file QUERY_COUNT_FILE names.
// A request's statements are those sent in its asynchronous context (AsyncLocalStorage); the
// pool's hand-over of a connection to a waiting request is bound to that request's context.
const { appendFileSync } = require('node:fs');
const { AsyncLocalStorage, AsyncResource } = require('node:async_hooks');
const http = require('node:http');
const path = require('node:path');

const file = process.env.QUERY_COUNT_FILE;
if (file) {
  // The pg the API loads: resolved from the bundle's folder, as the bundle resolves it.
  const pg = require(require.resolve('pg', { paths: [path.dirname(path.resolve(process.argv[1]))] }));
  const requests = new AsyncLocalStorage();

  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(...args) {
    const counted = requests.getStore();
    if (counted) counted.statements += 1;
    return query.apply(this, args);
  };
  const connect = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function boundConnect(callback) {
    return connect.call(this, typeof callback === 'function' ? AsyncResource.bind(callback) : callback);
  };

  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function countedEmit(event, request, response) {
    if (event !== 'request') return emit.apply(this, arguments);
    const counted = { statements: 0 };
    response.once('finish', () => {
      const route = request.url.replace(/\?.*/, '').replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}');
      appendFileSync(file, `${request.method} ${route} ${response.statusCode} ${counted.statements}\n`);
    });
    return requests.run(counted, () => emit.apply(this, arguments));
  };
}
