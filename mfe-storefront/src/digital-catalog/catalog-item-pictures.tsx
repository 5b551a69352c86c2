/** A catalogue item's pictures: those it has, each removable, and new ones to upload on saving. */
import styled from 'styled-components';
import { useFormField } from 'shared/forms';
import { Button, space, Thumbnail } from 'shared/ui';
import { useText } from '../texts';
import type { ItemValues } from './catalog-item-values';

export function ItemPictures() {
  const text = useText();
  const name = useFormField<string>('name').value;
  const images = useFormField<ItemValues['images']>('images');
  const newImages = useFormField<File[]>('newImages');
  return (
    <fieldset>
      <legend>{text('catalog.images')}</legend>
      <Pictures>
        {images.value.map((image, index) => (
          <figure key={image.fileId}>
            <Thumbnail src={image.url} alt={text('catalog.pictureNumber', { name, number: index + 1 })} />
            <Button variant="link" onClick={() => images.set(images.value.filter((one) => one.fileId !== image.fileId))}>
              {text('catalog.removeImage', { number: index + 1 })}
            </Button>
          </figure>
        ))}
      </Pictures>
      <label>
        {text('catalog.addImages')}{' '}
        <input
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={(event) => newImages.set(Array.from(event.target.files ?? []))}
        />
      </label>
    </fieldset>
  );
}

const Pictures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};

  figure {
    margin: 0;
  }
`;
