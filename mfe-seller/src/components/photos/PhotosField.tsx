import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, ErrorText, useImageSizer } from '@replay/platform';
import { ActionMenu, type ActionMenuHandle, type ActionMenuItem } from '../ActionMenu';
import { TouchButton } from '../TouchButton';
import type { Photo } from './photo-rules';

/*
 * Photos in order (a listing's, the first its cover; or those of an answer to a buyer's problem):
 * picked files join the end; each photo moves left or right, becomes the cover or leaves from
 * its More menu, or is dragged (pointer, or its handle with the keyboard: Space, the arrow keys,
 * Space) through @dnd-kit, which announces each step to screen readers. The Add Product and Edit
 * forms import it, and a dispute's answer loads it lazily, so the library loads with those and
 * nowhere else.
 */

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;

  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const List = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  /* Large tiles: two across a phone, the photos the seller checks first. */
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li<{ $dragging: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
  box-shadow: ${({ theme, $dragging }) => ($dragging ? theme.shadow.card : 'none')};
`;

const Thumb = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
`;

const Handle = styled(TouchButton)`
  cursor: grab;
  touch-action: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The file picker's button, a finger's target on a phone. */
const Picker = styled.input`
  min-height: 44px;
`;

const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

type Action = 'left' | 'right' | 'cover' | 'remove';

let picked = 0;
const newKey = () => `picked-${(picked += 1)}`;

/** Where the focus goes once a photo moved or left: its More menu, or its drag handle. */
interface FocusTargets {
  menu: (key: string, menu: ActionMenuHandle | null) => void;
  handle: (key: string, element: HTMLButtonElement | null) => void;
}

interface PhotoCardProps {
  photo: Photo;
  index: number;
  count: number;
  cover: boolean;
  onAction: (photo: Photo, action: Action) => void;
  register: FocusTargets;
}

function PhotoCard({ photo, index, count, cover, onAction, register }: PhotoCardProps) {
  const sized = useImageSizer();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.key,
  });
  const position = index + 1;
  const name = `Photo ${position} of ${count}${cover && index === 0 ? ', the cover' : ''}`;
  const item = (action: Action, label: string, applies: boolean): ActionMenuItem | false =>
    applies && { label, onSelect: () => onAction(photo, action), danger: action === 'remove' };
  const items = [
    item('cover', 'Make cover', cover && index > 0),
    item('left', 'Move left', index > 0),
    item('right', 'Move right', index < count - 1),
    item('remove', 'Remove', true),
  ].filter((entry): entry is ActionMenuItem => entry !== false);
  return (
    <Item
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      $dragging={isDragging}
      aria-labelledby={`${photo.key}-name`}
    >
      <Top>
        <span id={`${photo.key}-name`}>{name}</span>
        {cover && index === 0 && <Badge $tone="info">Cover</Badge>}
      </Top>
      <Thumb
        {...(photo.url ? sized(photo.url, 320) : { src: photo.preview })}
        alt=""
        width={320}
        height={240}
        decoding="async"
      />
      <Actions>
        <Handle
          type="button"
          $small
          $variant="secondary"
          {...attributes}
          {...listeners}
          ref={(element: HTMLButtonElement | null) => {
            setActivatorNodeRef(element);
            register.handle(photo.key, element);
          }}
          aria-label={`Drag photo ${position}`}
        >
          Drag
        </Handle>
        <ActionMenu
          ref={(menu) => {
            register.menu(photo.key, menu);
          }}
          label="More"
          name={`More actions for photo ${position}`}
          items={items}
        />
      </Actions>
    </Item>
  );
}

export interface PhotosFieldProps {
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  error?: string;
  /** How many photos it takes at most. */
  max: number;
  /** Whether the first photo is the cover (a listing's): it is marked so, and a photo can be made it. */
  cover: boolean;
  /** What the photos are for and how to order them, under the legend. */
  hint: ReactNode;
}

export function PhotosField({ photos, onChange, error, max, cover, hint }: PhotosFieldProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const menus = useRef(new Map<string, ActionMenuHandle>());
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const pick = useRef<HTMLInputElement>(null);
  // The photo whose More menu takes the focus once the list is drawn again (null: the file picker).
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string | null } | null>(null);
  const sensors = useSensors(
    // A press on a photo's buttons stays a press: dragging starts once the pointer moves.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Previews of picked files are object URLs: freed when a photo leaves and when the form goes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const current = previews.current;
    return () => current.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  // After a move from the menu the photo's DOM node moved: the focus goes back to its More button
  // (to the next photo's when it left, to the file picker when none is left).
  useEffect(() => {
    if (!focusAfterMove) return;
    const { key } = focusAfterMove;
    if (key === null) pick.current?.focus();
    else (menus.current.get(key) ?? handles.current.get(key))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const register: FocusTargets = {
    menu: (key, menu) => {
      if (menu) menus.current.set(key, menu);
      else menus.current.delete(key);
    },
    handle: (key, element) => {
      if (element) handles.current.set(key, element);
      else handles.current.delete(key);
    },
  };

  const positionOf = (key: UniqueIdentifier) => photos.findIndex((photo) => photo.key === key) + 1;

  function onAction(photo: Photo, action: Action) {
    const from = photos.indexOf(photo);
    if (action === 'remove') {
      if (photo.file) {
        URL.revokeObjectURL(photo.preview);
        previews.current.delete(photo.preview);
      }
      const rest = photos.filter((other) => other !== photo);
      onChange(rest);
      setAnnouncement(`Photo ${from + 1} removed; ${rest.length} left`);
      setFocusAfterMove({ key: rest[Math.min(from, rest.length - 1)]?.key ?? null });
      return;
    }
    const to = action === 'left' ? from - 1 : action === 'right' ? from + 1 : 0;
    onChange(arrayMove(photos, from, to));
    setAnnouncement(
      cover && to === 0
        ? `Photo ${from + 1} is now the cover`
        : `Photo ${from + 1} moved to position ${to + 1} of ${photos.length}`,
    );
    setFocusAfterMove({ key: photo.key });
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // The same file may be picked again after it was removed.
    event.target.value = '';
    const added = files.map((file): Photo => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: newKey(), file, preview };
    });
    onChange([...photos, ...added]);
    setAnnouncement(
      `${added.length} photo${added.length === 1 ? '' : 's'} added; ${photos.length + added.length} in all`,
    );
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = positionOf(active.id) - 1;
    const to = positionOf(over.id) - 1;
    onChange(arrayMove(photos, from, to));
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${positionOf(active.id)} of ${photos.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `Photo ${positionOf(active.id)} is over position ${positionOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo ${positionOf(active.id)} dropped at position ${positionOf(over.id)}${cover && positionOf(over.id) === 1 ? ', the cover' : ''}.`
        : `Photo ${positionOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving photo ${positionOf(active.id)} was cancelled; it is back in place.`,
  };

  const full = photos.length >= max;
  return (
    <Fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>Photos</legend>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      {photos.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move a photo, press Space, then use the arrow keys. Press Space again to drop it there, or Escape to cancel.',
            },
          }}
        >
          <SortableContext items={photos.map((photo) => photo.key)} strategy={rectSortingStrategy}>
            <List aria-label="Photos, in order">
              {photos.map((photo, index) => (
                <PhotoCard
                  key={photo.key}
                  photo={photo}
                  index={index}
                  count={photos.length}
                  cover={cover}
                  onAction={onAction}
                  register={register}
                />
              ))}
            </List>
          </SortableContext>
        </DndContext>
      )}
      <label htmlFor={`${id}-pick`}>{photos.length === 0 ? 'Add photos' : 'Add more photos'}</label>{' '}
      <Picker
        ref={pick}
        id={`${id}-pick`}
        type="file"
        accept="image/*"
        multiple
        disabled={full}
        onChange={onPick}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Fieldset>
  );
}
