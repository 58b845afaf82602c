import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin';
import { bookingRoutes } from './bookings';
import { catalogRoutes } from './catalog';
import { healthRoutes } from './health';
import { imageRoutes } from './images';
import { listingRoutes } from './listings';
import { notificationRoutes } from './notifications';
import { paymentRoutes } from './payments';
import { reportRoutes } from './reports';
import { searchRoutes } from './search';
import { tradingRoutes } from './trading';
import { userRoutes } from './users';

export const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(catalogRoutes);
  await app.register(listingRoutes);
  await app.register(searchRoutes);
  await app.register(adminRoutes);
  await app.register(reportRoutes);
  await app.register(bookingRoutes);
  await app.register(paymentRoutes);
  await app.register(tradingRoutes);
  await app.register(imageRoutes);
  await app.register(notificationRoutes);
};
