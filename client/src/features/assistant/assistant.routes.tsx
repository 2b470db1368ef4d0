import type { Feature } from '../../app/feature';
import { AssistantLauncher } from './AssistantLauncher';

/** The AI assistant (spec 3): no route of its own, a floating button in the signed-in layout that opens the chat window. */
export const assistantFeature: Feature = {
  shellWidgets: [AssistantLauncher],
};
