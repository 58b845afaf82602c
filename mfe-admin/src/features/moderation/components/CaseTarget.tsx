import styled from 'styled-components';
import type { CasePreview, CaseTarget as Target } from '@replay/contract';
import { ProductThumb } from '@replay/platform';
import { CellLines } from '../../../components/CellLines';
import { Muted } from '../../../components/CellText';
import { NameCell } from '../../../components/NameCell';
import { TARGET_KIND_LABELS } from '../moderation-labels';

/** A message can be long: three lines of it in a list, the whole of it on the case's page. */
const Preview = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/** What a case is about, as the queue lists it: its picture if it has one, its kind and its text. */
export function CaseTarget({ target, preview }: { target: Target; preview: CasePreview }) {
  return (
    <NameCell>
      {/* Decorative: the text is written beside it. */}
      {preview.imageUrl && <ProductThumb src={preview.imageUrl} alt="" lazy />}
      <CellLines>
        <Muted>{TARGET_KIND_LABELS[target.kind]}</Muted>
        <Preview>{preview.text}</Preview>
        {!preview.present && <Muted>No longer on the site</Muted>}
      </CellLines>
    </NameCell>
  );
}
