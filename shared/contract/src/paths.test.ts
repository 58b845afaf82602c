import type { TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { reportRum } from './endpoints';
import { isPageRoute, paths, routePatterns } from './paths';

test("every page's pattern is one POST /rum's schema takes, each named once", () => {
  const patterns = Object.values(routePatterns);
  expect(new Set(patterns).size).toBe(patterns.length);
  const schema = (reportRum.body as TObject).properties.route!;
  expect(patterns.filter((route) => !Value.Check(schema, route))).toEqual([]);
});

test('a page route is one of the patterns, never a visited URL or another string', () => {
  expect(isPageRoute('/product/:id')).toBe(true);
  expect(isPageRoute('/dashboard/*')).toBe(true);
  expect(isPageRoute(paths.product('p1'))).toBe(false);
  expect(isPageRoute('/product/:productId')).toBe(false);
  expect(isPageRoute('/spam-1')).toBe(false);
  expect(isPageRoute('toString')).toBe(false);
});
