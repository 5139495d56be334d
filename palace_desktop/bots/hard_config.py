"""The hard bot's settings: its budget and the choices that won their A/B runs.

    HardBot(seat, seed, HardConfig(iterations=200, time_limit=None))
    make_bot("hard", seat, seed, iterations=200)   # the same: options are HardConfig's fields

Each default says in a line why it is the default; what it was measured against, on which
commit, is in benchmarks/results/archive/hard_experiments.md. A field flipped with
`bench_bots.py --hard-option KEY=VALUE` is an A/B run.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .maniac import MIN_TURNS as MANIAC_MIN_TURNS
from .opponent_rollouts import MIN_FACED as OBSERVED_MIN_FACED
from .opponents import HABIT_BUY_SHORT

ROLLOUTS = ("auto", "quick", "medium")


@dataclass(frozen=True)
class HardConfig:
    # The app's budget: up to 600 determinizations or 0.6 s, whichever comes first. With
    # `time_limit` None (0 or less reads as None) a decision depends only on its inputs.
    iterations: int = 600
    time_limit: Optional[float] = 0.6
    # Samples of the medium bots playing the rollouts, and of each outsider's view of a hand:
    # the cost of one rollout, traded against the number of iterations.
    rollout_samples: int = 24
    rollout_outsider: int = 24
    # Samples of the look ahead against a seat of fixed habits (cheap: no rollouts).
    exploit_samples: int = 1200

    # Rollouts with quick medium bots heads-up (stronger there at the same budget) and with
    # the quick policy, several times faster, with three or more in the hand. "quick" and
    # "medium" everywhere are kept for benchmarks/bench_rollout.py's comparisons.
    rollout: str = "auto"
    # With "auto" at a table of two, the quick policy's rollouts (each opponent played by its
    # observed rates) against an opponent seen attacking on at most this share of its turns
    # (None: never). Over 60 deals (issue 44) they made 3.08 [0.17, 6.00] and 3.07 chips/hand
    # more against the two passive styles, and 1.27 less against medium, 0.55 less against
    # the loose-aggressive style: medium rollouts play an opponent that never attacks as one
    # that attacks on a fifth of its turns.
    quick_max_attack: Optional[float] = 0.1
    # With "auto" at a table of two, the quick policy's rollouts also against an opponent seen
    # attacking on at least this share of its turns, over `opponent_rollouts.MIN_TURNS` turns
    # (None: never): medium rollouts read its attacks as medium's, stronger than they are.
    observed_rollouts_min_attack: Optional[float] = None
    # With "auto" at a table of two, the quick policy's rollouts (the opponent played by its
    # observed rates, its answers included) against an opponent seen folding to at least this
    # share of the bets it faced, over `opponent_rollouts.MIN_FACED` bets or more (None: never).
    # At 0.5 over 400 new deals: +0.70 [0.19, 1.22] against the 75% threshold player, nothing
    # against the bluffer, and -0.38 [-0.74, -0.01] against the never-buyer (150): off. At 0.6,
    # on four new seeds, +0.47, +0.31, +0.59 and +0.40 (about +0.43 [0.18, 0.68] over 1800
    # deals), no line worse on the run of seed 62: a candidate for on, not yet re-checked.
    observed_rollouts_min_fold: Optional[float] = None
    # The bets it must have been seen answering first: with 3 (`opponent_rollouts.MIN_FACED`)
    # a style folding to half of them reads 0.5 and more often by chance. At 8 (with 0.6) the
    # gain against the 75% threshold player went too: -0.10 [-0.40, 0.20] (200 deals).
    observed_rollouts_min_faced: int = OBSERVED_MIN_FACED
    # The candidates searched: each costs a rollout an iteration; 3 beat 2 among five mediums
    # at the app's budget, also with four or more in the hand (`crowded_candidates`).
    max_candidates: int = 3
    crowded_candidates: int = 3
    # Multiway the search overrules the medium estimate's choice only when ahead by this many
    # standard errors of the paired differences (0 and 2 were no better).
    overrule: float = 1.0

    # Taking the pot counts this many small bets more than its chips, heads-up (turns and
    # answers) wherever no special reading below applies. A leftover of judging strength
    # partly by hands won, kept where a chips-only A/B on duplicate deals says it wins
    # (issue 44, benchmarks/results/hard_vs_styles.md): against a passive opponent, and when
    # a hand at a bigger table comes down to two.
    pot_bonus_bets: float = 20.0
    # At a table of two, the pot bonus counts only against an opponent the memory reads as
    # attacking on at most this share of its turns (None: against any). Over 60 deals it made
    # 2.04 and 4.87 chips/hand more against the styles that never attack, and 1.40 less
    # against medium, 1.52 less against the loose-aggressive style (none better elsewhere).
    pot_bonus_max_attack: Optional[float] = 0.1
    # Multiway, on a turn and answering a bet: chips alone (None: `pot_bonus_bets`). A won
    # battle there does not take the pot, and the bonus had hard buy, bet and call for pots
    # it then shared or lost.
    multiway_bonus_bets: Optional[float] = 0.0
    multiway_answer_bonus_bets: Optional[float] = 0.0
    # Multiway, search a buy at five soldiers that can improve the hand (without them hard
    # made 0.97 chips/hand less among five mediums). False only for an A/B run.
    multiway_buys_at_five: bool = True

    # Heads-up against a seat seen attacking on every turn from this many turns on, raising
    # every bet and never folding (a maniac): decide on exact values, not by the look ahead
    # or the search (from 1 turn made more chips than from 2 or 3, or than never).
    maniac_exact: bool = True
    maniac_min_turns: int = MANIAC_MIN_TURNS
    # Heads-up, a seat buying on at least this share of the turns it holds fewer than five
    # soldiers is read as playing by hand-value thresholds (the buyer), and played so in the
    # rollouts (`opponents.habit_thresholds`, `HabitPolicy`); 0 reads every seat so.
    habit_buy_short: float = HABIT_BUY_SHORT
    # Heads-up against a seat that buys whenever short (the buyer), read by its habits: chips
    # alone (None: `pot_bonus_bets`), since its rollouts play the hand to its end.
    habit_bonus: Optional[float] = 0.0
    # Heads-up against a seat of fixed habits: the look ahead decides alone when its best move
    # leads the next by more than this many small bets (None: always search); 0 won.
    exploit_margin: Optional[float] = 0.0
    # A seat read as of fixed habits by its attack rate alone (a maniac's) counts so only while
    # seen folding to at most this share of the bets it faced (None: whatever it folds). At
    # 0.1 against the bluffer: +0.57 [0.08, 1.06] over 200 deals, +0.14 over 400 new ones: off.
    fixed_attack_max_fold: Optional[float] = None
    # The look ahead's pot counts this many small bets more for the pot that grows after its
    # two moves, scaled by the chance the opponent does not attack next (of 4, 8, 12 and 20,
    # 12 and 20 did best against the fixed strategies, 12 better against maniac and random).
    exploit_bonus: float = 12.0
    # Answering a bet in the look ahead: chips alone (heads-up the battle ends the hand).
    exploit_answer_bonus: float = 0.0

    def __post_init__(self) -> None:
        if self.rollout not in ROLLOUTS:
            raise ValueError(f"rollout {self.rollout!r} is not one of {', '.join(ROLLOUTS)}")
        # Frozen: the read-as values are set once, here.
        if not (self.time_limit and self.time_limit > 0):
            object.__setattr__(self, "time_limit", None)
        object.__setattr__(self, "max_candidates", max(1, self.max_candidates))
        object.__setattr__(self, "crowded_candidates", max(1, self.crowded_candidates))
