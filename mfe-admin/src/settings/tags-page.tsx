/**
 * /service-provider/settings/tags (TAGS_SETTINGS_EDITOR): the facility's tags,
 * each offered for orders, parts and jobs as chosen; the order and part lists filter by them.
 */
import { referenceApi } from 'shared/api';
import { adminApi } from '../api';
import { ChipSettings } from './chip-settings';

export default function TagsPage() {
  const tags = referenceApi.useTagsQuery();
  const [create] = adminApi.useCreateTagMutation();
  const [update] = adminApi.useUpdateTagMutation();
  const [remove] = adminApi.useDeleteTagMutation();
  return (
    <ChipSettings
      kind="tags"
      rows={tags}
      canEdit
      save={(values, id) => (id === undefined ? create(values) : update({ id, ...values })).unwrap()}
      remove={(id) => remove(id).unwrap()}
    />
  );
}
