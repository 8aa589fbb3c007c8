import ArrowBackIcon from '../../../components/icons/ArrowBack';
import DeleteIcon from '../../../components/icons/DeleteOutlined';
import DownloadIcon from '../../../components/icons/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DateRangeFields } from '../../../components/DateRangeFields';
import { LoadingRows } from '../../../components/LoadingRows';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import type { WithId } from '../../../lib/converter';
import type { FeedbackForm, FeedbackResponse } from '../model';
import { answerText } from '@storytelling/shared/feedback-answers';
import { responsesCsv, summarise, withinDays, type QuestionSummary } from '../results';
import { useDeleteResponse, useForm, useResponses } from '../queries';

const QuestionChart = lazy(() => import('./QuestionChart'));

/** A form's results: per question what the answers add up to, then the responses, filtered by date. */
export function FormResults({ formId, onBack }: { formId: string; onBack: () => void }) {
  const form = useForm(formId);
  const responses = useResponses(formId);
  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
        All forms
      </Button>
      <QueryState
        query={form}
        loadingLabel="Loading the form"
        errorText="The form could not be loaded"
        isEmpty={(f) => f === null}
        empty="This form does not exist (any more)."
      >
        {(f) => (
          <>
            <Typography variant="h2" sx={{ fontSize: 22, fontWeight: 600, mb: 2 }}>
              Results: {f!.title}
            </Typography>
            <QueryState
              query={responses}
              loadingLabel="Loading the responses"
              errorText="The responses could not be loaded"
              empty="No responses yet: share the form's link or QR code."
            >
              {(rows) => <Results form={f!} responses={rows} />}
            </QueryState>
          </>
        )}
      </QueryState>
    </>
  );
}

function Results({ form, responses }: { form: WithId<FeedbackForm>; responses: WithId<FeedbackResponse>[] }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const shown = useMemo(() => withinDays(responses, from, to), [responses, from, to]);
  const summaries = useMemo(() => summarise(form.fields, shown), [form.fields, shown]);

  function exportCsv() {
    const blob = new Blob([responsesCsv(form.fields, shown)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${form.title.replace(/[^\w-]+/g, '-').toLowerCase() || 'responses'}.csv`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <DateRangeFields
          label="Responses received"
          value={{ from, to }}
          onChange={(next) => {
            setFrom(next.from);
            setTo(next.to);
          }}
          // Either day may stay empty (open-ended); only a range that runs backwards shows nothing by mistake.
          problem={from && to && from > to ? 'The start date must be before the end date' : null}
        />
        <Typography data-testid="results-count" sx={{ flex: 1 }}>
          {shown.length} of {responses.length} {responses.length === 1 ? 'response' : 'responses'}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={exportCsv}
          disabled={shown.length === 0}
        >
          Export CSV
        </Button>
      </Stack>
      <Grid container spacing={2}>
        {summaries.map((s) => (
          <Grid key={s.field.key} size={{ xs: 12, md: s.kind === 'text' ? 12 : 6 }}>
            <QuestionCard summary={s} />
          </Grid>
        ))}
      </Grid>
      <ResponsesTable form={form} responses={shown} />
    </Stack>
  );
}

function QuestionCard({ summary: s }: { summary: QuestionSummary }) {
  const line = (text: string) => (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {text}
    </Typography>
  );
  const chart = (horizontal = false) =>
    'distribution' in s && (
      <Suspense fallback={<LoadingRows rows={2} label="Loading the chart" />}>
        <QuestionChart label={s.field.label} distribution={s.distribution} horizontal={horizontal} />
      </Suspense>
    );
  return (
    <Card variant="outlined" component="section" aria-label={s.field.label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600, mb: 0.5 }}>
          {s.field.label}
        </Typography>
        {s.kind === 'rating' && (
          <>
            {line(`Average ${s.average ?? '–'} out of 5 · ${s.answered} answered`)}
            {chart()}
          </>
        )}
        {s.kind === 'recommendation' && (
          <>
            <Typography sx={{ fontSize: 28, fontWeight: 600 }} data-testid="recommendation-score">
              {s.score === null ? '–' : s.score > 0 ? `+${s.score}` : s.score}
            </Typography>
            {line(
              `Recommendation score (promoters minus detractors, in %) · ${s.promoters} promoters, ${s.passives} passives, ${s.detractors} detractors · average ${s.average ?? '–'} · ${s.answered} answered`,
            )}
            {chart()}
          </>
        )}
        {s.kind === 'choices' && (
          <>
            {line(`${s.answered} answered`)}
            {chart(true)}
          </>
        )}
        {s.kind === 'number' &&
          line(
            `Average ${s.average ?? '–'} · lowest ${s.min ?? '–'} · highest ${s.max ?? '–'} · ${s.answered} answered`,
          )}
        {s.kind === 'text' && (
          <>
            {line(`${s.answered} answered`)}
            <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflow: 'auto' }}>
              {s.answers.map((a, i) => (
                <Typography component="li" key={i} variant="body2" sx={{ whiteSpace: 'pre-line', mb: 0.5 }}>
                  {a}
                </Typography>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ResponsesTable({
  form,
  responses,
}: {
  form: WithId<FeedbackForm>;
  responses: WithId<FeedbackResponse>[];
}) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [deleting, setDeleting] = useState<WithId<FeedbackResponse> | null>(null);
  const remove = useDeleteResponse(form.id);
  const rows = responses.slice(page * perPage, page * perPage + perPage);
  return (
    <Card variant="outlined" component="section" aria-label="Responses">
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>
          Responses
        </Typography>
        <OutcomeNotice
          outcome={outcomeOf(remove, () => 'Response deleted.')}
          onClose={() => remove.reset()}
        />
        <TableContainer>
          <Table size="small" aria-label="Responses">
            <TableHead>
              <TableRow>
                <TableCell>Submitted</TableCell>
                {form.fields.map((f) => (
                  <TableCell key={f.key} sx={{ minWidth: 120 }}>
                    {f.label}
                  </TableCell>
                ))}
                <TableCell>
                  <Box component="span" sx={{ position: 'absolute', left: -10000 }}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-testid="response-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.submittedAt.toLocaleString('en-GB')}</TableCell>
                  {form.fields.map((f) => (
                    <TableCell key={f.key}>{answerText(f.type, r.answers[f.key])}</TableCell>
                  ))}
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={`Delete the response of ${r.submittedAt.toLocaleString('en-GB')}`}
                      onClick={() => setDeleting(r)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={responses.length}
          page={Math.min(page, Math.max(0, Math.ceil(responses.length / perPage) - 1))}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
        />
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this response?"
        message="Do this when the person who sent it asks. The response and its answers are gone for good."
        confirmLabel="Delete response"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Card>
  );
}
