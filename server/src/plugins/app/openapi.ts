import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/** The API's OpenAPI 3.1 document (GET /openapi.json), from the routes, each registered from its endpoint entry. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Replay Market API', version: '1.0.0' },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'GET /jwt' },
            firebaseIdToken: { type: 'http', scheme: 'bearer', description: 'A Firebase ID token' },
          },
        },
      },
    });
  },
  { name: 'openapi' },
);
