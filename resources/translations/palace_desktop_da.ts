<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Actions</source>
        <translation>Handlinger</translation>
    </message>
    <message>
        <source>Raise amount</source>
        <translation>Forhøjelsens størrelse</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Køb</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kassér</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bliv</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Fold</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angrib</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Færdig</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Syn</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Forhøj</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annullér</translation>
    </message>
    <message>
        <source>Attack whom?</source>
        <translation>Hvem vil du angribe?</translation>
    </message>
    <message>
        <source>To discard, click soldiers on the table (Ctrl or Shift + click for several), then press Discard.</source>
        <translation>For at kassere skal du klikke på soldater på bordet (Ctrl eller Shift + klik for flere) og så trykke på Kassér.</translation>
    </message>
    <message>
        <source>No hand in play</source>
        <translation>Ingen hånd i gang</translation>
    </message>
    <message>
        <source>The match is over — press {keys} or Game ▸ New game…</source>
        <translation>Partiet er slut — tryk {keys} eller Spil ▸ Nyt spil…</translation>
    </message>
    <message>
        <source>Hand over — press N or Game ▸ Deal the next hand</source>
        <translation>Hånden er slut — tryk N eller Spil ▸ Giv næste hånd</translation>
    </message>
    <message>
        <source>Hand over — the next hand is dealt in a moment</source>
        <translation>Hånden er slut — den næste hånd gives om et øjeblik</translation>
    </message>
    <message>
        <source>The tutorial is over: play a real game or close the tutorial, above the table</source>
        <translation>Introduktionen er slut: spil et rigtigt spil, eller luk introduktionen over bordet</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tænker…</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Venter på {name}…</translation>
    </message>
    <message>
        <source>Pay {price} and take the top card of the draw pile as a soldier (B)</source>
        <translation>Betal {price}, og tag det øverste kort i trækbunken som soldat (B)</translation>
    </message>
    <message>
        <source>Select soldiers on the table first (Ctrl/Shift+click)</source>
        <translation>Vælg først soldater på bordet (Ctrl/Shift+klik)</translation>
    </message>
    <message>
        <source>Pay {price} and discard the selection (D)</source>
        <translation>Betal {price}, og kassér de valgte (D)</translation>
    </message>
    <message>
        <source>Discard the selection (D)</source>
        <translation>Kassér de valgte (D)</translation>
    </message>
    <message>
        <source>Do nothing; the turn passes (S)</source>
        <translation>Gør ingenting; turen går videre (S)</translation>
    </message>
    <message>
        <source>Leave the hand; your chips stay in the pot (F)</source>
        <translation>Forlad hånden; dine jetoner bliver i puljen (F)</translation>
    </message>
    <message>
        <source>Attack {targets} for {amount} (A)</source>
        <translation>Angrib {targets} med en indsats på {amount} (A)</translation>
    </message>
    <message numerus="yes">
        <source>The bet is (your %Ln soldiers + 1) × the small bet of {small_bet}.</source>
        <translation>
            <numerusform>Indsatsen er (din %Ln soldat + 1) × den lille indsats på {small_bet}.</numerusform>
            <numerusform>Indsatsen er (dine %Ln soldater + 1) × den lille indsats på {small_bet}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack (bet {amount})</source>
        <translation>Angrib (indsats {amount})</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>Din tur, {name}</translation>
    </message>
    <message>
        <source>How much to raise; R or {enter} raises</source>
        <translation>Hvor meget du forhøjer; R eller {enter} forhøjer</translation>
    </message>
    <message>
        <source>End the turn; soldiers kept: {count} ({enter})</source>
        <translation>Afslut turen; beholdte soldater: {count} ({enter})</translation>
    </message>
    <message>
        <source>Marked for the discard pile: {count}</source>
        <translation>Markeret til kassationsbunken: {count}</translation>
    </message>
    <message>
        <source>Mark the selection for the discard pile (D)</source>
        <translation>Markér de valgte til kassationsbunken (D)</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>Behold alle</translation>
    </message>
    <message>
        <source>You may discard soldiers you do not want (drag them to the discard pile, or select them with {space} and press D), or keep them all.</source>
        <translation>Du kan kassere de soldater, du ikke vil have (træk dem til kassationsbunken, eller vælg dem med {space} og tryk på D), eller beholde dem alle.</translation>
    </message>
    <message numerus="yes">
        <source>Discard down to at most %Ln soldiers: drag them to the discard pile (or {space} on each, then D), then Done</source>
        <translation>
            <numerusform>Kassér ned til højst %Ln soldat: træk dem til kassationsbunken (eller {space} på hver, så D), og tryk så på Færdig</numerusform>
            <numerusform>Kassér ned til højst %Ln soldater: træk dem til kassationsbunken (eller {space} på hver, så D), og tryk så på Færdig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot pay the whole call: calling puts in all your %Ln chips.</source>
        <translation>
            <numerusform>Du kan ikke betale hele beløbet for at syne: syner du, sætter du din sidste %Ln jeton ind.</numerusform>
            <numerusform>Du kan ikke betale hele beløbet for at syne: syner du, sætter du alle dine %Ln jetoner ind.</numerusform>
        </translation>
    </message>
    <message>
        <source>A call pays the latest raise: {amount}.</source>
        <translation>At syne koster den seneste forhøjelse: {amount}.</translation>
    </message>
    <message>
        <source>A call matches the attacker&apos;s bet: {amount}.</source>
        <translation>At syne koster det samme som angriberens indsats: {amount}.</translation>
    </message>
    <message numerus="yes">
        <source>A call costs (your %Ln soldiers + 1) × the small bet of {small_bet} = {amount}.</source>
        <translation>
            <numerusform>At syne koster (din %Ln soldat + 1) × den lille indsats på {small_bet} = {amount}.</numerusform>
            <numerusform>At syne koster (dine %Ln soldater + 1) × den lille indsats på {small_bet} = {amount}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks you for {amount}</source>
        <translation>{name} angriber dig med en indsats på {amount}</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} forhøjer med {amount}</translation>
    </message>
    <message>
        <source>Give up: {name} takes your banner and soldiers (F)</source>
        <translation>Giv op: {name} tager dit bannerkort og dine soldater (F)</translation>
    </message>
    <message numerus="yes">
        <source>Pay all your %Ln chips; the battle goes ahead (C)</source>
        <translation>
            <numerusform>Betal din sidste %Ln jeton; kampen gennemføres (C)</numerusform>
            <numerusform>Betal alle dine %Ln jetoner; kampen gennemføres (C)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay {amount} and compare battle hands (C)</source>
        <translation>Betal {amount}, og sammenlign kamphænderne (C)</translation>
    </message>
    <message>
        <source>Call and raise {amount} (R)</source>
        <translation>Syn og forhøj med {amount} (R)</translation>
    </message>
    <message>
        <source>Call and raise by the amount chosen, {low} to {high} (R: choose, R again or {enter}: raise)</source>
        <translation>Syn og forhøj med det valgte beløb, {low} til {high} (R: vælg, R igen eller {enter}: forhøj)</translation>
    </message>
</context>
<context>
    <name>ActionTexts</name>
    <message>
        <source>{name} buys a soldier</source>
        <translation>{name} køber en soldat</translation>
    </message>
    <message>
        <source>{name} keeps every soldier</source>
        <translation>{name} beholder alle soldater</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} kasserer {cards}</translation>
    </message>
    <message>
        <source>{name} stays</source>
        <translation>{name} bliver</translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation>{name} folder</translation>
    </message>
    <message>
        <source>{name} attacks {target}</source>
        <translation>{name} angriber {target}</translation>
    </message>
    <message>
        <source>{name} calls</source>
        <translation>{name} syner</translation>
    </message>
    <message>
        <source>{name} raises</source>
        <translation>{name} forhøjer</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} forhøjer med {amount}</translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <source>Buy a soldier for {price}</source>
        <translation>Køb en soldat for {price}</translation>
    </message>
    <message>
        <source>Attack {name}: bet {amount}</source>
        <translation>Angrib {name}: sats {amount}</translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers for {price}</source>
        <translation>
            <numerusform>Kassér %Ln soldat for {price}</numerusform>
            <numerusform>Kassér %Ln soldater for {price}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers</source>
        <translation>
            <numerusform>Kassér %Ln soldat</numerusform>
            <numerusform>Kassér %Ln soldater</numerusform>
        </translation>
    </message>
    <message>
        <source>Call all-in {amount}</source>
        <translation>Syn all-in {amount}</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>Syn {amount}</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Forhøj</translation>
    </message>
    <message>
        <source>Raise {amount}</source>
        <translation>Forhøj med {amount}</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bliv</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Fold</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>{prompt}. You may: {moves}.</source>
        <translation>{prompt}. Du kan: {moves}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{prompt}. {detail} You may: {moves}.</source>
        <translation>{prompt}. {detail} Du kan: {moves}.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>Valgt: {cards}.</translation>
    </message>
    <message>
        <source>No soldier selected.</source>
        <translation>Ingen soldat valgt.</translation>
    </message>
    <message>
        <source>{move} ({key})</source>
        <translation>{move} ({key})</translation>
    </message>
</context>
<context>
    <name>AskTable</name>
    <message>
        <source>&amp;My cards</source>
        <translation>&amp;Mine kort</translation>
    </message>
    <message>
        <source>Whose &amp;turn</source>
        <translation>Hvis &amp;tur</translation>
    </message>
    <message>
        <source>The &amp;pot and bets</source>
        <translation>&amp;Puljen og indsatserne</translation>
    </message>
    <message>
        <source>The &amp;last battle</source>
        <translation>&amp;Seneste kamp</translation>
    </message>
    <message>
        <source>&amp;Everyone at the table</source>
        <translation>&amp;Alle ved bordet</translation>
    </message>
    <message>
        <source>No hand in play.</source>
        <translation>Ingen hånd i gang.</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>No battle has been fought yet.</source>
        <translation>Der har ikke været nogen kamp endnu.</translation>
    </message>
</context>
<context>
    <name>BattlePreviewTexts</name>
    <message>
        <source>You would bet {amount}.</source>
        <translation>Du ville satse {amount}.</translation>
    </message>
    <message>
        <source>None of your cards count.</source>
        <translation>Ingen af dine kort tæller.</translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand}.</source>
        <translation>
            <numerusform>Dit bedste %Ln kort: {hand}.</numerusform>
            <numerusform>Dine bedste %Ln kort: {hand}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand} ({cards}).</source>
        <translation>
            <numerusform>Dit bedste %Ln kort: {hand} ({cards}).</numerusform>
            <numerusform>Dine bedste %Ln kort: {hand} ({cards}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Against {name} all your cards count.</source>
        <translation>Mod {name} tæller alle dine kort.</translation>
    </message>
    <message>
        <source>Against {name} your cards of rank {rank} do not count.</source>
        <translation>Mod {name} tæller dine kort med rang {rank} ikke.</translation>
    </message>
    <message>
        <source>Against {name} your {suit} do not count.</source>
        <translation>Mod {name} tæller dine {suit} ikke.</translation>
    </message>
    <message>
        <source>You win this battle whatever they hold.</source>
        <translation>Du vinder denne kamp, uanset hvilke kort modstanderen har.</translation>
    </message>
    <message>
        <source>You lose this battle whatever they hold.</source>
        <translation>Du taber denne kamp, uanset hvilke kort modstanderen har.</translation>
    </message>
    <message>
        <source>You win about {chance} of such battles, from what you can see.</source>
        <translation>Ud fra det, du kan se, vinder du ca. {chance} af den slags kampe.</translation>
    </message>
</context>
<context>
    <name>BattleResultTexts</name>
    <message>
        <source>{loser} folds: {winner} wins without a fight</source>
        <translation>{loser} folder: {winner} vinder uden modstand</translation>
    </message>
    <message>
        <source>A tie: {a} and {b} split the pot</source>
        <translation>Uafgjort: {a} og {b} deler puljen</translation>
    </message>
    <message>
        <source>A tie: {a} and {b} are both out</source>
        <translation>Uafgjort: {a} og {b} er begge ude</translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}</source>
        <translation>{winner} vinder kampen mod {loser}</translation>
    </message>
    <message numerus="yes">
        <source>{captor} captures the {banner} and %Ln soldiers</source>
        <translation>
            <numerusform>{captor} erobrer bannerkortet {banner} og %Ln soldat</numerusform>
            <numerusform>{captor} erobrer bannerkortet {banner} og %Ln soldater</numerusform>
        </translation>
    </message>
    <message>
        <source>{captor} captures the {banner}</source>
        <translation>{captor} erobrer bannerkortet {banner}</translation>
    </message>
    <message>
        <source>Crossed out: cards of the opponent&apos;s banner rank do not count</source>
        <translation>Overstreget: kort med samme rang som modstanderens bannerkort tæller ikke</translation>
    </message>
    <message>
        <source>Crossed out: cards of the opponent&apos;s banner suit do not count</source>
        <translation>Overstreget: kort i samme kulør som modstanderens bannerkort tæller ikke</translation>
    </message>
    <message>
        <source>{name}: {hand}</source>
        <translation>{name}: {hand}</translation>
    </message>
    <message>
        <source>Only {a} and {b} see the battle hands</source>
        <translation>Kun {a} og {b} ser kamphænderne</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is not shown to you</source>
        <translation>Hånden hos {name} vises ikke for dig</translation>
    </message>
    <message>
        <source>Equal hands: {winner} wins by holding more cards of their banner suit</source>
        <translation>Lige gode hænder: {winner} vinder ved at have flere kort i sit bannerkorts kulør</translation>
    </message>
    <message>
        <source>Showdown: {winner} wins {amount}</source>
        <translation>Showdown: {winner} vinder {amount}</translation>
    </message>
    <message>
        <source>Showdown: {names} split the pot</source>
        <translation>Showdown: {names} deler puljen</translation>
    </message>
    <message>
        <source>A battle hand is the best five of the banner, palace and soldiers (R15.2), without the crossed-out cards (R15.3); equal hands go to the one holding more cards of their own banner suit (R15.5).</source>
        <translation>En kamphånd er de bedste fem kort blandt bannerkortet, paladskortene og soldaterne (R15.2), uden de overstregede kort (R15.3); ved lige gode hænder vinder den, der har flest kort i sit eget bannerkorts kulør (R15.5).</translation>
    </message>
    <message>
        <source>At a showdown every hand still in is the best five of all its cards, none crossed out (R17.3); the best hand takes the pot and equal best hands share it (R18.1).</source>
        <translation>Ved et showdown er hver hånd, der stadig er med, de bedste fem af alle dens kort, ingen overstregede (R17.3); den bedste hånd tager puljen, og lige gode bedste hænder deler den (R18.1).</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>easy</source>
        <translation>let</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>middel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>svær</translation>
    </message>
    <message>
        <source>random</source>
        <translation>tilfældig</translation>
    </message>
    <message>
        <source>tutorial</source>
        <translation>introduktion</translation>
    </message>
</context>
<context>
    <name>BotPace</name>
    <message>
        <source>Continue</source>
        <translation>Fortsæt</translation>
    </message>
