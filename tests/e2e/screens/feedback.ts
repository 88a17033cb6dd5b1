// Feedback (/help/feedback): the form (category, description, screenshots) and the player's earlier feedback.
import { byTestId } from './select.js'

export const feedback = {
  categories: byTestId('feedback-categories'),
  description: byTestId('feedback-description'),
  preview: byTestId('feedback-preview'),
  submitButton: byTestId('feedback-submit'),
  row: byTestId('feedback-row'),
  question: byTestId('feedback-question')
}
