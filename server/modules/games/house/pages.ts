// The game pages served at the launch URLs (issue 5 items 3 and 4), shown inside the site's /game iframe.
// Small and self-contained: inline CSS and one inline script (CSP nonce), no external assets. The page
// reads its launch token from its own URL, asks the server for the session, and sends every round to the
// server; results are drawn there. After each round it posts {type:'balance', balance} to the parent
// (minor units, like the wallet's sumBalance). Amounts arrive in minor units and are formatted only here.

import { STRIPS, SYMBOLS } from './slot-math';

type Lang = 'ms' | 'en' | 'zh';

const TEXT: Record<Lang, Record<string, string>> = {
  en: {
    balance: 'Balance',
    stake: 'Stake',
    spin: 'SPIN',
    roll: 'ROLL',
    win: 'Win',
    result: 'Result',
    target: 'Roll under',
    free: 'FREE PLAY — play money',
    loading: 'Loading…',
    noWin: 'No win this time',
    expired: 'This game session has ended. Please launch the game again.',
    error: 'Something went wrong. Please try again.',
    insufficient: 'Not enough balance for this stake.',
    paytable: 'Paytable (× line bet)',
    chance: 'Chance',
    payout: 'Payout',
    demoTitle: 'DEMO TABLE',
    fair: 'Provably fair',
    serverSeedHash: 'Server seed hash (the seed stays secret until you change seeds)',
    clientSeed: 'Your client seed',
    nonce: 'Next nonce',
    rotate: 'Change seeds',
    revealed: 'Revealed server seed',
    rounds: 'rounds played with it',
    lastRound: 'Last round',
    verify: 'Verify',
    verified: 'Verified: the revealed seed matches its hash and gives this result',
    notVerified: 'NOT verified: the result or the hash does not match',
    verifyHint: 'Change seeds to reveal the server seed, then verify your rounds.',
    demoBody: 'This is a demonstration table. No game provider is connected and no bet can be placed here. Try the House Originals games to play for real.',
  },
  ms: {
    balance: 'Baki',
    stake: 'Pertaruhan',
    spin: 'PUTAR',
    roll: 'BALING',
    win: 'Menang',
    result: 'Keputusan',
    target: 'Baling bawah',
    free: 'MAIN PERCUMA — wang permainan',
    loading: 'Memuatkan…',
    noWin: 'Tiada kemenangan kali ini',
    expired: 'Sesi permainan ini telah tamat. Sila lancarkan permainan semula.',
    error: 'Ralat berlaku. Sila cuba lagi.',
    insufficient: 'Baki tidak mencukupi untuk pertaruhan ini.',
    paytable: 'Jadual bayaran (× pertaruhan garisan)',
    chance: 'Peluang',
    payout: 'Bayaran',
    demoTitle: 'MEJA DEMO',
    fair: 'Adil terbukti',
    serverSeedHash: 'Hash benih pelayan (benih dirahsiakan sehingga anda menukar benih)',
    clientSeed: 'Benih klien anda',
    nonce: 'Nonce seterusnya',
    rotate: 'Tukar benih',
    revealed: 'Benih pelayan yang didedahkan',
    rounds: 'pusingan dimainkan dengannya',
    lastRound: 'Pusingan terakhir',
    verify: 'Sahkan',
    verified: 'Disahkan: benih yang didedahkan sepadan dengan hashnya dan memberi keputusan ini',
    notVerified: 'TIDAK disahkan: keputusan atau hash tidak sepadan',
    verifyHint: 'Tukar benih untuk mendedahkan benih pelayan, kemudian sahkan pusingan anda.',
    demoBody: 'Ini ialah meja demonstrasi. Tiada pembekal permainan disambungkan dan tiada pertaruhan boleh dibuat di sini. Cuba permainan House Originals untuk bermain sebenar.',
  },
  zh: {
    balance: '余额',
    stake: '投注',
    spin: '旋转',
    roll: '掷骰',
    win: '赢得',
    result: '结果',
    target: '小于',
    free: '免费试玩 — 游戏币',
    loading: '加载中…',
    noWin: '本局未中奖',
    expired: '游戏会话已结束，请重新启动游戏。',
    error: '出错了，请重试。',
    insufficient: '余额不足以支付此投注。',
    paytable: '赔付表（× 每线投注）',
    chance: '概率',
    payout: '赔付',
    demoTitle: '演示牌桌',
    fair: '可证明公平',
    serverSeedHash: '服务器种子哈希（更换种子前种子保密）',
    clientSeed: '您的客户端种子',
    nonce: '下一个 nonce',
    rotate: '更换种子',
    revealed: '已公开的服务器种子',
    rounds: '局使用该种子',
    lastRound: '上一局',
    verify: '验证',
    verified: '已验证：公开的种子与其哈希一致，并得出此结果',
    notVerified: '未通过验证：结果或哈希不一致',
    verifyHint: '更换种子以公开服务器种子，然后验证您的游戏局。',
    demoBody: '这是一个演示牌桌。未连接任何游戏供应商，无法在此下注。请试试 House Originals 游戏进行真实游戏。',
  },
};