</context>
<context>
    <name>BotReason</name>
    <message>
        <source>{name} picks a move at random.</source>
        <translation>{name} vælger et tilfældigt træk.</translation>
    </message>
    <message>
        <source>{name} attacks {target}: about {pct}% to win against {target}&apos;s visible cards.</source>
        <translation>{name} angriber {target}: ca. {pct} % chance for at vinde mod de synlige kort hos {target}.</translation>
    </message>
    <message>
        <source>{name} attacks {target}, expecting {target} to fold (about {pct}% to win against {target}&apos;s visible cards).</source>
        <translation>{name} angriber {target} og regner med, at {target} folder (ca. {pct} % chance for at vinde mod de synlige kort hos {target}).</translation>
    </message>
    <message>
        <source>{name} attacks {target} on a bluff, hoping {target} folds.</source>
        <translation>{name} angriber {target} på bluff i håb om, at {target} folder.</translation>
    </message>
    <message>
        <source>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets.</source>
        <translation>{name} angriber {target} som bluff: kun cirka {pct}% chance for at vinde kampen, men den regner med, at {target} folder på cirka {fold}% af sådanne bud.</translation>
    </message>
    <message>
        <source>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot.</source>
        <translation>{name} angriber {target}: kun cirka {pct}% chance for at vinde kampen, men det banner og de soldater, en vundet kamp erobrer fra {target}, ville styrke dens hånd om puljen.</translation>
    </message>
    <message>
        <source>{name} buys a soldier: the hand needs help (about {pct}% to win now).</source>
        <translation>{name} køber en soldat: hånden har brug for hjælp (ca. {pct} % chance for at vinde nu).</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: a new card is worth %Ln chips with {pot} in the pot.</source>
        <translation>
            <numerusform>{name} køber en soldat: et nyt kort er %Ln jeton værd med {pot} i puljen.</numerusform>
            <numerusform>{name} køber en soldat: et nyt kort er %Ln jetoner værd med {pot} i puljen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stays: about {pct}% to win if the hand ends now.</source>
        <translation>{name} bliver: ca. {pct} % chance for at vinde, hvis hånden slutter nu.</translation>
    </message>
    <message>
        <source>{name} stays: only about {pct}% to win, but nothing else is worth the chips.</source>
        <translation>{name} bliver: kun ca. {pct} % chance for at vinde, men intet andet er jetonerne værd.</translation>
    </message>
    <message>
        <source>{name} discards {cards}: they do not help and make bets dearer.</source>
        <translation>{name} kasserer {cards}: de hjælper ikke og gør indsatserne dyrere.</translation>
    </message>
    <message>
        <source>{name} keeps every soldier.</source>
        <translation>{name} beholder alle soldater.</translation>
    </message>
    <message>
        <source>{name} keeps {kept} and lets {dropped} go.</source>
        <translation>{name} beholder {kept} og kasserer {dropped}.</translation>
    </message>
    <message>
        <source>{name} lets every soldier go: {dropped}.</source>
        <translation>{name} kasserer alle soldater: {dropped}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: about {pct}% to win the battle.</source>
        <translation>{name} syner for {cost}: ca. {pct} % chance for at vinde kampen.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: only about {pct}% to win, but the pot of {pot} is worth it.</source>
        <translation>{name} syner for {cost}: kun ca. {pct} % chance for at vinde, men puljen på {pot} er det værd.</translation>
    </message>
    <message>
        <source>{name} calls all-in: about {pct}% to win the battle.</source>
        <translation>{name} syner all-in: ca. {pct} % chance for at vinde kampen.</translation>
    </message>
    <message>
        <source>{name} raises by {cost}: about {pct}% to win the battle.</source>
        <translation>{name} forhøjer med {cost}: ca. {pct} % chance for at vinde kampen.</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: only about {pct}% to win, not worth %Ln chips.</source>
        <translation>
            <numerusform>{name} folder: kun ca. {pct} % chance for at vinde, ikke %Ln jeton værd.</numerusform>
            <numerusform>{name} folder: kun ca. {pct} % chance for at vinde, ikke %Ln jetoner værd.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle, and a call of {cost} into a pot of {pot} needs about {need}%.</source>
        <translation>{name} folder hellere end at betale {cost}: cirka {pct}% chance for at vinde kampen, og et call på {cost} i en pulje på {pot} kræver cirka {need}%.</translation>
    </message>
    <message>
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle against any palace, but less against the palaces a bet like this comes from, and calling was worth less (expected chips: folding {fold_value}, calling {call_value}).</source>
        <translation>{name} folder hellere end at betale {cost}: cirka {pct}% chance for at vinde kampen mod ethvert palads, men mindre mod de paladser, et bud som dette kommer fra, og et call var mindre værd (forventede jetoner: fold {fold_value}, call {call_value}).</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle, but a won battle takes cards, not the pot, and %Ln other players would still be in the hand for it (expected chips: folding {fold_value}, calling {call_value}).</source>
        <translation>
            <numerusform>{name} folder hellere end at betale {cost}: cirka {pct}% chance for at vinde kampen, men en vundet kamp giver kort, ikke puljen, og %Ln anden spiller ville stadig være med i hånden om den (forventede jetoner: fold {fold_value}, call {call_value}).</numerusform>
            <numerusform>{name} folder hellere end at betale {cost}: cirka {pct}% chance for at vinde kampen, men en vundet kamp giver kort, ikke puljen, og %Ln andre spillere ville stadig være med i hånden om den (forventede jetoner: fold {fold_value}, call {call_value}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation>{name} folder.</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} køber en soldat: at købe klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
            <numerusform>{name} køber en soldat: at købe klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} bliver: at blive klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
            <numerusform>{name} bliver: at blive klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} angriber {target}: ca. {pct} % chance for at vinde kampen; at angribe klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
            <numerusform>{name} angriber {target}: ca. {pct} % chance for at vinde kampen; at angribe klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} angriber {target} som bluff: kun cirka {pct}% chance for at vinde kampen, men den regner med, at {target} folder på cirka {fold}% af sådanne bud; angrebet kom cirka %Ln jeton foran dens næstbedste træk (simulerede hænder: {n}).</numerusform>
            <numerusform>{name} angriber {target} som bluff: kun cirka {pct}% chance for at vinde kampen, men den regner med, at {target} folder på cirka {fold}% af sådanne bud; angrebet kom cirka %Ln jetoner foran dens næstbedste træk (simulerede hænder: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} angriber {target}: kun cirka {pct}% chance for at vinde kampen, men det banner og de soldater, en vundet kamp erobrer fra {target}, ville styrke dens hånd om puljen; angrebet kom cirka %Ln jeton foran dens næstbedste træk (simulerede hænder: {n}).</numerusform>
            <numerusform>{name} angriber {target}: kun cirka {pct}% chance for at vinde kampen, men det banner og de soldater, en vundet kamp erobrer fra {target}, ville styrke dens hånd om puljen; angrebet kom cirka %Ln jetoner foran dens næstbedste træk (simulerede hænder: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} syner for {cost}: ca. {pct} % chance for at vinde kampen; at syne klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
            <numerusform>{name} syner for {cost}: ca. {pct} % chance for at vinde kampen; at syne klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} syner all-in: ca. {pct} % chance for at vinde kampen; at syne klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
            <numerusform>{name} syner all-in: ca. {pct} % chance for at vinde kampen; at syne klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} forhøjer med {cost}: ca. {pct} % chance for at vinde kampen; at forhøje klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
            <numerusform>{name} forhøjer med {cost}: ca. {pct} % chance for at vinde kampen; at forhøje klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} folder hellere end at betale {cost}: ca. {pct} % chance for at vinde kampen; at folde klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
            <numerusform>{name} folder hellere end at betale {cost}: ca. {pct} % chance for at vinde kampen; at folde klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}; at vinde puljen talte {bonus} ekstra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} køber en soldat: at købe klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
            <numerusform>{name} køber en soldat: at købe klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} bliver: at blive klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
            <numerusform>{name} bliver: at blive klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} angriber {target}: ca. {pct} % chance for at vinde kampen; at angribe klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
            <numerusform>{name} angriber {target}: ca. {pct} % chance for at vinde kampen; at angribe klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} syner for {cost}: ca. {pct} % chance for at vinde kampen; at syne klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
            <numerusform>{name} syner for {cost}: ca. {pct} % chance for at vinde kampen; at syne klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} syner all-in: ca. {pct} % chance for at vinde kampen; at syne klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
            <numerusform>{name} syner all-in: ca. {pct} % chance for at vinde kampen; at syne klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} forhøjer med {cost}: ca. {pct} % chance for at vinde kampen; at forhøje klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
            <numerusform>{name} forhøjer med {cost}: ca. {pct} % chance for at vinde kampen; at forhøje klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} folder hellere end at betale {cost}: ca. {pct} % chance for at vinde kampen; at folde klarede sig ca. %Ln jeton bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
            <numerusform>{name} folder hellere end at betale {cost}: ca. {pct} % chance for at vinde kampen; at folde klarede sig ca. %Ln jetoner bedre end det næstbedste træk (simulerede hænder: {n}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks {target}: its hand looks stronger than what {target} shows.</source>
        <translation>{name} angriber {target}: hånden ser stærkere ud end det, {target} viser.</translation>
    </message>
    <message>
        <source>{name} raises by {cost}: its hand looks much stronger than what {target} shows.</source>
        <translation>{name} forhøjer med {cost}: hånden ser meget stærkere ud end det, {target} viser.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: its hand looks strong enough against what {target} shows.</source>
        <translation>{name} syner for {cost}: hånden ser stærk nok ud mod det, {target} viser.</translation>
    </message>
    <message>
        <source>{name} calls all-in: its hand looks strong enough against what {target} shows.</source>
        <translation>{name} syner all-in: hånden ser stærk nok ud mod det, {target} viser.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: a cheap call with {pot} in the pot.</source>
        <translation>{name} syner for {cost}: det er billigt at syne med {pot} i puljen.</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: its hand looks too weak against what {target} shows to pay %Ln chips.</source>
        <translation>
            <numerusform>{name} folder: hånden ser for svag ud mod det, {target} viser, til at betale %Ln jeton.</numerusform>
            <numerusform>{name} folder: hånden ser for svag ud mod det, {target} viser, til at betale %Ln jetoner.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier to strengthen its hand.</source>
        <translation>{name} køber en soldat for at styrke sin hånd.</translation>
    </message>
    <message>
        <source>{name} stays: its hand holds up against what the others show.</source>
        <translation>{name} bliver: hånden kan klare sig mod det, de andre viser.</translation>
    </message>
    <message>
        <source>{name} stays, though its hand looks weaker than what the others show.</source>
        <translation>{name} bliver, selvom hånden ser svagere ud end det, de andre viser.</translation>
    </message>
    <message>
        <source>{name} has only one move.</source>
        <translation>{name} har kun ét muligt træk.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>nothing</source>
        <translation>ingenting</translation>
    </message>
    <message>
        <source>two</source>
        <translation>to</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fire</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fem</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seks</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>syv</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>otte</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>ni</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knægt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>es</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klør</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruder</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>et skjult kort</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Hello!</source>
        <translation>Hej!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>Held og lykke!</translation>
    </message>
    <message>
        <source>Nice hand!</source>
        <translation>Flot hånd!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Godt spillet!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Tak!</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>Et øjeblik, tak.</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>Undskyld!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Godt spil!</translation>
    </message>
    <message>
        <source>Bye!</source>
        <translation>Farvel!</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Chatbeskeder</translation>
    </message>
    <message>
        <source>Write a message, then {enter}</source>
        <translation>Skriv en besked, og tryk {enter}</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chatbesked</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Send beskeden</translation>
    </message>
    <message>
        <source>&amp;Quick messages</source>
        <translation>&amp;Hurtige beskeder</translation>
    </message>
    <message>
        <source>Quick messages</source>
        <translation>Hurtige beskeder</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;Ignorér</translation>
    </message>
    <message>
        <source>Mute a player</source>
        <translation>Ignorér en spiller</translation>
    </message>
    <message>
        <source>Hide a player&apos;s messages here (they are not told)</source>
        <translation>Skjul en spillers beskeder her (spilleren får det ikke at vide)</translation>
    </message>
    <message>
        <source>Characters left</source>
        <translation>Tegn tilbage</translation>
    </message>
    <message>
        <source>{name} says: {text}</source>
        <translation>{name} siger: {text}</translation>
    </message>
    <message>
        <source>{name} (watching)</source>
        <translation>{name} (ser med)</translation>
    </message>
    <message>
        <source>{time}  {name}: {text}</source>
        <translation>{time}  {name}: {text}</translation>
    </message>
    <message>
        <source>Nobody has written yet</source>
        <translation>Ingen har skrevet endnu</translation>
    </message>
    <message>
        <source>Not sent: at most {count} messages in {seconds} seconds. Wait a moment, then send it again.</source>
        <translation>Ikke sendt: højst {count} beskeder på {seconds} sekunder. Vent et øjeblik, og send den så igen.</translation>
    </message>
    <message>
        <source>Not sent: the table did not take that message.</source>
        <translation>Ikke sendt: bordet tog ikke imod beskeden.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters left</source>
        <translation>
            <numerusform>%Ln tegn tilbage</numerusform>
            <numerusform>%Ln tegn tilbage</numerusform>
        </translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>Whatever {name} holds, you lose this battle, and a lost battle costs your banner and soldiers.</source>
        <translation>Uanset hvilke kort {name} har, taber du denne kamp, og en tabt kamp koster dit bannerkort og dine soldater.</translation>
    </message>
    <message>
        <source>Whatever {name} holds, you lose this battle; folding now saves the call.</source>
        <translation>Uanset hvilke kort {name} har, taber du denne kamp; folder du nu, sparer du prisen for at syne.</translation>
    </message>
    <message>
        <source>Against what {name} shows, you win only about {pct} of such battles, and a lost battle costs your banner and soldiers.</source>
        <translation>Mod det, {name} viser, vinder du kun ca. {pct} af den slags kampe, og en tabt kamp koster dit bannerkort og dine soldater.</translation>
    </message>
    <message>
        <source>You win only about {pct} of battles against what {name} shows; folding now saves the call.</source>
        <translation>Du vinder kun ca. {pct} af kampene mod det, {name} viser; folder du nu, sparer du prisen for at syne.</translation>
    </message>
    <message>
        <source>Coach: you chose “{mine}”; in your place the hard bot would have chosen “{theirs}”, though it wins that battle only about {pct} of the time, as the coach warns: {why}. Its reasoning: {reason}</source>
        <translation>Træner: du valgte “{mine}”; i dit sted ville den svære bot have valgt “{theirs}”, skønt den kun vinder den kamp cirka {pct} af gangene, som træneren advarer om: {why}. Dens begrundelse: {reason}</translation>
    </message>
    <message>
        <source>Coach: you chose “{mine}”; in your place the hard bot would have chosen “{theirs}”. Its reasoning: {reason}</source>
        <translation>Træner: du valgte »{mine}«; i dit sted ville den svære computer have valgt »{theirs}«. Dens begrundelse: {reason}</translation>
    </message>
    <message>
        <source>it expects {name} to fold often enough, a bluff</source>
        <translation>den regner med, at {name} folder ofte nok, et bluff</translation>
    </message>
    <message>
        <source>the banner and soldiers it would capture from {name} are worth the risk</source>
        <translation>det banner og de soldater, den ville erobre fra {name}, er risikoen værd</translation>
    </message>
    <message>
        <source>the chips in the pot are worth the price of the battle</source>
        <translation>jetonerne i puljen er kampens pris værd</translation>
    </message>
</context>
<context>
    <name>CoachWarning</name>
    <message>
        <source>Coach</source>
        <translation>Træner</translation>
    </message>
    <message>
        <source>Do it anyway</source>
        <translation>Gør det alligevel</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>The coach can be turned off in Settings.</source>
        <translation>Træneren kan slås fra under Indstillinger.</translation>
    </message>
</context>
<context>
    <name>ContinueBar</name>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsæt</translation>
    </message>
    <message>
        <source>Let the next bot move ({space} or {enter})</source>
        <translation>Lad den næste computer udføre sit træk ({space} eller {enter})</translation>
    </message>
    <message>
        <source>{name} has moved. The game waits for you.</source>
        <translation>{name} har udført sit træk. Spillet venter på dig.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message numerus="yes">
        <source>Fold and leave %Ln chips in the pot?</source>
        <translation>
            <numerusform>Vil du folde og efterlade %Ln jeton i puljen?</numerusform>
            <numerusform>Vil du folde og efterlade %Ln jetoner i puljen?</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes your banner and soldiers.</source>
        <translation>{name} tager dit bannerkort og dine soldater.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln more: at most five soldiers may stay.</source>
        <translation>
            <numerusform>Kassér %Ln soldat mere: du må højst beholde fem soldater.</numerusform>
            <numerusform>Kassér %Ln soldater mere: du må højst beholde fem soldater.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Giv videre til {name}</translation>
    </message>
    <message>
        <source>Everyone else, look away. {name}, press Continue when only you can see the screen.</source>
        <translation>Alle andre: kig væk. {name}, tryk på Fortsæt, når kun du kan se skærmen.</translation>
    </message>
    <message>
        <source>Continue as {name}</source>
        <translation>Fortsæt som {name}</translation>
    </message>
    <message>
        <source>{title}. {text}</source>
        <translation>{title}. {text}</translation>
    </message>
</context>
<context>
    <name>FoldConfirm</name>
    <message>
        <source>Fold?</source>
        <translation>Vil du folde?</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Fold</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Spil videre</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Spørg ikke igen</translation>
    </message>
    <message>
        <source>Don&apos;t ask again before folding</source>
        <translation>Spørg ikke igen, før jeg folder</translation>
    </message>
</context>
<context>
    <name>HandNames</name>
    <message>
        <source>a straight flush</source>
        <translation>en straight flush</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>fire ens</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>et fuldt hus</translation>
    </message>
    <message>
        <source>a flush</source>
        <translation>en flush</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>en straight</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>tre ens</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>to par</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>et par</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>højt kort</translation>
    </message>
    <message>
        <source>a hidden hand</source>
        <translation>en skjult hånd</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <source>Match over</source>
        <translation>Partiet er slut</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Hånd {number}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nyt spil…</translation>
    </message>
    <message>
        <source>The next hand is dealt in a moment.</source>
        <translation>Næste hånd gives om et øjeblik.</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Giv næste hånd</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Se på bordet</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the match with %Ln chips.</source>
        <translation>
            <numerusform>{name} vinder partiet med %Ln jeton.</numerusform>
            <numerusform>{name} vinder partiet med %Ln jetoner.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the pot of {amount}.</source>
        <translation>{name} vinder puljen på {amount}.</translation>
    </message>
    <message>
        <source>{names} split the pot.</source>
        <translation>{names} deler puljen.</translation>
    </message>
    <message>
        <source>Showdown:</source>
        <translation>Ved showdown:</translation>
    </message>
    <message>
        <source>{name}: {hand} ({cards})</source>
        <translation>{name}: {hand} ({cards})</translation>
    </message>
    <message>
        <source>{name} is out of the match (cannot pay the ante).</source>
        <translation>{name} er ude af partiet (kunne ikke betale ante).</translation>
    </message>
    <message>
        <source>{name} is out of the match.</source>
        <translation>{name} er ude af partiet.</translation>
    </message>
    <message>
        <source>{name} folded on their turn.</source>
        <translation>{name} foldede i sin tur.</translation>
    </message>
    <message>
        <source>{a} beat {d} in battle.</source>
        <translation>{a} slog {d} i kamp.</translation>
    </message>
    <message>
        <source>{d} beat {a} in battle.</source>
        <translation>{d} slog {a} i kamp.</translation>
    </message>
    <message>
        <source>{d} folded to {a}&apos;s raise.</source>
        <translation>{d} foldede på forhøjelsen fra {a}.</translation>
    </message>
    <message>
        <source>{d} folded when {a} attacked.</source>
        <translation>{d} foldede, da {a} angreb.</translation>
    </message>
    <message>
        <source>{a} folded to {d}&apos;s raise.</source>
        <translation>{a} foldede på forhøjelsen fra {d}.</translation>
    </message>
    <message>
        <source>{a} and {d} tied and split the pot.</source>
        <translation>{a} og {d} spillede uafgjort og delte puljen.</translation>
    </message>
    <message>
        <source>{a} and {d} tied and both went out.</source>
        <translation>{a} og {d} spillede uafgjort og røg begge ud.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetoner</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Denne hånd</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stillingen</translation>
    </message>
</context>
<context>
    <name>HandWords</name>
    <message>
        <source>twos</source>
        <translation>toere</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>treere</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>firere</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>femmere</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>seksere</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>syvere</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>ottere</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>niere</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tiere</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>knægte</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>damer</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>konger</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>esser</translation>
    </message>
    <message>
        <source>a straight flush, {high} high</source>
        <translation>en straight flush med {high} højest</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation>fire {ranks}</translation>
    </message>
    <message>
        <source>a full house, {trips} over {pair}</source>
        <translation>et fuldt hus, {trips} over {pair}</translation>
    </message>
    <message>
        <source>a flush, {high} high</source>
        <translation>en flush med {high} højest</translation>
    </message>
    <message>
        <source>a straight, {high} high</source>
        <translation>en straight med {high} højest</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation>tre {ranks}</translation>
    </message>
    <message>
        <source>two pair, {high} and {low}</source>
        <translation>to par, {high} og {low}</translation>
    </message>
    <message>
        <source>a pair of {ranks}</source>
        <translation>et par {ranks}</translation>
    </message>
    <message>
        <source>high card {high}</source>
        <translation>højt kort, {high}</translation>
    </message>
</context>
<context>
    <name>HistoryOpening</name>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>too big to open in the memory available</source>
        <translation>for stor til at åbne i den hukommelse, der er til rådighed</translation>
    </message>
    <message>
        <source>an error of the app stopped the reading ({error})</source>
        <translation>en fejl i programmet stoppede læsningen ({error})</translation>
    </message>
    <message>
        <source>Reading {path}…</source>
        <translation>Læser {path}…</translation>
    </message>
    <message>
        <source>{path} cannot be shown: {error}</source>
        <translation>{path} kan ikke vises: {error}</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Vær vært for et bord</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dit navn</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Pladser</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Startjetoner</translation>
    </message>
    <message>
        <source>none: anyone with the code joins</source>
        <translation>ingen: alle med koden kan deltage</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>Adgangskode (valgfri)</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dit &amp;navn:</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Pladser:</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>Start&amp;jetoner:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Adgangskode:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Dig</translation>
    </message>
    <message>
        <source>A player on another computer</source>
        <translation>En spiller på en anden computer</translation>
    </message>
    <message>
        <source>A bot ({level})</source>
        <translation>En bot ({level})</translation>
    </message>
    <message>
        <source>{seat}: who plays</source>
        <translation>{seat}: hvem spiller</translation>
    </message>
    <message>
        <source>People on this network find the table in Game ▸ Join a table; others join with the room code and this computer&apos;s address, shown once the table is made.</source>
        <translation>Folk på dette netværk finder bordet under Spil ▸ Deltag ved et bord; andre deltager med rumkoden og denne computers adresse, som vises, når bordet er oprettet.</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>&amp;Host the table</source>
        <translation>&amp;Opret bordet</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Skriv dit navn: de andre ser det ved bordet.</translation>
    </message>
    <message>
        <source>Hosting a table is not part of this build of the app; you can still join one.</source>
        <translation>At være vært for et bord er ikke en del af denne udgave af appen; du kan stadig deltage ved et.</translation>
    </message>
    <message>
        <source>The table could not be hosted on this computer ({error}).</source>
        <translation>Bordet kunne ikke oprettes på denne computer ({error}).</translation>
    </message>
    <message>
        <source>Making the table…</source>
        <translation>Opretter bordet…</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play Palace Poker</source>
        <translation>Sådan spiller du Palace Poker</translation>
    </message>
</context>
<context>
    <name>InstanceTexts</name>
    <message>
        <source>Palace Desktop is already open in another window. This window keeps its game apart: a game left unfinished here is kept for later (Game ▸ Resume a kept game), and settings changed here are not saved.</source>
        <translation>Palace Desktop er allerede åbent i et andet vindue. Dette vindue holder sit spil for sig: et spil, der ikke er spillet færdigt her, parkeres til senere (Spil ▸ Genoptag et parkeret spil), og indstillinger, der ændres her, gemmes ikke.</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Deltag ved et bord</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dit navn</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Borde på dette netværk</translation>
    </message>
    <message>
        <source>such as 192.168.1.20 or host:8765</source>
        <translation>f.eks. 192.168.1.20 eller vært:8765</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>ten letters and digits</source>
        <translation>ti bogstaver og cifre</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Rumkode</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>hvis bordet har en</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Adgangskode</translation>
    </message>
    <message>
        <source>Or join by address</source>
        <translation>Eller deltag via adresse</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>Rum&amp;kode:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Adgangs&amp;ord:</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Deltag</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Se med</translation>
    </message>
    <message>
        <source>Watch the game without a seat</source>
        <translation>Se spillet uden en plads</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dit &amp;navn:</translation>
    </message>
    <message>
        <source>Looking for tables on this network is not available: join by address.</source>
        <translation>Søgning efter borde på dette netværk er ikke tilgængelig: deltag via adresse.</translation>
    </message>
    <message>
        <source>{host}&apos;s table: started, {taken} of {seats} seats taken</source>
        <translation>{host}s bord: i gang, {taken} af {seats} pladser optaget</translation>
    </message>
    <message>
        <source>{host}&apos;s table: {taken} of {seats} seats taken, {free} free</source>
        <translation>{host}s bord: {taken} af {seats} pladser optaget, {free} ledige</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables found on this network.</source>
        <translation>
            <numerusform>%Ln bord fundet på dette netværk.</numerusform>
            <numerusform>%Ln borde fundet på dette netværk.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for tables on this network… None found yet.</source>
        <translation>Søger efter borde på dette netværk… Ingen fundet endnu.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Skriv dit navn: de andre ser det ved bordet.</translation>
    </message>
    <message>
        <source>That is not an address a table can be reached at. Type the address the host gave, such as 192.168.1.20 or 192.168.1.20:8765.</source>
        <translation>Det er ikke en adresse, et bord kan nås på. Skriv den adresse, værten gav, f.eks. 192.168.1.20 eller 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>A room code is ten letters and digits, such as 22RK-WG01-KR. Check it with the host.</source>
        <translation>En rumkode er ti bogstaver og cifre, f.eks. 22RK-WG01-KR. Tjek den med værten.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Forbinder…</translation>
    </message>
</context>
<context>
    <name>LauncherTexts</name>
    <message>
        <source>Palace Desktop</source>
        <translation>Palace Desktop</translation>
    </message>
    <message>
        <source>The saved game could not be read and was put aside:
{error}</source>
        <translation>Det gemte spil kunne ikke læses og blev lagt til side:
{error}</translation>
    </message>
    <message>
        <source>it was put aside as {name}</source>
        <translation>det blev lagt til side som {name}</translation>
    </message>
    <message>
        <source>it could not be put aside ({error})</source>
        <translation>det kunne ikke lægges til side ({error})</translation>
    </message>
    <message>
        <source>The saved game {path} cannot be resumed ({error}); {where}.</source>
        <translation>Det gemte spil {path} kan ikke genoptages ({error}); {where}.</translation>
    </message>
    <message>
        <source>The kept game could not be read and was put aside:
{error}</source>
        <translation>Det parkerede spil kunne ikke læses og blev lagt til side:
{error}</translation>
    </message>
    <message>
        <source>The kept game could not be restored: {error}</source>
        <translation>Det parkerede spil kunne ikke gendannes: {error}</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Forlad bordet?</translation>
    </message>
    <message>
        <source>You are playing at a table on the network.</source>
        <translation>Du spiller ved et bord på netværket.</translation>
    </message>
    <message>
        <source>You host it: if you leave, the game ends for everyone at it.</source>
        <translation>Du er vært for det: hvis du går, slutter spillet for alle ved bordet.</translation>
    </message>
    <message>
        <source>Your seat waits for you there (a bot plays it after a while): Palace Desktop offers to take it back at its next start.</source>
        <translation>Din plads venter på dig der (en bot spiller den efter et stykke tid): Palace Desktop tilbyder at tage den tilbage, næste gang det starter.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Forlad bordet</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;Bliv</translation>
    </message>
    <message>
        <source>That table is gone, or your seat there is no longer kept: it is forgotten.</source>
        <translation>Det bord findes ikke længere, eller din plads der holdes ikke længere: den er glemt.</translation>
    </message>
    <message>
        <source>Rejoin a table</source>
        <translation>Vend tilbage til et bord</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Table {room}</source>
        <translation>Bord {room}</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>Rum&amp;kode:</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Rumkode</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>Ko&amp;piér</translation>
    </message>
    <message>
        <source>Copy the room code</source>
        <translation>Kopiér rumkoden</translation>
    </message>
    <message>
        <source>How others join</source>
        <translation>Sådan deltager andre</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Pladser:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Pladser</translation>
    </message>
    <message>
        <source>Level of the bot</source>
        <translation>Bottens niveau</translation>
    </message>
    <message>
        <source>Give the seat to a &amp;bot</source>
        <translation>Giv pladsen til en &amp;bot</translation>
    </message>
    <message>
        <source>&amp;Open the seat to a player</source>
        <translation>Å&amp;bn pladsen for en spiller</translation>
    </message>
    <message>
        <source>&amp;Remove the player</source>
        <translation>&amp;Fjern spilleren</translation>
    </message>
    <message>
        <source>Table status</source>
        <translation>Bordets status</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Start spillet</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Forlad bordet</translation>
    </message>
    <message>
        <source>Others join with this room code from Game ▸ Join a table.</source>
        <translation>Andre deltager med denne rumkode fra Spil ▸ Deltag ved et bord.</translation>
    </message>
    <message>
        <source>Others on this network find the table in Game ▸ Join a table, or join with this room code.</source>
        <translation>Andre på dette netværk finder bordet under Spil ▸ Deltag ved et bord eller deltager med denne rumkode.</translation>
    </message>
    <message>
        <source>Others on this network find the table in Game ▸ Join a table. From elsewhere, they join at {addresses} with this room code.</source>
        <translation>Andre på dette netværk finder bordet under Spil ▸ Deltag ved et bord. Andre steder fra deltager de på {addresses} med denne rumkode.</translation>
    </message>
    <message>
        <source>{seat}: a bot ({level})</source>
        <translation>{seat}: en bot ({level})</translation>
    </message>
    <message>
        <source>{seat}: open, waiting for a player</source>
        <translation>{seat}: ledig, venter på en spiller</translation>
    </message>
    <message>
        <source>{seat}: {name} (you)</source>
        <translation>{seat}: {name} (dig)</translation>
    </message>
    <message>
        <source>{seat}: {name} (connection lost)</source>
        <translation>{seat}: {name} (forbindelsen er tabt)</translation>
    </message>
    <message>
        <source>{seat}: {name}</source>
        <translation>{seat}: {name}</translation>
    </message>
    <message>
        <source>You are watching. The game shows here when the host starts it.</source>
        <translation>Du ser med. Spillet vises her, når værten starter det.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players still to join.</source>
        <translation>
            <numerusform>Venter på, at %Ln spiller mere deltager.</numerusform>
            <numerusform>Venter på, at %Ln spillere mere deltager.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every seat is taken: start the game when you are ready.</source>
        <translation>Alle pladser er optaget: start spillet, når du er klar.</translation>
    </message>
    <message>
        <source>Every seat is taken: waiting for the host to start the game.</source>
        <translation>Alle pladser er optaget: venter på, at værten starter spillet.</translation>
    </message>
    <message>
        <source>Watching: {names}</source>
        <translation>Ser med: {names}</translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>Ingen ser med.</translation>
    </message>
    <message>
        <source>Table {room}. {status}</source>
        <translation>Bord {room}. {status}</translation>
    </message>
    <message>
        <source>The room code is copied.</source>
        <translation>Rumkoden er kopieret.</translation>
    </message>
    <message>
        <source>{name} took {seat}.</source>
        <translation>{name} tog {seat}.</translation>
    </message>
    <message>
        <source>{name} left {seat}.</source>
        <translation>{name} forlod {seat}.</translation>
    </message>
    <message>
        <source>{name} is watching.</source>
        <translation>{name} ser med.</translation>
    </message>
    <message>
        <source>{name} stopped watching.</source>
        <translation>{name} ser ikke længere med.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>Værten fjernede dig fra bordet.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Luk</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Forlad bordet?</translation>
    </message>
    <message>
        <source>The game at this table has not started yet.</source>
        <translation>Spillet ved dette bord er ikke begyndt endnu.</translation>
    </message>
    <message>
        <source>You host it: if you leave, the table ends for everyone who has joined.</source>
        <translation>Du er vært: hvis du går, slutter bordet for alle, der er kommet med.</translation>
    </message>
    <message>
        <source>Your seat is given up: someone else may take it.</source>
        <translation>Din plads bliver ledig: en anden kan tage den.</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;Bliv</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Palace Desktop</source>
        <translation>Palace Desktop</translation>
    </message>
    <message>
        <source>Table, waiting for a game</source>
        <translation>Bord, venter på et spil</translation>
    </message>
    <message>
        <source>The rule behind the last refusal</source>
        <translation>Reglen bag den seneste afvisning</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Deltag ved et bord…</translation>
    </message>
    <message>
        <source>Deal the &amp;next hand</source>
        <translation>Giv næste &amp;hånd</translation>
    </message>
    <message>
        <source>Export the last finished &amp;hand…</source>
        <translation>Eksportér sidste afsluttede hån&amp;d…</translation>
    </message>
    <message>
        <source>Export the &amp;match…</source>
        <translation>Eksportér &amp;partiet…</translation>
    </message>
    <message>
        <source>&amp;Open a hand history…</source>
        <translation>&amp;Åbn en håndhistorik…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;ind</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;ud</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Tilpas bordet</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Fu&amp;ld skærm</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Firfarvet kortspil</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>Ly&amp;deffekter</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Sådan spiller du</translation>
    </message>
    <message>
        <source>&amp;About Palace Desktop</source>
        <translation>&amp;Om Palace Desktop</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Lær at spille</translation>
    </message>
    <message>
        <source>Ne&amp;xt pane</source>
        <translation>&amp;Næste rude</translation>
    </message>
    <message>
        <source>&amp;Previous pane</source>
        <translation>Fo&amp;rrige rude</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;Resume a kept game</source>
        <translation>&amp;Genoptag et parkeret spil</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationshastighed</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;Ask the table</source>
        <translation>Spørg &amp;bordet</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Regel {rule}</translation>
    </message>
    <message>
        <source>Open the rules where this rule is explained</source>
        <translation>Åbn reglerne, hvor denne regel forklares</translation>
    </message>
    <message>
        <source>Pot: {amount}</source>
        <translation>Pulje: {amount}</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Hånden er slut</translation>
    </message>
    <message>
        <source>To act: {name}</source>
        <translation>Har turen: {name}</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Hand {number} begins; {dealer} deals.</source>
        <translation>Hånd {number} begynder; {dealer} giver.</translation>
    </message>
    <message>
        <source>{name} cannot pay the ante and is out of the match.</source>
        <translation>{name} kan ikke betale ante og er ude af partiet.</translation>
    </message>
    <message>
        <source>{name} pays the ante of {amount}.</source>
        <translation>{name} betaler ante på {amount}.</translation>
    </message>
    <message>
        <source>{card} is rejected as {name}&apos;s banner: its suit is taken.</source>
        <translation>{card} afvises som bannerkort for {name}: kuløren er optaget.</translation>
    </message>
    <message>
        <source>The rejected cards are shuffled into a new deck.</source>
        <translation>De afviste kort blandes til en ny bunke.</translation>
    </message>
    <message>
        <source>{name} gets the banner {card}.</source>
        <translation>{name} får bannerkortet {card}.</translation>
    </message>
    <message>
        <source>{name} gets the palace card {card}.</source>
        <translation>{name} får paladskortet {card}.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %Ln cards.</source>
        <translation>
            <numerusform>Kassationsbunken blandes til en ny trækbunke med %Ln kort.</numerusform>
            <numerusform>Kassationsbunken blandes til en ny trækbunke med %Ln kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier ({card}) and pays {price}.</source>
        <translation>{name} køber en soldat ({card}) og betaler {price}.</translation>
    </message>
    <message>
        <source>{name} discards nothing.</source>
        <translation>{name} kasserer ingenting.</translation>
    </message>
    <message>
        <source>{name} discards {cards} and pays {cost}.</source>
        <translation>{name} kasserer {cards} og betaler {cost}.</translation>
    </message>
    <message>
        <source>{name} discards {cards}.</source>
        <translation>{name} kasserer {cards}.</translation>
    </message>
    <message>
        <source>{name} stays.</source>
        <translation>{name} bliver.</translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation>{name} folder.</translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} and bets {amount}.</source>
        <translation>{attacker} angriber {defender} og satser {amount}.</translation>
    </message>
    <message>
        <source>{name} calls all-in with {amount}.</source>
        <translation>{name} syner all-in med {amount}.</translation>
    </message>
    <message>
        <source>{name} calls {amount}.</source>
        <translation>{name} syner {amount}.</translation>
    </message>
    <message>
        <source>{name} calls {call} and raises {amount}.</source>
        <translation>{name} syner {call} og forhøjer med {amount}.</translation>
    </message>
    <message>
        <source>{name} shows {hand}: {cards}.</source>
        <translation>{name} viser {hand}: {cards}.</translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}.</source>
        <translation>{winner} vinder kampen mod {loser}.</translation>
    </message>
    <message>
        <source>{winner} wins the battle without a fight.</source>
        <translation>{winner} vinder kampen uden modstand.</translation>
    </message>
    <message>
        <source>{a} and {b} tie and split the pot.</source>
        <translation>{a} og {b} spiller uafgjort og deler puljen.</translation>
    </message>
    <message>
        <source>{a} and {b} tie and are both out.</source>
        <translation>{a} og {b} spiller uafgjort og er begge ude.</translation>
    </message>
    <message>
        <source>{captor} captures {cards} from {loser}.</source>
        <translation>{captor} erobrer {cards} fra {loser}.</translation>
    </message>
    <message>
        <source>{name} is out of this hand.</source>
        <translation>{name} er ude af denne hånd.</translation>
    </message>
    <message>
        <source>Everyone has been quiet: showdown.</source>
        <translation>Alle har holdt sig i ro: showdown.</translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation>{name} vinder {amount}</translation>
    </message>
    <message>
        <source>{winners}.</source>
        <translation>{winners}.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spillere</translation>
    </message>
    <message>
        <source>&amp;Stakes</source>
        <translation>&amp;Indsatser</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>&amp;Husregler</translation>
    </message>
    <message>
        <source>Problems with this setup</source>
        <translation>Problemer med denne opsætning</translation>
    </message>
    <message>
        <source>Start &amp;game</source>
        <translation>Start s&amp;pillet</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>&amp;Gendan standard</translation>
    </message>
    <message>
        <source>Put the stakes and every house rule back to their defaults. The players stay.</source>
        <translation>Sæt indsatserne og alle husregler tilbage til standard. Spillerne forbliver uændrede.</translation>
    </message>
    <message>
        <source>Host a table for other &amp;computers…</source>
        <translation>Vær vært for et bord for andre &amp;computere…</translation>
    </message>
    <message>
        <source>Play with people on other computers: they join your table from their app. The stakes and house rules chosen here go with it.</source>
        <translation>Spil med folk på andre computere: de deltager ved dit bord fra deres app. Indsatserne og husreglerne valgt her følger med.</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Deltag ved et bord…</translation>
    </message>
    <message>
        <source>Sit at a table someone hosts on another computer: on this network it is listed, else you type its address and room code.</source>
        <translation>Sæt dig ved et bord, som en anden er vært for på en anden computer: på dette netværk står det på listen, ellers skriver du dets adresse og rumkode.</translation>
    </message>
    <message>
        <source>A game needs 2 to 10 seats.</source>
        <translation>Et spil kræver 2 til 10 pladser.</translation>
    </message>
    <message>
        <source>Only one seat can be you.</source>
        <translation>Kun én plads kan være dig.</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>Plads %1 mangler et navn.</translation>
    </message>
    <message>
        <source>Seat %1: a name has at most %2 characters.</source>
        <translation>Plads %1: et navn må højst have %2 tegn.</translation>
    </message>
    <message>
        <source>Seats %1 and %2 have the same name.</source>
        <translation>Plads %1 og %2 har samme navn.</translation>
    </message>
    <message>
        <source>The small bet must be 1 to %1.</source>
        <translation>Den lille indsats skal være 1 til %1.</translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet (%1).</source>
        <translation>Den store indsats skal være mindst den lille indsats (%1).</translation>
    </message>
    <message>
        <source>Starting chips must be 1 to %1.</source>
        <translation>Antallet af startjetoner skal være 1 til %1.</translation>
    </message>
    <message>
        <source>Starting chips must be more than the ante (%1).</source>
        <translation>Antallet af startjetoner skal være større end ante (%1).</translation>
    </message>
