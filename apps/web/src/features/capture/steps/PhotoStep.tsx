import { useEffect, useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { checkImageUpload } from '@ridgeline/domain';
import { notifyFailure, notifySuccess } from '../../forms/toasts';
import { updateTransaction } from '../api/capture-api';
import type { CaptureStepProps } from '../capture-step-props';
import { StepFooter } from '../StepFooter';
import { useStepSave } from '../use-step-save';

/** Long side of the stored photograph: plenty for Type-10, well under the contract's 1.4 MB data URL. */
const PHOTO_MAX_SIDE = 800;
const NO_CAMERA = 'No camera is available here: upload a photograph instead.';

/** A JPEG data URL of the source, scaled down to at most PHOTO_MAX_SIDE on its long side. */
function toJpeg(source: CanvasImageSource, width: number, height: number): string {
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser cannot draw the photograph');
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.9);
}

async function fileToJpeg(file: File): Promise<string> {
  const check = checkImageUpload('Photograph', new Uint8Array(await file.arrayBuffer()), 'image');
  if (!check.ok) throw new Error(check.message);
  const bitmap = await createImageBitmap(file);
  try {
    return toJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** Step 3: the applicant's photograph from the camera (getUserMedia) or, without one, from a file. */
export function PhotoStep({ portal, transaction, state, send, refresh }: CaptureStepProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  // A stream is not yet a picture: until the video has its first frame (videoWidth 0) a shot would be empty, so
  // "Take photo" waits for it rather than ignoring a click (a slow machine got there first and nothing happened).
  const [videoReady, setVideoReady] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<string | null>(state.context.photo);
  const save = useStepSave();
  const stored = transaction?.image ?? null;

  useEffect(() => {
    let live: MediaStream | null = null;
    let cancelled = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      setCameraError(NO_CAMERA);
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { width: { ideal: 640 }, height: { ideal: 480 } }, audio: false })
      .then((media) => {
        if (cancelled) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        live = media;
        setStream(media);
      })
      .catch(() => setCameraError(NO_CAMERA));
    return () => {
      cancelled = true;
      live?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
  }, [stream]);

  const takePhoto = () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    setPhoto(toJpeg(video, video.videoWidth, video.videoHeight));
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    try {
      setPhoto(await fileToJpeg(file));
    } catch (error) {
      notifyFailure(error);
    }
  };

  const next = () =>
    save.run(async () => {
      if (!transaction) return;
      if (!photo) {
        send({ type: 'step.next' });
        return;
      }
      const answer = await updateTransaction(portal, transaction.id, { image: photo });
      // §8: the photo upload answers with a toast of the server's message.
      notifySuccess(answer.message ?? 'Photograph saved');
      send({ type: 'photo.set', image: photo });
      send({ type: 'step.next' });
      await refresh();
    });

  return (
    <Stack>
      <Title order={2} size="h3">
        Photo
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          {cameraError ? (
            <Alert color="yellow">{cameraError}</Alert>
          ) : (
            <video
              ref={videoRef}
              onLoadedData={() => setVideoReady(true)}
              muted
              playsInline
              aria-label="Camera"
              style={{ width: '100%', maxWidth: 480, background: '#222', borderRadius: 4 }}
            />
          )}
          <Group>
            <Button onClick={takePhoto} disabled={!stream || !videoReady}>
              Take photo
            </Button>
            <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg">
              {(props) => (
                <Button variant="default" {...props}>
                  Upload a photo
                </Button>
              )}
            </FileButton>
          </Group>
        </Stack>
        <Stack gap="xs">
          <Text fw={600}>Photograph</Text>
          {photo || stored ? (
            <Image src={photo ?? stored} alt="Applicant photograph" maw={320} radius="sm" />
          ) : (
            <Text size="sm" c="dimmed">
              No photograph yet: take one or upload one.
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      <StepFooter
        onBack={() => send({ type: 'step.back' })}
        onNext={() => void next()}
        busy={save.busy}
        nextDisabled={!photo && !stored}
      />
    </Stack>
  );
}
