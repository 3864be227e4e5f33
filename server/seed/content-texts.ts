// Demo copy for the content seed, in the three bundled languages (spec §1: Malay default, English, Chinese).
// {brand} is replaced by the brand name. Marketing copy is copy only (spec §1).
export type SeedLang = 'ms' | 'en' | 'zh';

type PerLang<T> = Record<SeedLang, T>;

/** Banner title and subtitle per group (spec §2 Banner strip). */
export const bannerCopy: Record<string, PerLang<[string, string]>> = {
  '/': { ms: ['Selamat Datang ke {brand}', 'Bonus pendaftaran untuk ahli baharu'], en: ['Welcome to {brand}', 'A sign-up bonus for new members'], zh: ['欢迎来到 {brand}', '新会员注册即享奖金'] },
  '/rng': { ms: ['Slot Paling Hangat', 'Hampir 10,000 permainan slot'], en: ['Hottest Slots', 'Nearly 10,000 slot games'], zh: ['热门老虎机', '近万款老虎机游戏'] },
  '/live': { ms: ['Kasino Langsung', 'Peniaga sebenar, 24 jam sehari'], en: ['Live Casino', 'Real dealers, 24 hours a day'], zh: ['真人娱乐场', '真人荷官，全天候在线'] },
  '/fish': { ms: ['Tembak Ikan', 'Tangkap ganjaran besar'], en: ['Fish Shooting', 'Reel in big rewards'], zh: ['捕鱼游戏', '捕获丰厚奖励'] },
  '/pvp': { ms: ['Permainan PvP', 'Cabar pemain lain'], en: ['PvP Games', 'Challenge other players'], zh: ['对战游戏', '与玩家一决高下'] },
  '/sports': { ms: ['Sukan', 'Bola sepak, bola keranjang dan lagi'], en: ['Sports', 'Football, basketball and more'], zh: ['体育', '足球、篮球等精彩赛事'] },
  '/esports': { ms: ['E-Sukan', 'Pertaruhan kejohanan utama'], en: ['Esports', 'Bet on the major tournaments'], zh: ['电子竞技', '投注顶级赛事'] },
  '/elott': { ms: ['Loteri', 'Cabutan setiap hari'], en: ['Lottery', 'Draws every day'], zh: ['彩票', '每日开奖'] },
  '/cockfight': { ms: ['Sabung Ayam', 'Perlawanan langsung'], en: ['Cockfight', 'Live matches'], zh: ['斗鸡', '现场直播对决'] },
  '/promotions': { ms: ['Promosi', 'Tawaran terkini untuk anda'], en: ['Promotions', 'The latest offers for you'], zh: ['优惠活动', '为您准备的最新优惠'] },
  '/pointMall': { ms: ['Pusat Mata Ganjaran', 'Tukar mata dengan hadiah'], en: ['Points Mall', 'Exchange points for rewards'], zh: ['积分商城', '积分兑换好礼'] },
  '/help': { ms: ['Pusat Bantuan', 'Kami sedia membantu'], en: ['Help Centre', 'We are here to help'], zh: ['帮助中心', '我们随时为您服务'] },
  '/register': { ms: ['Daftar Sekarang', 'Mula bermain dalam seminit'], en: ['Join Now', 'Start playing in a minute'], zh: ['立即注册', '一分钟即可开始游戏'] },
  w_forget: { ms: ['Lupa Kata Laluan?', 'Tetapkan semula melalui SMS atau e-mel'], en: ['Forgot your password?', 'Reset it by SMS or e-mail'], zh: ['忘记密码？', '通过短信或邮箱重置'] },
};

export interface TextItem {
  title: string;
  content: string;
}

