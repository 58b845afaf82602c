/** The blog's four static articles. Plain data so the page and its test share it. */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h3'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'code'; text: string };

export interface Article {
  id: string;
  title: string;
  summary: string;
  blocks: Block[];
}

export const articles: Article[] = [
  {
    id: 'state-management',
    title: 'What are the different ways to manage state in a React application?',
    summary: 'Not all state is alike. Sorting it by where it comes from tells you where it should live.',
    blocks: [
      {
        kind: 'p',
        text: 'State is any data that changes over time and that the screen depends on. The most useful question is not "which library?" but "what kind of state is this?", because each kind has a natural home.',
      },
      { kind: 'h3', text: 'Local component state' },
      {
        kind: 'p',
        text: 'Whether a modal is open, what is typed in a search box, which tab is selected: state that one component owns belongs in that component, with useState, or useReducer when several values change together. Keep it as close as possible to where it is used; moving it up later is easy, untangling global state is not.',
      },
      {
        kind: 'code',
        text: `const [open, setOpen] = useState(false);
return <button onClick={() => setOpen(true)}>Book</button>;`,
      },
      { kind: 'h3', text: 'Shared state: lifting up and context' },
      {
        kind: 'p',
        text: 'When two siblings need the same value, lift it to their closest common parent and pass it down as props. When many components at different depths need it (the signed-in user, the theme, the language), React context avoids threading props through every level. Context is a way to pass values, not a store: every consumer re-renders when the value changes, so keep fast-changing data out of it or split it into several contexts.',
      },
      { kind: 'h3', text: 'Server state' },
      {
        kind: 'p',
        text: 'Products, bookings and categories are not really owned by the browser; it holds a cached copy of data that lives on the server. That cache has its own problems: loading and error states, deduplicating requests, refetching stale data, and updating lists after a change. Libraries such as TanStack Query, SWR or RTK Query solve exactly that, and using one usually removes most of what people used to put in a global store.',
      },
      { kind: 'h3', text: 'URL state' },
      {
        kind: 'p',
        text: 'The current page, the category being viewed, filters and sort order belong in the URL (route parameters and the query string, read through the router). Such state survives a reload, can be bookmarked and shared, and works with the back button for free.',
      },
      { kind: 'h3', text: 'Global client state' },
      {
        kind: 'p',
        text: 'What remains, such as a shopping cart kept before checkout or a complex editor, may deserve a store: Redux Toolkit for predictable, event-like updates with excellent dev tools; Zustand for a small hook-based store; Jotai or Recoil-style atoms for fine-grained pieces. Form state is its own niche, well served by React Hook Form or Formik.',
      },
      {
        kind: 'p',
        text: 'A healthy application typically combines these: local state by default, the URL for navigation, a query library for server data, context for a few app-wide values, and a store only when something truly global is left.',
      },
    ],
  },
  {
    id: 'prototypal-inheritance',
    title: 'How does prototypal inheritance work?',
    summary: 'JavaScript objects inherit directly from other objects, through a chain of prototypes.',
    blocks: [
      {
        kind: 'p',
        text: "In JavaScript every object has a hidden link, called [[Prototype]], to another object or to null. When you read a property that the object does not have itself, the engine follows that link and looks in the prototype, then in the prototype's prototype, and so on. This sequence is the prototype chain; it ends at Object.prototype, whose own prototype is null. If the property is found nowhere, the result is undefined.",
      },
      {
        kind: 'code',
        text: `const gameConsole = {
  brand: 'generic',
  describe() {
    return \`A \${this.brand} console\`;
  },
};
const switchOled = Object.create(gameConsole); // its prototype is gameConsole
switchOled.brand = 'Nintendo';

switchOled.describe();                             // "A Nintendo console"
Object.getPrototypeOf(switchOled) === gameConsole; // true
Object.hasOwn(switchOled, 'describe');             // false: it is inherited`,
      },
      {
        kind: 'p',
        text: 'Reading walks up the chain, but writing does not: assigning switchOled.brand creates an own property that shadows the inherited one and leaves the prototype untouched. Methods found on a prototype still run with this set to the object they were called on, which is why describe() prints Nintendo.',
      },
      { kind: 'h3', text: 'Constructor functions and classes' },
      {
        kind: 'p',
        text: "Every ordinary function has a prototype property. Calling a function with new creates a fresh object whose [[Prototype]] is that function's prototype, runs the function with this bound to the new object, and returns it. Methods placed on the prototype are therefore shared by all instances instead of being copied into each one.",
      },
      {
        kind: 'p',
        text: "The class syntax introduced in ES2015 is built on the same mechanism. class Game extends Product sets Game.prototype's prototype to Product.prototype, so instances of Game find Product's methods through the chain; super calls reach up that chain. There is no copying of a class blueprint as in Java or C#: an object simply delegates to another live object, so a method added to a prototype later is immediately visible to every object that inherits from it.",
      },
      {
        kind: 'p',
        text: 'Use Object.getPrototypeOf and Object.create rather than the legacy __proto__ accessor, avoid changing the prototype of an existing object (engines optimise for stable shapes), and never extend built-in prototypes such as Array.prototype in application code.',
      },
    ],
  },
  {
    id: 'unit-tests',
    title: 'What is a unit test? Why should we write unit tests?',
    summary: 'Small, fast, automatic checks of one piece of behaviour, and why they pay for themselves.',
    blocks: [
      {
        kind: 'p',
        text: 'A unit test is a small piece of code that checks one behaviour of one unit of your program, such as a function, a class or a component, in isolation from slow or unpredictable things like the network, the database or the clock. It follows a simple shape: arrange the inputs, act by calling the code, and assert that the result is what you expect.',
      },
      {
        kind: 'code',
        text: `// discount.test.ts (Jest)
import { discountPercent } from './money';

test('the discount is the rounded-down share of the original price', () => {
  expect(discountPercent(200, 150)).toBe(25);
});

test('no saving shows as 0 percent', () => {
  expect(discountPercent(100, 100)).toBe(0);
});`,
      },
      {
        kind: 'p',
        text: "Good unit tests are fast (milliseconds, so the whole suite runs on every save), isolated (one test never depends on another's leftovers), deterministic (the same result every time) and readable: the test name states the rule, so a failure tells you what broke. For user interfaces, test what the user sees and does, such as texts, buttons and messages, rather than internal state, so that refactoring the component does not break the tests.",
      },
      { kind: 'h3', text: 'Why write them' },
      {
        kind: 'list',
        items: [
          'They catch regressions: a change that breaks an existing rule fails immediately, long before a customer notices.',
          'They make refactoring safe: you can restructure code with confidence because the behaviour is pinned down.',
          'They improve design: code that is hard to test is usually too coupled, and writing the test first exposes that early.',
          'They document behaviour: a test suite is an executable specification that never goes out of date.',
          'They make debugging cheaper: a failing unit test points at a few lines, not at a whole feature.',
        ],
      },
      {
        kind: 'p',
        text: 'Unit tests are the wide base of the testing pyramid. They cannot prove that the pieces work together, so they are complemented by fewer integration tests and a handful of end-to-end tests that drive the real application in a browser. The goal is not 100 percent coverage but confidence: test the rules that matter and the edge cases that have bitten you before.',
      },
    ],
  },
  {
    id: 'react-angular-vue',
    title: 'React vs. Angular vs. Vue?',
    summary: 'Three excellent ways to build a web interface, with different philosophies.',
    blocks: [
      {
        kind: 'p',
        text: 'All three build user interfaces from components, render efficiently, support TypeScript and have mature tooling, so any of them can carry a serious product. The differences lie in how much they decide for you and how they express templates and reactivity.',
      },
      { kind: 'h3', text: 'React' },
      {
        kind: 'p',
        text: 'React, created at Meta, is a library focused on the view layer. Components are JavaScript functions that return JSX, and hooks such as useState and useEffect manage state and side effects. Data flows one way, from parents to children. Routing, data fetching and forms come from the ecosystem (React Router, TanStack Query, React Hook Form) or from a framework built on React such as Next.js. That freedom is its strength and its cost: teams must choose and agree on their stack.',
      },
      { kind: 'h3', text: 'Angular' },
      {
        kind: 'p',
        text: 'Angular, maintained by Google, is a complete, opinionated framework written in TypeScript. It ships routing, forms, an HTTP client, dependency injection, testing utilities and a powerful CLI out of the box, uses HTML templates with its own syntax, and relies on RxJS observables and, in recent versions, signals for reactivity. Its learning curve is the steepest, but large teams benefit from the consistency: every Angular project is structured in much the same way.',
      },
      { kind: 'h3', text: 'Vue' },
      {
        kind: 'p',
        text: "Vue, created by Evan You and developed by an independent community, calls itself a progressive framework: it can enhance a single page or power a full application. Single-file components keep an HTML-like template, script and scoped styles together. Its reactivity system tracks dependencies automatically, so changing a value updates exactly what depends on it. Vue 3's Composition API offers hook-like logic reuse, while the official router and the Pinia store cover most needs. It is widely considered the gentlest to learn.",
      },
      { kind: 'h3', text: 'Which one to choose?' },
      {
        kind: 'list',
        items: [
          'Choose React for the largest ecosystem and job market, and when you want to pick each piece of your stack.',
          'Choose Angular for large enterprise teams that value one official way of doing everything and strong conventions.',
          'Choose Vue for a fast start, approachable templates and a coherent official toolset.',
        ],
      },
      {
        kind: 'p',
        text: "In practice the team's experience matters more than benchmark differences. Replay Market itself is built with React, split into micro-frontends that load at runtime, but the same site could have been built well with either of the others.",
      },
    ],
  },
];