</context>
<context>
    <name>NewGameRules</name>
    <message>
        <source>S&amp;mall bet (SB):</source>
        <translation>&amp;Lille indsats (LI):</translation>
    </message>
    <message>
        <source>&amp;Big bet (BB):</source>
        <translation>St&amp;or indsats (SI):</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>Ante:</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>Start&amp;jetoner:</translation>
    </message>
    <message>
        <source>Every seat starts the match with this many.</source>
        <translation>Hver plads begynder partiet med så mange.</translation>
    </message>
    <message>
        <source>&amp;Limit</source>
        <translation>&amp;Begrænset</translation>
    </message>
    <message>
        <source>&amp;No-limit</source>
        <translation>&amp;Ubegrænset</translation>
    </message>
    <message>
        <source>A soldier costs 1 SB, an attack (soldiers + 1) × SB.</source>
        <translation>En soldat koster 1 LI, et angreb (soldater + 1) × LI.</translation>
    </message>
    <message>
        <source>A limit raise; 2 × SB until you change it.</source>
        <translation>En forhøjelse i begrænset spil; 2 × LI, indtil du ændrer det.</translation>
    </message>
    <message>
        <source>Half the SB, at least 1, from every seat each hand.</source>
        <translation>Halvdelen af LI, mindst 1, fra hver plads i hver hånd.</translation>
    </message>
    <message>
        <source>Betting structure:</source>
        <translation>Indsatsstruktur:</translation>
    </message>
    <message>
        <source>A raise is one BB, at most 3 per battle.</source>
        <translation>En forhøjelse er én SI, højst 3 pr. kamp.</translation>
    </message>
    <message>
        <source>A raise is from one BB up to all your chips.</source>
        <translation>En forhøjelse er fra én SI op til alle dine jetoner.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regler: %1</translation>
    </message>
    <message>
        <source>Excluded cards</source>
        <translation>Udelukkede kort</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Kulør</translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner suit do not count in a battle.</source>
        <translation>Kort i samme kulør som modstanderens bannerkort tæller ikke i en kamp.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner rank do not count in a battle.</source>
        <translation>Kort med samme rang som modstanderens bannerkort tæller ikke i en kamp.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>Every card counts in a battle.</source>
        <translation>Alle kort tæller i en kamp.</translation>
    </message>
    <message>
        <source>Calling a bet</source>
        <translation>At syne en indsats</translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation>Kassering i egen tur</translation>
    </message>
    <message>
        <source>Limit raise with no soldiers</source>
        <translation>Forhøjelse uden soldater (begrænset)</translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation>Forhøjelser pr. kamp</translation>
    </message>
    <message>
        <source>Two left at a quiet end</source>
        <translation>To tilbage efter en stille runde</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>Egen</translation>
    </message>
    <message>
        <source>The defender pays (their own soldiers + 1) × small bet.</source>
        <translation>Forsvareren betaler (egne soldater + 1) × lille indsats.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Som angriberen</translation>
    </message>
    <message>
        <source>The defender pays what the attacker bet.</source>
        <translation>Forsvareren betaler det samme, som angriberen satsede.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message>
        <source>Discarding without buying costs nothing.</source>
        <translation>At kassere uden at købe koster ingenting.</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Lille indsats</translation>
    </message>
    <message>
        <source>Discarding without buying costs one small bet.</source>
        <translation>At kassere uden at købe koster én lille indsats.</translation>
    </message>
    <message>
        <source>In limit, a raiser with no soldiers raises one small bet.</source>
        <translation>I begrænset spil forhøjer en spiller uden soldater med én lille indsats.</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Stor indsats</translation>
    </message>
    <message>
        <source>In limit, every raise is one big bet.</source>
        <translation>I begrænset spil er hver forhøjelse én stor indsats.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>At most 3 raises in limit, no cap in no-limit.</source>
        <translation>Højst 3 forhøjelser i begrænset spil, intet loft i ubegrænset spil.</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Højst</translation>
    </message>
    <message>
        <source>At most this many raises per battle; 0: nobody may raise.</source>
        <translation>Højst så mange forhøjelser pr. kamp; 0: ingen må forhøje.</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>Intet loft</translation>
    </message>
    <message>
        <source>Raise as often as you can pay.</source>
        <translation>Forhøj så ofte, du har råd.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Kamp</translation>
    </message>
    <message>
        <source>The last two settle the hand by battle rules, without more chips.</source>
        <translation>De sidste to afgør hånden efter kampreglerne, uden flere jetoner.</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>The last two show down: best five of all their cards.</source>
        <translation>De sidste to går til showdown: de bedste fem af alle deres kort.</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (standard)</translation>
    </message>
    <message>
        <source>Most raises per battle</source>
        <translation>Højeste antal forhøjelser pr. kamp</translation>
    </message>
