import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import {
  DeleteResultSchema,
  EmailQuery,
  Id,
  InsertResultSchema,
  ListQuery,
  ReportSchema,
  reportReasonProperties,
  Strict,
} from '../schemas';

/** Reporting a listing, and the admin's review of what was reported. */

export const listReports = defineEndpoint({
  method: 'GET',
  path: '/report',
  summary: 'Reported products, one row each, latest report first',
  access: ['admin'],
  query: ListQuery,
  paging: 'header',
  responses: { 200: Type.Array(ReportSchema) },
});

export const reportProduct = defineEndpoint({
  method: 'POST',
  path: '/report',
  summary:
    "Reports a product to the admin with a reason (default `other`) and details; once per user and product (a repeat answers 200 and changes nothing); not one's own",
  access: ['buyer', 'seller', 'admin'],
  query: EmailQuery,
  // Only productId is used; title, image and reporter come from stored data and the token.
  body: Strict({
    productId: Id,
    imageUrl: Type.Optional(Type.String()),
    title: Type.Optional(Type.String()),
    email: Type.Optional(Type.String()),
    ...reportReasonProperties,
  }),
  responses: { 201: InsertResultSchema, 200: InsertResultSchema },
  errors: [404],
});

export const deleteReportedProduct = defineEndpoint({
  method: 'DELETE',
  path: '/report/delete/:productId',
  summary: 'Removes a reported product and its reports; its money records are kept',
  access: ['admin'],
  params: Strict({ productId: Id }),
  query: EmailQuery,
  responses: { 200: DeleteResultSchema },
  errors: [404],
});
