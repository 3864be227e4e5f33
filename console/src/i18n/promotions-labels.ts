// Labels of the promotions screens (issue 19 item 2 "promotions' texts"; issue 18 item 8: promotions, their bonus
// cost and activity applications) in English, Chinese and Malay, merged into the console's messages by
// i18n-provider.ts. The other languages are typed against English, so a missing key fails the build.

const en = {
  console: {
    promotions: {
      add: 'Add promotion',
      edit: 'Edit',
      new_title: 'New promotion',
      edit_title: 'Edit promotion %{code}',
      saved: 'Promotion %{code} saved',
      created: 'Promotion %{code} added',
      code: 'Code',
      code_help: 'Letters, digits, - and _ (2 to 40); cannot be changed later.',
      kind: 'Kind',
      kinds: { deposit_match: 'Deposit match', signup: 'Sign-up bonus', free: 'Free bonus', cashback: 'Cashback', raffle: 'Raffle', daily_signin: 'Daily sign-in', application: 'Application' },
      amount: 'Bonus amount',
      starts: 'Starts',
      ends: 'Ends',
      enabled: 'Enabled',
      yes: 'Yes',
      no: 'No',
      states: { disabled: 'Disabled', scheduled: 'Scheduled', running: 'Running', ended: 'Ended' },
      texts: 'Texts per language',
      language: 'Language',
      languages: { en: 'English', ms: 'Malay', zh: 'Chinese' },
      title: 'Title',
      terms: 'Terms (HTML)',
      terms_help: 'Unsafe markup (scripts, event handlers) is removed, as on the site. A language without a title uses the default language.',
      banner: 'Banner image address (https:// or /...)',
      report: 'Bonus cost',
      granted: 'Paid',
      removed: 'Taken back',
      cost: 'Net cost',
      active: 'Active',
      applying: 'Pending',
    },
    applications: {
      approve: 'Approve',
      reject: 'Reject',
      reject_title: 'Reject application #%{id}',
      reason: 'Reason (the player sees it)',
      approved: 'Application #%{id} approved: bonus paid',
      rejected: 'Application #%{id} rejected',
      image_alt: 'Image %{n} of application #%{id}',
      statuses: { applying: 'Pending', rejected: 'Rejected', active: 'Approved (wagering)', completed: 'Completed', issued: 'Paid', forfeited: 'Forfeited', expired: 'Expired' },
    },
  },
  resources: {
    promotions: {
      name: 'Promotion |||| Promotions',
      fields: { id: 'ID', code: 'Code', title: 'Title', kind: 'Kind', startsAt: 'Starts', endsAt: 'Ends', enabled: 'Enabled', state: 'State' },
    },
    promotion_applications: {
      name: 'Application |||| Promotion applications',
      fields: { id: 'ID', promotion: 'Promotion', memberId: 'Player ID', comment: 'Comment', images: 'Images', status: 'Status', bonus: 'Bonus', decision: 'Reason', createdAt: 'Applied' },
    },
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type PromotionLabels = Shape<typeof en>;

const zh: PromotionLabels = {
  console: {
    promotions: {
      add: '新增优惠',
      edit: '编辑',
      new_title: '新优惠',
      edit_title: '编辑优惠 %{code}',
      saved: '优惠 %{code} 已保存',
      created: '优惠 %{code} 已新增',
      code: '代码',
      code_help: '字母、数字、- 和 _（2至40个），之后不能修改。',
      kind: '类型',
      kinds: { deposit_match: '存款红利', signup: '注册奖金', free: '免费奖金', cashback: '返现', raffle: '抽奖', daily_signin: '每日签到', application: '申请活动' },
      amount: '奖金金额',
      starts: '开始',
      ends: '结束',
      enabled: '启用',
      yes: '是',
      no: '否',
      states: { disabled: '已停用', scheduled: '未开始', running: '进行中', ended: '已结束' },
      texts: '各语言文案',
      language: '语言',
      languages: { en: '英文', ms: '马来文', zh: '中文' },
      title: '标题',
      terms: '条款（HTML）',
      terms_help: '不安全的标记（脚本、事件处理程序）会被移除，与网站一致。没有标题的语言使用默认语言。',
      banner: '横幅图片地址（https:// 或 /...）',
      report: '奖金成本',
      granted: '已发放',
      removed: '已收回',
      cost: '净成本',
      active: '进行中',
      applying: '待审核',
    },
    applications: {
      approve: '批准',
      reject: '拒绝',
      reject_title: '拒绝申请 #%{id}',
      reason: '原因（玩家可见）',
      approved: '申请 #%{id} 已批准：奖金已发放',
      rejected: '申请 #%{id} 已拒绝',
      image_alt: '申请 #%{id} 的图片 %{n}',
      statuses: { applying: '待审核', rejected: '已拒绝', active: '已批准（流水中）', completed: '已完成', issued: '已发放', forfeited: '已放弃', expired: '已过期' },
    },
  },
  resources: {
    promotions: {
      name: '优惠 |||| 优惠活动',
      fields: { id: '编号', code: '代码', title: '标题', kind: '类型', startsAt: '开始', endsAt: '结束', enabled: '启用', state: '状态' },
    },
    promotion_applications: {
      name: '申请 |||| 优惠申请',
      fields: { id: '编号', promotion: '优惠', memberId: '玩家编号', comment: '留言', images: '图片', status: '状态', bonus: '奖金', decision: '原因', createdAt: '申请时间' },
    },
  },
};

const ms: PromotionLabels = {
  console: {
    promotions: {
      add: 'Tambah promosi',
      edit: 'Sunting',
      new_title: 'Promosi baharu',
      edit_title: 'Sunting promosi %{code}',
      saved: 'Promosi %{code} disimpan',
      created: 'Promosi %{code} ditambah',
      code: 'Kod',
      code_help: 'Huruf, digit, - dan _ (2 hingga 40); tidak boleh diubah kemudian.',
      kind: 'Jenis',
      kinds: { deposit_match: 'Padanan deposit', signup: 'Bonus pendaftaran', free: 'Bonus percuma', cashback: 'Pulangan tunai', raffle: 'Cabutan bertuah', daily_signin: 'Daftar masuk harian', application: 'Permohonan' },
      amount: 'Jumlah bonus',
      starts: 'Bermula',
      ends: 'Berakhir',
      enabled: 'Didayakan',
      yes: 'Ya',
      no: 'Tidak',
      states: { disabled: 'Dinyahaktifkan', scheduled: 'Dijadualkan', running: 'Sedang berjalan', ended: 'Tamat' },
      texts: 'Teks mengikut bahasa',
      language: 'Bahasa',
      languages: { en: 'Inggeris', ms: 'Melayu', zh: 'Cina' },
      title: 'Tajuk',
      terms: 'Terma (HTML)',
      terms_help: 'Markup tidak selamat (skrip, pengendali peristiwa) dibuang, seperti di laman. Bahasa tanpa tajuk menggunakan bahasa lalai.',
      banner: 'Alamat imej sepanduk (https:// atau /...)',
      report: 'Kos bonus',
      granted: 'Dibayar',
      removed: 'Ditarik balik',
      cost: 'Kos bersih',
      active: 'Aktif',
      applying: 'Menunggu',
    },
    applications: {
      approve: 'Luluskan',
      reject: 'Tolak',
      reject_title: 'Tolak permohonan #%{id}',
      reason: 'Sebab (dilihat oleh pemain)',
      approved: 'Permohonan #%{id} diluluskan: bonus dibayar',
      rejected: 'Permohonan #%{id} ditolak',
      image_alt: 'Imej %{n} permohonan #%{id}',
      statuses: { applying: 'Menunggu', rejected: 'Ditolak', active: 'Diluluskan (pertaruhan)', completed: 'Selesai', issued: 'Dibayar', forfeited: 'Dilepaskan', expired: 'Tamat tempoh' },
    },
  },
  resources: {
    promotions: {
      name: 'Promosi |||| Promosi',
      fields: { id: 'ID', code: 'Kod', title: 'Tajuk', kind: 'Jenis', startsAt: 'Bermula', endsAt: 'Berakhir', enabled: 'Didayakan', state: 'Keadaan' },
    },
    promotion_applications: {
      name: 'Permohonan |||| Permohonan promosi',
      fields: { id: 'ID', promotion: 'Promosi', memberId: 'ID pemain', comment: 'Ulasan', images: 'Imej', status: 'Status', bonus: 'Bonus', decision: 'Sebab', createdAt: 'Dimohon' },
    },
  },
};

export const promotionLabels = { en, zh, ms };