</context>
<context>
    <name>NewGameSeats</name>
    <message>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Middel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svær</translation>
    </message>
    <message>
        <source>Solo vs 3 bots</source>
        <translation>Alene mod 3 computere</translation>
    </message>
    <message>
        <source>Solo vs 5 bots</source>
        <translation>Alene mod 5 computere</translation>
    </message>
    <message>
        <source>Heads-up vs a hard bot</source>
        <translation>Heads-up mod en svær computer</translation>
    </message>
    <message>
        <source>Hot-seat 4 players</source>
        <translation>Samme skærm: 4 spillere</translation>
    </message>
    <message>
        <source>Hot-seat 3 + 2 bots</source>
        <translation>Samme skærm: 3 + 2 computere</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spiller %1</translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation>Start &amp;fra:</translation>
    </message>
    <message>
        <source>Your own seating</source>
        <translation>Din egen opstilling</translation>
    </message>
    <message>
        <source>Fill the seats from a common table. The stakes and house rules stay as they are.</source>
        <translation>Fyld pladserne ud fra en almindelig bordopstilling. Indsatser og husregler forbliver, som de er.</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>An&amp;tal pladser:</translation>
    </message>
    <message>
        <source>2 to 10 players (R1.1)</source>
        <translation>2 til 10 spillere (R1.1)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plads</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>Computerniveau</translation>
    </message>
    <message>
        <source>People at this screen take turns; each one&apos;s cards stay hidden until the screen is passed to them.</source>
        <translation>Personerne ved denne skærm skiftes; hver persons kort forbliver skjulte, indtil skærmen gives videre til vedkommende.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Dig</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>You, at this screen: the table is shown from your seat</source>
        <translation>Dig, ved denne skærm: bordet vises fra din plads</translation>
    </message>
    <message>
        <source>Another person at this screen: the screen passes to them on their turn</source>
        <translation>En anden person ved denne skærm: skærmen gives videre til vedkommende, når det er deres tur</translation>
    </message>
    <message>
        <source>The computer plays this seat</source>
        <translation>Computeren spiller denne plads</translation>
    </message>
    <message>
        <source>Seat %1: who plays</source>
        <translation>Plads %1: hvem spiller</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <translation>Plads %1: navn</translation>
    </message>
    <message>
        <source>Seat %1: bot level</source>
        <translation>Plads %1: computerniveau</translation>
    </message>
    <message>
        <source>Easy makes mistakes, Medium plays the odds, Hard thinks ahead</source>
        <translation>Let laver fejl, Middel spiller efter oddsene, Svær tænker fremad</translation>
    </message>
    <message>
        <source>(named at the start)</source>
        <translation>(navngives ved start)</translation>
    </message>
    <message>
        <source>Bots get a name of their own when the game starts</source>
        <translation>Computerne får hver deres eget navn, når spillet begynder</translation>
    </message>
</context>
<context>
    <name>NumberTexts</name>
    <message>
        <source>{number}%</source>
        <translation>{number} %</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>Close Palace Desktop?</source>
        <translation>Luk Palace Desktop?</translation>
    </message>
    <message>
        <source>This computer hosts the table.</source>
        <translation>Denne computer er vært for bordet.</translation>
    </message>
    <message>
        <source>If Palace Desktop closes, the game ends for everyone at the table.</source>
        <translation>Hvis Palace Desktop lukker, slutter spillet for alle ved bordet.</translation>
    </message>
    <message>
        <source>&amp;Close and end the game</source>
        <translation>&amp;Luk og afslut spillet</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Spil videre</translation>
    </message>
    <message>
        <source>{name} lost the connection; the seat waits for them.</source>
        <translation>{name} mistede forbindelsen; pladsen venter på dem.</translation>
    </message>
    <message>
        <source>A bot is playing for {name}.</source>
        <translation>En bot spiller for {name}.</translation>
    </message>
    <message>
        <source>{name} is connected.</source>
        <translation>{name} er forbundet.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln seconds left to act.</source>
        <translation>
            <numerusform>%Ln sekund tilbage til at handle.</numerusform>
            <numerusform>%Ln sekunder tilbage til at handle.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to the table is lost: taking your seat back…</source>
        <translation>Forbindelsen til bordet er tabt: tager din plads tilbage…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Tilbage ved bordet.</translation>
    </message>
    <message>
        <source>Your seat was taken from another window or computer with its rejoin code: it is played there now.</source>
        <translation>Din plads blev taget fra et andet vindue eller en anden computer med dens genindtrædelseskode: den spilles der nu.</translation>
    </message>
    <message>
        <source>Could not get back to the table. The server keeps your seat for you: join the table again to take it back.</source>
        <translation>Kunne ikke komme tilbage til bordet. Serveren holder din plads: tilslut dig bordet igen for at tage den tilbage.</translation>
    </message>
</context>
<context>
    <name>OnlineWords</name>
    <message>
        <source>No table answered at that address. Check the address, and that the host&apos;s app is hosting; a firewall on the host&apos;s computer must let port 8765 in.</source>
        <translation>Intet bord svarede på den adresse. Tjek adressen, og at værtens app er vært for bordet; en firewall på værtens computer skal lukke port 8765 ind.</translation>
    </message>
    <message>
        <source>That is not an address a table can be reached at. Type the address the host gave, such as 192.168.1.20 or 192.168.1.20:8765.</source>
        <translation>Det er ikke en adresse, et bord kan nås på. Skriv den adresse, værten gav, f.eks. 192.168.1.20 eller 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>This computer does not trust the table&apos;s certificate ({detail}), so the connection was not made: it could be someone else&apos;s. Ask the host for the address they gave out (a name their certificate is for), or for their certificate to install on this computer.</source>
        <translation>Denne computer stoler ikke på bordets certifikat ({detail}), så forbindelsen blev ikke oprettet: det kunne være en andens. Bed værten om den adresse, de har givet ud (et navn, deres certifikat gælder for), eller om deres certifikat til at installere på denne computer.</translation>
    </message>
    <message>
        <source>The table runs another version of Palace Desktop ({theirs}; this is {ours}). Both need the same version to play together.</source>
        <translation>Bordet kører en anden version af Palace Desktop ({theirs}; denne er {ours}). I skal have samme version for at spille sammen.</translation>
    </message>
    <message>
        <source>The table runs another version of Palace Desktop (this is {ours}). Both need the same version to play together.</source>
        <translation>Bordet kører en anden version af Palace Desktop (denne er {ours}). I skal have samme version for at spille sammen.</translation>
    </message>
    <message>
        <source>Something answered at that address, but it is not a Palace Desktop table. Check the address and the port.</source>
        <translation>Noget svarede på den adresse, men det er ikke et Palace Desktop-bord. Tjek adressen og porten.</translation>
    </message>
    <message>
        <source>The table could not be reached.</source>
        <translation>Bordet kunne ikke nås.</translation>
    </message>
    <message>
        <source>No table has that room code there. Check the code (ten letters and digits) with the host; the table may have ended.</source>
        <translation>Intet bord har den rumkode der. Tjek koden (ti bogstaver og cifre) med værten; bordet kan være slut.</translation>
    </message>
    <message>
        <source>The password is not the table&apos;s. Ask the host for it.</source>
        <translation>Adgangskoden er ikke bordets. Spørg værten om den.</translation>
    </message>
    <message>
        <source>The table is full: every seat is taken. You may watch instead.</source>
        <translation>Bordet er fuldt: alle pladser er optaget. Du kan se med i stedet.</translation>
    </message>
    <message>
        <source>The game at that table has started already: only its players can come back. You may watch instead.</source>
        <translation>Spillet ved det bord er allerede i gang: kun dets spillere kan vende tilbage. Du kan se med i stedet.</translation>
    </message>
    <message>
        <source>Your seat at that table is no longer kept for you.</source>
        <translation>Din plads ved det bord holdes ikke længere til dig.</translation>
    </message>
    <message>
        <source>The table takes no more people watching.</source>
        <translation>Bordet tager ikke imod flere tilskuere.</translation>
    </message>
    <message>
        <source>You hold a seat at a table already.</source>
        <translation>Du har allerede en plads ved et bord.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can: try again later.</source>
        <translation>Serveren har så mange borde, som den kan: prøv igen senere.</translation>
    </message>
    <message>
        <source>Too much at once: wait a moment and try again.</source>
        <translation>For meget på én gang: vent et øjeblik, og prøv igen.</translation>
    </message>
    <message>
        <source>A player holds that seat: remove them first.</source>
        <translation>En spiller har den plads: fjern vedkommende først.</translation>
    </message>
    <message>
        <source>Nobody holds that seat any more.</source>
        <translation>Ingen har den plads længere.</translation>
    </message>
    <message>
        <source>Every open seat must be taken before the start.</source>
        <translation>Alle ledige pladser skal være optaget før starten.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Kun værten kan gøre det.</translation>
    </message>
    <message>
        <source>The table refused that.</source>
        <translation>Bordet afviste det.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Forbindelsen til bordet blev afbrudt.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svær</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Tilfældig</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mellem</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Plads {number}</translation>
    </message>
</context>
<context>
    <name>OverlayScrollBar</name>
    <message>
        <source>Scroll the table left and right</source>
        <translation>Rul bordet til venstre og højre</translation>
    </message>
    <message>
        <source>Scroll the table up and down</source>
        <translation>Rul bordet op og ned</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Your settings could not be read and were put aside; the defaults are used.
{detail}</source>
        <translation>Dine indstillinger kunne ikke læses og er lagt til side; standardindstillingerne bruges.
{detail}</translation>
    </message>
    <message>
        <source>Some of your settings could not be used: they take their defaults, or were shortened or cleaned of characters a name cannot hold.
{detail}</source>
        <translation>Nogle af dine indstillinger kunne ikke bruges: de får deres standardværdi, eller de blev afkortet eller renset for tegn, et navn ikke kan indeholde.
{detail}</translation>
    </message>
    <message>
        <source>Your statistics could not be read and were put aside; they start again from zero.
{detail}</source>
        <translation>Din statistik kunne ikke læses og er lagt til side; den begynder forfra fra nul.
{detail}</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>Spillet kunne ikke gemmes: {error}</translation>
    </message>
    <message>
        <source>The game goes on, but it is not being kept until saving works again.</source>
        <translation>Spillet fortsætter, men det gemmes ikke, før det igen er muligt at gemme.</translation>
    </message>
    <message>
        <source>The game goes on, but this is not being kept until saving works again.</source>
        <translation>Spillet fortsætter, men dette gemmes ikke, før det igen er muligt at gemme.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {error}</source>
        <translation>Statistikken kunne ikke gemmes: {error}</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>Indstillingerne kunne ikke gemmes: {error}</translation>
    </message>
    <message>
        <source>The game could not be kept: {error}</source>
        <translation>Spillet kunne ikke parkeres: {error}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Drev</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Ukendt</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Mappe</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Flyd</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Kig i:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Filnavn:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Filer af &amp;type:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Åbn</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Gem</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åbn</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Gem som</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slet</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Omdøb</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ny mappe</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Ny mappe</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Opret ny mappe</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Opret en ny mappe</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Frem</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Gå tilbage</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Gå fremad</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Ovenliggende mappe</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Gå til den overliggende mappe</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljeret visning</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listevisning</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Skift til detaljeret visningstilstand</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Skift til listevisningstilstand</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Filer</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Sidebjælke</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Liste med steder og bogmærker</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Vis </translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Vis s&amp;kjulte filer</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 findes allerede.
