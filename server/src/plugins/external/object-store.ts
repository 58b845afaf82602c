import fp from 'fastify-plugin';
import { FsImageStore, type ImageStore } from '../../images/store';
import { S3ImageStore } from '../../images/s3-store';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

/** Where uploaded images live: files under DATA_DIR/images, or an S3-compatible bucket (IMAGE_STORE=s3). */
export default fp(
  async (app) => {
    const { s3, dataDir, publicUrl } = app.config;
    const images: ImageStore = s3 ? new S3ImageStore(s3, publicUrl) : new FsImageStore(dataDir, publicUrl);
    app.decorate('images', images);
    app.addHook('onClose', async () => {
      if (images instanceof S3ImageStore) images.close();
    });
  },
  { name: 'object-store' },
);
