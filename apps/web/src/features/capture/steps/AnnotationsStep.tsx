import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { annotationsOf } from '@ridgeline/capture-machine';
import { fingerOfCode } from '@ridgeline/domain';
import { AnnotationEditor, HandDiagram } from '@ridgeline/ui';
import { saveAnnotations } from '../api/capture-api';
import type { CaptureStepProps } from '../capture-step-props';
import { StepFooter } from '../StepFooter';
import { useStepSave } from '../use-step-save';

/**
 * Step 4: fingers that cannot be printed (red: amputated XX, unable to print UP) or print poorly (yellow, with a
 * reason). Next stores them on the transaction; the Fingerprints step then skips the red ones.
 */
export function AnnotationsStep({ portal, transaction, state, send, refresh }: CaptureStepProps) {
  const { context } = state;
  const save = useStepSave();
  const annotations = annotationsOf(context.fingers, context.markReasons);

  const next = () =>
    save.run(async () => {
      if (!transaction) return;
      await saveAnnotations(
        portal,
        transaction.id,
        annotations.map((annotation) => ({
          code: annotation.code,
          color: annotation.color,
          ...(annotation.reason ? { reason: annotation.reason } : {}),
        })),
      );
      send({ type: 'step.next' });
      await refresh();
    });

  return (
    <Stack>
      <Title order={2} size="h3">
        Annotations
      </Title>
      <Text size="sm" c="dimmed">
        Mark the fingers that cannot be printed before the capture starts. Leave the others as they are.
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <HandDiagram fingers={context.fingers} hideGroups />
        <AnnotationEditor
          annotations={annotations}
          onChange={(code, annotation) => {
            const ref = fingerOfCode(code);
            if (!ref) return;
            if (annotation === null) send({ type: 'finger.clear', ...ref });
            else
              send({
                type: 'finger.mark',
                ...ref,
                mark: annotation.color === 'RED' ? 'red' : 'yellow',
                ...(annotation.reason !== undefined ? { reason: annotation.reason } : {}),
              });
          }}
        />
      </SimpleGrid>
      <StepFooter onBack={() => send({ type: 'step.back' })} onNext={() => void next()} busy={save.busy} />
    </Stack>
  );
}
