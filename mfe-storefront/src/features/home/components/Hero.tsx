import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import { Button, SearchBox } from '@replay/platform';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: #fff;
  background: linear-gradient(135deg, #312e81 0%, ${({ theme }) => theme.colors.primary} 55%, #0f766e 100%);

  /* Short on a phone, so the first products show on the first screen. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  }
`;

const Title = styled.h1`
  margin: 0;
  max-width: 20ch;
  font-size: clamp(2rem, 5vw, 3.2rem);
  line-height: 1.1;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: 1.6rem;
  }
`;

const Lead = styled.p`
  margin: 0;
  max-width: 60ch;
  font-size: 1.15rem;
  opacity: 0.92;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  /* The ghost button sits on the dark gradient. */
  & > a:last-child {
    color: #fff;
    border-color: rgba(255, 255, 255, 0.6);
  }
`;

const HeroSearch = styled(SearchBox)`
  max-width: 560px;
  input {
    border: none;
  }
`;

/** The spec's hero: the tagline about the best offers and bestselling games at the best price. */
export function Hero() {
  return (
    <Section aria-labelledby="hero-title">
      <Title id="hero-title">The best offers on bestselling games, at the best price</Title>
      <Lead>
        Replay Market is where players sell the games and consoles they have finished with. Browse second-hand
        PlayStation, Xbox, Nintendo and retro gear from sellers near you, book what you like and pay safely by card.
      </Lead>
      <HeroSearch label="Search games and consoles" />
      <Actions>
        <Button as="a" href="#categories" $variant="secondary">
          Browse categories
        </Button>
        <Button as={Link} to={paths.blog} $variant="ghost">
          Read the blog
        </Button>
      </Actions>
    </Section>
  );
}
