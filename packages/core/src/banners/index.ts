export {
  bannerBehaviours,
  enabledModalities,
  getBannerBehaviour,
  modalities,
  type BannerBehaviour,
  type BannerFeatures,
  type CommunityRewardsLabel,
  type EducationProgramLink,
  type Modality,
  type ModalityCapabilities,
} from './registry';
export { isLocalHost, resolveBanner, type BannerLocation } from './resolveBanner';
