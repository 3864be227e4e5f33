// Lottery draws and bets (issue 17). Scoped by merchant_id; money in minor units (bigint, mode number).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../tenancy/tables';
import type { DrawResult } from './fair';

export type DrawStatus = 'open' | 'locked' | 'drawn' | 'settled' | 'voided';
export type BetStatus = 'placed' | 'won' | 'lost' | 'refunded';

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Both tables are keyed brand first (issue 21 item 5, migration 0048): the primary keys are (merchant_id, id), the
 * unique indexes start with merchant_id and a bet points at its draw by (merchant_id, draw_id), so a brand's rows
 * sit together (Citus, a brand moved to its own database); every statement on them names the brand.
 *
 * One draw (numero) of a game: open → locked → drawn → settled, or voided (its bets refunded). The seed is drawn
 * with the row and kept secret until the draw (only its hash is shown); the result is derived from it (fair.ts).
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    merchantId: merchantId(),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    status: text('status').$type<DrawStatus>().notNull().default('open'),
    seedHash: text('seed_hash').notNull(),
    seed: text('seed').notNull(),
    result: jsonb('result').$type<DrawResult>(),
    lockAt: at('lock_at').notNull(),
    drawAt: at('draw_at').notNull(),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
    voidedAt: at('voided_at'),
    voidedBy: text('voided_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('lottery_draws_game_numero_uq').on(t.merchantId, t.gameCode, t.numero),
    index('lottery_draws_due_idx').on(t.status, t.drawAt).where(sql`status in ('open', 'locked', 'drawn', 'voided')`),
    index('lottery_draws_game_time_idx').on(t.merchantId, t.gameCode, t.drawAt),
  ],
);

/** One line of a bet slip. request_id + line make a replayed slip return the first answer (and move nothing). */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    playType: text('play_type').notNull(),
    number: text('number').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }),
    status: text('status').$type<BetStatus>().notNull().default('placed'),
    requestId: text('request_id').notNull(),
    line: integer('line').notNull(),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    // Named: drizzle's default name would pass PostgreSQL's 63-character limit (and be cut short there).
    foreignKey({ name: 'lottery_bets_draw_fk', columns: [t.merchantId, t.drawId], foreignColumns: [lotteryDraws.merchantId, lotteryDraws.id] }),
    uniqueIndex('lottery_bets_request_uq').on(t.merchantId, t.memberId, t.requestId, t.line),
    index('lottery_bets_draw_idx').on(t.drawId, t.status),
    index('lottery_bets_member_idx').on(t.merchantId, t.memberId, t.id),
    index('lottery_bets_number_idx').on(t.drawId, t.playType, t.number),
  ],
);
