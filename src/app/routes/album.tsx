import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMatch, useParams } from 'react-router';
import { AlbumPage, albumFirstRenderNeeds } from '@/features/activity';
import { registerMutationDefaults } from '../mutation-defaults';

/**
 * Route module for /albums/:id/*. Reads /albums/:id/photos/:assetId itself (useMatch) so the album
 * page stays mounted under the photo viewer. The outbox's mutation defaults are registered before
 * the page renders: a mutation the outbox resumes after a reload finds them.
 */
export function Component() {
  const queryClient = useQueryClient();
  useState(() => registerMutationDefaults(queryClient));
  const { id = '' } = useParams();
  const photo = useMatch('/albums/:id/photos/:assetId');
  return <AlbumPage key={id} albumId={id} assetId={photo?.params.assetId} />;
}

/** A link to a photo, or with the activity panel open, opens on that part: its code loads with the page's. */
export const firstRenderNeeds = albumFirstRenderNeeds;
