// The flyout configuration of wallet spec §3, as a product team passes it. Auth, tenant, banner and
// analytics come from @aisle/core's StorefrontProvider; what is the wallet's own is here.
import type { AppName } from '@aisle/contracts';
import type { WalletConfig } from '../api/wallet';
import type { WalletCalls } from '../calls';
import type { OrderInfo, WalletMode } from '../cards/cardRules';
import type { BotTelemetry } from '../deviceData/botTelemetry';
import type { DeviceDataProvider } from '../deviceData/deviceInfo';
import type { FraudCaptureLoader } from '../fraudCapture/fraudCapture';
import type { PrivacyConsent } from '../fraudCapture/privacyTool';
import type { SecureFramePage } from '../secureFields/protocol';
import { hostedFraudData, type HostedFraudData } from './hostedFraudData';

export type WalletEnvironment = 'PROD' | 'STAGE' | 'TEST' | 'LOCAL';

export interface WalletSettings {
  /** The host app (§1); the provider's applicationId when left out. */
  appName?: AppName;
  /** 'wallet' ("my wallet", management only) or 'checkout' (choose what pays). */
  mode?: WalletMode;
  environment?: WalletEnvironment;
  walletConfig?: WalletConfig;
  locationData?: { storeId?: string; facilityId?: string };
  /**
   * Checkout's payment intent (§3 `paymentIntentId`), sent on every call of the wallet screens in
   * checkout mode (§7 "payment intent id when present"). None is sent while it is undefined.
   */
  paymentIntentId?: string;
  checkoutConfig?: {
    orderInfo?: OrderInfo;
    /** The EBT amount checkout will charge, when it knows better than the order info. */
    getEbtCardPaymentTotal?: () => number;
    /**
     * A new payment intent from checkout, asked when a call is refused for a lost one (§7: 404
     * 'Could not find the requested payment intent.', up to 5 times); the call is then sent again
     * with it. Checkout keeps it as `paymentIntentId` too, for the calls after. Without it the
     * refused call fails.
     */
    getNewPaymentIntent?: () => Promise<string>;
  };
  /** The origin of the hosted secure card fields (the card-entry frames and the PIN widget). */
  secureFieldsOrigin: string;
  /** Where a frame page lives, when not at `{origin}/frames/{page}`: stories use `demoSecureFrameUrl`. */
  secureFieldsFrameUrl?: (page: SecureFramePage, parentOrigin: string) => string;
  /** A key of the provider's `services` for the payment service; 'default' unless set. */
  service?: string;
  /**
   * Loads the provider's fraud-capture script when the flyout or the wallet page mounts (§4 "Fraud
   * check"), with the visit's transaction id and §9's `captureIntervalMs` (500). Retried 3 times,
   * never called in the pharmacy apps. Without it no transaction id is sent.
   */
  loadFraudCapture?: FraudCaptureLoader;
  /**
   * The shopper's privacy tool, asked before the fraud script loads (§9): true loads it, false keeps
   * it out, undefined (not loaded yet) is asked again every 1000 ms for up to 5000 ms, after which
   * the script loads. Without it the script loads at once.
   */
  privacyConsent?: PrivacyConsent;
  /**
   * The device data sent as `deviceInfo` with every card add (§3, §7), given the app and the add's
   * transaction id. Nothing is sent when it answers nothing, fails, or takes over 1000 ms.
   */
  deviceData?: DeviceDataProvider;
  /**
   * The bot-detection telemetry header's value (§7 `X-Bot-Telemetry`), read before every wallet
   * call. No header when it answers nothing or a value `fetch` would refuse.
   */
  botTelemetry?: BotTelemetry;
  /**
   * Ends the host's session. §6: "Some add-card errors redirect to logout, then sign-in": after an
   * add-card call fails on a session the client could not renew (401), the wallet calls this, then
   * sends the shopper to the provider's sign-in route. Without it, only the provider's own
   * `auth.onSessionExpired` sends them to sign in, as for every other call.
   */
  signOut?: () => void | Promise<void>;
  /**
   * Calls these screens make in place of the provider's `calls={{ wallet: … }}`, the fraud and
   * device data added to them as to the others. Checkout's Paying With gives its own card add and
   * update here (wallet spec §7 "The checkout flow also uses"); the wallet page keeps the wallet's.
   */
  calls?: Partial<WalletCalls>;
}

/** The settings with every default applied. */
export interface ResolvedWalletSettings
  extends
    Required<
      Omit<
        WalletSettings,
        | 'checkoutConfig'
        | 'paymentIntentId'
        | 'service'
        | 'secureFieldsFrameUrl'
        | 'loadFraudCapture'
        | 'privacyConsent'
        | 'deviceData'
        | 'botTelemetry'
        | 'signOut'
        | 'calls'
      >
    >,
    HostedFraudData {
  signOut: WalletSettings['signOut'];
  secureFieldsFrameUrl: WalletSettings['secureFieldsFrameUrl'];
  walletConfig: Required<WalletConfig>;
  checkoutConfig: NonNullable<WalletSettings['checkoutConfig']>;
  paymentIntentId: string | undefined;
  service: string | undefined;
  /** The settings' calls, each running the latest one given; undefined when they give none. */
  calls: Partial<WalletCalls> | undefined;
}

/**
 * `hosted` is the host's fraud and device functions as the wallet runs them, and `calls` the
 * settings' calls; the provider passes ones made once per visit, so a new settings object does not
 * load the fraud script again nor give the screens new calls.
 */
export function resolveWalletSettings(
  settings: WalletSettings,
  applicationId: AppName,
  hosted: HostedFraudData = hostedFraudData(settings, () => settings),
  calls: Partial<WalletCalls> | undefined = settings.calls,
): ResolvedWalletSettings {
  return {
    appName: settings.appName ?? applicationId,
    mode: settings.mode ?? 'wallet',
    environment: settings.environment ?? 'PROD',
    walletConfig: {
      // "If saving is disabled, the card is always saved" (§5): the option is offered by default.
      saveCardOptionEnabled: settings.walletConfig?.saveCardOptionEnabled ?? true,
      showSnapCards: settings.walletConfig?.showSnapCards ?? true,
      showGiftCards: settings.walletConfig?.showGiftCards ?? true,
      getGiftCardBalances: settings.walletConfig?.getGiftCardBalances ?? false,
    },
    locationData: settings.locationData ?? {},
    checkoutConfig: settings.checkoutConfig ?? {},
    paymentIntentId: settings.paymentIntentId,
    secureFieldsOrigin: settings.secureFieldsOrigin,
    secureFieldsFrameUrl: settings.secureFieldsFrameUrl,
    ...hosted,
    signOut: settings.signOut,
    service: settings.service,
    calls,
  };
}
