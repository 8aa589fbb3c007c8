import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { RetryAlert } from '../../../components/RetryAlert';
import { formatDate } from '../../../kernel/dates';
import { messageOf } from '../../../lib/errors';
import { unreadCount, type AnnouncementWithId, type ReadMarks } from '../model';
import { useBoard, useMarkRead } from '../queries';
import { sanitizeRichText } from '../../../lib/rich-text';

/**
 * The current messages for the signed-in person (pinned first), each marked New until they mark it read; read
 * marks are theirs alone (`announcementReads/{uid}`). Used by the facilitator's Bulletin Board tab and the
 * participant dashboard. `headingLevel` keeps the page's outline: message titles sit one level below the section.
 */
export function BulletinBoard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { uid, board, reads } = useBoard();
  const mark = useMarkRead(uid);
  const read: ReadMarks = reads.data ?? {};
  return (
    <QueryState
      query={board}
      loadingLabel="Loading messages"
      errorText="The messages could not be loaded"
      empty={<EmptyState title="No messages" hint="News for you appears here." />}
    >
      {(messages) => (
        <Stack spacing={2}>
          {mark.isError && (
            <RetryAlert onRetry={() => mark.variables && mark.mutate(mark.variables)}>
              {`It could not be marked as read: ${messageOf(mark.error)}`}
            </RetryAlert>
          )}
          {messages.map((m) => (
            <MessageCard
              key={m.id}
              message={m}
              unread={!reads.isPending && !read[m.id]}
              busy={mark.isPending && mark.variables.id === m.id}
              headingLevel={headingLevel}
              onRead={() => mark.mutate({ id: m.id, current: read })}
            />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

function MessageCard({
  message: m,
  unread,
  busy,
  headingLevel,
  onRead,
}: {
  message: AnnouncementWithId;
  unread: boolean;
  busy: boolean;
  headingLevel: 'h2' | 'h3';
  onRead: () => void;
}) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={m.title}
      sx={unread ? { borderLeft: 4, borderLeftColor: 'primary.main' } : undefined}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography component={headingLevel} variant="h6" sx={{ fontSize: '1.1rem' }}>
            {m.title}
          </Typography>
          {unread && <Chip size="small" color="primary" label="New" />}
          {m.pinned && <Chip size="small" variant="outlined" label="Pinned" />}
        </Stack>
        <Box
          sx={{ '& p': { my: 0.75 }, '& a': { color: 'primary.main' }, overflowWrap: 'anywhere' }}
          // Sanitised again here: the body was cleaned when saved, but another client may have written it.
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(m.body, { linksInNewTab: true }) }}
        />
        <Typography variant="caption" color="text.secondary">
          Until {formatDate(m.endsAt)}
        </Typography>
      </CardContent>
      {unread && (
        <CardActions>
          {/* The title is in the button's text, hidden, not in an aria-label: a spoken name must contain the
              visible words (WCAG 2.5.3, axe label-content-name-mismatch). */}
          {/* One span: as separate flex items of the button, "Mark " would lose its space ("Markas read"). */}
          <Button size="small" onClick={onRead} disabled={busy}>
            <span>
              Mark{' '}
              <Box component="span" sx={visuallyHidden}>
                {m.title}{' '}
              </Box>
              as read
            </span>
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** The Bulletin Board tab's label, with how many messages the person has not read yet. */
export function BulletinTabLabel({ label }: { label: string }) {
  const { board, reads } = useBoard();
  const unread = board.data && reads.data ? unreadCount(board.data, reads.data) : 0;
  return <>{unread ? `${label} (${unread} new)` : label}</>;
}

/** The participant dashboard's section: its heading and the board. */
export function AnnouncementsPanel() {
  return (
    <Box component="section" aria-labelledby="announcements-heading" sx={{ mb: 3 }}>
      <Typography id="announcements-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Announcements
      </Typography>
      <BulletinBoard headingLevel="h3" />
    </Box>
  );
}
