import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@replay/testing';
import { Component as BlogPage } from './BlogPage';

describe('BlogPage', () => {
  it('shows the four articles, each reachable from the contents', () => {
    renderWithProviders(<BlogPage />);

    const titles = [
      'What are the different ways to manage state in a React application?',
      'How does prototypal inheritance work?',
      'What is a unit test? Why should we write unit tests?',
      'React vs. Angular vs. Vue?',
    ];
    expect(screen.getAllByRole('article')).toHaveLength(4);
    for (const title of titles) {
      const article = screen.getByRole('article', { name: title });
      // A few paragraphs each, not a placeholder.
      expect(within(article).getAllByRole('paragraph').length).toBeGreaterThanOrEqual(3);
      const link = within(screen.getByRole('navigation', { name: 'Articles' })).getByRole('link', { name: title });
      expect(link).toHaveAttribute('href', `#${article.id}`);
    }
  });
});