/** popup: shown after a login (spec §4 post-login modal), so it speaks to players who already have an account. */
export const noticeCopy: PerLang<{ player: TextItem[]; popup: TextItem[]; promotion: TextItem[] }> = {
  ms: {
    player: [
      { title: 'Penyelenggaraan berjadual', content: '<p>Penyelenggaraan sistem akan dijalankan pada hari Selasa, 02:00–04:00 (GMT+8).</p>' },
      { title: 'Kaedah deposit baharu', content: '<p>Kini anda boleh membuat deposit melalui <b>DuitNow</b>.</p>' },
      { title: 'Bermain secara bertanggungjawab', content: '<p>Tetapkan had anda dan berehat apabila perlu.</p>' },
    ],
    popup: [{ title: 'Selamat kembali ke {brand}!', content: '<p>Lihat promosi minggu ini dan tuntut bonus deposit anda di Pusat Ahli.</p>' }],
    promotion: [
      { title: 'Bonus deposit pertama 100%', content: '<p>Deposit pertama anda digandakan sehingga RM 500.</p>' },
      { title: 'Rebat harian', content: '<p>Rebat sehingga 1.2% untuk setiap pertaruhan sah.</p>' },
    ],
  },
  en: {
    player: [
      { title: 'Scheduled maintenance', content: '<p>System maintenance runs on Tuesday, 02:00–04:00 (GMT+8).</p>' },
      { title: 'New deposit method', content: '<p>You can now deposit with <b>DuitNow</b>.</p>' },
      { title: 'Play responsibly', content: '<p>Set your limits and take a break when you need one.</p>' },
    ],
    popup: [{ title: 'Welcome back to {brand}!', content: '<p>See this week\'s promotions and claim your deposit bonus in the member centre.</p>' }],
    promotion: [
      { title: '100% first deposit bonus', content: '<p>Your first deposit doubled, up to 500.</p>' },
      { title: 'Daily rebate', content: '<p>Up to 1.2% rebate on every valid bet.</p>' },
    ],
  },
  zh: {
    player: [
      { title: '系统维护通知', content: '<p>系统将于每周二 02:00–04:00（GMT+8）进行维护。</p>' },
      { title: '新增存款方式', content: '<p>现已支持 <b>DuitNow</b> 存款。</p>' },
      { title: '理性娱乐', content: '<p>请设定个人限额，适时休息。</p>' },
    ],
    popup: [{ title: '欢迎回到 {brand}！', content: '<p>查看本周优惠，并在会员中心领取您的存款奖金。</p>' }],
    promotion: [
      { title: '首存 100% 奖金', content: '<p>首次存款翻倍，最高 500。</p>' },
      { title: '每日返水', content: '<p>每笔有效投注最高返水 1.2%。</p>' },
    ],
  },
};

/** One announcement per type (spec §3: B, PL, PU, PR, H). */
export const announcementCopy: PerLang<Record<'B' | 'PL' | 'PU' | 'PR' | 'H', TextItem>> = {
  ms: {
    B: { title: 'Pengumuman umum', content: '<p>Terima kasih kerana bermain bersama {brand}.</p>' },
    PL: { title: 'Pengumuman log masuk', content: '<p>Pastikan kata laluan anda tidak dikongsi dengan sesiapa.</p>' },
    PU: { title: 'Pengumuman pop timbul', content: '<p>Acara minggu ini: putaran percuma untuk slot terpilih.</p>' },
    PR: { title: 'Pengumuman promosi', content: '<p>Sertai promosi bulanan dan menangi hadiah.</p>' },
    H: { title: 'Pengumuman laman utama', content: '<p>Permainan baharu ditambah setiap minggu.</p>' },
  },
  en: {
    B: { title: 'General announcement', content: '<p>Thank you for playing with {brand}.</p>' },
    PL: { title: 'Login announcement', content: '<p>Never share your password with anyone.</p>' },
    PU: { title: 'Pop-up announcement', content: '<p>This week: free spins on selected slots.</p>' },
    PR: { title: 'Promotion announcement', content: '<p>Join the monthly promotion and win prizes.</p>' },
    H: { title: 'Home page announcement', content: '<p>New games are added every week.</p>' },
  },
  zh: {
    B: { title: '一般公告', content: '<p>感谢您选择 {brand}。</p>' },
    PL: { title: '登录公告', content: '<p>请勿向任何人透露您的密码。</p>' },
    PU: { title: '弹窗公告', content: '<p>本周活动：指定老虎机免费旋转。</p>' },
    PR: { title: '优惠公告', content: '<p>参加每月优惠活动，赢取丰厚奖品。</p>' },
    H: { title: '首页公告', content: '<p>每周更新新游戏。</p>' },
  },
};

