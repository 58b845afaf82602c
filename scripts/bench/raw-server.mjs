// The baseline: bare node:http answering a fixed JSON body, nothing else.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', database: 'pglite', uptime: 1 });
http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
