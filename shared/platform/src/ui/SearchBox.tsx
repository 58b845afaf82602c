import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import { Button } from './Button';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
      min-height: 44px;
    }
  }
`;

/** A keyword box that opens the search page (the top navigation and the home hero). */
export function SearchBox({ label = 'Search games', className }: { label?: string; className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void navigate(paths.search(q.trim()));
  }
  return (
    <Form role="search" aria-label={label} onSubmit={onSubmit} className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder="Zelda, PS5, controller…"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <Button type="submit" $small>
        Search
      </Button>
    </Form>
  );
}