Vil du erstatte den?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Størrelse</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ændringsdato</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Type</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Omgør</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>K&amp;lip</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiér</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Sæt ind</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slet</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Markér alt</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nej</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åbn</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Gem</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anvend</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nulstil</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Genskab standarder</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Mellemrum</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulator</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiér</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopiér l&amp;inkplacering</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Markér alt</translation>
    </message>
</context>
<context>
    <name>RefusalBubble</name>
    <message>
        <source>Rule {rule}</source>
        <translation>Regel {rule}</translation>
    </message>
</context>
<context>
    <name>RejoinOffer</name>
    <message>
        <source>Rejoin a table</source>
        <translation>Vend tilbage til et bord</translation>
    </message>
    <message>
        <source>Rejoin the table {room} at {address}?</source>
        <translation>Vend tilbage til bordet {room} på {address}?</translation>
    </message>
    <message>
        <source>You ({name}) hold a seat there. While you are away a bot plays it after a while; rejoining takes it back.</source>
        <translation>Du ({name}) har en plads der. Mens du er væk, spiller en bot den efter et stykke tid; vender du tilbage, tager du den igen.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Vend tilbage</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Ikke nu</translation>
    </message>
    <message>
        <source>&amp;Forget it</source>
        <translation>&amp;Glem den</translation>
    </message>
</context>
<context>
    <name>RemoteTexts</name>
    <message>
        <source>{status}, {clock}</source>
        <translation>{status}, {clock}</translation>
    </message>
    <message>
        <source>A bot is playing for {name}</source>
        <translation>En bot spiller for {name}</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Forbundet</translation>
    </message>
    <message numerus="yes">
        <source>Away, %Ln s</source>
        <translation>
            <numerusform>Væk, %Ln s</numerusform>
            <numerusform>Væk, %Ln s</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Ikke forbundet</translation>
    </message>
    <message numerus="yes">
        <source>%Ln s to act</source>
        <translation>
            <numerusform>%Ln s til at handle</numerusform>
            <numerusform>%Ln s til at handle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>untitled</source>
        <translation>unavngivet</translation>
    </message>
    <message>
        <source>Hand history — {file}</source>
        <translation>Håndhistorik — {file}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Første</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Forrige</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspil</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Næste</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Sidste</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Forrige hånd</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Næste hånd</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Luk</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;ind</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;ud</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Tilpas bordet</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsom</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Mellem</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Hurtig</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Øjeblikkelig</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Genafspilning</translation>
    </message>
    <message>
        <source>Watch as:</source>
        <translation>Se som:</translation>
    </message>
    <message>
        <source>Public view (no palace cards)</source>
        <translation>Offentlig visning (ingen paladskort)</translation>
    </message>
    <message>
        <source>Click a line to go to its action</source>
        <translation>Klik på en linje for at gå til dens handling</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Genafspilning</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationshastighed</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Sæt på pause</translation>
    </message>
    <message>
        <source>No actions</source>
        <translation>Ingen handlinger</translation>
    </message>
    <message>
        <source>Before action 1 of {total}</source>
        <translation>Før handling 1 af {total}</translation>
    </message>
    <message>
        <source>Action {number} of {total}</source>
        <translation>Handling {number} af {total}</translation>
    </message>
    <message>
        <source>{name} deals.</source>
        <translation>{name} giver.</translation>
    </message>
    <message>
        <source>Hand {number}: {name} deals.</source>
        <translation>Hånd {number}: {name} giver.</translation>
    </message>
    <message>
        <source>The hand still being played is not shown.</source>
        <translation>Den hånd, der stadig spilles, vises ikke.</translation>
    </message>
    <message>
        <source>{rule}: it is not that seat&apos;s turn</source>
        <translation>{rule}: det er ikke den plads&apos; tur</translation>
    </message>
    <message>
        <source>Hand {hand}, action {number} is illegal: {message}</source>
        <translation>Hånd {hand}, handling {number} er ikke tilladt: {message}</translation>
    </message>
    <message>
        <source>Action {number} is illegal: {message}</source>
        <translation>Handling {number} er ikke tilladt: {message}</translation>
    </message>
    <message numerus="yes">
        <source>(the %Ln hands after it cannot be shown)</source>
        <translation>
            <numerusform>(%Ln efterfølgende hånd kan ikke vises)</numerusform>
            <numerusform>(%Ln efterfølgende hænder kan ikke vises)</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand begins; {dealer} deals.</source>
        <translation>Hånden begynder; {dealer} giver.</translation>
    </message>
    <message>
        <source>What everyone saw</source>
        <translation>Hvad alle så</translation>
    </message>
    <message>
        <source>What {name} saw</source>
        <translation>Hvad {name} så</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hånd</translation>
    </message>
    <message>
        <source>Hand — {file}</source>
        <translation>Hånd — {file}</translation>
    </message>
    <message>
        <source>Hand {number} of {count}</source>
        <translation>Hånd {number} af {count}</translation>
    </message>
