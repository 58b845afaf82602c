import styled from 'styled-components';
import { PageTitle } from '@replay/platform';
import { articles, type Block } from './articles';
import { cardSurface } from '../../components/styles';

const Page = styled.div`
  display: grid;
  /* minmax(0, …): code samples scroll inside their box instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  max-width: 760px;
  margin: 0 auto;
`;

const Contents = styled.nav`
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(6)};
  }
`;

const Post = styled.article`
  padding: ${({ theme }) => theme.space(8)};
  ${cardSurface}
  line-height: 1.7;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    line-height: 1.3;
  }
  h3 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  pre {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(4)};
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    color: #e5e7eb;
    background: #1f2937;
    font-size: 0.875rem;
    line-height: 1.5;
  }
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.05rem;
`;

function ArticleBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'code':
      return (
        // A code sample scrolls sideways inside its box: focusable, so a keyboard can scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre tabIndex={0}>
          <code>{block.text}</code>
        </pre>
      );
  }
}

/** `/blog`: four static articles. */
export function Component() {
  return (
    <Page>
      <div>
        <PageTitle>Blog</PageTitle>
        <Contents aria-label="Articles">
          <ol>
            {articles.map((article) => (
              <li key={article.id}>
                <a href={`#${article.id}`}>{article.title}</a>
              </li>
            ))}
          </ol>
        </Contents>
      </div>
      {articles.map((article) => (
        <Post key={article.id} id={article.id} aria-labelledby={`${article.id}-title`}>
          <h2 id={`${article.id}-title`}>{article.title}</h2>
          <Summary>{article.summary}</Summary>
          {article.blocks.map((block, index) => (
            <ArticleBlock key={index} block={block} />
          ))}
        </Post>
      ))}
    </Page>
  );
}
