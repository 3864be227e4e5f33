// The operator console (issue 19 item 2): react-admin over the operator API, one app for every brand (the brand
// picker in the app bar). The menu lists only the screens the operator's roles allow (authProvider.canAccess).
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import AssessmentIcon from '@mui/icons-material/Assessment';
import PaymentsIcon from '@mui/icons-material/Payments';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import AnnouncementIcon from '@mui/icons-material/Announcement';
import FeedbackIcon from '@mui/icons-material/Feedback';
import MailIcon from '@mui/icons-material/Mail';
import TuneIcon from '@mui/icons-material/Tune';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import CampaignIcon from '@mui/icons-material/Campaign';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import { Admin, Resource, combineDataProviders, defaultTheme, type RaThemeOptions } from 'react-admin';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { i18nProvider } from './i18n/i18n-provider';
import { ConsoleLayout } from './layout';
import { AdjustmentList } from './resources/adjustments';
import { AuditList } from './resources/audit';
import { BannerList } from './resources/content-banners';
import { BrandSettingsPage } from './resources/brand-settings';
import { FeedbackList, FeedbackShow } from './resources/feedback';
import { MessageList } from './resources/messages';
import { HelpList, NoticeList } from './resources/content-notices';
import { PromotionApplicationList } from './resources/promotion-applications';
import { PromotionList } from './resources/promotions';
import { DepositList } from './resources/deposits';
import { KeyCreate, KeyList } from './resources/keys';
import { OperatorCreate, OperatorList } from './resources/operators';
import { PlayerList, PlayerShow } from './resources/players';
import { DashboardPage } from './resources/dashboard';
import { ReportList } from './resources/reports';
import { WithdrawalList } from './resources/withdrawals';
import { SignInPage } from './sign-in-page';
import { GAME_RESOURCES, gamesDataProvider } from './screens/games-data';
import { GameList, GameVendorList } from './screens/games-screen';
// The loyalty screens (issue 18 item 8: points mall and redemptions, missions, VIP and rebate, referral).
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import RedeemIcon from '@mui/icons-material/Redeem';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { MissionList } from './resources/missions';
import { PointRedemptionList } from './resources/point-redemptions';
import { PointRewardList } from './resources/points';
import { ReferralPage } from './resources/referral';
import { VipPage } from './resources/vip';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import HandshakeIcon from '@mui/icons-material/Handshake';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ReportIcon from '@mui/icons-material/Report';
import BlockIcon from '@mui/icons-material/Block';
import BadgeIcon from '@mui/icons-material/Badge';
import CasinoIcon from '@mui/icons-material/Casino';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import { AgentAnnouncementList, AgentContractList, AgentSettlementList, AgentTreeList } from './resources/agents';
import { ComplianceAlertList, KycDocumentList, SelfExclusionList } from './resources/compliance';
import { LotteryDrawList } from './resources/lottery';

// Darker colours than Material's defaults: focused labels on the filled inputs' grey and the status chips' text on
// white keep 4.5:1 contrast (axe, WCAG 2.1 AA).
const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0d47a1' },
    secondary: { main: '#37474f' },
    warning: { main: '#a84300' },
    success: { main: '#1b5e20' },
    error: { main: '#b71c1c' },
  },
};

const consoleData = combineDataProviders((resource) => (GAME_RESOURCES.includes(resource) ? gamesDataProvider : dataProvider));

export function App() {
  return (
    <Admin
      title="console.title"
      authProvider={authProvider}
      dataProvider={consoleData}
      i18nProvider={i18nProvider}
      loginPage={SignInPage}
      layout={ConsoleLayout}
      dashboard={DashboardPage}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource name="players" list={PlayerList} show={PlayerShow} icon={PersonSearchIcon} recordRepresentation="username" />
      <Resource name="withdrawals" list={WithdrawalList} icon={PaymentsIcon} />
      <Resource name="reports" list={ReportList} icon={AssessmentIcon} />
      <Resource name="deposits" list={DepositList} icon={AccountBalanceIcon} />
      <Resource name="adjustments" list={AdjustmentList} icon={PriceCheckIcon} />
      <Resource name="games" list={GameList} icon={SportsEsportsIcon} />
      <Resource name="game_vendors" list={GameVendorList} icon={StorefrontIcon} />
      <Resource name="banners" list={BannerList} icon={ViewCarouselIcon} />
      <Resource name="notices" list={NoticeList} icon={AnnouncementIcon} />
      <Resource name="help" list={HelpList} icon={HelpCenterIcon} />
      <Resource name="messages" list={MessageList} icon={MailIcon} />
      <Resource name="feedback" list={FeedbackList} show={FeedbackShow} icon={FeedbackIcon} />
      <Resource name="brand_settings" list={BrandSettingsPage} icon={TuneIcon} />
      <Resource name="promotions" list={PromotionList} icon={CampaignIcon} recordRepresentation="code" />
      <Resource name="promotion_applications" list={PromotionApplicationList} icon={FactCheckIcon} />
      <Resource name="audit" list={AuditList} icon={HistoryIcon} />
      <Resource name="operators" list={OperatorList} create={OperatorCreate} icon={PeopleIcon} recordRepresentation="name" />
      <Resource name="keys" list={KeyList} create={KeyCreate} icon={KeyIcon} recordRepresentation="name" />
      <Resource name="point_redemptions" list={PointRedemptionList} icon={RedeemIcon} />
      <Resource name="point_rewards" list={PointRewardList} icon={LoyaltyIcon} recordRepresentation="code" />
      <Resource name="missions" list={MissionList} icon={EmojiEventsIcon} recordRepresentation="code" />
      <Resource name="vip" list={VipPage} icon={WorkspacePremiumIcon} />
      <Resource name="referral" list={ReferralPage} icon={GroupAddIcon} />
      <Resource name="agent_tree" list={AgentTreeList} icon={AccountTreeIcon} />
      <Resource name="agent_contracts" list={AgentContractList} icon={HandshakeIcon} />
      <Resource name="agent_settlements" list={AgentSettlementList} icon={RequestQuoteIcon} />
      <Resource name="agent_announcements" list={AgentAnnouncementList} icon={RecordVoiceOverIcon} />
      <Resource name="compliance_alerts" list={ComplianceAlertList} icon={ReportIcon} />
      <Resource name="self_exclusions" list={SelfExclusionList} icon={BlockIcon} />
      <Resource name="kyc_documents" list={KycDocumentList} icon={BadgeIcon} />
      <Resource name="lottery_draws" list={LotteryDrawList} icon={CasinoIcon} />
    </Admin>
  );
}
