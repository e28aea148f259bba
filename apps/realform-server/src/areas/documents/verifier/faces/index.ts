export { createFaceEngine, FaceEngineBusyError, type AnalysedFace, type FaceAnalysis, type FaceEngine, type FaceEngineOptions } from './faceEngine';
export {
  ANTISPOOF_THRESHOLD,
  FACE_MATCH_THRESHOLD,
  LIVENESS_THRESHOLD,
  STRAIGHT_MAX_DEGREES,
  TURN_MIN_DEGREES,
  faceDistance,
  faceSimilarity,
  turnFromYaw,
  type FaceTurn,
} from './faceMatch';
