<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message numerus="yes">
        <source>The bet is (your %Ln soldiers + 1) × the small bet of {small_bet}.</source>
        <translation>
            <numerusform>The bet is (your %Ln soldier + 1) × the small bet of {small_bet}.</numerusform>
            <numerusform>The bet is (your %Ln soldiers + 1) × the small bet of {small_bet}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard down to at most %Ln soldiers: drag them to the discard pile (or {space} on each, then D), then Done</source>
        <translation>
            <numerusform>Discard down to at most %Ln soldier: drag them to the discard pile (or {space} on each, then D), then Done</numerusform>
            <numerusform>Discard down to at most %Ln soldiers: drag them to the discard pile (or {space} on each, then D), then Done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot pay the whole call: calling puts in all your %Ln chips.</source>
        <translation>
            <numerusform>You cannot pay the whole call: calling puts in all your %Ln chip.</numerusform>
            <numerusform>You cannot pay the whole call: calling puts in all your %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A call costs (your %Ln soldiers + 1) × the small bet of {small_bet} = {amount}.</source>
        <translation>
            <numerusform>A call costs (your %Ln soldier + 1) × the small bet of {small_bet} = {amount}.</numerusform>
            <numerusform>A call costs (your %Ln soldiers + 1) × the small bet of {small_bet} = {amount}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pay all your %Ln chips; the battle goes ahead (C)</source>
        <translation>
            <numerusform>Pay all your %Ln chip; the battle goes ahead (C)</numerusform>
            <numerusform>Pay all your %Ln chips; the battle goes ahead (C)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActionTexts</name>
    <message numerus="yes">
        <source>Discard %Ln soldiers for {price}</source>
        <translation>
            <numerusform>Discard %Ln soldier for {price}</numerusform>
            <numerusform>Discard %Ln soldiers for {price}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers</source>
        <translation>
            <numerusform>Discard %Ln soldier</numerusform>
            <numerusform>Discard %Ln soldiers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattlePreviewTexts</name>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand}.</source>
        <translation>
            <numerusform>Your best %Ln card: {hand}.</numerusform>
            <numerusform>Your best %Ln cards: {hand}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand} ({cards}).</source>
        <translation>
            <numerusform>Your best %Ln card: {hand} ({cards}).</numerusform>
            <numerusform>Your best %Ln cards: {hand} ({cards}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleResultTexts</name>
    <message numerus="yes">
        <source>{captor} captures the {banner} and %Ln soldiers</source>
        <translation>
            <numerusform>{captor} captures the {banner} and %Ln soldier</numerusform>
            <numerusform>{captor} captures the {banner} and %Ln soldiers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BotReason</name>
    <message numerus="yes">
        <source>{name} buys a soldier: a new card is worth %Ln chips with {pot} in the pot.</source>
        <translation>
            <numerusform>{name} buys a soldier: a new card is worth %Ln chip with {pot} in the pot.</numerusform>
            <numerusform>{name} buys a soldier: a new card is worth %Ln chips with {pot} in the pot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: only about {pct}% to win, not worth %Ln chips.</source>
        <translation>
            <numerusform>{name} folds: only about {pct}% to win, not worth %Ln chip.</numerusform>
            <numerusform>{name} folds: only about {pct}% to win, not worth %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle, but a won battle takes cards, not the pot, and %Ln other players would still be in the hand for it (expected chips: folding {fold_value}, calling {call_value}).</source>
        <translation>
            <numerusform>{name} folds rather than pay {cost}: about {pct}% to win the battle, but a won battle takes cards, not the pot, and %Ln other players would still be in the hand for it (expected chips: folding {fold_value}, calling {call_value}).</numerusform>
            <numerusform>{name} folds rather than pay {cost}: about {pct}% to win the battle, but a won battle takes cards, not the pot, and %Ln other players would still be in the hand for it (expected chips: folding {fold_value}, calling {call_value}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} buys a soldier: buying came out about %Ln chip ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
            <numerusform>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} stays: staying came out about %Ln chip ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
            <numerusform>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chip ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
            <numerusform>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets; attacking came out about %Ln chip ahead of its next best move (simulated hands: {n}).</numerusform>
            <numerusform>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot; attacking came out about %Ln chip ahead of its next best move (simulated hands: {n}).</numerusform>
            <numerusform>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chip ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
            <numerusform>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chip ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
            <numerusform>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chip ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
            <numerusform>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chip ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
            <numerusform>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} buys a soldier: buying came out about %Ln chip ahead of its next best move (simulated hands: {n}).</numerusform>
            <numerusform>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} stays: staying came out about %Ln chip ahead of its next best move (simulated hands: {n}).</numerusform>
            <numerusform>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chip ahead of its next best move (simulated hands: {n}).</numerusform>
            <numerusform>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chip ahead of its next best move (simulated hands: {n}).</numerusform>
            <numerusform>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chip ahead of its next best move (simulated hands: {n}).</numerusform>
            <numerusform>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chip ahead of its next best move (simulated hands: {n}).</numerusform>
            <numerusform>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chip ahead of its next best move (simulated hands: {n}).</numerusform>
            <numerusform>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: its hand looks too weak against what {target} shows to pay %Ln chips.</source>
        <translation>
            <numerusform>{name} folds: its hand looks too weak against what {target} shows to pay %Ln chip.</numerusform>
            <numerusform>{name} folds: its hand looks too weak against what {target} shows to pay %Ln chips.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message numerus="yes">
        <source>%Ln characters left</source>
        <translation>
            <numerusform>%Ln character left</numerusform>
            <numerusform>%Ln characters left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message numerus="yes">
        <source>Fold and leave %Ln chips in the pot?</source>
        <translation>
            <numerusform>Fold and leave %Ln chip in the pot?</numerusform>
            <numerusform>Fold and leave %Ln chips in the pot?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln more: at most five soldiers may stay.</source>
        <translation>
            <numerusform>Discard %Ln more: at most five soldiers may stay.</numerusform>
            <numerusform>Discard %Ln more: at most five soldiers may stay.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message numerus="yes">
        <source>{name} wins the match with %Ln chips.</source>
        <translation>
            <numerusform>{name} wins the match with %Ln chip.</numerusform>
            <numerusform>{name} wins the match with %Ln chips.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message numerus="yes">
        <source>%Ln tables found on this network.</source>
        <translation>
            <numerusform>%Ln table found on this network.</numerusform>
            <numerusform>%Ln tables found on this network.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message numerus="yes">
        <source>%Ln players still to join.</source>
        <translation>
            <numerusform>%Ln player still to join.</numerusform>
            <numerusform>%Ln players still to join.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %Ln cards.</source>
        <translation>
            <numerusform>The discard pile is shuffled into a new draw pile of %Ln card.</numerusform>
            <numerusform>The discard pile is shuffled into a new draw pile of %Ln cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message numerus="yes">
        <source>%Ln seconds left to act.</source>
        <translation>
            <numerusform>%Ln second left to act.</numerusform>
            <numerusform>%Ln seconds left to act.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoteTexts</name>
    <message numerus="yes">
        <source>Away, %Ln s</source>
        <translation>
            <numerusform>Away, %Ln s</numerusform>
            <numerusform>Away, %Ln s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln s to act</source>
        <translation>
            <numerusform>%Ln s to act</numerusform>
            <numerusform>%Ln s to act</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message numerus="yes">
        <source>(the %Ln hands after it cannot be shown)</source>
        <translation>
            <numerusform>(the %Ln hand after it cannot be shown)</numerusform>
            <numerusform>(the %Ln hands after it cannot be shown)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message numerus="yes">
        <source>A battle has at most %Ln raises.</source>
        <translation>
            <numerusform>A battle has at most %Ln raise.</numerusform>
            <numerusform>A battle has at most %Ln raises.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %Ln</source>
        <translation>
            <numerusform>At most %Ln</numerusform>
            <numerusform>At most %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatBubbleTexts</name>
    <message numerus="yes">
        <source>Discards %Ln</source>
        <translation>
            <numerusform>Discards %Ln</numerusform>
            <numerusform>Discards %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableAccessibleTexts</name>
    <message numerus="yes">
        <source>Draw pile, %Ln cards</source>
        <translation>
            <numerusform>Draw pile, %Ln card</numerusform>
            <numerusform>Draw pile, %Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %Ln cards</source>
        <translation>
            <numerusform>Discard pile, %Ln card</numerusform>
            <numerusform>Discard pile, %Ln cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message numerus="yes">
        <source>%Ln to draw</source>
        <translation>
            <numerusform>%Ln to draw</numerusform>
            <numerusform>%Ln to draw</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln discarded</source>
        <translation>
            <numerusform>%Ln discarded</numerusform>
            <numerusform>%Ln discarded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message numerus="yes">
        <source>%Ln soldiers</source>
        <translation>
            <numerusform>%Ln soldier</numerusform>
            <numerusform>%Ln soldiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
            <numerusform>%Ln chips</numerusform>
        </translation>
    </message>
</context>
</TS>