/** Help items: tags include 'term' (/help#term) and 'agent' (/help#agent; the header affiliate link needs it). */
export const helpCopy: PerLang<{ tag: string; title: string; content: string }[]> = {
  ms: [
    { tag: 'about', title: 'Tentang kami', content: '<p>{brand} ialah platform hiburan dalam talian untuk pemain di rantau ini.</p>' },
    { tag: 'deposit', title: 'Cara membuat deposit', content: '<ol><li>Log masuk.</li><li>Buka <b>Deposit</b>.</li><li>Pilih kaedah dan masukkan jumlah.</li></ol>' },
    { tag: 'withdraw', title: 'Cara mengeluarkan wang', content: '<p>Buka <b>Pengeluaran</b>, masukkan jumlah dan kata laluan pembayaran anda.</p>' },
    { tag: 'faq', title: 'Soalan lazim', content: '<p><b>Lupa kata laluan?</b> Gunakan pautan "Lupa kata laluan" pada tetingkap log masuk.</p>' },
    { tag: 'responsible', title: 'Perjudian bertanggungjawab', content: '<p>Hanya untuk 18 tahun ke atas. Tetapkan had dan berehat.</p>' },
    { tag: 'privacy', title: 'Dasar privasi', content: '<p>Kami melindungi data peribadi anda dan tidak menjualnya kepada pihak ketiga.</p>' },
    { tag: 'term', title: 'Terma dan syarat', content: '<p>Dengan mendaftar, anda bersetuju dengan terma penggunaan {brand}. Satu akaun bagi setiap orang.</p>' },
    { tag: 'agent', title: 'Program ejen', content: '<p>Jadi ejen {brand}: jemput rakan, bina pasukan anda dan terima dividen serta gaji harian.</p>' },
  ],
  en: [
    { tag: 'about', title: 'About us', content: '<p>{brand} is an online entertainment platform for players in the region.</p>' },
    { tag: 'deposit', title: 'How to deposit', content: '<ol><li>Log in.</li><li>Open <b>Deposit</b>.</li><li>Choose a method and enter the amount.</li></ol>' },
    { tag: 'withdraw', title: 'How to withdraw', content: '<p>Open <b>Withdrawal</b>, enter the amount and your payment password.</p>' },
    { tag: 'faq', title: 'FAQ', content: '<p><b>Forgot your password?</b> Use the "Forgot password" link in the login window.</p>' },
    { tag: 'responsible', title: 'Responsible gaming', content: '<p>Over 18s only. Set limits and take breaks.</p>' },
    { tag: 'privacy', title: 'Privacy policy', content: '<p>We protect your personal data and never sell it to third parties.</p>' },
    { tag: 'term', title: 'Terms and conditions', content: '<p>By registering you accept the {brand} terms of use. One account per person.</p>' },
    { tag: 'agent', title: 'Affiliate programme', content: '<p>Become a {brand} agent: invite friends, build your team and earn dividends and daily wages.</p>' },
  ],
  zh: [
    { tag: 'about', title: '关于我们', content: '<p>{brand} 是面向本地区玩家的在线娱乐平台。</p>' },
    { tag: 'deposit', title: '如何存款', content: '<ol><li>登录。</li><li>打开<b>存款</b>。</li><li>选择方式并输入金额。</li></ol>' },
    { tag: 'withdraw', title: '如何取款', content: '<p>打开<b>取款</b>，输入金额和支付密码。</p>' },
    { tag: 'faq', title: '常见问题', content: '<p><b>忘记密码？</b>请使用登录窗口中的“忘记密码”链接。</p>' },
    { tag: 'responsible', title: '理性博彩', content: '<p>仅限18岁以上。请设定限额，适时休息。</p>' },
    { tag: 'privacy', title: '隐私政策', content: '<p>我们保护您的个人资料，绝不出售给第三方。</p>' },
    { tag: 'term', title: '条款与条件', content: '<p>注册即表示您同意 {brand} 的使用条款。每人仅限一个账户。</p>' },
    { tag: 'agent', title: '代理合作', content: '<p>成为 {brand} 代理：邀请好友、组建团队，赚取分红与日工资。</p>' },
  ],
};

export const inboxCopy: PerLang<TextItem[]> = {
  ms: [
    { title: 'Selamat datang ke {brand}', content: '<p>Akaun anda sedia. Selamat bermain!</p>' },
    { title: 'Bonus anda telah dikreditkan', content: '<p>Bonus pendaftaran telah dimasukkan ke dompet anda.</p>' },
    { title: 'Petua keselamatan', content: '<p>Tukar kata laluan anda secara berkala.</p>' },
  ],
  en: [
    { title: 'Welcome to {brand}', content: '<p>Your account is ready. Enjoy!</p>' },
    { title: 'Your bonus has been credited', content: '<p>The sign-up bonus is now in your wallet.</p>' },
    { title: 'Security tip', content: '<p>Change your password regularly.</p>' },
  ],
  zh: [
    { title: '欢迎来到 {brand}', content: '<p>您的账户已就绪，祝您游戏愉快！</p>' },
    { title: '奖金已到账', content: '<p>注册奖金已存入您的钱包。</p>' },
    { title: '安全提示', content: '<p>请定期更换密码。</p>' },
  ],
};
