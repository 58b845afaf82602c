import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { discountPercent, formatPrice } from '@replay/contract';
import { useImageSizer } from '@replay/platform';
import { productRules, type ProductFormValues } from '../product-rules';

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Photo = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};
`;

const NoPhoto = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
`;

const Title = styled.p<{ $placeholder: boolean }>`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.colors.muted : theme.colors.text)};
`;

const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  strong {
    font-size: 1.15rem;
  }
  s {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Discount = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const valid = (rule: { validate: (value: string) => true | string }, value: string) => rule.validate(value) === true;

/**
 * The listing's card as buyers will see it, drawn from the form as it changes: the cover photo,
 * the title, the resale price with the original struck through and the discount (the spec's
 * floor rule, `discountPercent`), and the condition. A price shows once it is a valid one.
 */
export function ListingPreview({ control }: { control: Control<ProductFormValues> }) {
  const headingId = useId();
  const sized = useImageSizer();
  const [photos, title, resprice, orgprice, condition] = useWatch({
    control,
    name: ['photos', 'title', 'resprice', 'orgprice', 'condition'],
  });
  const cover = photos[0];
  const price = valid(productRules.resprice, resprice) ? Number(resprice) : null;
  const original = valid(productRules.orgprice, orgprice) ? Number(orgprice) : null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Preview</h2>
      <Card>
        {cover ? (
          <Photo
            {...(cover.url ? sized(cover.url, 320) : { src: cover.preview })}
            alt=""
            width={320}
            height={240}
            decoding="async"
          />
        ) : (
          <NoPhoto>No photo yet</NoPhoto>
        )}
        <Title $placeholder={!title.trim()}>{title.trim() || 'Your title'}</Title>
        {price === null ? (
          <Muted>Price</Muted>
        ) : (
          <Prices>
            <strong>${formatPrice(price)}</strong>
            {original !== null && (
              <>
                <s>
                  <span className="visually-hidden">Original price </span>${formatPrice(original)}
                </s>
                <Discount>{discountPercent(original, price)}% off</Discount>
              </>
            )}
          </Prices>
        )}
        {condition && <Muted>Condition: {condition}</Muted>}
      </Card>
    </Section>
  );
}