export function pageLang(lang: string | undefined): Lang {
  return lang === 'en' || lang === 'zh' ? lang : 'ms';
}

/** Plain glyphs with a colour each (no emoji font needed in the iframe). */
const SYMBOL_FACES = { WILD: '★', SEVEN: '7', BELL: '♦', MELON: '●', GRAPE: '♣', PLUM: '♠', ORANGE: '◆', LEMON: '▲', CHERRY: '♥' };
const SYMBOL_CSS =
  '.s-WILD{color:#f2b705}.s-SEVEN{color:#ff4d4d;font-weight:900}.s-BELL{color:#ffd166}.s-MELON{color:#3ddc84}.s-GRAPE{color:#b57cff}' +
  '.s-PLUM{color:#7c9cff}.s-ORANGE{color:#ff9f1c}.s-LEMON{color:#fff275}.s-CHERRY{color:#ff5d8f}';

const CSS = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,Segoe UI,Arial,sans-serif;background:#14161f;color:#f3f3f7;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{width:min(560px,100%);padding:16px}h1{font-size:20px;margin:0 0 8px}.bar{display:flex;gap:12px;align-items:center;justify-content:space-between;background:#22263a;border-radius:10px;padding:10px 14px;margin-bottom:12px}
.free{background:#7a5b00;color:#fff;border-radius:6px;padding:4px 8px;font-size:12px;display:none}.grid{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin:12px 0}
.cell{background:#2d3250;border-radius:8px;height:64px;display:flex;align-items:center;justify-content:center;font-size:30px}.cell.hit{outline:3px solid #f2b705}
button{background:#f2b705;color:#14161f;border:0;border-radius:10px;font-size:18px;font-weight:800;padding:12px 28px;cursor:pointer}button:disabled{opacity:.5;cursor:wait}
select,input{font-size:16px;padding:6px;border-radius:6px;border:0}.msg{min-height:24px;margin:10px 0;font-weight:700}.msg.err{color:#ff6b6b}.msg.win{color:#7be495}
${SYMBOL_CSS}
table{width:100%;font-size:12px;border-collapse:collapse;margin-top:12px}td,th{padding:2px 4px;text-align:center;border-bottom:1px solid #2d3250}.die{font-size:48px;text-align:center;margin:16px 0}
details.fair{margin-top:12px;font-size:12px;background:#22263a;border-radius:10px;padding:8px 12px}details.fair div{margin:6px 0;word-break:break-all}
details.fair code{font-size:11px;color:#c9d1ff}details.fair button{font-size:12px;padding:4px 10px}details.fair input{font-size:12px;width:12em}
`;


/** Shared client code: session load, money format, balance postMessage, error text. */
function commonScript(t: Record<string, string>): string {
  return `
const T=${JSON.stringify(t)};
const token=new URLSearchParams(location.search).get('token')||'';
let S=null;
const $=(id)=>document.getElementById(id);
const fmt=(n)=>S?S.currency.symbol+' '+new Intl.NumberFormat(undefined,{minimumFractionDigits:S.currency.minorDigits,maximumFractionDigits:S.currency.minorDigits}).format(n):String(n);
const major=(minor)=>minor/Math.pow(10,S.currency.minorDigits);
function say(text,cls){const m=$('msg');m.textContent=text;m.className='msg '+(cls||'');}
function showBalance(b){$('balance').textContent=fmt(major(b));if(window.parent!==window){window.parent.postMessage({type:'balance',balance:b,freePlay:!!S.freePlay},location.origin);}}
function errorText(body,status){if(status===401)return T.expired;if(body&&body.code==='insufficient_funds')return T.insufficient;return (body&&body.message&&!/^err_/.test(body.message))?body.message:T.error;}
async function call(path,payload){const r=await fetch(path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(Object.assign({token},payload))});let b=null;try{b=await r.json();}catch(e){}if(!r.ok||!b||!b.success)throw {status:r.status,body:b};return b.value;}
async function load(){const r=await fetch('/lgw/house/session?token='+encodeURIComponent(token));const b=await r.json().catch(()=>null);if(!r.ok||!b||!b.success){say(errorText(b,r.status),'err');return false;}S=b.value;
$('title').textContent=S.names[document.documentElement.lang]||S.names.en;$('free').style.display=S.freePlay?'inline-block':'none';
const sel=$('stake');for(const s of S.stakes){const o=document.createElement('option');o.value=String(s);o.textContent=fmt(major(s));sel.appendChild(o);}
showBalance(S.balance);$('go').disabled=false;say('');return true;}
`;
}

/** Issue 17 item 4: the provably fair panel (house/fair.ts): hash, client seed, nonce, rotation, verify. */
function fairPanel(t: Record<string, string>): string {
  return `<details class="fair" id="fair"><summary>${t.fair}</summary>
<div>${t.serverSeedHash}: <code id="fh">—</code></div>
<div><label>${t.clientSeed} <input id="fc" maxlength="64" pattern="[A-Za-z0-9_-]{1,64}"></label> <button id="frot" type="button">${t.rotate}</button></div>
<div>${t.nonce}: <b id="fn">—</b></div>
<div id="fprev">${t.verifyHint}</div>
<div>${t.lastRound}: <span id="flast">—</span></div>
<div><button id="fver" type="button" disabled>${t.verify}</button> <span id="fres"></span></div></details>`;
}

/**
 * The panel's client code. GAME is 'slot' or 'dice'; the page calls fairPlayed(round) after each round with
 * {fair, shown (what the page showed), stake, target}. Once the round's pair has been rotated (the server seed
 * revealed), Verify recomputes the last round IN THE BROWSER with WebCrypto, by the documented function (house/fair.ts;
 * the slot page embeds its reel strips as STRIPS): the seed's SHA-256 against the hash shown before the round, then
 * the round's stream, reel stops and grid, or dice roll, against what was shown. No server call: the player need not
 * trust the server to check the server. (/lgw/house/fair/verify does the same for anyone without a browser.)
 */
function fairScript(game: 'slot' | 'dice'): string {
  return `
const GAME='${game}';let F=null,LAST=null;
function fairShow(f){F=f;$('fh').textContent=f.serverSeedHash;$('fc').value=f.clientSeed;$('fn').textContent=String(f.nonce);
if(f.previous){$('fprev').textContent=T.revealed+': '+f.previous.serverSeed+' (SHA-256 '+f.previous.serverSeedHash+'; '+T.clientSeed+' '+f.previous.clientSeed+'; '+f.previous.rounds+' '+T.rounds+')';}
$('fver').disabled=!(LAST&&f.previous&&f.previous.serverSeedHash===LAST.fair.serverSeedHash);}
async function fairLoad(){const r=await fetch('/lgw/house/fair?token='+encodeURIComponent(token));const b=await r.json().catch(()=>null);if(r.ok&&b&&b.success)fairShow(b.value);}
function fairPlayed(round){LAST=round;$('flast').textContent='nonce '+round.fair.nonce+' · '+round.fair.clientSeed+' · '+round.shown;if(F){F.nonce=round.fair.nonce+1;$('fn').textContent=String(F.nonce);}$('fres').textContent='';$('fver').disabled=true;}
$('frot').addEventListener('click',async()=>{const c=$('fc').value.trim();try{const f=await call('/lgw/house/fair/rotate',c?{clientSeed:c}:{});fairShow(f);}catch(e){say(errorText(e.body,e.status),'err');}});
const ENC=new TextEncoder();const hex=(b)=>Array.from(new Uint8Array(b),(x)=>x.toString(16).padStart(2,'0')).join('');
async function fairInts(seed,client,nonce){const key=await crypto.subtle.importKey('raw',ENC.encode(seed),{name:'HMAC',hash:'SHA-256'},false,['sign']);let block=0;const words=[];
async function word(){if(!words.length){const h=new DataView(await crypto.subtle.sign('HMAC',key,ENC.encode(client+':'+nonce+':'+(block++))));for(let i=0;i<32;i+=4)words.push(h.getUint32(i));}return words.shift();}
return async(n)=>{const limit=Math.floor(4294967296/n)*n;for(;;){const x=await word();if(x<limit)return x%n;}};}
async function fairCheck(p,last){if(hex(await crypto.subtle.digest('SHA-256',ENC.encode(p.serverSeed)))!==last.fair.serverSeedHash.toLowerCase())return false;
const int=await fairInts(p.serverSeed,last.fair.clientSeed,last.fair.nonce);
if(GAME==='dice')return (await int(10000))/100===last.roll;
const stops=[];for(const s of STRIPS)stops.push(await int(s.length));
return JSON.stringify(STRIPS.map((s,r)=>[0,1,2].map((row)=>s[(stops[r]+row)%s.length])))===JSON.stringify(last.grid);}
$('fver').addEventListener('click',async()=>{if(!LAST||!F||!F.previous)return;let same=false;try{same=await fairCheck(F.previous,LAST);}catch(e){same=false;}
const res=$('fres');res.textContent=same?T.verified:T.notVerified;res.className=same?'msg win':'msg err';});
fairLoad();`;
}

function shell(lang: Lang, nonce: string, title: string, body: string, script: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${CSS}</style></head><body><main>${body}</main><script nonce="${nonce}">${script}</script></body></html>`;
}

export function slotPage(langParam: string | undefined, nonce: string): string {
  const lang = pageLang(langParam);
  const t = TEXT[lang];
  const body = `<h1 id="title">Fortune Reels 5</h1>
<div class="bar"><span>${t.balance}: <b id="balance">—</b></span><span class="free" id="free">${t.free}</span></div>
<div class="grid" id="grid"></div>
<div class="bar"><label>${t.stake} <select id="stake"></select></label><button id="go" disabled>${t.spin}</button></div>
<div class="msg" id="msg">${t.loading}</div>
<div>${t.win}: <b id="win">—</b></div>
<details><summary>${t.paytable}</summary><table id="pay"></table></details>
${fairPanel(t)}`;
  const script = `${commonScript(t)}${fairScript('slot')}
const FACES=${JSON.stringify(SYMBOL_FACES)};
const STRIPS=${JSON.stringify(STRIPS.map((strip) => Array.from(strip, (i) => SYMBOLS[i])))};
const grid=$('grid');const cells=[];for(let row=0;row<3;row++)for(let reel=0;reel<5;reel++){const c=document.createElement('div');c.className='cell';c.textContent='?';grid.appendChild(c);cells[reel*3+row]=c;}
function draw(g,wins){for(let reel=0;reel<5;reel++)for(let row=0;row<3;row++){const c=cells[reel*3+row];const sym=g[reel][row];c.textContent=FACES[sym]||sym;c.title=sym;c.className='cell s-'+sym;}
for(const w of wins||[])for(const [reel,row] of w.cells)cells[reel*3+row].classList.add('hit');}
load().then((ok)=>{if(!ok)return;const pt=$('pay');pt.innerHTML='<tr><th></th><th>3</th><th>4</th><th>5</th></tr>';for(const p of S.paytable){const tr=document.createElement('tr');tr.innerHTML='<td class="s-'+p.symbol+'">'+(FACES[p.symbol]||p.symbol)+' '+p.symbol+'</td><td>'+p.pays.join('</td><td>')+'</td>';pt.appendChild(tr);}});
$('go').addEventListener('click',async()=>{const btn=$('go');btn.disabled=true;say('');
try{const r=await call('/lgw/house/slot/spin',{stake:Number($('stake').value)});draw(r.grid,r.wins);$('win').textContent=fmt(major(r.win));
fairPlayed({fair:r.fair,grid:r.grid,shown:r.grid.map((g)=>g.map((x)=>FACES[x]||x).join('')).join(' ')});
say(r.win>0?(T.win+' '+fmt(major(r.win))+' — '+r.wins.map((w)=>'#'+w.line+' '+(FACES[w.symbol]||w.symbol)+'×'+w.count).join(', ')):T.noWin,r.win>0?'win':'');showBalance(r.balance);}
catch(e){say(errorText(e.body,e.status),'err');if(e.body&&e.body.details&&typeof e.body.details.balance==='number')showBalance(e.body.details.balance);}
finally{btn.disabled=false;}});`;
  return shell(lang, nonce, 'Fortune Reels 5', body, script);
}

export function dicePage(langParam: string | undefined, nonce: string): string {
  const lang = pageLang(langParam);
  const t = TEXT[lang];
  const body = `<h1 id="title">Lucky Dice</h1>
<div class="bar"><span>${t.balance}: <b id="balance">—</b></span><span class="free" id="free">${t.free}</span></div>
<div class="die" id="die">🎲</div>
<div class="bar"><label>${t.target} <input id="target" type="range" min="2" max="95" value="50"> <b id="tv">50</b></label><span>${t.chance} <b id="ch">50%</b> · ${t.payout} <b id="px">1.98×</b></span></div>
<div class="bar"><label>${t.stake} <select id="stake"></select></label><button id="go" disabled>${t.roll}</button></div>
<div class="msg" id="msg">${t.loading}</div>
<div>${t.win}: <b id="win">—</b></div>
${fairPanel(t)}`;
  const script = `${commonScript(t)}${fairScript('dice')}
function odds(){const v=Number($('target').value);$('tv').textContent=String(v);$('ch').textContent=v+'%';$('px').textContent=(99/v).toFixed(4).replace(/0+$/,'').replace(/\\.$/,'')+'×';}
$('target').addEventListener('input',odds);odds();load();
$('go').addEventListener('click',async()=>{const btn=$('go');btn.disabled=true;say('');
try{const r=await call('/lgw/house/dice/roll',{stake:Number($('stake').value),target:Number($('target').value)});$('die').textContent=r.roll.toFixed(2);$('win').textContent=fmt(major(r.win));
fairPlayed({fair:r.fair,roll:r.roll,stake:r.stake,target:r.target,shown:r.roll.toFixed(2)});
say(r.won?(T.win+' '+fmt(major(r.win))+' ('+r.multiplier+'×)'):(T.result+' '+r.roll.toFixed(2)+' — '+T.noWin),r.won?'win':'');showBalance(r.balance);}
catch(e){say(errorText(e.body,e.status),'err');}
finally{btn.disabled=false;}});`;
  return shell(lang, nonce, 'Lucky Dice', body, script);
}

/** The demo adapter's launch page: says plainly that it is a demo table (issue 5 item 3). */
export function demoTablePage(langParam: string | undefined, nonce: string, game: { name: string; vendor: string; roomId?: string } | null): string {
  const lang = pageLang(langParam);
  const t = TEXT[lang];
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const info = game ? `<p><b>${esc(game.name)}</b> · ${esc(game.vendor)}${game.roomId ? ` · ${esc(game.roomId)}` : ''}</p>` : `<p>${t.expired}</p>`;
  const body = `<div class="bar" style="background:#7a5b00"><h1>${t.demoTitle}</h1></div>${info}<p>${t.demoBody}</p>`;
  return shell(lang, nonce, t.demoTitle, body, '');
}