</context>
<context>
    <name>RestartQuestion</name>
    <message>
        <source>Change the language</source>
        <translation>Skift sprog</translation>
    </message>
    <message>
        <source>The new language is used from the next start. Restart Palace Desktop now? Your game is saved and goes on where it is.</source>
        <translation>Det nye sprog bruges fra næste start. Vil du genstarte Palace Desktop nu? Dit spil er gemt og fortsætter, hvor det slap.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Genstart nu</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Senere</translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>The hand is over.</source>
        <translation>Hånden er slut.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <source>First discard down to at most five soldiers, then press Done.</source>
        <translation>Kassér først ned til højst fem soldater, og tryk så på Færdig.</translation>
    </message>
    <message>
        <source>You may keep at most five soldiers: discard more.</source>
        <translation>Du må højst beholde fem soldater: kassér flere.</translation>
    </message>
    <message>
        <source>You are attacked: fold, call or raise.</source>
        <translation>Du bliver angrebet: fold, syn eller forhøj.</translation>
    </message>
    <message>
        <source>There is no card left to buy.</source>
        <translation>Der er ingen kort tilbage at købe.</translation>
    </message>
    <message>
        <source>You cannot pay for a soldier.</source>
        <translation>Du har ikke råd til en soldat.</translation>
    </message>
    <message>
        <source>Discard at least one soldier.</source>
        <translation>Kassér mindst én soldat.</translation>
    </message>
    <message>
        <source>You have no soldier to discard.</source>
        <translation>Du har ingen soldat at kassere.</translation>
    </message>
    <message>
        <source>You cannot pay to discard.</source>
        <translation>Du har ikke råd til at kassere.</translation>
    </message>
    <message>
        <source>Attack an opponent who is still in the hand.</source>
        <translation>Angrib en modstander, der stadig er med i hånden.</translation>
    </message>
    <message>
        <source>You may not attack a player whose banner has your suit.</source>
        <translation>Du må ikke angribe en spiller, hvis bannerkort har samme kulør som dit.</translation>
    </message>
    <message>
        <source>You cannot pay for this attack.</source>
        <translation>Du har ikke råd til dette angreb.</translation>
    </message>
    <message>
        <source>There is no bet to answer.</source>
        <translation>Der er ingen indsats at svare på.</translation>
    </message>
    <message>
        <source>A card is named twice.</source>
        <translation>Et kort er nævnt to gange.</translation>
    </message>
    <message>
        <source>That card is not one of your soldiers.</source>
        <translation>Det kort er ikke en af dine soldater.</translation>
    </message>
    <message>
        <source>No more raises in this battle.</source>
        <translation>Ikke flere forhøjelser i denne kamp.</translation>
    </message>
    <message>
        <source>In limit the raise has a fixed size.</source>
        <translation>I begrænset spil har forhøjelsen en fast størrelse.</translation>
    </message>
    <message>
        <source>You cannot pay a raise; you may call all-in.</source>
        <translation>Du har ikke råd til at forhøje; du kan syne all-in.</translation>
    </message>
    <message>
        <source>Choose how much to raise.</source>
        <translation>Vælg, hvor meget du vil forhøje.</translation>
    </message>
    <message>
        <source>That raise is too small or too large.</source>
        <translation>Den forhøjelse er for lille eller for stor.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Det er ikke et træk i dette spil.</translation>
    </message>
    <message>
        <source>You cannot move that card.</source>
        <translation>Du kan ikke flytte det kort.</translation>
    </message>
    <message>
        <source>That card cannot go there.</source>
        <translation>Det kort kan ikke lægges der.</translation>
    </message>
    <message>
        <source>Only your own cards can be moved.</source>
        <translation>Kun dine egne kort kan flyttes.</translation>
    </message>
    <message>
        <source>Wait a moment: cards are still moving.</source>
        <translation>Vent lidt: kortene bevæger sig stadig.</translation>
    </message>
    <message>
        <source>Wait: a bot is thinking.</source>
        <translation>Vent: en computer tænker.</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>Palace Poker</source>
        <translation>Palace Poker</translation>
    </message>
    <message>
        <source>Palace Poker is played by {fewest} to {most} players with one deck of {deck} cards. Every bet is a battle between two players: the attacker and the defender.</source>
        <translation>Palace Poker spilles af {fewest} til {most} spillere med ét kortspil på {deck} kort. Hver indsats er en kamp mellem to spillere: angriberen og forsvareren.</translation>
    </message>
    <message>
        <source>You make your hand from your banner, your palace cards and the soldiers you buy. You win the pot by being the last player left in the hand, or by holding the best hand when play goes quiet.</source>
        <translation>Du danner din hånd af dit bannerkort, dine paladskort og de soldater, du køber. Du vinder puljen ved at være den sidste spiller tilbage i hånden eller ved at have den bedste hånd, når spillet falder til ro.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Indhold</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Trækbunke</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pulje</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Kassationsbunke</translation>
    </message>
    <message>
        <source>An opponent: banner and soldier face up, palace cards face down</source>
        <translation>En modstander: bannerkort og soldat med billedsiden opad, paladskort med billedsiden nedad</translation>
    </message>
    <message>
        <source>Your banner</source>
        <translation>Dit bannerkort</translation>
    </message>
    <message>
        <source>Your soldiers, at most five</source>
        <translation>Dine soldater, højst fem</translation>
    </message>
    <message>
        <source>Your palace cards: only you see them</source>
        <translation>Dine paladskort: kun du ser dem</translation>
    </message>
    <message>
        <source>The table: an opponent at the top, the draw pile, the pot and the discard pile in the middle, your seat at the bottom.</source>
        <translation>Bordet: en modstander øverst, trækbunken, puljen og kassationsbunken i midten og din plads nederst.</translation>
    </message>
    <message>
        <source>Every player has one card face up: the &lt;b&gt;banner&lt;/b&gt;. The &lt;b&gt;soldiers&lt;/b&gt; a player buys lie face up under the banner, turned sideways. Below the banner lie three &lt;b&gt;palace&lt;/b&gt; cards.</source>
        <translation>Hver spiller har ét kort med billedsiden opad: &lt;b&gt;bannerkortet&lt;/b&gt;. De &lt;b&gt;soldater&lt;/b&gt;, en spiller køber, ligger med billedsiden opad under bannerkortet, vendt på tværs. Under bannerkortet ligger tre &lt;b&gt;paladskort&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Palace cards are face down: only their owner may look at them. Your seat is at the bottom of the screen, and you see your own palace cards face up; the other players see only their backs.</source>
        <translation>Paladskortene ligger med billedsiden nedad: kun ejeren må se dem. Din plads er nederst på skærmen, og du ser dine egne paladskort med billedsiden opad; de andre spillere ser kun bagsiden af dem.</translation>
    </message>
    <message>
        <source>In the middle of the table are the &lt;b&gt;draw pile&lt;/b&gt;, where soldiers come from, the &lt;b&gt;pot&lt;/b&gt;, which holds every chip bet in this hand, and the &lt;b&gt;discard pile&lt;/b&gt;. Cards on the discard pile lie face down, and nobody may look at them.</source>
        <translation>Midt på bordet ligger &lt;b&gt;trækbunken&lt;/b&gt;, som soldaterne kommer fra, &lt;b&gt;puljen&lt;/b&gt;, som rummer alle de jetoner, der er satset i denne hånd, og &lt;b&gt;kassationsbunken&lt;/b&gt;. Kortene i kassationsbunken ligger med billedsiden nedad, og ingen må se dem.</translation>
    </message>
    <message>
        <source>Everyone sees every banner and every soldier, every player&apos;s chips, the pot, the size of both piles and every move.</source>
        <translation>Alle ser alle bannerkort og alle soldater, hver spillers jetoner, puljen, størrelsen på begge bunker og hvert eneste træk.</translation>
    </message>
    <message>
        <source>A match is a series of hands, and your chips carry over from one hand to the next. The dealer button moves one seat clockwise after each hand.</source>
        <translation>Et parti er en række hænder, og dine jetoner følger med fra den ene hånd til den næste. Giverknappen flytter én plads med uret efter hver hånd.</translation>
    </message>
    <message>
        <source>Every hand begins the same way:</source>
        <translation>Hver hånd begynder på samme måde:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ante&lt;/b&gt;: every player pays the ante into the pot; in this game it is {ante}.</source>
        <translation>&lt;b&gt;Ante&lt;/b&gt;: hver spiller betaler ante til puljen; i dette spil er ante {ante}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banners&lt;/b&gt;: each player gets one card face up, starting on the dealer&apos;s left. Among the first four players no two banners share a suit (nor among players five to eight, nor players nine and ten): a card of a suit already taken is set aside, and the player gets the next card.</source>
        <translation>&lt;b&gt;Bannerkort&lt;/b&gt;: hver spiller får ét kort med billedsiden opad, begyndende til venstre for giveren. Blandt de første fire spillere har to bannerkort aldrig samme kulør (det gælder også blandt spiller fem til otte og blandt spiller ni og ti): et kort i en kulør, der allerede er optaget, lægges til side, og spilleren får det næste kort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Palace cards&lt;/b&gt;: then every player gets three cards face down. The rest of the deck is the draw pile.</source>
        <translation>&lt;b&gt;Paladskort&lt;/b&gt;: derefter får hver spiller tre kort med billedsiden nedad. Resten af kortene udgør trækbunken.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left acts first; then the turn passes clockwise.</source>
        <translation>Spilleren til venstre for giveren har turen først; derefter går turen videre med uret.</translation>
    </message>
    <message>
        <source>A player who cannot pay the ante when a hand begins is out of the match. The match ends when one player holds all the chips.</source>
        <translation>En spiller, der ikke kan betale ante, når en hånd begynder, er ude af partiet. Partiet slutter, når én spiller har alle jetonerne.</translation>
    </message>
    <message>
        <source>On your turn you make exactly one of these moves:</source>
        <translation>I din tur laver du præcis ét af disse træk:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt;: pay one small bet and take the top card of the draw pile as a new soldier. Then you may discard any of your soldiers, the new one too. You may never keep more than five.</source>
        <translation>&lt;b&gt;Køb&lt;/b&gt;: betal én lille indsats, og tag det øverste kort i trækbunken som en ny soldat. Derefter må du kassere så mange af dine soldater, du vil, også den nye. Du må aldrig beholde mere end fem.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: put one or more of your soldiers face down on the discard pile, and draw nothing.</source>
        <translation>&lt;b&gt;Kassér&lt;/b&gt;: læg én eller flere af dine soldater med billedsiden nedad i kassationsbunken, og træk ikke noget kort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt;: do nothing; the turn passes.</source>
        <translation>&lt;b&gt;Bliv&lt;/b&gt;: gør ingenting; turen går videre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fold&lt;/b&gt;: leave the hand. Your cards go face down to the discard pile, and your chips in the pot stay there.</source>
        <translation>&lt;b&gt;Fold&lt;/b&gt;: forlad hånden. Dine kort lægges med billedsiden nedad i kassationsbunken, og dine jetoner i puljen bliver liggende.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: bet against one opponent and start a {battle}. You may not attack a player whose banner has the same suit as yours.</source>
        <translation>&lt;b&gt;Angrib&lt;/b&gt;: sats mod én modstander, og start en {battle}. Du må ikke angribe en spiller, hvis bannerkort har samme kulør som dit.</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>kamp</translation>
    </message>
    <message>
        <source>Why buy soldiers? In a battle your hand is the best five cards of your banner, your palace cards and your soldiers, so every soldier is one more card to choose from. But soldiers also make your attacks cost more (see {prices}).</source>
        <translation>Hvorfor købe soldater? I en kamp er din hånd de bedste fem kort blandt dit bannerkort, dine paladskort og dine soldater, så hver soldat er ét kort mere at vælge imellem. Men soldater gør også dine angreb dyrere (se {prices}).</translation>
    </message>
    <message>
        <source>You may attack the same player more than once in a hand. After a battle, the turn passes to the player on the attacker&apos;s left.</source>
        <translation>Du må angribe den samme spiller mere end én gang i en hånd. Efter en kamp går turen videre til spilleren til venstre for angriberen.</translation>
    </message>
    <message>
        <source>When the draw pile is empty, the discard pile is shuffled to make a new one. When both are empty, nobody can buy.</source>
        <translation>Når trækbunken er tom, blandes kassationsbunken til en ny trækbunke. Når begge er tomme, kan ingen købe.</translation>
    </message>
    <message>
        <source>When you attack, you bet and name an opponent: you are the &lt;b&gt;attacker&lt;/b&gt;, they are the &lt;b&gt;defender&lt;/b&gt;. The defender answers in one of three ways:</source>
        <translation>Når du angriber, satser du og vælger en modstander: du er &lt;b&gt;angriberen&lt;/b&gt;, modstanderen er &lt;b&gt;forsvareren&lt;/b&gt;. Forsvareren svarer på en af tre måder:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fold&lt;/b&gt;: the defender leaves the hand. The attacker captures the defender&apos;s banner and soldiers; the defender&apos;s palace cards go face down to the discard pile, unseen.</source>
        <translation>&lt;b&gt;Fold&lt;/b&gt;: forsvareren forlader hånden. Angriberen erobrer forsvarerens bannerkort og soldater; forsvarerens paladskort lægges med billedsiden nedad i kassationsbunken uden at blive vist.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Call&lt;/b&gt;: the defender pays the call (see {prices}), and the two hands are compared.</source>
        <translation>&lt;b&gt;Syn&lt;/b&gt;: forsvareren betaler for at syne (se {prices}), og de to hænder sammenlignes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raise&lt;/b&gt;: the defender calls and adds a raise. Then the attacker folds, calls the raise or raises again, and so on, until one of them calls or folds.</source>
        <translation>&lt;b&gt;Forhøj&lt;/b&gt;: forsvareren syner og lægger en forhøjelse oveni. Derefter folder angriberen, syner forhøjelsen eller forhøjer igen, og sådan fortsætter det, indtil en af dem syner eller folder.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The best five cards.&lt;/b&gt; On a call, each player&apos;s hand is the best five-card poker hand (see {rankings}) they can make from their banner, palace cards and soldiers, leaving out the cards that {exclusion} takes away.</source>
        <translation>&lt;b&gt;De bedste fem kort.&lt;/b&gt; Når der er synet, er hver spillers hånd den bedste pokerhånd på fem kort (se {rankings}), som spilleren kan danne af sit bannerkort, sine paladskort og sine soldater, bortset fra de kort, som {exclusion} fjerner.</translation>
    </message>
    <message>
        <source>the exclusion rule</source>
        <translation>udelukkelsesreglen</translation>
    </message>
    <message>
        <source>With fewer than five cards that count, a hand is compared on what it has: a missing card ranks below any card. Straights, flushes and full houses need five cards.</source>
        <translation>Har en hånd færre end fem kort, der tæller, sammenlignes den ud fra det, den har: et manglende kort rangerer under ethvert kort. En straight, en flush og et fuldt hus kræver fem kort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Equal hands.&lt;/b&gt; The player holding more cards of their own banner suit wins. If that is equal too, both players are out of the hand, unless they are the last two in it: then they split the pot.</source>
        <translation>&lt;b&gt;Lige gode hænder.&lt;/b&gt; Den spiller, der har flest kort i sit eget bannerkorts kulør, vinder. Er det også lige, er begge spillere ude af hånden, medmindre de er de sidste to i den: så deler de puljen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture.&lt;/b&gt; The loser is out of the hand. The winner takes the loser&apos;s banner and soldiers as soldiers of their own, then discards down to five soldiers at most. The loser&apos;s palace cards go face down to the discard pile.</source>
        <translation>&lt;b&gt;Erobring.&lt;/b&gt; Taberen er ude af hånden. Vinderen tager taberens bannerkort og soldater som sine egne soldater og kasserer derefter ned til højst fem soldater. Taberens paladskort lægges med billedsiden nedad i kassationsbunken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who sees what.&lt;/b&gt; The player who called last sees the other player&apos;s palace cards. The other sees the caller&apos;s palace cards only if the caller wins or ties. Nobody else sees them.</source>
        <translation>&lt;b&gt;Hvem ser hvad.&lt;/b&gt; Den spiller, der synede sidst, ser den anden spillers paladskort. Den anden ser kun paladskortene hos den, der synede, hvis denne vinder eller spiller uafgjort. Ingen andre ser dem.</translation>
    </message>
    <message>
        <source>With exactly two players left, they show down too, like three or more players (a house rule in this game).</source>
        <translation>Er der præcis to spillere tilbage, går de også til showdown ligesom tre eller flere spillere (en husregel i dette spil).</translation>
    </message>
    <message>
        <source>With exactly two players left, they settle the hand by the rules of a battle (with the exclusion rule and the banner tie-break), without betting more chips.</source>
        <translation>Er der præcis to spillere tilbage, afgør de hånden efter kampreglerne (udelukkelsesreglen gælder, og ved lige gode hænder afgør bannerkortets kulør det), uden at satse flere jetoner.</translation>
    </message>
    <message>
        <source>A hand ends in one of two ways:</source>
        <translation>En hånd slutter på en af to måder:</translation>
    </message>
    <message>
        <source>&lt;b&gt;One player left&lt;/b&gt;: when everyone else has folded or lost a battle, the last player wins the pot. When every player still in the hand has a banner of the same suit, they cannot attack each other, and they split the pot.</source>
        <translation>&lt;b&gt;Én spiller tilbage&lt;/b&gt;: når alle andre har foldet eller tabt en kamp, vinder den sidste spiller puljen. Når alle spillere, der stadig er med i hånden, har bannerkort i samme kulør, kan de ikke angribe hinanden, og de deler puljen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A quiet round&lt;/b&gt;: when every player still in the hand has stayed, discarded or folded since the last buy or attack (or since the hand began), the hand ends. An attack counts as a loud move even when the defender folds.</source>
        <translation>&lt;b&gt;En stille runde&lt;/b&gt;: når alle spillere, der stadig er med i hånden, er blevet, har kasseret eller har foldet siden det seneste køb eller angreb (eller siden hånden begyndte), slutter hånden. Et angreb tæller aldrig som et stille træk, heller ikke når forsvareren folder.</translation>
    </message>
    <message>
        <source>After a quiet round with three or more players, everyone shows their cards: the best five of all one&apos;s own cards wins, and every card counts. Equal best hands split the pot.</source>
        <translation>Efter en stille runde med tre eller flere spillere viser alle deres kort: den bedste hånd på fem kort blandt ens egne kort vinder, og alle kort tæller. Er de bedste hænder lige gode, deler de puljen.</translation>
    </message>
    <message>
        <source>A split pot is shared equally; odd chips go one at a time to the winners, clockwise from the dealer&apos;s left.</source>
        <translation>En delt pulje deles ligeligt; overskydende jetoner gives én ad gangen til vinderne, med uret fra spilleren til venstre for giveren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt;: drag the top card of the draw pile to your soldiers, double-click the draw pile, or press {key}.</source>
        <translation>&lt;b&gt;Køb&lt;/b&gt;: træk det øverste kort i trækbunken hen til dine soldater, dobbeltklik på trækbunken, eller tryk på {key}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a soldier onto the discard pile, or select soldiers and press {key}. Ctrl + click or Shift + click selects several soldiers.</source>
        <translation>&lt;b&gt;Kassér&lt;/b&gt;: træk en soldat hen på kassationsbunken, eller vælg soldater, og tryk på {key}. Ctrl + klik eller Shift + klik vælger flere soldater.</translation>
    </message>
    <message>
        <source>After a buy or a capture, drag the soldiers you let go onto the discard pile (or double-click them), then press &lt;b&gt;Done&lt;/b&gt; ({key}).</source>
        <translation>Efter et køb eller en erobring trækker du de soldater, du vil af med, hen på kassationsbunken (eller dobbeltklikker på dem) og trykker så på &lt;b&gt;Færdig&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt;: press {stay}. &lt;b&gt;Fold&lt;/b&gt;: press {fold}, or drag your banner onto the discard pile.</source>
        <translation>&lt;b&gt;Bliv&lt;/b&gt;: tryk på {stay}. &lt;b&gt;Fold&lt;/b&gt;: tryk på {fold}, eller træk dit bannerkort hen på kassationsbunken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: drag your banner onto an opponent&apos;s banner, or press {key}.</source>
        <translation>&lt;b&gt;Angrib&lt;/b&gt;: træk dit bannerkort hen på en modstanders bannerkort, eller tryk på {key}.</translation>
    </message>
    <message>
        <source>When you are attacked: &lt;b&gt;Fold&lt;/b&gt; ({fold}), &lt;b&gt;Call&lt;/b&gt; ({call}) or &lt;b&gt;Raise&lt;/b&gt; ({raise_key}). In no-limit, set the raise with the slider or type it in, then press {enter}.</source>
        <translation>Når du bliver angrebet: &lt;b&gt;Fold&lt;/b&gt; ({fold}), &lt;b&gt;Syn&lt;/b&gt; ({call}) eller &lt;b&gt;Forhøj&lt;/b&gt; ({raise_key}). I ubegrænset spil vælger du forhøjelsen med skyderen eller skriver den ind og trykker så på {enter}.</translation>
    </message>
    <message>
        <source>{tab} and the arrow keys move a focus ring over the draw pile, your soldiers, your banner, the discard pile and the other banners; {space} acts on the focused card; {cancel} cancels.</source>
        <translation>{tab} og piletasterne flytter en fokusring mellem trækbunken, dine soldater, dit bannerkort, kassationsbunken og de andre bannerkort; {space} bruger kortet med fokus; {cancel} annullerer.</translation>
    </message>
    <message>
        <source>{rules} opens these rules. {zoom_in} and {zoom_out} zoom the table in and out.</source>
        <translation>{rules} åbner disse regler. {zoom_in} og {zoom_out} zoomer ind og ud på bordet.</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>En straight flush</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Fire ens</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Et fuldt hus</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>En flush</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>En straight</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Tre ens</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>To par</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Et par</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>Højt kort</translation>
    </message>
    <message>
        <source>Five cards in a row, all of one suit.</source>
        <translation>Fem kort i rækkefølge, alle i samme kulør.</translation>
    </message>
    <message>
        <source>Four cards of one rank.</source>
        <translation>Fire kort af samme rang.</translation>
    </message>
    <message>
        <source>Three cards of one rank and two of another.</source>
        <translation>Tre kort af én rang og to af en anden.</translation>
    </message>
    <message>
        <source>Five cards of one suit.</source>
        <translation>Fem kort i samme kulør.</translation>
    </message>
    <message>
        <source>Five cards in a row, of any suits.</source>
        <translation>Fem kort i rækkefølge, i vilkårlige kulører.</translation>
    </message>
    <message>
        <source>Three cards of one rank.</source>
        <translation>Tre kort af samme rang.</translation>
    </message>
    <message>
        <source>Two cards of one rank and two of another.</source>
        <translation>To kort af én rang og to af en anden.</translation>
    </message>
    <message>
        <source>Two cards of one rank.</source>
        <translation>To kort af samme rang.</translation>
    </message>
    <message>
        <source>None of the above: the highest card counts.</source>
        <translation>Ingen af ovenstående: det højeste kort tæller.</translation>
    </message>
    <message>
        <source>The ace is the highest card, but it also plays low in the lowest straight: five, four, three, two, ace.</source>
        <translation>Esset er det højeste kort, men det tæller også som lavt kort i den laveste straight: fem, fire, tre, to, es.</translation>
    </message>
    <message>
        <source>From the best hand down to the weakest. A hand is five cards; suits never rank.</source>
        <translation>Fra den bedste hånd ned til den svageste. En hånd er fem kort; kulørerne har ingen rangorden.</translation>
    </message>
    <message>
        <source>When two hands are of the same kind, the higher cards that make it win (the higher pair, say); if those are equal, the other cards decide, highest first. Suits never break a tie.</source>
        <translation>Når to hænder er af samme slags, vinder den, hvis kort danner den højeste kombination (for eksempel det højeste par); er de lige, afgør de øvrige kort det, det højeste først. Kuløren afgør aldrig, hvem der vinder.</translation>
    </message>
    <message>
        <source>In this game (a house rule), the cards of your opponent&apos;s banner rank do not count in your hand in a battle, and the cards of your banner rank do not count in theirs.</source>
        <translation>I dette spil (en husregel) tæller kort med samme rang som din modstanders bannerkort ikke med i din hånd i en kamp, og kort med samme rang som dit bannerkort tæller ikke med i modstanderens.</translation>
    </message>
    <message>
        <source>In this game (a house rule), every card counts in a battle. In the standard game, the cards of your opponent&apos;s banner suit do not count in your hand: the example shows how that works.</source>
        <translation>I dette spil (en husregel) tæller alle kort i en kamp. I standardspillet tæller kort i samme kulør som din modstanders bannerkort ikke med i din hånd: eksemplet viser, hvordan det fungerer.</translation>
    </message>
    <message>
        <source>In a battle, the cards of your opponent&apos;s banner suit do not count in your hand, and the cards of your banner suit do not count in theirs.</source>
        <translation>I en kamp tæller kort i samme kulør som din modstanders bannerkort ikke med i din hånd, og kort i samme kulør som dit bannerkort tæller ikke med i modstanderens.</translation>
    </message>
    <message>
        <source>{hand}: {cards}</source>
        <translation>{hand}: {cards}</translation>
    </message>
    <message>
        <source>Your palace cards</source>
        <translation>Dine paladskort</translation>
    </message>
    <message>
        <source>Your soldiers</source>
        <translation>Dine soldater</translation>
    </message>
    <message>
        <source>Your opponent&apos;s banner</source>
        <translation>Din modstanders bannerkort</translation>
    </message>
    <message>
        <source>Without the cards of rank {rank}, your best five are:</source>
        <translation>Uden kortene med rang {rank} er dine bedste fem:</translation>
    </message>
    <message>
        <source>Without the {suit}, your best five are:</source>
        <translation>Uden {suit} er dine bedste fem:</translation>
    </message>
    <message>
        <source>Counting every card, your best five are:</source>
        <translation>Når alle kort tæller, er dine bedste fem:</translation>
    </message>
    <message>
        <source>An example: your opponent&apos;s banner is the {banner}, and you hold the cards below. The crossed-out cards do not count.</source>
        <translation>Et eksempel: din modstanders bannerkort er {banner}, og du har kortene nedenfor. De overstregede kort tæller ikke.</translation>
    </message>
    <message>
        <source>So look at your opponent&apos;s banner before you attack: it tells you which of your cards will count, and which of theirs will not.</source>
        <translation>Se derfor på din modstanders bannerkort, før du angriber: det fortæller dig, hvilke af dine kort der vil tælle, og hvilke af modstanderens der ikke vil.</translation>
    </message>
    <message>
        <source>The exclusion rule is for battles only. When a quiet round ends with three or more players, every card counts.</source>
        <translation>Udelukkelsesreglen gælder kun i kampe. Når en stille runde slutter hånden med tre eller flere spillere, tæller alle kort.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Bordet</translation>
    </message>
    <message>
        <source>A hand</source>
        <translation>En hånd</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Priser</translation>
    </message>
    <message>
        <source>A battle</source>
        <translation>En kamp</translation>
    </message>
    <message>
        <source>The exclusion rule</source>
        <translation>Udelukkelsesreglen</translation>
    </message>
    <message>
        <source>Hand rankings</source>
        <translation>Hændernes rangorden</translation>
    </message>
    <message>
        <source>The end of a hand</source>
        <translation>Når hånden slutter</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Tastatur og mus</translation>
    </message>
    <message>
        <source>One small bet: {amount} (a house rule).</source>
        <translation>Én lille indsats: {amount} (en husregel).</translation>
    </message>
    <message>
        <source>Nothing.</source>
        <translation>Ingenting.</translation>
    </message>
    <message>
        <source>What the attacker bet (a house rule).</source>
        <translation>Det samme, som angriberen satsede (en husregel).</translation>
    </message>
    <message>
        <source>(Your own soldiers + 1) × the small bet, whatever the attacker bet.</source>
        <translation>(Dine egne soldater + 1) × den lille indsats, uanset hvad angriberen satsede.</translation>
    </message>
    <message>
        <source>Your call plus a raise of at least one big bet ({amount}), up to all your chips.</source>
        <translation>Prisen for at syne plus en forhøjelse på mindst én stor indsats ({amount}), op til alle dine jetoner.</translation>
    </message>
    <message>
        <source>Your call plus one big bet ({big}); with no soldiers, plus one small bet ({small}).</source>
        <translation>Prisen for at syne plus én stor indsats ({big}); uden soldater plus én lille indsats ({small}).</translation>
    </message>
    <message>
        <source>Your call plus one big bet ({amount}).</source>
        <translation>Prisen for at syne plus én stor indsats ({amount}).</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Køb</translation>
    </message>
    <message>
        <source>One small bet: {amount}.</source>
        <translation>Én lille indsats: {amount}.</translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation>Kassér i din tur</translation>
    </message>
    <message>
        <source>Discard right after a buy or a capture</source>
        <translation>Kassér lige efter et køb eller en erobring</translation>
    </message>
    <message>
        <source>Stay or fold</source>
        <translation>Bliv eller fold</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angrib</translation>
    </message>
    <message>
        <source>(Your soldiers + 1) × the small bet: from {fewest} with no soldiers to {most} with five.</source>
        <translation>(Dine soldater + 1) × den lille indsats: fra {fewest} uden soldater til {most} med fem.</translation>
    </message>
    <message>
        <source>Call an attack</source>
        <translation>Syn et angreb</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Forhøj</translation>
    </message>
    <message>
        <source>Call a raise</source>
        <translation>Syn en forhøjelse</translation>
    </message>
    <message>
        <source>The latest raise.</source>
        <translation>Den seneste forhøjelse.</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Antebeløb</translation>
    </message>
    <message>
        <source>{amount} from every player, each hand.</source>
        <translation>{amount} fra hver spiller i hver hånd.</translation>
    </message>
    <message>
        <source>Your attack bets</source>
        <translation>Din angrebsindsats</translation>
    </message>
    <message>
        <source>Prices are counted in small bets. In this game the small bet is {small} and the big bet is {big}.</source>
        <translation>Priserne regnes i små indsatser. I dette spil er den lille indsats {small} og den store indsats {big}.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>What it costs</source>
        <translation>Hvad det koster</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why an attack costs more with more soldiers.&lt;/b&gt; Every soldier is one more card for your hand, so a strong hand pays more to start a battle. With no soldiers an attack costs one small bet:</source>
        <translation>&lt;b&gt;Hvorfor et angreb koster mere med flere soldater.&lt;/b&gt; Hver soldat er ét kort mere til din hånd, så en stærk hånd betaler mere for at starte en kamp. Uden soldater koster et angreb én lille indsats:</translation>
    </message>
    <message>
        <source>All chips go into the one pot. A battle wins cards, not chips: the pot goes to whoever wins the hand.</source>
        <translation>Alle jetoner går i den samme pulje. En kamp vinder kort, ikke jetoner: puljen går til den, der vinder hånden.</translation>
    </message>
    <message>
        <source>A player who cannot pay the bet cannot attack, and one who cannot pay the small bet cannot buy. A defender who cannot pay the whole call may call with all their chips (all in): the battle goes ahead, and there are no side pots.</source>
        <translation>En spiller, der ikke kan betale indsatsen, kan ikke angribe, og en, der ikke kan betale den lille indsats, kan ikke købe. En forsvarer, der ikke kan betale hele beløbet for at syne, må syne med alle sine jetoner (all-in): kampen gennemføres, og der er ingen sidepuljer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a call costs.&lt;/b&gt; In this game the defender pays what the attacker bet (a house rule): an attacker with two soldiers bets {bet}, and the defender calls with {bet} too, however many soldiers they have.</source>
        <translation>&lt;b&gt;Hvad det koster at syne.&lt;/b&gt; I dette spil betaler forsvareren det samme, som angriberen satsede (en husregel): en angriber med to soldater satser {bet}, og forsvareren syner også med {bet}, uanset hvor mange soldater forsvareren har.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a call costs.&lt;/b&gt; The defender pays for their own soldiers, not for the attacker&apos;s: (their soldiers + 1) × the small bet. An attacker with two soldiers bets {bet}; a defender with one soldier calls with {few}, one with four soldiers with {many}. Few soldiers make a cheap call, and a weak hand.</source>
        <translation>&lt;b&gt;Hvad det koster at syne.&lt;/b&gt; Forsvareren betaler for sine egne soldater, ikke for angriberens: (forsvarerens soldater + 1) × den lille indsats. En angriber med to soldater satser {bet}; en forsvarer med én soldat syner med {few}, en med fire soldater med {many}. Få soldater gør det billigt at syne, men giver en svag hånd.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raises.&lt;/b&gt; In limit, a raise is one big bet.</source>
        <translation>&lt;b&gt;Forhøjelser.&lt;/b&gt; I begrænset spil er en forhøjelse én stor indsats.</translation>
    </message>
    <message>
        <source>A player with no soldiers raises one small bet instead.</source>
        <translation>En spiller uden soldater forhøjer i stedet med én lille indsats.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raises.&lt;/b&gt; In no-limit, a raise is at least one big bet and at most all your chips.</source>
        <translation>&lt;b&gt;Forhøjelser.&lt;/b&gt; I ubegrænset spil er en forhøjelse mindst én stor indsats og højst alle dine jetoner.</translation>
    </message>
    <message>
        <source>Calling a raise costs the latest raise.</source>
        <translation>At syne en forhøjelse koster den seneste forhøjelse.</translation>
    </message>
    <message>
        <source>There is no limit to the number of raises in a battle.</source>
        <translation>Der er intet loft over antallet af forhøjelser i en kamp.</translation>
    </message>
    <message>
        <source>In this game nobody may raise.</source>
        <translation>I dette spil må ingen forhøje.</translation>
    </message>
    <message numerus="yes">
        <source>A battle has at most %Ln raises.</source>
        <translation>
            <numerusform>En kamp har højst %Ln forhøjelse.</numerusform>
            <numerusform>En kamp har højst %Ln forhøjelser.</numerusform>
        </translation>
    </message>
    <message>
        <source>These are the stakes and house rules of the game you are playing. A new game (Game ▸ New game) may choose others.</source>
        <translation>Dette er indsatserne og husreglerne i det spil, du spiller. Et nyt spil (Spil ▸ Nyt spil) kan vælge andre.</translation>
    </message>
    <message>
        <source>These are the standard stakes and house rules. A new game (Game ▸ New game) may choose others.</source>
        <translation>Dette er standardspillets indsatser og husregler. Et nyt spil (Spil ▸ Nyt spil) kan vælge andre.</translation>
    </message>
    <message>
        <source>Betting structure</source>
        <translation>Indsatsstruktur</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Begrænset</translation>
    </message>
    <message>
        <source>No-limit</source>
        <translation>Ubegrænset</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Lille indsats</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Stor indsats</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Husregel</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardspillet</translation>
    </message>
    <message>
        <source>House rules are choices the players agree on before a match.</source>
        <translation>Husregler er valg, som spillerne bliver enige om før et parti.</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Dette spil</translation>
    </message>
    <message>
        <source>House rules are choices the players agree on before a match. Where this game differs from the standard game, its choice is in bold.</source>
        <translation>Husregler er valg, som spillerne bliver enige om før et parti. Hvor dette spil afviger fra standardspillet, står dets valg med fed skrift.</translation>
    </message>
    <message>
        <source>Cards that do not count in a battle</source>
        <translation>Kort, der ikke tæller i en kamp</translation>
    </message>
    <message>
        <source>Calling an attack</source>
        <translation>At syne et angreb</translation>
    </message>
    <message>
        <source>Discarding on your turn</source>
        <translation>Kassering i egen tur</translation>
    </message>
    <message>
        <source>A limit raise with no soldiers</source>
        <translation>Forhøjelse uden soldater (begrænset)</translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation>Forhøjelser pr. kamp</translation>
    </message>
    <message>
        <source>Two players left after a quiet round</source>
        <translation>To spillere tilbage efter en stille runde</translation>
    </message>
    <message>
        <source>The opponent&apos;s banner suit</source>
        <translation>Kuløren på modstanderens bannerkort</translation>
    </message>
    <message>
        <source>The opponent&apos;s banner rank</source>
        <translation>Rangen på modstanderens bannerkort</translation>
    </message>
    <message>
        <source>None: every card counts</source>
        <translation>Ingen: alle kort tæller</translation>
    </message>
    <message>
        <source>(Own soldiers + 1) × the small bet</source>
        <translation>(Egne soldater + 1) × den lille indsats</translation>
    </message>
    <message>
        <source>Pay what the attacker bet</source>
        <translation>Betal det samme, som angriberen satsede</translation>
    </message>
    <message>
        <source>One small bet</source>
        <translation>Én lille indsats</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message>
        <source>Not used in no-limit</source>
        <translation>Bruges ikke i ubegrænset spil</translation>
    </message>
    <message>
        <source>One big bet</source>
        <translation>Én stor indsats</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Intet loft</translation>
    </message>
    <message>
        <source>None: nobody may raise</source>
        <translation>Ingen: ingen må forhøje</translation>
    </message>
    <message numerus="yes">
        <source>At most %Ln</source>
        <translation>
            <numerusform>Højst %Ln</numerusform>
            <numerusform>Højst %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>They battle, without more chips</source>
        <translation>De afgør det ved en kamp, uden flere jetoner</translation>
    </message>
    <message>
        <source>They show down, like three or more</source>
        <translation>De går til showdown ligesom tre eller flere</translation>
    </message>
