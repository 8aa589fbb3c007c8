import Alert from '@mui/material/Alert';
import { TextInput } from '../../../components/TextInput';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { PageSection } from '../../../components/PageSection';
import { QueryState } from '../../../components/QueryState';
import { actorOf, can } from '../../../kernel/permissions';
import { useSession } from '../../session';
import { TAG_KINDS, type TagKind } from '../model';
import { useChangeTagKey, useTags } from '../queries';
import { TAG_LIST_LIMIT } from '../service';
import { canCurate, groupTags, type TagRow } from '../tag-rules';
import { AddTagKeyForm } from './AddTagKeyForm';
import { AdminContentTagsCard } from './AdminContentTagsCard';
import { ProjectTagsCard } from './ProjectTagsCard';
import { RebuildPinTags } from './RebuildPinTags';
import { TagKindTable } from './TagKindTable';

const OUTCOME: Record<string, string> = {
  create: 'Tag created with its first key.',
  update: 'Tag updated.',
  delete: 'That was its last key: the tag was deleted.',
  none: 'Nothing to change.',
};

export default function TagsViewScreen() {
  const { user } = useSession();
  const tags = useTags();
  const change = useChangeTagKey();
  // One search over every kind's table: a key is often looked for without knowing which kind tags it.
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupTags(tags.data ?? [], search), [tags.data, search]);
  const curator = canCurate(user);
  const notice = outcomeOf(change, (type: string) => OUTCOME[type] ?? 'Saved.');

  const remove = (kind: TagKind) => (tag: TagRow, key: string) => {
    change.reset();
    change.mutate({ change: 'remove', kind, tagName: tag.tagName, key });
  };

  return (
    <PageSection wide>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Tags
      </Typography>
      {!curator && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Tags are curated by super admins and project admins; you can look them up here.
        </Alert>
      )}
      <AdminContentTagsCard editable={can(actorOf(user), 'AdminTags', 'update')} />
      {curator && (
        <AddTagKeyForm
          busy={change.isPending}
          onAdd={(values, onAdded) => {
            change.reset();
            change.mutate({ change: 'add', ...values }, { onSuccess: onAdded });
          }}
        />
      )}
      <OutcomeNotice outcome={notice} onClose={() => change.reset()} />
      <TextInput
        size="small"
        type="search"
        label="Search tags and keys"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2, minWidth: 320 }}
      />
      <QueryState query={tags} loadingLabel="Loading tags">
        {(list) => (
          <>
            {list.length >= TAG_LIST_LIMIT && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                Showing the first {TAG_LIST_LIMIT} tags.
              </Alert>
            )}
            {TAG_KINDS.map((kind) => (
              <TagKindTable
                key={kind}
                kind={kind}
                tags={groups[kind]}
                busy={change.isPending}
                // Content tags follow the recordings' ratings; they change only with a rating (see moderation).
                onRemoveKey={curator && kind !== 'content' ? remove(kind) : undefined}
              />
            ))}
          </>
        )}
      </QueryState>
      <ProjectTagsCard />
      {/* The rebuild reads every pin of every project at once. */}
      {can(actorOf(user), 'Pins', 'list') && <RebuildPinTags />}
    </PageSection>
  );
}
