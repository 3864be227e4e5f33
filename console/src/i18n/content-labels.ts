// Labels of the content screens (issue 19 item 2: banners) in English, Chinese and Malay, merged into the console's
// messages by i18n-provider.ts. The other languages are typed against English, so a missing key fails the build.

const en = {
  console: {
    banners: {
      add: 'Add banner',
      replace: 'Replace',
      remove: 'Remove',
      remove_title: 'Remove banner #%{id}?',
      remove_help: 'It disappears from the site at once. The audit log keeps what it was.',
      removed: 'Banner #%{id} removed',
      created: 'Banner #%{id} added',
      replaced: 'Banner #%{id} saved',
      moved: 'Order saved',
      up: 'Move up',
      down: 'Move down',
      new_title: 'New banner',
      replace_title: 'Replace banner #%{id}',
      group: 'Page (banner group)',
      alt: 'Image description (alt text)',
      language: 'Language',
      default_language: "Brand's default",
      image_file: 'Image file (PNG or JPG, at most 2 MB)',
      image_url: 'Or an image address (https:// or /...)',
      link: 'Opens when clicked (https:// or /page; empty: not clickable)',
      keep_image: 'Leave both empty to keep the current image.',
      preview: 'Preview as the site shows it',
      no_image: 'Choose an image to see the preview.',
      save: 'Save',
      cancel: 'Cancel',
      thumbnail: 'Banner of %{title}',
    },
    groups: {
      home: 'Home',
    },
  },
  resources: {
    banners: {
      name: 'Banner |||| Banners',
      fields: { id: 'ID', url: 'Image', groupName: 'Page', language: 'Language', title: 'Alt text', linkUrl: 'Link', sortOrder: 'Order', updatedAt: 'Changed' },
    },
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ContentLabels = Shape<typeof en>;

const zh: ContentLabels = {
  console: {
    banners: {
      add: '添加横幅',
      replace: '替换',
      remove: '删除',
      remove_title: '删除横幅 #%{id}？',
      remove_help: '它会立即从网站上消失。审计日志会保留其原内容。',
      removed: '横幅 #%{id} 已删除',
      created: '横幅 #%{id} 已添加',
      replaced: '横幅 #%{id} 已保存',
      moved: '顺序已保存',
      up: '上移',
      down: '下移',
      new_title: '新横幅',
      replace_title: '替换横幅 #%{id}',
      group: '页面（横幅分组）',
      alt: '图片说明（替代文字）',
      language: '语言',
      default_language: '品牌默认语言',
      image_file: '图片文件（PNG 或 JPG，最大 2 MB）',
      image_url: '或图片地址（https:// 或 /...）',
      link: '点击后打开（https:// 或 /页面；留空：不可点击）',
      keep_image: '两项都留空则保留当前图片。',
      preview: '按网站显示效果预览',
      no_image: '选择图片后即可预览。',
      save: '保存',
      cancel: '取消',
      thumbnail: '横幅：%{title}',
    },
    groups: {
      home: '首页',
    },
  },
  resources: {
    banners: {
      name: '横幅 |||| 横幅',
      fields: { id: '编号', url: '图片', groupName: '页面', language: '语言', title: '替代文字', linkUrl: '链接', sortOrder: '顺序', updatedAt: '修改时间' },
    },
  },
};

const ms: ContentLabels = {
  console: {
    banners: {
      add: 'Tambah sepanduk',
      replace: 'Ganti',
      remove: 'Alih keluar',
      remove_title: 'Alih keluar sepanduk #%{id}?',
      remove_help: 'Ia hilang dari laman serta-merta. Log audit menyimpan kandungan asalnya.',
      removed: 'Sepanduk #%{id} dialih keluar',
      created: 'Sepanduk #%{id} ditambah',
      replaced: 'Sepanduk #%{id} disimpan',
      moved: 'Susunan disimpan',
      up: 'Naikkan',
      down: 'Turunkan',
      new_title: 'Sepanduk baharu',
      replace_title: 'Ganti sepanduk #%{id}',
      group: 'Halaman (kumpulan sepanduk)',
      alt: 'Penerangan imej (teks alt)',
      language: 'Bahasa',
      default_language: 'Lalai jenama',
      image_file: 'Fail imej (PNG atau JPG, maksimum 2 MB)',
      image_url: 'Atau alamat imej (https:// atau /...)',
      link: 'Dibuka apabila diklik (https:// atau /halaman; kosong: tidak boleh diklik)',
      keep_image: 'Biarkan kedua-duanya kosong untuk mengekalkan imej semasa.',
      preview: 'Pratonton seperti yang dipaparkan oleh laman',
      no_image: 'Pilih imej untuk melihat pratonton.',
      save: 'Simpan',
      cancel: 'Batal',
      thumbnail: 'Sepanduk %{title}',
    },
    groups: {
      home: 'Laman utama',
    },
  },
  resources: {
    banners: {
      name: 'Sepanduk |||| Sepanduk',
      fields: { id: 'ID', url: 'Imej', groupName: 'Halaman', language: 'Bahasa', title: 'Teks alt', linkUrl: 'Pautan', sortOrder: 'Susunan', updatedAt: 'Diubah' },
    },
  },
};

export const contentLabels: Record<'en' | 'zh' | 'ms', ContentLabels> = { en, zh, ms };