</context>
<context>
    <name>SaveProblemBar</name>
    <message>
        <source>Saving does not work</source>
        <translation>Det er ikke muligt at gemme</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advarsel</translation>
    </message>
    <message>
        <source>Saving works again.</source>
        <translation>Det er muligt at gemme igen.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>{players}, hand {number}, saved {when}</source>
        <translation>{players}, hånd {number}, gemt {when}</translation>
    </message>
    <message>
        <source>{players}, hand {number}</source>
        <translation>{players}, hånd {number}</translation>
    </message>
    <message>
        <source>Palace Desktop</source>
        <translation>Palace Desktop</translation>
    </message>
    <message>
        <source>A game is in progress:
{game}</source>
        <translation>Et spil er i gang:
{game}</translation>
    </message>
    <message>
        <source>Resume it, start a new game, or keep it for later (Game ▸ Resume a kept game brings it back).</source>
        <translation>Genoptag det, start et nyt spil, eller parkér det til senere (Spil ▸ Genoptag et parkeret spil henter det frem igen).</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Genoptag</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>&amp;Parkér det til senere</translation>
    </message>
    <message>
        <source>Delete the saved game?</source>
        <translation>Vil du slette det gemte spil?</translation>
    </message>
    <message>
        <source>Delete the saved game?
{game}</source>
        <translation>Vil du slette det gemte spil?
{game}</translation>
    </message>
    <message>
        <source>It cannot be brought back. To play it another time, keep it for later instead.</source>
        <translation>Det kan ikke hentes frem igen. Hvis du vil spille det en anden gang, så parkér det til senere i stedet.</translation>
    </message>
    <message>
        <source>&amp;Delete it</source>
        <translation>&amp;Slet det</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation>Vil du forlade spillet, der er i gang?</translation>
    </message>
    <message>
        <source>Leave the game in progress?
{game}</source>
        <translation>Vil du forlade spillet, der er i gang?
{game}</translation>
    </message>
    <message>
        <source>Kept for later, it comes back with Game ▸ Resume a kept game.</source>
        <translation>Et parkeret spil kan hentes frem igen med Spil ▸ Genoptag et parkeret spil.</translation>
    </message>
</context>
<context>
    <name>SeatBubbleTexts</name>
    <message>
        <source>Buys</source>
        <translation>Køber</translation>
    </message>
    <message>
        <source>Discards nothing</source>
        <translation>Kasserer intet</translation>
    </message>
    <message numerus="yes">
        <source>Discards %Ln</source>
        <translation>
            <numerusform>Kasserer %Ln</numerusform>
            <numerusform>Kasserer %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Stays</source>
        <translation>Bliver</translation>
    </message>
    <message>
        <source>Folds</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Attacks {name}: {amount}</source>
        <translation>Angriber {name}: {amount}</translation>
    </message>
    <message>
        <source>Calls {amount}</source>
        <translation>Syner for {amount}</translation>
    </message>
    <message>
        <source>Raises {amount}</source>
        <translation>Forhøjer med {amount}</translation>
    </message>
</context>
<context>
    <name>SeatHistoryWindow</name>
    <message>
        <source>What {name} saw at a table on the network</source>
        <translation>Hvad {name} så ved et bord på netværket</translation>
    </message>
    <message>
        <source>What a spectator saw at a table on the network</source>
        <translation>Hvad en tilskuer så ved et bord på netværket</translation>
    </message>
    <message>
        <source>A history from a table on the network holds what one seat saw, not the deals: it is read here as that seat&apos;s game log.</source>
        <translation>En historik fra et bord på netværket rummer, hvad én plads så, ikke kortgivningerne: her læses den som pladsens spillog.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hånd</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Hånd {number}</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Hånd:</translation>
    </message>
    <message>
        <source>What the seat saw</source>
        <translation>Hvad pladsen så</translation>
    </message>
    <message>
        <source>The file holds no hand.</source>
        <translation>Filen rummer ingen hånd.</translation>
    </message>
</context>
<context>
    <name>SeatPlateItem</name>
    <message>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>G</translation>
    </message>
</context>
<context>
    <name>SeatTexts</name>
    <message>
        <source>Out of the match</source>
        <translation>Ude af partiet</translation>
    </message>
    <message>
        <source>Out of this hand</source>
        <translation>Ude af denne hånd</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Tænker…</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Har turen</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>Kasserer</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Angrebet</translation>
    </message>
    <message>
        <source>Facing a raise</source>
        <translation>Skal svare på forhøjelse</translation>
    </message>
    <message>
        <source>In battle</source>
        <translation>I kamp</translation>
    </message>
    <message>
        <source>Won {amount}</source>
        <translation>Vandt {amount}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Dig</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
</context>
<context>
    <name>SeatsTexts</name>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetoner</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>Bannerkort</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>Soldater</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Tilstand</translation>
    </message>
    <message>
        <source>At the screen</source>
        <translation>Ved skærmen</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Mellem</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Øjeblikkelig (ingen animation)</translation>
    </message>
    <message>
        <source>How fast cards and chips move on the table</source>
        <translation>Hvor hurtigt kort og jetoner bevæger sig på bordet</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Firfarvet kortspil</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so every suit has a colour of its own</source>
        <translation>Klør i grønt og ruder i blåt, så hver kulør har sin egen farve</translation>
    </message>
    <message>
        <source>Bot move delay</source>
        <translation>Ventetid efter computertræk</translation>
    </message>
    <message>
        <source>How long a bot&apos;s move stays on show before the game goes on</source>
        <translation>Hvor længe en computers træk vises, før spillet fortsætter</translation>
    </message>
    <message>
        <source>&amp;Ask before folding with chips in the pot</source>
        <translation>&amp;Spørg, før jeg folder med jetoner i puljen</translation>
    </message>
    <message>
        <source>Your name at the table and in the statistics; empty: %1</source>
        <translation>Dit navn ved bordet og i statistikken; tomt: %1</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemets standard</translation>
    </message>
    <message>
        <source>The language of the window, the log and the rules; it changes when Palace Desktop starts again</source>
        <translation>Sproget i vinduet, loggen og reglerne; det skifter, når Palace Desktop startes igen</translation>
    </message>
    <message>
        <source>For my first games</source>
        <translation>I mine første spil</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Altid</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>A word before an attack or a call that is very likely to lose, and after each hand, the decision the hard bot would have made differently</source>
        <translation>Et råd, før du angriber eller syner med stor risiko for at tabe, og efter hver hånd den beslutning, som den svære computer ville have truffet anderledes</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>My turn and the battles</source>
        <translation>Min tur og kampene</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Intet</translation>
    </message>
    <message>
        <source>What a screen reader is told as the game goes on; the Ask the table keys always answer</source>
        <translation>Hvad en skærmlæser får at vide, mens spillet skrider frem; tasterne i Spørg bordet svarer altid</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Dig</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>S&amp;prog:</translation>
    </message>
    <message>
        <source>&amp;Coach:</source>
        <translation>&amp;Træner:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>A&amp;nimation speed:</source>
        <translation>&amp;Animationshastighed:</translation>
    </message>
    <message>
        <source>&amp;Bot move delay:</source>
        <translation>&amp;Ventetid efter computertræk:</translation>
    </message>
    <message>
        <source>&amp;Spoken by a screen reader:</source>
        <translation>&amp;Oplæst af en skærmlæser:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Lyd</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>Ly&amp;deffekter</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lydstyrke</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lydstyrke:</translation>
    </message>
    <message>
        <source>Flas&amp;h the taskbar on my turn when the window is behind</source>
        <translation>Blink i proceslin&amp;jen ved min tur, når vinduet er bagved</translation>
    </message>
    <message>
        <source>{volume}%</source>
        <translation>{volume} %</translation>
    </message>
    <message>
        <source>&amp;Wait for me after each bot action</source>
        <translation>Vent på &amp;mig efter hvert computertræk</translation>
    </message>
    <message>
        <source>After a bot moves, the game goes on only when you press Continue (or {space})</source>
        <translation>Når en computer har udført sit træk, fortsætter spillet først, når du trykker på Fortsæt (eller {space})</translation>
    </message>
    <message>
        <source>The size of names, chips and counts on the table, beside the size of the window&apos;s text</source>
        <translation>Størrelsen på navne, jetoner og tal på bordet i forhold til vinduets tekststørrelse</translation>
    </message>
    <message>
        <source>Table &amp;text size:</source>
        <translation>Te&amp;kststørrelse på bordet:</translation>
    </message>
    <message>
        <source>Light or dark around the table, or high contrast; “Follow the system” takes the desktop&apos;s choice</source>
        <translation>Lyst eller mørkt omkring bordet eller høj kontrast; »Følg systemet« bruger skrivebordets valg</translation>
    </message>
    <message>
        <source>The colour of the cloth</source>
        <translation>Farven på bordets filt</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards</source>
        <translation>Mønsteret på kortenes bagside</translation>
    </message>
    <message>
        <source>Table c&amp;olours:</source>
        <translation>Bordets fa&amp;rveskema:</translation>
    </message>
    <message>
        <source>F&amp;elt:</source>
        <translation>F&amp;ilt:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Kort&amp;bagside:</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 sek.</translation>
    </message>
</context>
<context>
    <name>ShortCardNames</name>
    <message>
        <source>J</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <translation>E</translation>
    </message>
</context>
<context>
    <name>SoundCues</name>
    <message>
        <source>Cards dealt</source>
        <translation>Kort givet</translation>
    </message>
    <message>
        <source>A soldier bought</source>
        <translation>En soldat købt</translation>
    </message>
    <message>
        <source>Cards to the discard pile</source>
        <translation>Kort til kassationsbunken</translation>
    </message>
    <message>
        <source>Chips to the pot</source>
        <translation>Jetoner i puljen</translation>
    </message>
    <message>
        <source>A battle decided</source>
        <translation>En kamp afgjort</translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation>Kort erobret</translation>
    </message>
    <message>
        <source>The pot to the winner</source>
        <translation>Puljen til vinderen</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Your turn, with the window behind</source>
        <translation>Din tur, mens vinduet er bagved</translation>
    </message>
    <message>
        <source>A move refused</source>
        <translation>Et træk afvist</translation>
    </message>
