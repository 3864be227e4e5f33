/* Generated from schema/tenant.schema.json by `npm run gen:types`. Do not edit. */

/**
 * UI language code. ms, en and zh are bundled; the rest are the codes spec §1 lists.
 */
export type LanguageCode =
  | 'ms'
  | 'en'
  | 'zh'
  | 'zh-TW'
  | 'id'
  | 'th'
  | 'vi'
  | 'ko'
  | 'ja'
  | 'hi'
  | 'bn'
  | 'ta'
  | 'te'
  | 'my'
  | 'km'
  | 'lo'
  | 'tl'
  | 'pt'
  | 'pt-BR'
  | 'es'
  | 'fr'
  | 'de'
  | 'it'
  | 'ru'
  | 'tr'
  | 'ar'
  | 'fa'
  | 'ur'
  | 'ne'
  | 'si'
  | 'mn'
  | 'kk'
  | 'uz'
  | 'pl'
  | 'nl'
  | 'sv'
  | 'el'
  | 'he'
  | 'uk'
  | 'ro';
export type HexColor = string;
/**
 * Path relative to the tenant folder, or an absolute https URL.
 */
export type AssetPath = string;

/**
 * One brand of the white-label platform (spec §1, §3 configuration). Server switches override these values at run time.
 */
export interface TenantManifest {
  $schema?: string;
  /**
   * Tenant id: folder name, sub-domain in development (<id>.localhost) and artifact name.
   */
  id: string;
  brandName: string;
  /**
   * Merchant code sent with every platform call (spec §3 configuration).
   */
  merchantCode: string;
  /**
   * Host names the brand answers on (without port).
   *
   * @minItems 1
   */
  domains: [string, ...string[]];
  languages: {
    default: LanguageCode;
    /**
     * @minItems 1
     */
    supported: [LanguageCode, ...LanguageCode[]];
  };
  currency: {
    code: string;
    symbol: string;
    minorDigits: number;
  };
  theme: {
    default: 'light' | 'dark';
    /**
     * Brand colour primitives; they override the primitives in themes/primitives.json.
     */
    colors: {
      brand: HexColor;
      brandStrong?: HexColor;
      accent: HexColor;
      neutralLight?: HexColor;
      neutralDark?: HexColor;
      chatHeader?: HexColor;
    };
    logo: AssetPath;
    favicon: AssetPath;
  };
  /**
   * White-label switches (spec §3) and feature modules. Defaults; operator overrides live in the server database.
   */
  features: {
    /**
     * Registration by username.
     */
    USERNAMEREG3: boolean;
    /**
     * Registration by mobile number.
     */
    MOBILENUMREG3: boolean;
    /**
     * Mobile registration asks for a password.
     */
    MOBILENUMPASSREG3: boolean;
    /**
     * Mobile registration requires an SMS verification code.
     */
    REGMOBVERF3: boolean;
    /**
     * Sign-up button in the header.
     */
    DIRECTREG3: boolean;
    /**
     * Forgot-password popup starts in mobile mode.
     */
    CHNGPASSVERIF3: boolean;
    /**
     * Route guard: visitors without a token are sent to /login (spec §2).
     */
    loggedInToHome: boolean;
    freePlay: boolean;
    forcedPasswordChange: boolean;
    verificationCodeLogin: boolean;
  };
  /**
   * @maxItems 10
   */
  licences:
    | []
    | [
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        }
      ]
    | [
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        }
      ]
    | [
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        }
      ]
    | [
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        }
      ]
    | [
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        }
      ]
    | [
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        }
      ]
    | [
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        }
      ]
    | [
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        }
      ]
    | [
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        }
      ]
    | [
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        },
        {
          kind: 'MGA' | 'BVI_FSC' | 'PAGCOR';
          name: string;
          number: string;
          text: string;
          image?: AssetPath;
        }
      ];
  responsibleGaming: {
    ageGate: 18 | 21;
    /**
     * Issue 20: the reality check's default interval in minutes (the player may choose another); 60 when absent.
     */
    realityCheckMinutes?: number;
    /**
     * Issue 20: a single withdrawal above this amount (minor units) needs verified identity; 100000 when absent.
     */
    kycWithdrawalThreshold?: number;
    /**
     * Issue 20: withdrawals over the last kycCumulativeDays summing above this amount (minor units) need verified identity; 500000 when absent.
     */
    kycCumulativeThreshold?: number;
    kycCumulativeDays?: number;
    links: {
      label: string;
      url: string;
      image?: AssetPath;
    }[];
  };
  /**
   * Side-menu links (spec §2); each shown only when configured.
   */
  social: {
    liveChat?: string;
    facebook?: string;
    /**
     * @maxItems 3
     */
    telegram?: [] | [string] | [string, string] | [string, string, string];
    whatsapp?: string;
  };
  appDownload: {
    ios?: string;
    android?: string;
    qr?: AssetPath;
  };
  /**
   * Title and description per supported language.
   */
  seo: {
    [k: string]: {
      title: string;
      description: string;
    };
  };
  analyticsId?: string;
  cdn: {
    images: string[];
    launch: string[];
  };
  lottery: {
    type: 'SEA' | 'VN';
    /**
     * @minItems 1
     */
    prizeModes: ['Lott' | 'ZY' | 'Elott' | 'SEA', ...('Lott' | 'ZY' | 'Elott' | 'SEA')[]];
  };
  /**
   * ISO 3166-1 alpha-2 codes whose visitors see the region-restriction screen (status 2).
   */
  blockedCountries: string[];
  /**
   * Issue 20 region by licence: ISO 3166-1 alpha-2 codes the brand's licences let it serve; visitors from any other known country see the region-restriction screen (status 2). Absent: only blockedCountries apply.
   *
   * @minItems 1
   */
  servedCountries?: [string, ...string[]];
  /**
   * Countries offered in mobile-number fields (spec §3 Country).
   */
  countries?: {
    countryCode: string;
    countryDialingCode: string;
  }[];
  /**
   * spec §3 profile fields the member centre's "my account" shows and lets members fill in (shown in the spec's order). Absent: every one.
   */
  profileFields?: (
    | 'nickname'
    | 'realName'
    | 'birthday'
    | 'email'
    | 'mobile'
    | 'telegram'
    | 'zalo'
    | 'address'
    | 'nationality'
    | 'occupation'
    | 'sourceOfIncome'
    | 'placeOfBirth'
  )[];
}
