// Banner behaviour (what each banner offers) and which banner a request is for: React-free, so servers can use it.
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