</context>
<context>
    <name>SpeedMenu</name>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsom</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Mellem</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Hurtig</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Øjeblikkelig</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>Statistik pr. spiller</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>Ingen hænder spillet endnu</translation>
    </message>
    <message>
        <source>Each player&apos;s results appear here when a hand ends.</source>
        <translation>Hver spillers resultater vises her, når en hånd slutter.</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Nulstil statistik…</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Vil du nulstille statistikken?</translation>
    </message>
    <message>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>Vil du slette alle spilleres statistik? Det kan ikke fortrydes.</translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Hands
played</source>
        <translation>Hænder
spillet</translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation>Hænder
vundet</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Vundet %</translation>
    </message>
    <message>
        <source>Battles
won</source>
        <translation>Kampe
vundet</translation>
    </message>
    <message>
        <source>Battles
lost</source>
        <translation>Kampe
tabt</translation>
    </message>
    <message>
        <source>Chips
won</source>
        <translation>Jetoner
vundet</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <translation>Spillerens navn</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Spillede hænder</translation>
    </message>
    <message>
        <source>Hands won; a split pot counts as a share</source>
        <translation>Vundne hænder; en delt pulje tæller som en andel</translation>
    </message>
    <message>
        <source>Hands won out of hands played</source>
        <translation>Vundne hænder ud af spillede hænder</translation>
    </message>
    <message>
        <source>Battles won, by a call or because the other side folded</source>
        <translation>Vundne kampe, efter at der blev synet, eller fordi modparten foldede</translation>
    </message>
    <message>
        <source>Battles lost</source>
        <translation>Tabte kampe</translation>
    </message>
    <message>
        <source>Chips won minus chips put in, over all hands</source>
        <translation>Vundne jetoner minus indsatte jetoner, over alle hænder</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>TableAccessibleTexts</name>
    <message>
        <source>Card table</source>
        <translation>Spillebord</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile, %Ln cards</source>
        <translation>
            <numerusform>Trækbunke, %Ln kort</numerusform>
            <numerusform>Trækbunke, %Ln kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %Ln cards</source>
        <translation>
            <numerusform>Kassationsbunke, %Ln kort</numerusform>
            <numerusform>Kassationsbunke, %Ln kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>Pulje {amount}</translation>
    </message>
    <message>
        <source>Last battle: {result}</source>
        <translation>Seneste kamp: {result}</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Arrow keys or {tab} move over the cards you can act on; {space} acts on the one in focus. F6 moves to the next pane.</source>
        <translation>Piletasterne eller {tab} flytter mellem de kort, du kan gøre noget med; {space} udfører handlingen på kortet i fokus. F6 flytter til næste rude.</translation>
    </message>
    <message>
        <source>Marked for the discard pile</source>
        <translation>Markeret til kassationsbunken</translation>
    </message>
</context>
<context>
    <name>TableEvents</name>
    <message>
        <source>{attacker} attacks {defender} for {amount}</source>
        <translation>{attacker} angriber {defender} med {amount}</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} forhøjer med {amount}</translation>
    </message>
    <message>
        <source>{name} wins the battle</source>
        <translation>{name} vinder kampen</translation>
    </message>
    <message>
        <source>A tie: the pot is split</source>
        <translation>Uafgjort: puljen deles</translation>
    </message>
    <message>
        <source>A tie: both are out</source>
        <translation>Uafgjort: begge er ude</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>{name} wins the pot</source>
        <translation>{name} vinder puljen</translation>
    </message>
    <message>
        <source>The pot is split</source>
        <translation>Puljen deles</translation>
    </message>
</context>
<context>
    <name>TableGestures</name>
    <message>
        <source>Select soldiers first ({space} on a soldier).</source>
        <translation>Vælg først soldater ({space} på en soldat).</translation>
    </message>
    <message>
        <source>Move the focus to an opponent&apos;s banner to attack.</source>
        <translation>Flyt fokus til en modstanders bannerkort for at angribe.</translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message>
        <source>Draw pile</source>
        <translation>Trækbunke</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Kassations­bunke</translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>Pulje {amount}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln to draw</source>
        <translation>
            <numerusform>%Ln at trække</numerusform>
            <numerusform>%Ln at trække</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln discarded</source>
        <translation>
            <numerusform>%Ln kasseret</numerusform>
            <numerusform>%Ln kasserede</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableThemes</name>
    <message>
        <source>Green baize</source>
        <translation>Grøn filt</translation>
    </message>
    <message>
        <source>Blue baize</source>
        <translation>Blå filt</translation>
    </message>
    <message>
        <source>Burgundy baize</source>
        <translation>Vinrød filt</translation>
    </message>
    <message>
        <source>Navy lattice</source>
        <translation>Marineblåt gitter</translation>
    </message>
    <message>
        <source>Burgundy lattice</source>
        <translation>Vinrødt gitter</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Følg systemet</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lyst</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mørkt</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Høj kontrast</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>skjult</translation>
    </message>
    <message>
        <source>Your banner, {card}</source>
        <translation>Dit bannerkort, {card}</translation>
    </message>
    <message>
        <source>Your palace card, {card}</source>
        <translation>Dit paladskort, {card}</translation>
    </message>
    <message>
        <source>Your soldier, {card}</source>
        <translation>Din soldat, {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s banner, {card}</source>
        <translation>Bannerkort hos {name}, {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s palace card, {card}</source>
        <translation>Paladskort hos {name}, {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s soldier, {card}</source>
        <translation>Soldat hos {name}, {card}</translation>
    </message>
    <message>
        <source>banner {card}</source>
        <translation>bannerkort {card}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln soldiers</source>
        <translation>
            <numerusform>%Ln soldat</numerusform>
            <numerusform>%Ln soldater</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>%Ln jeton</numerusform>
            <numerusform>%Ln jetoner</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>giver</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (dig)</translation>
    </message>
    <message>
        <source>{name}: {details}</source>
        <translation>{name}: {details}</translation>
    </message>
    <message>
        <source>{name} {amount}</source>
        <translation>{name} {amount}</translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>Pulje {amount}</translation>
    </message>
    <message>
        <source>{pot}. Put in this hand: {bets}</source>
        <translation>{pot}. Indsat i denne hånd: {bets}</translation>
    </message>
    <message>
        <source>Battle: {attacker} attacks {defender} with a bet of {bet}</source>
        <translation>Kamp: {attacker} angriber {defender} med en indsats på {bet}</translation>
    </message>
    <message>
        <source>{name} to answer, {amount} to call</source>
        <translation>{name} skal svare, og det koster {amount} at syne</translation>
    </message>
    <message>
        <source>No hand in play.</source>
        <translation>Ingen hånd i gang.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Hånden er slut.</translation>
    </message>
    <message>
        <source>Nobody is to act.</source>
        <translation>Ingen har turen.</translation>
    </message>
    <message>
        <source>You are to act</source>
        <translation>Du har turen</translation>
    </message>
    <message>
        <source>{name} is to act</source>
        <translation>{name} har turen</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>You have no cards at this table.</source>
        <translation>Du har ingen kort ved dette bord.</translation>
    </message>
    <message>
        <source>You are out of this hand.</source>
        <translation>Du er ude af denne hånd.</translation>
    </message>
    <message>
        <source>Your banner: {card}.</source>
        <translation>Dit bannerkort: {card}.</translation>
    </message>
    <message>
        <source>Your palace: {cards}.</source>
        <translation>Dine paladskort: {cards}.</translation>
    </message>
    <message>
        <source>Your soldiers: {cards}.</source>
        <translation>Dine soldater: {cards}.</translation>
    </message>
    <message>
        <source>You have no soldiers.</source>
        <translation>Du har ingen soldater.</translation>
    </message>
</context>
<context>
    <name>TutorialOffer</name>
    <message>
        <source>Palace Desktop</source>
        <translation>Palace Desktop</translation>
    </message>
    <message>
        <source>New to Palace Poker?</source>
        <translation>Ny i Palace Poker?</translation>
    </message>
    <message>
        <source>Four short hands at the real table show you how to play: buying soldiers, battles and showdowns. Help ▸ Learn to play brings the tutorial back at any time.</source>
        <translation>Fire korte hænder ved det rigtige bord viser dig, hvordan man spiller: køb af soldater, kampe og showdowns. Hjælp ▸ Lær at spille henter introduktionen frem igen når som helst.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Lær at spille</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Start et spil</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Tutorial</source>
        <translation>Introduktion</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Næste lektion</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Spil et rigtigt spil</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Forlad</translation>
    </message>
    <message>
        <source>Leave the tutorial; Help ▸ Learn to play brings you back to this step</source>
        <translation>Forlad introduktionen; Hjælp ▸ Lær at spille fører dig tilbage til dette trin</translation>
    </message>
    <message>
        <source>Lesson {number} of {count}: {title}</source>
        <translation>Lektion {number} af {count}: {title}</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Trin {number} af {count}</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Kortene gives…</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spiller…</translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation>Hold øje med bordet…</translation>
    </message>
</context>
<context>
    <name>TutorialTexts</name>
    <message>
        <source>Soldiers and the quiet round</source>
        <translation>Soldater og den stille runde</translation>
    </message>
    <message>
        <source>A battle: the banner suit does not count</source>
        <translation>En kamp: bannerkortets kulør tæller ikke</translation>
    </message>
    <message>
        <source>Attack, capture and raise</source>
        <translation>Angreb, erobring og forhøjelse</translation>
    </message>
    <message>
        <source>Knowing when to fold</source>
        <translation>At vide, hvornår man skal folde</translation>
    </message>
    <message>
        <source>Your banner, the {banner}, lies face up; your three palace cards are seen by you alone. Buy a soldier: drag the top card of the draw pile next to your banner (or press B).</source>
        <translation>Dit bannerkort, {banner}, ligger med billedsiden opad; dine tre paladskort kan kun du se. Køb en soldat: træk det øverste kort i trækbunken hen ved siden af dit bannerkort (eller tryk på B).</translation>
    </message>
    <message>
        <source>Bea bought a soldier and Hiro stayed. Your hand is strong: press Stay (or S) and let the others move.</source>
        <translation>Bea købte en soldat, og Hiro blev. Din hånd er stærk: tryk på Bliv (eller S), og lad de andre tage deres tur.</translation>
    </message>
    <message>
        <source>Since Bea&apos;s buy everyone stayed: a quiet round, so the hand ended in a showdown. All hands were shown, and your three nines won the pot.</source>
        <translation>Efter Beas køb blev alle: en stille runde, så hånden endte med showdown. Alle hænder blev vist, og dine tre niere vandt puljen.</translation>
    </message>
    <message>
        <source>Bea attacks you: a battle. In a battle, cards of the opponent&apos;s banner suit do not count: your hearts count for nothing, and so do her spades. Press Call (or C) to compare hands.</source>
        <translation>Bea angriber dig: en kamp. I en kamp tæller kort i samme kulør som modstanderens bannerkort ikke: dine hjerter tæller ikke, og det gør hendes spar heller ikke. Tryk på Syn (eller C) for at sammenligne hænderne.</translation>
    </message>
    <message>
        <source>Bea held three sevens, but her {card} is of your banner&apos;s suit and did not count: her pair of sevens lost to your pair of queens. You captured her banner, and as the last one in the hand you won the pot.</source>
        <translation>Bea havde tre syvere, men hendes {card} har samme kulør som dit bannerkort og talte ikke: hendes par syvere tabte til dit par damer. Du erobrede hendes bannerkort, og som den sidste i hånden vandt du puljen.</translation>
    </message>
    <message>
        <source>The {card} makes three of a kind with your banner and a palace card. Keep it: press Keep all (or {enter}).</source>
        <translation>Med {card} har du tre ens sammen med dit bannerkort og et paladskort. Behold det: tryk på Behold alle (eller {enter}).</translation>
    </message>
    <message>
        <source>Now you attack: drag your banner onto Bea&apos;s banner (with the keyboard: {tab} to her banner, then {space}). The bet is your soldiers plus one, times the small bet.</source>
        <translation>Nu angriber du: træk dit bannerkort hen på Beas bannerkort (med tastaturet: {tab} til hendes bannerkort og derefter {space}). Indsatsen er antallet af dine soldater plus én, gange den lille indsats.</translation>
    </message>
    <message>
        <source>You won and captured Bea&apos;s banner: the {card} is now your soldier. It does not help your hand: drag it to the discard pile (or select it and press D); Keep all then turns into Done: press it.</source>
        <translation>Du vandt og erobrede Beas bannerkort: {card} er nu din soldat. Det hjælper ikke din hånd: træk det til kassationsbunken (eller vælg det, og tryk på D); Behold alle bliver så til Færdig: tryk på den.</translation>
    </message>
    <message>
        <source>Hiro attacks you. Your pair of aces is strong: press Raise (or R) to put more chips at stake; Hiro must pay the raise to go on.</source>
        <translation>Hiro angriber dig. Dit par esser er stærkt: tryk på Forhøj (eller R) for at sætte flere jetoner på spil; Hiro skal betale forhøjelsen for at fortsætte.</translation>
    </message>
    <message>
        <source>Hiro called your raise and lost: you captured his banner too. The last player left in the hand wins the pot.</source>
        <translation>Hiro synede din forhøjelse og tabte: du erobrede også hans bannerkort. Den sidste spiller tilbage i hånden vinder puljen.</translation>
    </message>
    <message>
        <source>Hiro bought the {card}: he shows two kings. Your cards are weak: press Stay (or S) and see what he does.</source>
        <translation>Hiro købte {card}: han viser to konger. Dine kort er svage: tryk på Bliv (eller S), og se, hvad han gør.</translation>
    </message>
    <message>
        <source>Hiro attacks you with two kings showing, and your best card that counts is a five (your eight of spades does not count against his spade banner). Press Fold (or F): he takes your banner, but you keep the chips a call would cost.</source>
        <translation>Hiro angriber dig med to konger synlige, og dit bedste kort, der tæller, er en femmer (din spar otte tæller ikke mod hans spar-bannerkort). Tryk på Fold (eller F): han tager dit bannerkort, men du beholder de jetoner, det ville koste at syne.</translation>
    </message>
    <message>
        <source>That is Palace Poker: buy soldiers, battle with your banner, and win the pot by being the last one in the hand or the best at a quiet round. Play a real game now, or close the tutorial.</source>
        <translation>Sådan spilles Palace Poker: køb soldater, kæmp med dit bannerkort, og vind puljen ved at være den sidste i hånden eller have den bedste hånd efter en stille runde. Spil et rigtigt spil nu, eller luk introduktionen.</translation>
    </message>
    <message>
        <source>Not yet: first buy a soldier from the draw pile.</source>
        <translation>Ikke endnu: køb først en soldat fra trækbunken.</translation>
    </message>
    <message>
        <source>Not yet: keep your new soldier with Keep all.</source>
        <translation>Ikke endnu: behold din nye soldat med Behold alle.</translation>
    </message>
    <message>
        <source>Not now: this turn, press Stay.</source>
        <translation>Ikke nu: i denne tur skal du trykke på Bliv.</translation>
    </message>
    <message>
        <source>Not now: answer Bea&apos;s attack with Call.</source>
        <translation>Ikke nu: svar på Beas angreb med Syn.</translation>
    </message>
    <message>
        <source>Not yet: attack Bea by dragging your banner onto hers.</source>
        <translation>Ikke endnu: angrib Bea ved at trække dit bannerkort hen på hendes.</translation>
    </message>
    <message>
        <source>Not yet: drag the {card} to the discard pile, then press Done.</source>
        <translation>Ikke endnu: træk {card} til kassationsbunken, og tryk så på Færdig.</translation>
    </message>
    <message>
        <source>Not now: answer Hiro&apos;s attack with Raise.</source>
        <translation>Ikke nu: svar på Hiros angreb med Forhøj.</translation>
    </message>
    <message>
        <source>Not now: fold against Hiro&apos;s kings.</source>
        <translation>Ikke nu: fold mod Hiros konger.</translation>
    </message>
    <message>
        <source>Not now: read the step above, then go on.</source>
        <translation>Ikke nu: læs trinnet ovenfor, og fortsæt så.</translation>
    </message>
    <message>
        <source>{name} plays the lesson&apos;s move.</source>
        <translation>{name} spiller lektionens træk.</translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Seats</source>
        <translation>Pladser</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spillog</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>Seneste hænder</translation>
    </message>
    <message>
        <source>Hand </source>
        <translation>Hånd </translation>
    </message>
    <message>
        <source>Read an earlier hand in the log</source>
        <translation>Læs en tidligere hånd i loggen</translation>
    </message>
    <message>
        <source>Hand shown in the log</source>
        <translation>Hånd vist i loggen</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <source>Hand histories (*.json)</source>
        <translation>Håndhistorikker (*.json)</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Kunne ikke skrive {path}: {error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Gemt: {path}</translation>
    </message>
    <message>
        <source>Export the last hand</source>
        <translation>Eksportér den sidste hånd</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Eksportér partiet</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>Åbn en håndhistorik</translation>
    </message>
    <message>
        <source>Reading the kept games…</source>
        <translation>Læser de gemte spil…</translation>
    </message>
    <message>
        <source>No game is kept</source>
        <translation>Intet spil er parkeret</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>the start of an exported hand&apos;s file name, as in hand-3.json</comment>
        <translation>hånd</translation>
    </message>
    <message>
        <source>match</source>
        <comment>an exported match&apos;s file name, as in match.json</comment>
        <translation>parti</translation>
    </message>
</context>
<context>
    <name>WindowHands</name>
    <message>
        <source>{name}&apos;s bot failed: {message}</source>
        <translation>Computerspilleren {name} fejlede: {message}</translation>
    </message>
</context>
<context>
    <name>WindowLook</name>
    <message>
        <source>About Palace Desktop</source>
        <translation>Om Palace Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;Palace Poker (also Castle Poker or Banner Poker): every bet is a heads-up battle. Each player shows a banner card, hides three palace cards and buys up to five soldiers.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;Palace Poker (også kaldet Castle Poker eller Banner Poker): hver indsats er en kamp mellem to spillere. Hver spiller viser et bannerkort, skjuler tre paladskort og køber op til fem soldater.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
