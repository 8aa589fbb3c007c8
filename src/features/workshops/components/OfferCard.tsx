import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { FormCheckbox } from '../../../components/FormSwitch';
import { FormTextField } from '../../../components/FormTextField';
import { FACILITATOR_RESPONSES } from '../model';
import { answerWords, zOfferAnswer, type OfferAnswer, type WorkshopOffer } from '../offer-model';
import { ErrorAlert } from '../../../components/ErrorAlert';

type Offer = WorkshopOffer & { id: string };
const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * A workshop offered to me: what, when and where, and my answer (available, unavailable or tentative; whether I
 * can attend, whether I need someone to cover, notes). An answered offer shows the answer and can be changed.
 */
export function OfferCard({
  offer,
  busy,
  failure,
  onAnswer,
}: {
  offer: Offer;
  busy: boolean;
  failure: unknown;
  onAnswer: (answer: OfferAnswer) => void;
}) {
  const form = useForm({
    resolver: zodResolver(zOfferAnswer),
    defaultValues: {
      response: offer.response ?? (undefined as unknown as OfferAnswer['response']),
      canAttend: offer.canAttend ?? true,
      needsCoverage: offer.needsCoverage ?? false,
      notes: offer.notes,
    },
  });
  const send = form.handleSubmit(onAnswer);
  const titleId = `offer-${offer.id}-title`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid={`offer-${offer.workshopId}`}
    >
      <CardContent>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 500 }}>
          {offer.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {offer.date} · {offer.startTime}–{offer.endTime} · {offer.address || 'Address to be confirmed'} ·
          Offered to you
        </Typography>
        {offer.response && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            Your answer: {offer.response} ({answerWords(offer)})
          </Typography>
        )}
        <form onSubmit={(e) => void send(e)} noValidate>
          <Stack spacing={1}>
            <Controller
              control={form.control}
              name="response"
              render={({ field, fieldState }) => (
                <FormControl error={!!fieldState.error}>
                  <FormLabel id={`${titleId}-response`}>Are you available?</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={`${titleId}-response`}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value)}
                  >
                    {FACILITATOR_RESPONSES.map((r, i) => (
                      <FormControlLabel
                        key={r}
                        value={r}
                        label={capital(r)}
                        control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
                      />
                    ))}
                  </RadioGroup>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
              <FormCheckbox control={form.control} name="canAttend" label="I can attend" />
              <FormCheckbox control={form.control} name="needsCoverage" label="I need someone to cover" />
            </Stack>
            <FormTextField control={form.control} name="notes" label="Notes" multiline minRows={1} />
            <ErrorAlert error={failure} />
            <div>
              <Button type="submit" variant="contained" disabled={busy}>
                {offer.response ? 'Change answer' : 'Send answer'}
              </Button>
            </div>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
