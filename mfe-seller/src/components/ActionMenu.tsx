import { useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { TouchButton } from './TouchButton';

/**
 * A menu button (the WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it on its first
 * item, ArrowUp on its last; ArrowUp/ArrowDown (wrapping), Home and End move between items; Escape
 * closes it and Tab leaves it. Choosing an item, or Escape, gives the focus back to the button
 * first, so a dialog the item opens gives it back there too when it closes.
 */

export type ActionMenuItem = {
  label: string;
  /** A destructive item (Delete, Remove), shown in red. */
  danger?: boolean;
} & ({ onSelect: () => void; to?: never } | { to: string; onSelect?: never });

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  z-index: 20;
  min-width: 13rem;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const itemStyle = css<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const ItemButton = styled.button<{ $danger: boolean }>`
  ${itemStyle}
`;

const ItemLink = styled(Link)<{ $danger: boolean }>`
  ${itemStyle}
`;

export interface ActionMenuProps {
  /** The button's visible text ("More"). */
  label: string;
  /** The button's accessible name when the visible text alone says too little ("More actions for Zelda"); it starts with `label`. */
  name?: string;
  items: readonly ActionMenuItem[];
  /** Focuses the menu's button (after the thing it sits on moved). */
  ref?: Ref<ActionMenuHandle>;
}

export interface ActionMenuHandle {
  focus: () => void;
}

export function ActionMenu({ label, name, items, ref }: ActionMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Which item takes the focus once the list is there: the first, or the last (opened with ArrowUp).
  const [initial, setInitial] = useState<'first' | 'last'>('first');
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => button.current?.focus() }), []);

  const menuItems = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = menuItems();
    (initial === 'first' ? all[0] : all[all.length - 1])?.focus();
    // A press anywhere else closes it.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, initial]);

  function show(at: 'first' | 'last') {
    setInitial(at);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <Wrapper>
      <TouchButton
        ref={button}
        type="button"
        $small
        $variant="ghost"
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? setOpen(false) : show('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </TouchButton>
      {open && (
        <List ref={list} id={`${id}-menu`} role="menu" aria-label={name ?? label} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.label} role="none">
              {item.to !== undefined ? (
                <ItemLink role="menuitem" tabIndex={-1} to={item.to} $danger={Boolean(item.danger)}>
                  {item.label}
                </ItemLink>
              ) : (
                <ItemButton
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  $danger={Boolean(item.danger)}
                  onClick={() => {
                    close();
                    item.onSelect();
                  }}
                >
                  {item.label}
                </ItemButton>
              )}
            </li>
          ))}
        </List>
      )}
    </Wrapper>
  );
}
