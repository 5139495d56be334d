<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much to raise; R or Enter raises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack whom?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over — press N or Game ▸ Deal the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay {price} and take the top card of the draw pile as a soldier (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select soldiers on the table first (Ctrl/Shift+click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay {price} and discard the selection (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the selection (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do nothing; the turn passes (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the hand; your chips stay in the pot (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {targets} for {amount} (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack (bet {amount})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn; soldiers kept: {count} (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked for the discard pile: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the selection for the discard pile (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard down to at most %Ln soldiers: drag soldiers to the discard pile, then Done</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks you for {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up: {name} takes your banner and soldiers (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pay all your %Ln chips; the battle goes ahead (C)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Pay {amount} and compare battle hands (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call and raise {amount} (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call and raise by the amount chosen, {low} to {high} (R: choose, R again or Enter: raise)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionTexts</name>
    <message>
        <source>{name} buys a soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} keeps every soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} attacks {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} raises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a soldier for {price}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {name}: bet {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers for {price}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Call all-in {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotReason</name>
    <message>
        <source>{name} picks a move at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} attacks {target}: about {pct}% to win against {target}&apos;s visible cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} attacks {target}, expecting {target} to fold (about {pct}% to win the battle if {target} calls).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} attacks {target} on a bluff, hoping {target} folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} buys a soldier: the hand needs help (about {pct}% to win now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: a new card is worth %Ln chips with {pot} in the pot.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stays: about {pct}% to win if the hand ends now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stays: only about {pct}% to win, but nothing else is worth the chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} discards {cards}: they do not help and make bets dearer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} keeps every soldier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} keeps {kept} and lets {dropped} go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} lets every soldier go: {dropped}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls for {cost}: about {pct}% to win the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls for {cost}: only about {pct}% to win, but the pot of {pot} is worth it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls all-in: about {pct}% to win the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} raises by {cost}: about {pct}% to win the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: only about {pct}% to win, not worth %Ln chips.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks {target}: its hand looks stronger than what {target} shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} raises by {cost}: its hand looks much stronger than what {target} shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls for {cost}: its hand looks strong enough against what {target} shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls all-in: its hand looks strong enough against what {target} shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls for {cost}: a cheap call with {pot} in the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: its hand looks too weak against what {target} shows to pay %Ln chips.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier to strengthen its hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stays: its hand holds up against what the others show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stays, though its hand looks weaker than what the others show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has only one move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message numerus="yes">
        <source>Fold and leave %Ln chips in the pot?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln more: at most five soldiers may stay.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else, look away. {name}, press Continue when only you can see the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue as {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoldConfirm</name>
    <message>
        <source>Fold?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t ask again before folding</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandNames</name>
    <message>
        <source>a straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hidden hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <source>Match over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the match with %Ln chips.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the pot of {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} split the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showdown:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {hand} ({cards})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} sat this hand out (cannot pay the ante).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is out of the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} folded on their turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} beat {d} in battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{d} beat {a} in battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{d} folded to {a}&apos;s raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{d} folded when {a} attacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} folded to {d}&apos;s raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} and {d} tied and split the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} and {d} tied and both went out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play Palace Poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palace Poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player pays the ante and gets a face-up &lt;b&gt;banner&lt;/b&gt; card and three hidden &lt;b&gt;palace&lt;/b&gt; cards. Soldiers you buy lie face up across your banner; you may keep five.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: one of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt; (B): pay the small bet, take the top card of the draw pile as a soldier, then discard any soldiers you like and press &lt;b&gt;Done&lt;/b&gt; (Enter). Drag from the draw pile to your soldiers, or double-click the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt; (D): put one or more soldiers face down on the discard pile. Drag them there; Ctrl or Shift + click selects several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt; (S) or &lt;b&gt;Fold&lt;/b&gt; (F, or drag your banner to the discard pile).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt; (A): drag your banner onto an opponent&apos;s banner of another suit. The bet is (your soldiers + 1) × the small bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender folds, calls (C) or raises (R). On a call each side makes its best five cards from banner, palace and soldiers, but cards of the opponent&apos;s banner suit do not count. The winner captures the loser&apos;s banner and soldiers; the loser is out of the hand. Chips go to the one pot: battles win cards, not chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last player left wins the pot. When everyone still in has stayed, discarded or folded since the last buy or bet, the best hand wins (two players settle it as a battle).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab and the arrow keys move a focus ring over the draw pile, your soldiers, the discard pile and the banners; Space acts on the focused card; Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LauncherTexts</name>
    <message>
        <source>Palace Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be read and was put aside:
{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was put aside as {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be put aside ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game {path} cannot be resumed ({error}); {where}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kept game could not be read and was put aside:
{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kept game could not be restored: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Palace Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read an earlier hand in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand shown in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the &amp;next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the last finished &amp;hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the &amp;match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a hand history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Palace Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume a kept game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s bot failed: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To act: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Palace Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;Palace Poker (also Castle Poker or Banner Poker): every bet is a heads-up battle. Each player shows a banner card, hides three palace cards and buys up to five soldiers.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Hand {number} begins; {dealer} deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot pay the ante and sits out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} pays the ante of {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is rejected as {name}&apos;s banner: its suit is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rejected cards are shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} gets the banner {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You get the palace card {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %Ln cards.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier ({card}) and pays {price}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} discards nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} discards {cards} and pays {cost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} discards {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} and bets {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls all-in with {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls {call} and raises {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} shows {hand}: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} wins the battle without a fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} and {b} tie and split the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} and {b} tie and are both out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{captor} captures {cards} from {loser}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is out of this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone has been quiet: showdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winners}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems with this setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the stakes and every house rule back to their defaults. The players stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game needs 2 to 10 seats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one seat can be you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1: a name has at most %2 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats %1 and %2 have the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The small bet must be 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting chips must be 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting chips must be more than the ante (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameRules</name>
    <message>
        <source>S&amp;mall bet (SB):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Big bet (BB):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every seat starts the match with this many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No-limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A soldier costs 1 SB, an attack (soldiers + 1) × SB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A limit raise; 2 × SB until you change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half the SB, at least 1, from every seat each hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Betting structure:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A raise is one BB, at most 3 per battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A raise is from one BB up to all your chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excluded cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner suit do not count in a battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner rank do not count in a battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card counts in a battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calling a bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit raise with no soldiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two left at a quiet end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender pays (their own soldiers + 1) × small bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender pays what the attacker bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarding without buying costs nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarding without buying costs one small bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In limit, a raiser with no soldiers raises one small bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In limit, every raise is one big bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most 3 raises in limit, no cap in no-limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most this many raises per battle; 0: nobody may raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise as often as you can pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last two settle the hand by battle rules, without more chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last two show down: best five of all their cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most raises per battle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameSeats</name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo vs 3 bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo vs 5 bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heads-up vs a hard bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hot-seat 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hot-seat 3 + 2 bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the seats from a common table. The stakes and house rules stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 to 10 players (R1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People at this screen take turns; each one&apos;s cards stay hidden until the screen is passed to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You, at this screen: the table is shown from your seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another person at this screen: the screen passes to them on their turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer plays this seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1: who plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1: bot level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy makes mistakes, Medium plays the odds, Hard thinks ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(named at the start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bots get a name of their own when the game starts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be kept: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand history — {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public view (no palace cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a line to go to its action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before action 1 of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action {number} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: {name} deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand still being played is not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {hand}, action {number} is illegal: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action {number} is illegal: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(the %Ln hands after it cannot be shown)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The hand begins; {dealer} deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What everyone saw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What {name} saw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand — {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestartQuestion</name>
    <message>
        <source>Change the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language is used from the next start. Restart Palace Desktop now? Your game is saved and goes on where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First discard down to at most five soldiers, then press Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may keep at most five soldiers: discard more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are attacked: fold, call or raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no card left to buy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pay for a soldier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard at least one soldier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no soldier to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pay to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack an opponent who is still in the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not attack a player whose banner has your suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pay for this attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no bet to answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is named twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not one of your soldiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more raises in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In limit the raise has a fixed size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot pay a raise; you may call all-in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose how much to raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That raise is too small or too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot move that card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card cannot go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only your own cards can be moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait a moment: cards are still moving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: a bot is thinking.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>{players}, hand {number}, saved {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players}, hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palace Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game is in progress:
{game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume it, start a new game, or keep it for later (Game ▸ Resume a kept game brings it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the saved game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the saved game?
{game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It cannot be brought back. To play it another time, keep it for later instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game in progress?
{game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept for later, it comes back with Game ▸ Resume a kept game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPlateItem</name>
    <message>
        <source>D</source>
        <comment>dealer button</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatTexts</name>
    <message>
        <source>Out of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facing a raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatsTexts</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast cards and chips move on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so every suit has a colour of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot move delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a bot&apos;s move stays on show before the game goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ask before folding with chips in the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name at the table and in the statistics; empty: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the window, the log and the rules; it changes when Palace Desktop starts again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;nimation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bot move delay:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpeedMenu</name>
    <message>
        <source>&amp;Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s results appear here when a hand ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands
played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles
won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles
lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips
won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands won; a split pot counts as a share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands won out of hands played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles won, by a call or because the other side folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips won minus chips put in, over all hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableEvents</name>
    <message>
        <source>{attacker} attacks {defender} for {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie: the pot is split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie: both are out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pot is split</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableGestures</name>
    <message>
        <source>Select soldiers first (Space on a soldier).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the focus to an opponent&apos;s banner to attack.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message>
        <source>Draw pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln to draw</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln discarded</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <source>Hand histories (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>self.window</name>
    <message>
        <source>Open a hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} cannot be shown: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
