<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="te" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Actions</source>
        <translation>చర్యలు</translation>
    </message>
    <message>
        <source>Raise amount</source>
        <translation>పెంపు మొత్తం</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>కొనండి</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>డిస్కార్డ్</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>ఉండండి</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>తప్పుకోండి</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>దాడి</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>పూర్తి</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>కాల్</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>పెంచండి</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>రద్దు</translation>
    </message>
    <message>
        <source>Attack whom?</source>
        <translation>ఎవరిపై దాడి?</translation>
    </message>
    <message>
        <source>To discard, click soldiers on the table (Ctrl or Shift + click for several), then press Discard.</source>
        <translation>డిస్కార్డ్ చేయడానికి, టేబుల్‌పై సైనికులను క్లిక్ చేయండి (అనేకం కోసం Ctrl లేదా Shift + క్లిక్), ఆపై డిస్కార్డ్ నొక్కండి.</translation>
    </message>
    <message>
        <source>No hand in play</source>
        <translation>ప్రస్తుతం హ్యాండ్ ఏదీ లేదు</translation>
    </message>
    <message>
        <source>The match is over — press {keys} or Game ▸ New game…</source>
        <translation>మ్యాచ్ ముగిసింది — {keys} నొక్కండి లేదా ఆట ▸ కొత్త ఆట…</translation>
    </message>
    <message>
        <source>Hand over — press N or Game ▸ Deal the next hand</source>
        <translation>హ్యాండ్ ముగిసింది — N నొక్కండి లేదా ఆట ▸ తదుపరి హ్యాండ్ పంచండి</translation>
    </message>
    <message>
        <source>Hand over — the next hand is dealt in a moment</source>
        <translation>చేయి ముగిసింది — తదుపరి చేయి కాసేపట్లో పంచబడుతుంది</translation>
    </message>
    <message>
        <source>The tutorial is over: play a real game or close the tutorial, above the table</source>
        <translation>శిక్షణ ముగిసింది: ఇప్పుడు నిజమైన ఆట ఆడండి, లేదా శిక్షణను మూసివేయండి</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} ఆలోచిస్తున్నారు…</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>{name} కోసం వేచి ఉంది…</translation>
    </message>
    <message>
        <source>Pay {price} and take the top card of the draw pile as a soldier (B)</source>
        <translation>{price} చెల్లించి డ్రా పైల్‌లోని పై కార్డును సైనికుడిగా తీసుకోండి (B)</translation>
    </message>
    <message>
        <source>Select soldiers on the table first (Ctrl/Shift+click)</source>
        <translation>ముందుగా టేబుల్‌పై సైనికులను ఎంచుకోండి (Ctrl/Shift+క్లిక్)</translation>
    </message>
    <message>
        <source>Pay {price} and discard the selection (D)</source>
        <translation>{price} చెల్లించి ఎంచుకున్నవాటిని డిస్కార్డ్ చేయండి (D)</translation>
    </message>
    <message>
        <source>Discard the selection (D)</source>
        <translation>ఎంచుకున్నవాటిని డిస్కార్డ్ చేయండి (D)</translation>
    </message>
    <message>
        <source>Do nothing; the turn passes (S)</source>
        <translation>ఏమీ చేయకండి; వంతు తర్వాతి వారికి వెళ్తుంది (S)</translation>
    </message>
    <message>
        <source>Leave the hand; your chips stay in the pot (F)</source>
        <translation>హ్యాండ్ నుండి తప్పుకోండి; మీ చిప్స్ పాట్‌లోనే ఉంటాయి (F)</translation>
    </message>
    <message>
        <source>Attack {targets} for {amount} (A)</source>
        <translation>{amount} పందెంతో {targets}పై దాడి చేయండి (A)</translation>
    </message>
    <message numerus="yes">
        <source>The bet is (your %Ln soldiers + 1) × the small bet of {small_bet}.</source>
        <translation>
            <numerusform>పందెం: (మీ %Ln సైనికుడు + 1) × చిన్న పందెం {small_bet}.</numerusform>
            <numerusform>పందెం: (మీ %Ln సైనికులు + 1) × చిన్న పందెం {small_bet}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack (bet {amount})</source>
        <translation>దాడి (పందెం {amount})</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>{name}, మీ వంతు</translation>
    </message>
    <message>
        <source>How much to raise; R or {enter} raises</source>
        <translation>ఎంత పెంచాలి; R లేదా {enter} తో పెంచండి</translation>
    </message>
    <message>
        <source>End the turn; soldiers kept: {count} ({enter})</source>
        <translation>వంతు ముగించండి; ఉంచుకునే సైనికులు: {count} ({enter})</translation>
    </message>
    <message>
        <source>Marked for the discard pile: {count}</source>
        <translation>డిస్కార్డ్ పైల్‌కు గుర్తించినవి: {count}</translation>
    </message>
    <message>
        <source>Mark the selection for the discard pile (D)</source>
        <translation>ఎంచుకున్నవాటిని డిస్కార్డ్ పైల్‌కు గుర్తించండి (D)</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>అన్నీ ఉంచండి</translation>
    </message>
    <message>
        <source>You may discard soldiers you do not want (drag them to the discard pile, or select them with {space} and press D), or keep them all.</source>
        <translation>వద్దనుకున్న సైనికులను డిస్కార్డ్ చేయవచ్చు (వారిని డిస్కార్డ్ పైల్‌కు లాగండి, లేదా {space}‌తో ఎంచుకుని D నొక్కండి), లేదా అందరినీ ఉంచుకోవచ్చు.</translation>
    </message>
    <message numerus="yes">
        <source>Discard down to at most %Ln soldiers: drag them to the discard pile (or {space} on each, then D), then Done</source>
        <translation>
            <numerusform>గరిష్ఠంగా %Ln సైనికుడు మిగిలేలా డిస్కార్డ్ చేయండి: వారిని డిస్కార్డ్ పైల్‌కు లాగండి (లేదా ఒక్కొక్కరిపై {space}, ఆపై D), ఆపై పూర్తి నొక్కండి</numerusform>
            <numerusform>గరిష్ఠంగా %Ln సైనికులు మిగిలేలా డిస్కార్డ్ చేయండి: వారిని డిస్కార్డ్ పైల్‌కు లాగండి (లేదా ఒక్కొక్కరిపై {space}, ఆపై D), ఆపై పూర్తి నొక్కండి</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot pay the whole call: calling puts in all your %Ln chips.</source>
        <translation>
            <numerusform>మీరు పూర్తి కాల్ చెల్లించలేరు: కాల్ చేస్తే మీ వద్ద ఉన్న %Ln చిప్ పాట్‌లోకి వెళ్తుంది.</numerusform>
            <numerusform>మీరు పూర్తి కాల్ చెల్లించలేరు: కాల్ చేస్తే మీ వద్ద ఉన్న మొత్తం %Ln చిప్స్ పాట్‌లోకి వెళ్తాయి.</numerusform>
        </translation>
    </message>
    <message>
        <source>A call pays the latest raise: {amount}.</source>
        <translation>కాల్ చేస్తే తాజా పెంపును చెల్లిస్తారు: {amount}.</translation>
    </message>
    <message>
        <source>A call matches the attacker&apos;s bet: {amount}.</source>
        <translation>కాల్ దాడి చేసేవారి పందేనికి సమానం: {amount}.</translation>
    </message>
    <message numerus="yes">
        <source>A call costs (your %Ln soldiers + 1) × the small bet of {small_bet} = {amount}.</source>
        <translation>
            <numerusform>కాల్ ధర: (మీ %Ln సైనికుడు + 1) × చిన్న పందెం {small_bet} = {amount}.</numerusform>
            <numerusform>కాల్ ధర: (మీ %Ln సైనికులు + 1) × చిన్న పందెం {small_bet} = {amount}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks you for {amount}</source>
        <translation>{name} {amount} పందెంతో మీపై దాడి చేస్తున్నారు</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} {amount} పెంచారు</translation>
    </message>
    <message>
        <source>Give up: {name} takes your banner and soldiers (F)</source>
        <translation>తప్పుకోండి: {name} మీ బ్యానర్‌ను, సైనికులను తీసుకుంటారు (F)</translation>
    </message>
    <message numerus="yes">
        <source>Pay all your %Ln chips; the battle goes ahead (C)</source>
        <translation>
            <numerusform>మీ వద్ద ఉన్న %Ln చిప్‌ను చెల్లించండి; యుద్ధం కొనసాగుతుంది (C)</numerusform>
            <numerusform>మీ వద్ద ఉన్న మొత్తం %Ln చిప్స్ చెల్లించండి; యుద్ధం కొనసాగుతుంది (C)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay {amount} and compare battle hands (C)</source>
        <translation>{amount} చెల్లించి యుద్ధ హ్యాండ్‌లను పోల్చండి (C)</translation>
    </message>
    <message>
        <source>Call and raise {amount} (R)</source>
        <translation>కాల్ చేసి {amount} పెంచండి (R)</translation>
    </message>
    <message>
        <source>Call and raise by the amount chosen, {low} to {high} (R: choose, R again or {enter}: raise)</source>
        <translation>కాల్ చేసి, ఎంచుకున్న మొత్తం ({low} నుండి {high}) పెంచండి (R: ఎంచుకోండి, మళ్లీ R లేదా {enter}: పెంచండి)</translation>
    </message>
</context>
<context>
    <name>ActionTexts</name>
    <message>
        <source>{name} buys a soldier</source>
        <translation>{name} ఒక సైనికుడిని కొన్నారు</translation>
    </message>
    <message>
        <source>{name} keeps every soldier</source>
        <translation>{name} సైనికులందరినీ ఉంచుకున్నారు</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} {cards} డిస్కార్డ్ చేశారు</translation>
    </message>
    <message>
        <source>{name} stays</source>
        <translation>{name} ఉండిపోయారు</translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation>{name} తప్పుకున్నారు</translation>
    </message>
    <message>
        <source>{name} attacks {target}</source>
        <translation>{name} {target}పై దాడి చేశారు</translation>
    </message>
    <message>
        <source>{name} calls</source>
        <translation>{name} కాల్ చేశారు</translation>
    </message>
    <message>
        <source>{name} raises</source>
        <translation>{name} పెంచారు</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} {amount} పెంచారు</translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <source>Buy a soldier for {price}</source>
        <translation>{price}కు ఒక సైనికుడిని కొనండి</translation>
    </message>
    <message>
        <source>Attack {name}: bet {amount}</source>
        <translation>{name}పై దాడి: పందెం {amount}</translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers for {price}</source>
        <translation>
            <numerusform>{price}కు %Ln సైనికుడిని డిస్కార్డ్ చేయండి</numerusform>
            <numerusform>{price}కు %Ln సైనికులను డిస్కార్డ్ చేయండి</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers</source>
        <translation>
            <numerusform>%Ln సైనికుడిని డిస్కార్డ్ చేయండి</numerusform>
            <numerusform>%Ln సైనికులను డిస్కార్డ్ చేయండి</numerusform>
        </translation>
    </message>
    <message>
        <source>Call all-in {amount}</source>
        <translation>ఆల్-ఇన్ కాల్ {amount}</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>కాల్ {amount}</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>పెంచండి</translation>
    </message>
    <message>
        <source>Raise {amount}</source>
        <translation>{amount} పెంచండి</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>ఉండండి</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>తప్పుకోండి</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>{prompt}. You may: {moves}.</source>
        <translation>{prompt}. మీరు చేయగలిగేవి: {moves}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{prompt}. {detail} You may: {moves}.</source>
        <translation>{prompt}. {detail} మీరు చేయగలిగేవి: {moves}.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>ఎంచుకున్నవి: {cards}.</translation>
    </message>
    <message>
        <source>No soldier selected.</source>
        <translation>ఏ సైనికుడినీ ఎంచుకోలేదు.</translation>
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
        <translation>నా కార్డులు (&amp;M)</translation>
    </message>
    <message>
        <source>Whose &amp;turn</source>
        <translation>&amp;ఎవరి వంతు</translation>
    </message>
    <message>
        <source>The &amp;pot and bets</source>
        <translation>పాట్, పందేలు (&amp;P)</translation>
    </message>
    <message>
        <source>The &amp;last battle</source>
        <translation>చి&amp;వరి యుద్ధం</translation>
    </message>
    <message>
        <source>&amp;Everyone at the table</source>
        <translation>టేబుల్ వద్ద &amp;అందరూ</translation>
    </message>
    <message>
        <source>No hand in play.</source>
        <translation>ప్రస్తుతం హ్యాండ్ ఏదీ లేదు.</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>No battle has been fought yet.</source>
        <translation>ఇంకా ఏ యుద్ధమూ జరగలేదు.</translation>
    </message>
</context>
<context>
    <name>BattlePreviewTexts</name>
    <message>
        <source>You would bet {amount}.</source>
        <translation>మీ పందెం {amount} అవుతుంది.</translation>
    </message>
    <message>
        <source>None of your cards count.</source>
        <translation>మీ కార్డులేవీ లెక్కలోకి రావు.</translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand}.</source>
        <translation>
            <numerusform>మీ ఉత్తమ %Ln కార్డు: {hand}.</numerusform>
            <numerusform>మీ ఉత్తమ %Ln కార్డులు: {hand}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand} ({cards}).</source>
        <translation>
            <numerusform>మీ ఉత్తమ %Ln కార్డు: {hand} ({cards}).</numerusform>
            <numerusform>మీ ఉత్తమ %Ln కార్డులు: {hand} ({cards}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Against {name} all your cards count.</source>
        <translation>{name}తో యుద్ధంలో మీ అన్ని కార్డులు లెక్కలోకి వస్తాయి.</translation>
    </message>
    <message>
        <source>Against {name} your cards of rank {rank} do not count.</source>
        <translation>{name}తో యుద్ధంలో {rank} ర్యాంకు ఉన్న మీ కార్డులు లెక్కలోకి రావు.</translation>
    </message>
    <message>
        <source>Against {name} your {suit} do not count.</source>
        <translation>{name}తో యుద్ధంలో మీ {suit} కార్డులు లెక్కలోకి రావు.</translation>
    </message>
    <message>
        <source>You win this battle whatever they hold.</source>
        <translation>వారి వద్ద ఏ కార్డులు ఉన్నా ఈ యుద్ధంలో మీరే గెలుస్తారు.</translation>
    </message>
    <message>
        <source>You lose this battle whatever they hold.</source>
        <translation>వారి వద్ద ఏ కార్డులు ఉన్నా ఈ యుద్ధంలో మీరు ఓడిపోతారు.</translation>
    </message>
    <message>
        <source>You win about {chance} of such battles, from what you can see.</source>
        <translation>మీకు కనిపిస్తున్న దాని ప్రకారం, ఇలాంటి యుద్ధాలలో సుమారు {chance} మీరు గెలుస్తారు.</translation>
    </message>
</context>
<context>
    <name>BattleResultTexts</name>
    <message>
        <source>{loser} folds: {winner} wins without a fight</source>
        <translation>{loser} తప్పుకున్నారు: {winner} పోరాటం లేకుండానే గెలిచారు</translation>
    </message>
    <message>
        <source>A tie: {a} and {b} split the pot</source>
        <translation>టై: {a}, {b} పాట్‌ను పంచుకున్నారు</translation>
    </message>
    <message>
        <source>A tie: {a} and {b} are both out</source>
        <translation>టై: {a}, {b} ఇద్దరూ బయటకు వెళ్లారు</translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}</source>
        <translation>{loser}పై యుద్ధంలో {winner} గెలిచారు</translation>
    </message>
    <message numerus="yes">
        <source>{captor} captures the {banner} and %Ln soldiers</source>
        <translation>
            <numerusform>{captor} {banner} బ్యానర్‌ను, %Ln సైనికుడిని స్వాధీనం చేసుకున్నారు</numerusform>
            <numerusform>{captor} {banner} బ్యానర్‌ను, %Ln సైనికులను స్వాధీనం చేసుకున్నారు</numerusform>
        </translation>
    </message>
    <message>
        <source>{captor} captures the {banner}</source>
        <translation>{captor} {banner} బ్యానర్‌ను స్వాధీనం చేసుకున్నారు</translation>
    </message>
    <message>
        <source>Crossed out: cards of the opponent&apos;s banner rank do not count</source>
        <translation>కొట్టివేసినవి: ప్రత్యర్థి బ్యానర్ ర్యాంకు ఉన్న కార్డులు లెక్కలోకి రావు</translation>
    </message>
    <message>
        <source>Crossed out: cards of the opponent&apos;s banner suit do not count</source>
        <translation>కొట్టివేసినవి: ప్రత్యర్థి బ్యానర్ సూట్‌కు చెందిన కార్డులు లెక్కలోకి రావు</translation>
    </message>
    <message>
        <source>{name}: {hand}</source>
        <translation>{name}: {hand}</translation>
    </message>
    <message>
        <source>Only {a} and {b} see the battle hands</source>
        <translation>యుద్ధ హ్యాండ్‌లను {a}, {b} మాత్రమే చూస్తారు</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is not shown to you</source>
        <translation>{name} యొక్క హ్యాండ్ మీకు చూపబడలేదు</translation>
    </message>
    <message>
        <source>Equal hands: {winner} wins by holding more cards of their banner suit</source>
        <translation>సమాన హ్యాండ్‌లు: తమ బ్యానర్ సూట్ కార్డులు ఎక్కువగా ఉండటంతో {winner} గెలిచారు</translation>
    </message>
    <message>
        <source>Showdown: {winner} wins {amount}</source>
        <translation>షోడౌన్: {winner} {amount} గెలుచుకున్నారు</translation>
    </message>
    <message>
        <source>Showdown: {names} split the pot</source>
        <translation>షోడౌన్: {names} పాట్‌ను పంచుకున్నారు</translation>
    </message>
    <message>
        <source>A battle hand is the best five of the banner, palace and soldiers (R15.2), without the crossed-out cards (R15.3); equal hands go to the one holding more cards of their own banner suit (R15.5).</source>
        <translation>యుద్ధ హ్యాండ్ అంటే బ్యానర్, ప్యాలెస్ కార్డులు, సైనికులలో ఉత్తమ ఐదు కార్డులు (R15.2), కొట్టివేసిన కార్డులు కాకుండా (R15.3); హ్యాండ్‌లు సమానమైతే తమ సొంత బ్యానర్ సూట్ కార్డులు ఎక్కువగా ఉన్నవారు గెలుస్తారు (R15.5).</translation>
    </message>
    <message>
        <source>At a showdown every hand still in is the best five of all its cards, none crossed out (R17.3); the best hand takes the pot and equal best hands share it (R18.1).</source>
        <translation>షోడౌన్‌లో ఇంకా ఆటలో ఉన్న ప్రతి హ్యాండ్ దాని అన్ని కార్డులలో ఉత్తమ ఐదు కార్డులు, ఏవీ కొట్టివేయబడవు (R17.3); ఉత్తమ హ్యాండ్ పాట్‌ను తీసుకుంటుంది, సమానమైన ఉత్తమ హ్యాండ్‌లు దాన్ని పంచుకుంటాయి (R18.1).</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>easy</source>
        <translation>సులభం</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>మధ్యస్థం</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>కఠినం</translation>
    </message>
    <message>
        <source>random</source>
        <translation>యాదృచ్ఛికం</translation>
    </message>
    <message>
        <source>tutorial</source>
        <translation>శిక్షణ</translation>
    </message>
</context>
<context>
    <name>BotPace</name>
    <message>
        <source>Continue</source>
        <translation>కొనసాగించండి</translation>
    </message>
</context>
<context>
    <name>BotReason</name>
    <message>
        <source>{name} picks a move at random.</source>
        <translation>{name} యాదృచ్ఛికంగా ఒక ఎత్తును ఎంచుకుంటున్నారు.</translation>
    </message>
    <message>
        <source>{name} attacks {target}: about {pct}% to win against {target}&apos;s visible cards.</source>
        <translation>{name} {target}పై దాడి చేస్తున్నారు: {target} యొక్క కనిపించే కార్డులపై గెలిచే అవకాశం సుమారు {pct}%.</translation>
    </message>
    <message>
        <source>{name} attacks {target}, expecting {target} to fold (about {pct}% to win against {target}&apos;s visible cards).</source>
        <translation>{target} తప్పుకుంటారని ఆశిస్తూ {name} {target}పై దాడి చేస్తున్నారు ({target} యొక్క కనిపించే కార్డులపై గెలిచే అవకాశం సుమారు {pct}%).</translation>
    </message>
    <message>
        <source>{name} attacks {target} on a bluff, hoping {target} folds.</source>
        <translation>{target} తప్పుకుంటారనే ఆశతో {name} బ్లఫ్ చేస్తూ {target}పై దాడి చేస్తున్నారు.</translation>
    </message>
    <message>
        <source>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets.</source>
        <translation>{name} బ్లఫ్‌గా {target}పై దాడి చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}% మాత్రమే, కానీ ఇలాంటి పందేలలో సుమారు {fold}% వాటికి {target} ఫోల్డ్ చేస్తారని ఆశిస్తున్నారు.</translation>
    </message>
    <message>
        <source>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot.</source>
        <translation>{name} {target}పై దాడి చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}% మాత్రమే, కానీ గెలిచిన యుద్ధం {target} నుండి స్వాధీనం చేసుకునే బ్యానర్, సైనికులు పాట్ కోసం దాని హ్యాండ్‌ను బలపరుస్తాయి.</translation>
    </message>
    <message>
        <source>{name} buys a soldier: the hand needs help (about {pct}% to win now).</source>
        <translation>{name} ఒక సైనికుడిని కొంటున్నారు: హ్యాండ్‌కు బలం కావాలి (ఇప్పుడు గెలిచే అవకాశం సుమారు {pct}%).</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: a new card is worth %Ln chips with {pot} in the pot.</source>
        <translation>
            <numerusform>{name} ఒక సైనికుడిని కొంటున్నారు: పాట్‌లో {pot} ఉండగా కొత్త కార్డు విలువ %Ln చిప్.</numerusform>
            <numerusform>{name} ఒక సైనికుడిని కొంటున్నారు: పాట్‌లో {pot} ఉండగా కొత్త కార్డు విలువ %Ln చిప్స్.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stays: about {pct}% to win if the hand ends now.</source>
        <translation>{name} ఉండిపోతున్నారు: హ్యాండ్ ఇప్పుడే ముగిస్తే గెలిచే అవకాశం సుమారు {pct}%.</translation>
    </message>
    <message>
        <source>{name} stays: only about {pct}% to win, but nothing else is worth the chips.</source>
        <translation>{name} ఉండిపోతున్నారు: గెలిచే అవకాశం సుమారు {pct}% మాత్రమే, కానీ మరే ఎత్తూ ఆ చిప్స్‌కు తగదు.</translation>
    </message>
    <message>
        <source>{name} discards {cards}: they do not help and make bets dearer.</source>
        <translation>{name} {cards} డిస్కార్డ్ చేస్తున్నారు: అవి సహాయపడవు, పైగా పందేలను ఖరీదుగా మారుస్తాయి.</translation>
    </message>
    <message>
        <source>{name} keeps every soldier.</source>
        <translation>{name} సైనికులందరినీ ఉంచుకుంటున్నారు.</translation>
    </message>
    <message>
        <source>{name} keeps {kept} and lets {dropped} go.</source>
        <translation>{name} {kept} ఉంచుకుని, {dropped} వదిలేస్తున్నారు.</translation>
    </message>
    <message>
        <source>{name} lets every soldier go: {dropped}.</source>
        <translation>{name} సైనికులందరినీ వదిలేస్తున్నారు: {dropped}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: about {pct}% to win the battle.</source>
        <translation>{name} {cost}తో కాల్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: only about {pct}% to win, but the pot of {pot} is worth it.</source>
        <translation>{name} {cost}తో కాల్ చేస్తున్నారు: గెలిచే అవకాశం సుమారు {pct}% మాత్రమే, కానీ {pot} పాట్ అందుకు తగినది.</translation>
    </message>
    <message>
        <source>{name} calls all-in: about {pct}% to win the battle.</source>
        <translation>{name} ఆల్-ఇన్ కాల్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%.</translation>
    </message>
    <message>
        <source>{name} raises by {cost}: about {pct}% to win the battle.</source>
        <translation>{name} {cost} పెంచుతున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%.</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: only about {pct}% to win, not worth %Ln chips.</source>
        <translation>
            <numerusform>{name} తప్పుకుంటున్నారు: గెలిచే అవకాశం సుమారు {pct}% మాత్రమే, %Ln చిప్ చెల్లించడం తగదు.</numerusform>
            <numerusform>{name} తప్పుకుంటున్నారు: గెలిచే అవకాశం సుమారు {pct}% మాత్రమే, %Ln చిప్స్ చెల్లించడం తగదు.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle, and a call of {cost} into a pot of {pot} needs about {need}%.</source>
        <translation>{name} {cost} చెల్లించడం కంటే ఫోల్డ్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%, కానీ {pot} ఉన్న పాట్‌లో {cost} కాల్ చేయడానికి సుమారు {need}% అవసరం.</translation>
    </message>
    <message>
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle against any palace, but less against the palaces a bet like this comes from, and calling was worth less (expected chips: folding {fold_value}, calling {call_value}).</source>
        <translation>{name} {cost} చెల్లించడం కంటే ఫోల్డ్ చేస్తున్నారు: ఏ ప్యాలెస్‌పైనైనా యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%, కానీ ఇలాంటి పందెం వచ్చే ప్యాలెస్‌లపై తక్కువ, కాబట్టి కాల్ చేయడం తక్కువ విలువైనది (ఆశించిన చిప్స్: ఫోల్డ్ {fold_value}, కాల్ {call_value}).</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle, but a won battle takes cards, not the pot, and %Ln other players would still be in the hand for it (expected chips: folding {fold_value}, calling {call_value}).</source>
        <translation>
            <numerusform>{name} {cost} చెల్లించడం కంటే ఫోల్డ్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%, కానీ గెలిచిన యుద్ధం కార్డులను ఇస్తుంది, పాట్‌ను కాదు, దాని కోసం ఇంకా %Ln ఇతర ఆటగాడు హ్యాండ్‌లో ఉంటారు (ఆశించిన చిప్స్: ఫోల్డ్ {fold_value}, కాల్ {call_value}).</numerusform>
            <numerusform>{name} {cost} చెల్లించడం కంటే ఫోల్డ్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%, కానీ గెలిచిన యుద్ధం కార్డులను ఇస్తుంది, పాట్‌ను కాదు, దాని కోసం ఇంకా %Ln ఇతర ఆటగాళ్లు హ్యాండ్‌లో ఉంటారు (ఆశించిన చిప్స్: ఫోల్డ్ {fold_value}, కాల్ {call_value}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation>{name} తప్పుకుంటున్నారు.</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} ఒక సైనికుడిని కొంటున్నారు: తన తర్వాతి ఉత్తమ ఎత్తు కంటే కొనడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
            <numerusform>{name} ఒక సైనికుడిని కొంటున్నారు: తన తర్వాతి ఉత్తమ ఎత్తు కంటే కొనడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} ఉండిపోతున్నారు: తన తర్వాతి ఉత్తమ ఎత్తు కంటే ఉండటం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
            <numerusform>{name} ఉండిపోతున్నారు: తన తర్వాతి ఉత్తమ ఎత్తు కంటే ఉండటం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} {target}పై దాడి చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే దాడి చేయడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
            <numerusform>{name} {target}పై దాడి చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే దాడి చేయడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} బ్లఫ్‌గా {target}పై దాడి చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}% మాత్రమే, కానీ ఇలాంటి పందేలలో సుమారు {fold}% వాటికి {target} ఫోల్డ్ చేస్తారని ఆశిస్తున్నారు; తన తర్వాతి ఉత్తమ ఎత్తు కంటే దాడి చేయడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
            <numerusform>{name} బ్లఫ్‌గా {target}పై దాడి చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}% మాత్రమే, కానీ ఇలాంటి పందేలలో సుమారు {fold}% వాటికి {target} ఫోల్డ్ చేస్తారని ఆశిస్తున్నారు; తన తర్వాతి ఉత్తమ ఎత్తు కంటే దాడి చేయడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} {target}పై దాడి చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}% మాత్రమే, కానీ గెలిచిన యుద్ధం {target} నుండి స్వాధీనం చేసుకునే బ్యానర్, సైనికులు పాట్ కోసం దాని హ్యాండ్‌ను బలపరుస్తాయి; తన తర్వాతి ఉత్తమ ఎత్తు కంటే దాడి చేయడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
            <numerusform>{name} {target}పై దాడి చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}% మాత్రమే, కానీ గెలిచిన యుద్ధం {target} నుండి స్వాధీనం చేసుకునే బ్యానర్, సైనికులు పాట్ కోసం దాని హ్యాండ్‌ను బలపరుస్తాయి; తన తర్వాతి ఉత్తమ ఎత్తు కంటే దాడి చేయడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} {cost}తో కాల్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే కాల్ చేయడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
            <numerusform>{name} {cost}తో కాల్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే కాల్ చేయడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} ఆల్-ఇన్ కాల్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే కాల్ చేయడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
            <numerusform>{name} ఆల్-ఇన్ కాల్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే కాల్ చేయడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} {cost} పెంచుతున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే పెంచడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
            <numerusform>{name} {cost} పెంచుతున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే పెంచడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} {cost} చెల్లించకుండా తప్పుకుంటున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే తప్పుకోవడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
            <numerusform>{name} {cost} చెల్లించకుండా తప్పుకుంటున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే తప్పుకోవడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}; పాట్‌ను గెలవడానికి అదనంగా {bonus} లెక్కించారు).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} ఒక సైనికుడిని కొంటున్నారు: తన తర్వాతి ఉత్తమ ఎత్తు కంటే కొనడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
            <numerusform>{name} ఒక సైనికుడిని కొంటున్నారు: తన తర్వాతి ఉత్తమ ఎత్తు కంటే కొనడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} ఉండిపోతున్నారు: తన తర్వాతి ఉత్తమ ఎత్తు కంటే ఉండటం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
            <numerusform>{name} ఉండిపోతున్నారు: తన తర్వాతి ఉత్తమ ఎత్తు కంటే ఉండటం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} {target}పై దాడి చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే దాడి చేయడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
            <numerusform>{name} {target}పై దాడి చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే దాడి చేయడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} {cost}తో కాల్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే కాల్ చేయడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
            <numerusform>{name} {cost}తో కాల్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే కాల్ చేయడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} ఆల్-ఇన్ కాల్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే కాల్ చేయడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
            <numerusform>{name} ఆల్-ఇన్ కాల్ చేస్తున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే కాల్ చేయడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} {cost} పెంచుతున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే పెంచడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
            <numerusform>{name} {cost} పెంచుతున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే పెంచడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} {cost} చెల్లించకుండా తప్పుకుంటున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే తప్పుకోవడం సుమారు %Ln చిప్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
            <numerusform>{name} {cost} చెల్లించకుండా తప్పుకుంటున్నారు: యుద్ధంలో గెలిచే అవకాశం సుమారు {pct}%; తన తర్వాతి ఉత్తమ ఎత్తు కంటే తప్పుకోవడం సుమారు %Ln చిప్స్ మెరుగ్గా తేలింది (అనుకరించిన హ్యాండ్‌లు: {n}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks {target}: its hand looks stronger than what {target} shows.</source>
        <translation>{name} {target}పై దాడి చేస్తున్నారు: {target} చూపిస్తున్న దానికంటే తన హ్యాండ్ బలంగా కనిపిస్తోంది.</translation>
    </message>
    <message>
        <source>{name} raises by {cost}: its hand looks much stronger than what {target} shows.</source>
        <translation>{name} {cost} పెంచుతున్నారు: {target} చూపిస్తున్న దానికంటే తన హ్యాండ్ చాలా బలంగా కనిపిస్తోంది.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: its hand looks strong enough against what {target} shows.</source>
        <translation>{name} {cost}తో కాల్ చేస్తున్నారు: {target} చూపిస్తున్న దానికి ఎదురుగా తన హ్యాండ్ తగినంత బలంగా కనిపిస్తోంది.</translation>
    </message>
    <message>
        <source>{name} calls all-in: its hand looks strong enough against what {target} shows.</source>
        <translation>{name} ఆల్-ఇన్ కాల్ చేస్తున్నారు: {target} చూపిస్తున్న దానికి ఎదురుగా తన హ్యాండ్ తగినంత బలంగా కనిపిస్తోంది.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: a cheap call with {pot} in the pot.</source>
        <translation>{name} {cost}తో కాల్ చేస్తున్నారు: పాట్‌లో {pot} ఉండగా ఇది చవకైన కాల్.</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: its hand looks too weak against what {target} shows to pay %Ln chips.</source>
        <translation>
            <numerusform>{name} తప్పుకుంటున్నారు: {target} చూపిస్తున్న దానికి ఎదురుగా %Ln చిప్ చెల్లించేంత బలంగా తన హ్యాండ్ కనిపించడం లేదు.</numerusform>
            <numerusform>{name} తప్పుకుంటున్నారు: {target} చూపిస్తున్న దానికి ఎదురుగా %Ln చిప్స్ చెల్లించేంత బలంగా తన హ్యాండ్ కనిపించడం లేదు.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier to strengthen its hand.</source>
        <translation>{name} తన హ్యాండ్‌ను బలపరచుకోవడానికి ఒక సైనికుడిని కొంటున్నారు.</translation>
    </message>
    <message>
        <source>{name} stays: its hand holds up against what the others show.</source>
        <translation>{name} ఉండిపోతున్నారు: ఇతరులు చూపిస్తున్న దానికి ఎదురుగా తన హ్యాండ్ నిలబడగలదు.</translation>
    </message>
    <message>
        <source>{name} stays, though its hand looks weaker than what the others show.</source>
        <translation>ఇతరులు చూపిస్తున్న దానికంటే తన హ్యాండ్ బలహీనంగా కనిపిస్తున్నా, {name} ఉండిపోతున్నారు.</translation>
    </message>
    <message>
        <source>{name} has only one move.</source>
        <translation>{name}కు ఒకే ఒక ఎత్తు ఉంది.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>nothing</source>
        <translation>ఏదీ లేదు</translation>
    </message>
    <message>
        <source>two</source>
        <translation>రెండు</translation>
    </message>
    <message>
        <source>three</source>
        <translation>మూడు</translation>
    </message>
    <message>
        <source>four</source>
        <translation>నాలుగు</translation>
    </message>
    <message>
        <source>five</source>
        <translation>ఐదు</translation>
    </message>
    <message>
        <source>six</source>
        <translation>ఆరు</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>ఏడు</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ఎనిమిది</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>తొమ్మిది</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>పది</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>జాకీ</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>రాణి</translation>
    </message>
    <message>
        <source>king</source>
        <translation>రాజు</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ఆసు</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>కళావరు</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>డైమను</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ఆఠీను</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>ఇస్పేటు</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>దాచిన కార్డు</translation>
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
        <translation>నమస్కారం!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>అదృష్టం కలగాలి!</translation>
    </message>
    <message>
        <source>Nice hand!</source>
        <translation>చక్కటి హ్యాండ్!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>బాగా ఆడారు!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>ధన్యవాదాలు!</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>ఒక్క క్షణం, దయచేసి.</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>క్షమించండి!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>మంచి ఆట!</translation>
    </message>
    <message>
        <source>Bye!</source>
        <translation>వెళ్ళొస్తాను!</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>చాట్ సందేశాలు</translation>
    </message>
    <message>
        <source>Write a message, then {enter}</source>
        <translation>సందేశం రాసి {enter} నొక్కండి</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>చాట్ సందేశం</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>పంపు</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>సందేశం పంపండి</translation>
    </message>
    <message>
        <source>&amp;Quick messages</source>
        <translation>&amp;త్వరిత సందేశాలు</translation>
    </message>
    <message>
        <source>Quick messages</source>
        <translation>త్వరిత సందేశాలు</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;మ్యూట్</translation>
    </message>
    <message>
        <source>Mute a player</source>
        <translation>ఒక ఆటగాడిని మ్యూట్ చేయండి</translation>
    </message>
    <message>
        <source>Hide a player&apos;s messages here (they are not told)</source>
        <translation>ఒక ఆటగాడి సందేశాలను ఇక్కడ దాచండి (వారికి తెలియదు)</translation>
    </message>
    <message>
        <source>Characters left</source>
        <translation>మిగిలిన అక్షరాలు</translation>
    </message>
    <message>
        <source>{name} says: {text}</source>
        <translation>{name} అంటున్నారు: {text}</translation>
    </message>
    <message>
        <source>{name} (watching)</source>
        <translation>{name} (చూస్తున్నారు)</translation>
    </message>
    <message>
        <source>{time}  {name}: {text}</source>
        <translation>{time}  {name}: {text}</translation>
    </message>
    <message>
        <source>Nobody has written yet</source>
        <translation>ఇంకా ఎవరూ రాయలేదు</translation>
    </message>
    <message>
        <source>Not sent: at most {count} messages in {seconds} seconds. Wait a moment, then send it again.</source>
        <translation>పంపలేదు: {seconds} సెకన్లలో గరిష్ఠంగా {count} సందేశాలు. కొంచెం ఆగి, మళ్ళీ పంపండి.</translation>
    </message>
    <message>
        <source>Not sent: the table did not take that message.</source>
        <translation>పంపలేదు: ఆ సందేశాన్ని టేబుల్ తీసుకోలేదు.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters left</source>
        <translation>
            <numerusform>%Ln అక్షరం మిగిలి ఉంది</numerusform>
            <numerusform>%Ln అక్షరాలు మిగిలి ఉన్నాయి</numerusform>
        </translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>చాట్</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>Whatever {name} holds, you lose this battle, and a lost battle costs your banner and soldiers.</source>
        <translation>{name} వద్ద ఏ కార్డులు ఉన్నా ఈ యుద్ధంలో మీరు ఓడిపోతారు; యుద్ధంలో ఓడితే మీ బ్యానర్‌ను, సైనికులను కోల్పోతారు.</translation>
    </message>
    <message>
        <source>Whatever {name} holds, you lose this battle; folding now saves the call.</source>
        <translation>{name} వద్ద ఏ కార్డులు ఉన్నా ఈ యుద్ధంలో మీరు ఓడిపోతారు; ఇప్పుడు తప్పుకుంటే కాల్ ఖర్చు మిగులుతుంది.</translation>
    </message>
    <message>
        <source>Against what {name} shows, you win only about {pct} of such battles, and a lost battle costs your banner and soldiers.</source>
        <translation>{name} చూపిస్తున్న దానికి ఎదురుగా, ఇలాంటి యుద్ధాలలో మీరు సుమారు {pct} మాత్రమే గెలుస్తారు; యుద్ధంలో ఓడితే మీ బ్యానర్‌ను, సైనికులను కోల్పోతారు.</translation>
    </message>
    <message>
        <source>You win only about {pct} of battles against what {name} shows; folding now saves the call.</source>
        <translation>{name} చూపిస్తున్న దానికి ఎదురుగా మీరు సుమారు {pct} యుద్ధాలు మాత్రమే గెలుస్తారు; ఇప్పుడు తప్పుకుంటే కాల్ ఖర్చు మిగులుతుంది.</translation>
    </message>
    <message>
        <source>Coach: you chose “{mine}”; in your place the hard bot would have chosen “{theirs}”, though it wins that battle only about {pct} of the time, as the coach warns: {why}. Its reasoning: {reason}</source>
        <translation>కోచ్: మీరు “{mine}” ఎంచుకున్నారు; మీ స్థానంలో కఠిన బాట్ “{theirs}” ఎంచుకునేది, కోచ్ హెచ్చరించినట్లు ఆ యుద్ధాన్ని అది సుమారు {pct} సార్లు మాత్రమే గెలిచినా: {why}. దాని తర్కం: {reason}</translation>
    </message>
    <message>
        <source>Coach: you chose “{mine}”; in your place the hard bot would have chosen “{theirs}”. Its reasoning: {reason}</source>
        <translation>కోచ్: మీరు “{mine}” ఎంచుకున్నారు; మీ స్థానంలో కఠిన బాట్ “{theirs}” ఎంచుకునేది. దాని కారణం: {reason}</translation>
    </message>
    <message>
        <source>it expects {name} to fold often enough, a bluff</source>
        <translation>{name} తగినంత తరచుగా ఫోల్డ్ చేస్తారని అది ఆశిస్తుంది, ఇది ఒక బ్లఫ్</translation>
    </message>
    <message>
        <source>the banner and soldiers it would capture from {name} are worth the risk</source>
        <translation>{name} నుండి అది స్వాధీనం చేసుకునే బ్యానర్, సైనికులు ఆ ప్రమాదానికి తగినవి</translation>
    </message>
    <message>
        <source>the chips in the pot are worth the price of the battle</source>
        <translation>పాట్‌లోని చిప్స్ యుద్ధం ధరకు తగినవి</translation>
    </message>
</context>
<context>
    <name>CoachWarning</name>
    <message>
        <source>Coach</source>
        <translation>కోచ్</translation>
    </message>
    <message>
        <source>Do it anyway</source>
        <translation>అయినా చేయండి</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>వెనక్కి తీసుకోండి</translation>
    </message>
    <message>
        <source>The coach can be turned off in Settings.</source>
        <translation>కోచ్‌ను అమరికలలో ఆపివేయవచ్చు.</translation>
    </message>
</context>
<context>
    <name>ContinueBar</name>
    <message>
        <source>&amp;Continue</source>
        <translation>కొనసాగించండి (&amp;C)</translation>
    </message>
    <message>
        <source>Let the next bot move ({space} or {enter})</source>
        <translation>తదుపరి బాట్‌ను ఎత్తు వేయనివ్వండి ({space} లేదా {enter})</translation>
    </message>
    <message>
        <source>{name} has moved. The game waits for you.</source>
        <translation>{name} ఎత్తు వేశారు. ఆట మీ కోసం ఆగి ఉంది.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message numerus="yes">
        <source>Fold and leave %Ln chips in the pot?</source>
        <translation>
            <numerusform>తప్పుకుని %Ln చిప్‌ను పాట్‌లో వదిలేయాలా?</numerusform>
            <numerusform>తప్పుకుని %Ln చిప్స్‌ను పాట్‌లో వదిలేయాలా?</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes your banner and soldiers.</source>
        <translation>{name} మీ బ్యానర్‌ను, సైనికులను తీసుకుంటారు.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln more: at most five soldiers may stay.</source>
        <translation>
            <numerusform>మరో %Ln సైనికుడిని డిస్కార్డ్ చేయండి: గరిష్ఠంగా ఐదుగురు సైనికులు మాత్రమే ఉండవచ్చు.</numerusform>
            <numerusform>మరో %Ln సైనికులను డిస్కార్డ్ చేయండి: గరిష్ఠంగా ఐదుగురు సైనికులు మాత్రమే ఉండవచ్చు.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation>స్క్రీన్‌ను {name}కు అందించండి</translation>
    </message>
    <message>
        <source>Everyone else, look away. {name}, press Continue when only you can see the screen.</source>
        <translation>మిగతా అందరూ, వేరే వైపు చూడండి. {name}, స్క్రీన్ మీకు మాత్రమే కనిపిస్తున్నప్పుడు కొనసాగించండి నొక్కండి.</translation>
    </message>
    <message>
        <source>Continue as {name}</source>
        <translation>{name}గా కొనసాగించండి</translation>
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
        <translation>తప్పుకోవాలా?</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>తప్పుకోండి</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>ఆట కొనసాగించండి</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>మళ్లీ అడగవద్దు</translation>
    </message>
    <message>
        <source>Don&apos;t ask again before folding</source>
        <translation>తప్పుకునే ముందు మళ్లీ అడగవద్దు</translation>
    </message>
</context>
<context>
    <name>HandNames</name>
    <message>
        <source>a straight flush</source>
        <translation>స్ట్రెయిట్ ఫ్లష్</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>ఫోర్ ఆఫ్ ఎ కైండ్</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>ఫుల్ హౌస్</translation>
    </message>
    <message>
        <source>a flush</source>
        <translation>ఫ్లష్</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>స్ట్రెయిట్</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>త్రీ ఆఫ్ ఎ కైండ్</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>రెండు జతలు</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>ఒక జత</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>హై కార్డ్</translation>
    </message>
    <message>
        <source>a hidden hand</source>
        <translation>దాచిన హ్యాండ్</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <source>Match over</source>
        <translation>మ్యాచ్ ముగిసింది</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>హ్యాండ్ {number}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>కొత్త ఆట…</translation>
    </message>
    <message>
        <source>The next hand is dealt in a moment.</source>
        <translation>తదుపరి చేతి కొద్దిసేపట్లో పంచబడుతుంది.</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>తదుపరి హ్యాండ్ పంచండి</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>టేబుల్‌ను చూడండి</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the match with %Ln chips.</source>
        <translation>
            <numerusform>{name} %Ln చిప్‌తో మ్యాచ్ గెలిచారు.</numerusform>
            <numerusform>{name} %Ln చిప్స్‌తో మ్యాచ్ గెలిచారు.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the pot of {amount}.</source>
        <translation>{name} {amount} పాట్‌ను గెలుచుకున్నారు.</translation>
    </message>
    <message>
        <source>{names} split the pot.</source>
        <translation>{names} పాట్‌ను పంచుకున్నారు.</translation>
    </message>
    <message>
        <source>Showdown:</source>
        <translation>షోడౌన్:</translation>
    </message>
    <message>
        <source>{name}: {hand} ({cards})</source>
        <translation>{name}: {hand} ({cards})</translation>
    </message>
    <message>
        <source>{name} is out of the match (cannot pay the ante).</source>
        <translation>{name} మ్యాచ్ నుండి బయటకు వెళ్లారు (యాంటె చెల్లించలేకపోయారు).</translation>
    </message>
    <message>
        <source>{name} is out of the match.</source>
        <translation>{name} మ్యాచ్ నుండి బయటకు వెళ్లారు.</translation>
    </message>
    <message>
        <source>{name} folded on their turn.</source>
        <translation>{name} తమ వంతులో తప్పుకున్నారు.</translation>
    </message>
    <message>
        <source>{a} beat {d} in battle.</source>
        <translation>యుద్ధంలో {a} {d}ను ఓడించారు.</translation>
    </message>
    <message>
        <source>{d} beat {a} in battle.</source>
        <translation>యుద్ధంలో {d} {a}ను ఓడించారు.</translation>
    </message>
    <message>
        <source>{d} folded to {a}&apos;s raise.</source>
        <translation>{a} పెంచడంతో {d} తప్పుకున్నారు.</translation>
    </message>
    <message>
        <source>{d} folded when {a} attacked.</source>
        <translation>{a} దాడి చేసినప్పుడు {d} తప్పుకున్నారు.</translation>
    </message>
    <message>
        <source>{a} folded to {d}&apos;s raise.</source>
        <translation>{d} పెంచడంతో {a} తప్పుకున్నారు.</translation>
    </message>
    <message>
        <source>{a} and {d} tied and split the pot.</source>
        <translation>{a}, {d} ఇద్దరూ టై అయి పాట్‌ను పంచుకున్నారు.</translation>
    </message>
    <message>
        <source>{a} and {d} tied and both went out.</source>
        <translation>{a}, {d} టై అయి ఇద్దరూ బయటకు వెళ్లారు.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>ఆటగాడు</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>చిప్స్</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>ఈ హ్యాండ్</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>స్థానాలు</translation>
    </message>
</context>
<context>
    <name>HandWords</name>
    <message>
        <source>twos</source>
        <translation>రెళ్లు</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>మూళ్లు</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>నాలుగులు</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>ఐదులు</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>ఆర్లు</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>ఏడులు</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>ఎనిమిదులు</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>తొమ్మిదులు</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>పదులు</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>జాకీలు</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>రాణులు</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>రాజులు</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ఆసులు</translation>
    </message>
    <message>
        <source>a straight flush, {high} high</source>
        <translation>స్ట్రెయిట్ ఫ్లష్, పెద్ద కార్డు {high}</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation>నాలుగు {ranks}</translation>
    </message>
    <message>
        <source>a full house, {trips} over {pair}</source>
        <translation>ఫుల్ హౌస్, మూడు {trips}, రెండు {pair}</translation>
    </message>
    <message>
        <source>a flush, {high} high</source>
        <translation>ఫ్లష్, పెద్ద కార్డు {high}</translation>
    </message>
    <message>
        <source>a straight, {high} high</source>
        <translation>స్ట్రెయిట్, పెద్ద కార్డు {high}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation>మూడు {ranks}</translation>
    </message>
    <message>
        <source>two pair, {high} and {low}</source>
        <translation>రెండు జతలు, {high} మరియు {low}</translation>
    </message>
    <message>
        <source>a pair of {ranks}</source>
        <translation>ఒక జత {ranks}</translation>
    </message>
    <message>
        <source>high card {high}</source>
        <translation>హై కార్డ్ {high}</translation>
    </message>
</context>
<context>
    <name>HistoryOpening</name>
    <message>
        <source>Cancel</source>
        <translation>రద్దు చేయి</translation>
    </message>
    <message>
        <source>too big to open in the memory available</source>
        <translation>అందుబాటులో ఉన్న మెమరీలో తెరవడానికి చాలా పెద్దది</translation>
    </message>
    <message>
        <source>an error of the app stopped the reading ({error})</source>
        <translation>యాప్‌లోని ఒక లోపం చదవడాన్ని ఆపింది ({error})</translation>
    </message>
    <message>
        <source>Reading {path}…</source>
        <translation>{path} చదువుతోంది…</translation>
    </message>
    <message>
        <source>{path} cannot be shown: {error}</source>
        <translation>{path} చూపించడం సాధ్యం కాదు: {error}</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>Host a table</source>
        <translation>బల్ల నిర్వహించండి</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>మీ పేరు</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>సీట్లు</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>ప్రారంభ చిప్‌లు</translation>
    </message>
    <message>
        <source>none: anyone with the code joins</source>
        <translation>ఏదీ లేదు: కోడ్ ఉన్న ఎవరైనా చేరవచ్చు</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>పాస్‌వర్డ్ (ఐచ్ఛికం)</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>మీ &amp;పేరు:</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>సీ&amp;ట్లు:</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>ప్రారంభ &amp;చిప్‌లు:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>పా&amp;స్‌వర్డ్:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>మీరు</translation>
    </message>
    <message>
        <source>A player on another computer</source>
        <translation>మరో కంప్యూటర్‌లో ఆటగాడు</translation>
    </message>
    <message>
        <source>A bot ({level})</source>
        <translation>ఒక బాట్ ({level})</translation>
    </message>
    <message>
        <source>{seat}: who plays</source>
        <translation>{seat}: ఎవరు ఆడతారు</translation>
    </message>
    <message>
        <source>People on this network find the table in Game ▸ Join a table; others join with the room code and this computer&apos;s address, shown once the table is made.</source>
        <translation>ఈ నెట్‌వర్క్‌లోని వారు ఆట ▸ బల్లలో చేరండి లో బల్లను కనుగొంటారు; ఇతరులు గది కోడ్, ఈ కంప్యూటర్ చిరునామాతో చేరతారు, బల్ల తయారైన తర్వాత అవి చూపబడతాయి.</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>సమస్య</translation>
    </message>
    <message>
        <source>&amp;Host the table</source>
        <translation>బల్ల &amp;నిర్వహించండి</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>మీ పేరు టైప్ చేయండి: బల్ల వద్ద ఇతరులు దాన్ని చూస్తారు.</translation>
    </message>
    <message>
        <source>Hosting a table is not part of this build of the app; you can still join one.</source>
        <translation>బల్ల నిర్వహించడం ఈ యాప్ బిల్డ్‌లో లేదు; మీరు ఇప్పటికీ ఒక బల్లలో చేరవచ్చు.</translation>
    </message>
    <message>
        <source>The table could not be hosted on this computer ({error}).</source>
        <translation>ఈ కంప్యూటర్‌లో బల్లను నిర్వహించలేకపోయాం ({error}).</translation>
    </message>
    <message>
        <source>Making the table…</source>
        <translation>బల్ల తయారవుతోంది…</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play Palace Poker</source>
        <translation>ప్యాలెస్ పోకర్ ఎలా ఆడాలి</translation>
    </message>
</context>
<context>
    <name>InstanceTexts</name>
    <message>
        <source>Palace Desktop is already open in another window. This window keeps its game apart: a game left unfinished here is kept for later (Game ▸ Resume a kept game), and settings changed here are not saved.</source>
        <translation>Palace Desktop ఇప్పటికే మరో విండోలో తెరిచి ఉంది. ఈ విండో తన ఆటను వేరుగా ఉంచుతుంది: ఇక్కడ పూర్తి కాని ఆట తర్వాత కోసం భద్రపరచబడుతుంది (ఆట ▸ భద్రపరచిన ఆటను కొనసాగించండి), ఇక్కడ మార్చిన సెట్టింగ్‌లు సేవ్ కావు.</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Join a table</source>
        <translation>బల్లలో చేరండి</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>మీ పేరు</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>ఈ నెట్‌వర్క్‌లోని బల్లలు</translation>
    </message>
    <message>
        <source>such as 192.168.1.20 or host:8765</source>
        <translation>ఉదా. 192.168.1.20 లేదా host:8765</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>చిరునామా</translation>
    </message>
    <message>
        <source>ten letters and digits</source>
        <translation>పది అక్షరాలు, అంకెలు</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>గది కోడ్</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>బల్లకు ఉంటే</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>పాస్‌వర్డ్</translation>
    </message>
    <message>
        <source>Or join by address</source>
        <translation>లేదా చిరునామాతో చేరండి</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;చిరునామా:</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>గది &amp;కోడ్:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>పా&amp;స్‌వర్డ్:</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>సమస్య</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;చేరండి</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;చూడండి</translation>
    </message>
    <message>
        <source>Watch the game without a seat</source>
        <translation>సీటు లేకుండా ఆటను చూడండి</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>మీ &amp;పేరు:</translation>
    </message>
    <message>
        <source>Looking for tables on this network is not available: join by address.</source>
        <translation>ఈ నెట్‌వర్క్‌లో బల్లల కోసం వెతకడం అందుబాటులో లేదు: చిరునామాతో చేరండి.</translation>
    </message>
    <message>
        <source>{host}&apos;s table: started, {taken} of {seats} seats taken</source>
        <translation>{host} బల్ల: మొదలైంది, {seats} సీట్లలో {taken} నిండాయి</translation>
    </message>
    <message>
        <source>{host}&apos;s table: {taken} of {seats} seats taken, {free} free</source>
        <translation>{host} బల్ల: {seats} సీట్లలో {taken} నిండాయి, {free} ఖాళీ</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables found on this network.</source>
        <translation>
            <numerusform>ఈ నెట్‌వర్క్‌లో %Ln బల్ల కనిపించింది.</numerusform>
            <numerusform>ఈ నెట్‌వర్క్‌లో %Ln బల్లలు కనిపించాయి.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for tables on this network… None found yet.</source>
        <translation>ఈ నెట్‌వర్క్‌లో బల్లల కోసం వెతుకుతోంది… ఇంకా ఏదీ కనిపించలేదు.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>మీ పేరు టైప్ చేయండి: బల్ల వద్ద ఇతరులు దాన్ని చూస్తారు.</translation>
    </message>
    <message>
        <source>That is not an address a table can be reached at. Type the address the host gave, such as 192.168.1.20 or 192.168.1.20:8765.</source>
        <translation>అది బల్లను చేరగల చిరునామా కాదు. నిర్వాహకుడు ఇచ్చిన చిరునామా టైప్ చేయండి, ఉదా. 192.168.1.20 లేదా 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>A room code is ten letters and digits, such as 22RK-WG01-KR. Check it with the host.</source>
        <translation>గది కోడ్ పది అక్షరాలు, అంకెలు, ఉదా. 22RK-WG01-KR. నిర్వాహకుడితో సరిచూడండి.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>కనెక్ట్ అవుతోంది…</translation>
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
        <translation>సేవ్ చేసిన ఆటను చదవడం సాధ్యం కాలేదు; దాన్ని పక్కన పెట్టడం జరిగింది:
{error}</translation>
    </message>
    <message>
        <source>it was put aside as {name}</source>
        <translation>దాన్ని {name} పేరుతో పక్కన పెట్టడం జరిగింది</translation>
    </message>
    <message>
        <source>it could not be put aside ({error})</source>
        <translation>దాన్ని పక్కన పెట్టడం సాధ్యం కాలేదు ({error})</translation>
    </message>
    <message>
        <source>The saved game {path} cannot be resumed ({error}); {where}.</source>
        <translation>సేవ్ చేసిన ఆట {path} కొనసాగించడం సాధ్యం కాదు ({error}); {where}.</translation>
    </message>
    <message>
        <source>The kept game could not be read and was put aside:
{error}</source>
        <translation>భద్రపరచిన ఆటను చదవడం సాధ్యం కాలేదు; దాన్ని పక్కన పెట్టడం జరిగింది:
{error}</translation>
    </message>
    <message>
        <source>The kept game could not be restored: {error}</source>
        <translation>భద్రపరచిన ఆటను పునరుద్ధరించడం సాధ్యం కాలేదు: {error}</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>టేబుల్ వదిలి వెళ్లాలా?</translation>
    </message>
    <message>
        <source>You are playing at a table on the network.</source>
        <translation>మీరు నెట్‌వర్క్‌లోని ఒక టేబుల్ వద్ద ఆడుతున్నారు.</translation>
    </message>
    <message>
        <source>You host it: if you leave, the game ends for everyone at it.</source>
        <translation>దీనికి మీరే ఆతిథ్యం ఇస్తున్నారు: మీరు వెళ్తే, టేబుల్ వద్ద ఉన్న అందరికీ ఆట ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>Your seat waits for you there (a bot plays it after a while): Palace Desktop offers to take it back at its next start.</source>
        <translation>మీ సీటు అక్కడ మీ కోసం ఎదురుచూస్తుంది (కొంతసేపటి తర్వాత ఒక బాట్ దాన్ని ఆడుతుంది): తదుపరిసారి ప్రారంభమైనప్పుడు Palace Desktop దాన్ని తిరిగి తీసుకోమని అడుగుతుంది.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>టేబుల్ &amp;వదిలి వెళ్లు</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;ఉండు</translation>
    </message>
    <message>
        <source>That table is gone, or your seat there is no longer kept: it is forgotten.</source>
        <translation>ఆ బల్ల ఇక లేదు, లేదా అక్కడ మీ సీటు ఇక ఉంచబడలేదు: అది మరచిపోబడింది.</translation>
    </message>
    <message>
        <source>Rejoin a table</source>
        <translation>బల్లలో మళ్ళీ చేరండి</translation>
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
        <translation>బల్ల {room}</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>గది &amp;కోడ్:</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>గది కోడ్</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>కా&amp;పీ</translation>
    </message>
    <message>
        <source>Copy the room code</source>
        <translation>గది కోడ్ కాపీ చేయండి</translation>
    </message>
    <message>
        <source>How others join</source>
        <translation>ఇతరులు ఎలా చేరతారు</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>సీ&amp;ట్లు:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>సీట్లు</translation>
    </message>
    <message>
        <source>Level of the bot</source>
        <translation>బాట్ స్థాయి</translation>
    </message>
    <message>
        <source>Give the seat to a &amp;bot</source>
        <translation>సీటును &amp;బాట్‌కు ఇవ్వండి</translation>
    </message>
    <message>
        <source>&amp;Open the seat to a player</source>
        <translation>సీటును ఆటగాడికి &amp;తెరవండి</translation>
    </message>
    <message>
        <source>&amp;Remove the player</source>
        <translation>ఆటగాడిని &amp;తొలగించండి</translation>
    </message>
    <message>
        <source>Table status</source>
        <translation>బల్ల స్థితి</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>సమస్య</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>ఆట &amp;ప్రారంభించండి</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>బల్ల &amp;వదిలేయండి</translation>
    </message>
    <message>
        <source>Others join with this room code from Game ▸ Join a table.</source>
        <translation>ఇతరులు ఆట ▸ బల్లలో చేరండి నుండి ఈ గది కోడ్‌తో చేరతారు.</translation>
    </message>
    <message>
        <source>Others on this network find the table in Game ▸ Join a table, or join with this room code.</source>
        <translation>ఈ నెట్‌వర్క్‌లోని ఇతరులు ఆట ▸ బల్లలో చేరండి లో బల్లను కనుగొంటారు, లేదా ఈ గది కోడ్‌తో చేరతారు.</translation>
    </message>
    <message>
        <source>Others on this network find the table in Game ▸ Join a table. From elsewhere, they join at {addresses} with this room code.</source>
        <translation>ఈ నెట్‌వర్క్‌లోని ఇతరులు ఆట ▸ బల్లలో చేరండి లో బల్లను కనుగొంటారు. వేరే చోటు నుండి, వారు ఈ గది కోడ్‌తో {addresses} వద్ద చేరతారు.</translation>
    </message>
    <message>
        <source>{seat}: a bot ({level})</source>
        <translation>{seat}: ఒక బాట్ ({level})</translation>
    </message>
    <message>
        <source>{seat}: open, waiting for a player</source>
        <translation>{seat}: ఖాళీ, ఆటగాడి కోసం ఎదురుచూస్తోంది</translation>
    </message>
    <message>
        <source>{seat}: {name} (you)</source>
        <translation>{seat}: {name} (మీరు)</translation>
    </message>
    <message>
        <source>{seat}: {name} (connection lost)</source>
        <translation>{seat}: {name} (కనెక్షన్ పోయింది)</translation>
    </message>
    <message>
        <source>{seat}: {name}</source>
        <translation>{seat}: {name}</translation>
    </message>
    <message>
        <source>You are watching. The game shows here when the host starts it.</source>
        <translation>మీరు చూస్తున్నారు. నిర్వాహకుడు ప్రారంభించినప్పుడు ఆట ఇక్కడ కనిపిస్తుంది.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players still to join.</source>
        <translation>
            <numerusform>మరో %Ln ఆటగాడు చేరడానికి ఎదురుచూస్తోంది.</numerusform>
            <numerusform>మరో %Ln ఆటగాళ్ళు చేరడానికి ఎదురుచూస్తోంది.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every seat is taken: start the game when you are ready.</source>
        <translation>అన్ని సీట్లు నిండాయి: మీరు సిద్ధమైనప్పుడు ఆట ప్రారంభించండి.</translation>
    </message>
    <message>
        <source>Every seat is taken: waiting for the host to start the game.</source>
        <translation>అన్ని సీట్లు నిండాయి: నిర్వాహకుడు ఆట ప్రారంభించడానికి ఎదురుచూస్తోంది.</translation>
    </message>
    <message>
        <source>Watching: {names}</source>
        <translation>చూస్తున్నవారు: {names}</translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>ఎవరూ చూడటం లేదు.</translation>
    </message>
    <message>
        <source>Table {room}. {status}</source>
        <translation>బల్ల {room}. {status}</translation>
    </message>
    <message>
        <source>The room code is copied.</source>
        <translation>గది కోడ్ కాపీ అయింది.</translation>
    </message>
    <message>
        <source>{name} took {seat}.</source>
        <translation>{name} {seat} తీసుకున్నారు.</translation>
    </message>
    <message>
        <source>{name} left {seat}.</source>
        <translation>{name} {seat} వదిలేశారు.</translation>
    </message>
    <message>
        <source>{name} is watching.</source>
        <translation>{name} చూస్తున్నారు.</translation>
    </message>
    <message>
        <source>{name} stopped watching.</source>
        <translation>{name} చూడటం ఆపేశారు.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>నిర్వాహకుడు మిమ్మల్ని బల్ల నుండి తొలగించారు.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;మూసివేయండి</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>టేబుల్ వదిలి వెళ్లాలా?</translation>
    </message>
    <message>
        <source>The game at this table has not started yet.</source>
        <translation>ఈ టేబుల్ వద్ద ఆట ఇంకా మొదలవలేదు.</translation>
    </message>
    <message>
        <source>You host it: if you leave, the table ends for everyone who has joined.</source>
        <translation>మీరే ఆతిథ్యం ఇస్తున్నారు: మీరు వెళ్లిపోతే, చేరిన అందరికీ టేబుల్ ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>Your seat is given up: someone else may take it.</source>
        <translation>మీ సీటు వదులుకుంటారు: వేరొకరు దాన్ని తీసుకోవచ్చు.</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;ఉండు</translation>
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
        <translation>టేబుల్, ఆట కోసం వేచి ఉంది</translation>
    </message>
    <message>
        <source>The rule behind the last refusal</source>
        <translation>చివరి తిరస్కరణకు కారణమైన నియమం</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>కొత్త ఆ&amp;ట…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>బల్లలో &amp;చేరండి…</translation>
    </message>
    <message>
        <source>Deal the &amp;next hand</source>
        <translation>&amp;తదుపరి హ్యాండ్ పంచండి</translation>
    </message>
    <message>
        <source>Export the last finished &amp;hand…</source>
        <translation>చి&amp;వరిగా ముగిసిన హ్యాండ్‌ను ఎగుమతి చేయండి…</translation>
    </message>
    <message>
        <source>Export the &amp;match…</source>
        <translation>మ్యాచ్‌ను &amp;ఎగుమతి చేయండి…</translation>
    </message>
    <message>
        <source>&amp;Open a hand history…</source>
        <translation>హ్యాండ్ &amp;చరిత్రను తెరవండి…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;గణాంకాలు…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;అమరికలు…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;బయటకు వెళ్లండి</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>జూమ్ &amp;ఇన్</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>జూమ్ &amp;అవుట్</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>టేబుల్‌ను &amp;సరిపెట్టండి</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>పూర్తి తె&amp;ర</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>నాలుగు రంగు&amp;ల పేక</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>&amp;శబ్ద ప్రభావాలు</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;ఎలా ఆడాలి</translation>
    </message>
    <message>
        <source>&amp;About Palace Desktop</source>
        <translation>Palace Desktop &amp;పరిచయం</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;ఆడటం నేర్చుకోండి</translation>
    </message>
    <message>
        <source>Ne&amp;xt pane</source>
        <translation>&amp;తదుపరి భాగం</translation>
    </message>
    <message>
        <source>&amp;Previous pane</source>
        <translation>మును&amp;పటి భాగం</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;ఆట</translation>
    </message>
    <message>
        <source>&amp;Resume a kept game</source>
        <translation>&amp;భద్రపరచిన ఆటను కొనసాగించండి</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>వీక్ష&amp;ణ</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>యానిమే&amp;షన్ వేగం</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;సహాయం</translation>
    </message>
    <message>
        <source>&amp;Ask the table</source>
        <translation>టేబుల్‌ను &amp;అడగండి</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>నియమం {rule}</translation>
    </message>
    <message>
        <source>Open the rules where this rule is explained</source>
        <translation>ఈ నియమాన్ని వివరించే చోట నియమాలను తెరవండి</translation>
    </message>
    <message>
        <source>Pot: {amount}</source>
        <translation>పాట్: {amount}</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>హ్యాండ్ ముగిసింది</translation>
    </message>
    <message>
        <source>To act: {name}</source>
        <translation>ఆడవలసినవారు: {name}</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Hand {number} begins; {dealer} deals.</source>
        <translation>హ్యాండ్ {number} మొదలైంది; డీలర్ {dealer}.</translation>
    </message>
    <message>
        <source>{name} cannot pay the ante and is out of the match.</source>
        <translation>{name} యాంటె చెల్లించలేక మ్యాచ్ నుండి బయటకు వెళ్లారు.</translation>
    </message>
    <message>
        <source>{name} pays the ante of {amount}.</source>
        <translation>{name} {amount} యాంటె చెల్లించారు.</translation>
    </message>
    <message>
        <source>{card} is rejected as {name}&apos;s banner: its suit is taken.</source>
        <translation>{card} {name} యొక్క బ్యానర్‌గా తిరస్కరించబడింది: దాని సూట్ ఇప్పటికే వేరొకరి వద్ద ఉంది.</translation>
    </message>
    <message>
        <source>The rejected cards are shuffled into a new deck.</source>
        <translation>తిరస్కరించిన కార్డులను కలిపి కొత్త పేకగా చేశారు.</translation>
    </message>
    <message>
        <source>{name} gets the banner {card}.</source>
        <translation>{name}కు బ్యానర్ {card} వచ్చింది.</translation>
    </message>
    <message>
        <source>{name} gets the palace card {card}.</source>
        <translation>{name}కు ప్యాలెస్ కార్డు {card} వచ్చింది.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %Ln cards.</source>
        <translation>
            <numerusform>డిస్కార్డ్ పైల్‌ను కలిపి %Ln కార్డుతో కొత్త డ్రా పైల్ చేశారు.</numerusform>
            <numerusform>డిస్కార్డ్ పైల్‌ను కలిపి %Ln కార్డులతో కొత్త డ్రా పైల్ చేశారు.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier ({card}) and pays {price}.</source>
        <translation>{name} {price} చెల్లించి ఒక సైనికుడిని ({card}) కొన్నారు.</translation>
    </message>
    <message>
        <source>{name} discards nothing.</source>
        <translation>{name} ఏదీ డిస్కార్డ్ చేయలేదు.</translation>
    </message>
    <message>
        <source>{name} discards {cards} and pays {cost}.</source>
        <translation>{name} {cost} చెల్లించి {cards} డిస్కార్డ్ చేశారు.</translation>
    </message>
    <message>
        <source>{name} discards {cards}.</source>
        <translation>{name} {cards} డిస్కార్డ్ చేశారు.</translation>
    </message>
    <message>
        <source>{name} stays.</source>
        <translation>{name} ఉండిపోయారు.</translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation>{name} తప్పుకున్నారు.</translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} and bets {amount}.</source>
        <translation>{attacker} {defender}పై దాడి చేసి {amount} పందెం కాశారు.</translation>
    </message>
    <message>
        <source>{name} calls all-in with {amount}.</source>
        <translation>{name} {amount}తో ఆల్-ఇన్ కాల్ చేశారు.</translation>
    </message>
    <message>
        <source>{name} calls {amount}.</source>
        <translation>{name} {amount} కాల్ చేశారు.</translation>
    </message>
    <message>
        <source>{name} calls {call} and raises {amount}.</source>
        <translation>{name} {call} కాల్ చేసి {amount} పెంచారు.</translation>
    </message>
    <message>
        <source>{name} shows {hand}: {cards}.</source>
        <translation>{name} {hand} చూపించారు: {cards}.</translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}.</source>
        <translation>{loser}పై యుద్ధంలో {winner} గెలిచారు.</translation>
    </message>
    <message>
        <source>{winner} wins the battle without a fight.</source>
        <translation>{winner} పోరాటం లేకుండానే యుద్ధంలో గెలిచారు.</translation>
    </message>
    <message>
        <source>{a} and {b} tie and split the pot.</source>
        <translation>{a}, {b} ఇద్దరూ టై అయి పాట్‌ను పంచుకున్నారు.</translation>
    </message>
    <message>
        <source>{a} and {b} tie and are both out.</source>
        <translation>{a}, {b} టై అయి ఇద్దరూ బయటకు వెళ్లారు.</translation>
    </message>
    <message>
        <source>{captor} captures {cards} from {loser}.</source>
        <translation>{captor} {loser} నుండి {cards} స్వాధీనం చేసుకున్నారు.</translation>
    </message>
    <message>
        <source>{name} is out of this hand.</source>
        <translation>{name} ఈ హ్యాండ్ నుండి బయటకు వెళ్లారు.</translation>
    </message>
    <message>
        <source>Everyone has been quiet: showdown.</source>
        <translation>అందరూ నిశ్శబ్దంగా ఉన్నారు: షోడౌన్.</translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation>{name} {amount} గెలుచుకున్నారు</translation>
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
        <translation>కొత్త ఆట</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;ఆటగాళ్లు</translation>
    </message>
    <message>
        <source>&amp;Stakes</source>
        <translation>పందెం విలు&amp;వలు</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>స్థానిక ని&amp;యమాలు</translation>
    </message>
    <message>
        <source>Problems with this setup</source>
        <translation>ఈ ఏర్పాటులో సమస్యలు</translation>
    </message>
    <message>
        <source>Start &amp;game</source>
        <translation>ఆ&amp;ట ప్రారంభించండి</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>డిఫాల్ట్‌లను పు&amp;నరుద్ధరించండి</translation>
    </message>
    <message>
        <source>Put the stakes and every house rule back to their defaults. The players stay.</source>
        <translation>పందెం విలువలను, అన్ని స్థానిక నియమాలను డిఫాల్ట్‌లకు తిరిగి మార్చండి. ఆటగాళ్లు అలాగే ఉంటారు.</translation>
    </message>
    <message>
        <source>Host a table for other &amp;computers…</source>
        <translation>ఇతర &amp;కంప్యూటర్ల కోసం బల్ల నిర్వహించండి…</translation>
    </message>
    <message>
        <source>Play with people on other computers: they join your table from their app. The stakes and house rules chosen here go with it.</source>
        <translation>ఇతర కంప్యూటర్లలోని వారితో ఆడండి: వారు తమ యాప్ నుండి మీ బల్లలో చేరతారు. ఇక్కడ ఎంచుకున్న పందాలు, ఇంటి నియమాలు దానితో వెళ్తాయి.</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>బల్లలో &amp;చేరండి…</translation>
    </message>
    <message>
        <source>Sit at a table someone hosts on another computer: on this network it is listed, else you type its address and room code.</source>
        <translation>మరో కంప్యూటర్‌లో ఎవరో ఆతిథ్యం ఇస్తున్న బల్ల వద్ద కూర్చోండి: ఈ నెట్‌వర్క్‌లో అది జాబితాలో ఉంటుంది, లేకపోతే దాని చిరునామా మరియు రూమ్ కోడ్ టైప్ చేయండి.</translation>
    </message>
    <message>
        <source>A game needs 2 to 10 seats.</source>
        <translation>ఒక ఆటకు 2 నుండి 10 సీట్లు కావాలి.</translation>
    </message>
    <message>
        <source>Only one seat can be you.</source>
        <translation>ఒకే ఒక సీటు మాత్రమే మీది కావచ్చు.</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>సీటు %1కు పేరు కావాలి.</translation>
    </message>
    <message>
        <source>Seat %1: a name has at most %2 characters.</source>
        <translation>సీటు %1: పేరులో గరిష్ఠంగా %2 అక్షరాలు ఉండవచ్చు.</translation>
    </message>
    <message>
        <source>Seats %1 and %2 have the same name.</source>
        <translation>సీట్లు %1, %2లకు ఒకే పేరు ఉంది.</translation>
    </message>
    <message>
        <source>The small bet must be 1 to %1.</source>
        <translation>చిన్న పందెం 1 నుండి %1 వరకు ఉండాలి.</translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet (%1).</source>
        <translation>పెద్ద పందెం కనీసం చిన్న పందెం (%1) అంత ఉండాలి.</translation>
    </message>
    <message>
        <source>Starting chips must be 1 to %1.</source>
        <translation>ప్రారంభ చిప్స్ 1 నుండి %1 వరకు ఉండాలి.</translation>
    </message>
    <message>
        <source>Starting chips must be more than the ante (%1).</source>
        <translation>ప్రారంభ చిప్స్ యాంటె (%1) కంటే ఎక్కువ ఉండాలి.</translation>
    </message>
</context>
<context>
    <name>NewGameRules</name>
    <message>
        <source>S&amp;mall bet (SB):</source>
        <translation>చిన్న పందెం (&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Big bet (BB):</source>
        <translation>పెద్ద పందెం (&amp;B):</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>యాంటె:</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>ప్రారం&amp;భ చిప్స్:</translation>
    </message>
    <message>
        <source>Every seat starts the match with this many.</source>
        <translation>ప్రతి సీటు మ్యాచ్‌ను ఇన్ని చిప్స్‌తో ప్రారంభిస్తుంది.</translation>
    </message>
    <message>
        <source>&amp;Limit</source>
        <translation>&amp;పరిమిత</translation>
    </message>
    <message>
        <source>&amp;No-limit</source>
        <translation>&amp;అపరిమిత</translation>
    </message>
    <message>
        <source>A soldier costs 1 SB, an attack (soldiers + 1) × SB.</source>
        <translation>ఒక సైనికుడి ధర 1 చిన్న పందెం, ఒక దాడి ధర (సైనికులు + 1) × చిన్న పందెం.</translation>
    </message>
    <message>
        <source>A limit raise; 2 × SB until you change it.</source>
        <translation>పరిమిత ఆటలో ఒక పెంపు; మీరు మార్చే వరకు 2 × చిన్న పందెం.</translation>
    </message>
    <message>
        <source>Half the SB, at least 1, from every seat each hand.</source>
        <translation>చిన్న పందెంలో సగం, కనీసం 1, ప్రతి హ్యాండ్‌లో ప్రతి సీటు నుండి.</translation>
    </message>
    <message>
        <source>Betting structure:</source>
        <translation>పందెం నిర్మాణం:</translation>
    </message>
    <message>
        <source>A raise is one BB, at most 3 per battle.</source>
        <translation>ఒక పెంపు ఒక పెద్ద పందెం, ఒక్కో యుద్ధానికి గరిష్ఠంగా 3.</translation>
    </message>
    <message>
        <source>A raise is from one BB up to all your chips.</source>
        <translation>ఒక పెంపు ఒక పెద్ద పందెం నుండి మీ అన్ని చిప్స్ వరకు.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>నియమాలు: %1</translation>
    </message>
    <message>
        <source>Excluded cards</source>
        <translation>మినహాయించిన కార్డులు</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>సూట్</translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner suit do not count in a battle.</source>
        <translation>ప్రత్యర్థి బ్యానర్ సూట్‌కు చెందిన కార్డులు యుద్ధంలో లెక్కలోకి రావు.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>ర్యాంకు</translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner rank do not count in a battle.</source>
        <translation>ప్రత్యర్థి బ్యానర్ ర్యాంకు ఉన్న కార్డులు యుద్ధంలో లెక్కలోకి రావు.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>ఏదీ లేదు</translation>
    </message>
    <message>
        <source>Every card counts in a battle.</source>
        <translation>యుద్ధంలో ప్రతి కార్డు లెక్కలోకి వస్తుంది.</translation>
    </message>
    <message>
        <source>Calling a bet</source>
        <translation>పందేనికి కాల్ చేయడం</translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation>మీ వంతులో డిస్కార్డ్</translation>
    </message>
    <message>
        <source>Limit raise with no soldiers</source>
        <translation>సైనికులు లేనప్పుడు పరిమిత పెంపు</translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation>ఒక్కో యుద్ధానికి పెంపులు</translation>
    </message>
    <message>
        <source>Two left at a quiet end</source>
        <translation>నిశ్శబ్ద ముగింపులో ఇద్దరు మిగిలితే</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>సొంతం</translation>
    </message>
    <message>
        <source>The defender pays (their own soldiers + 1) × small bet.</source>
        <translation>డిఫెండర్ (తమ సొంత సైనికులు + 1) × చిన్న పందెం చెల్లిస్తారు.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>సమానం</translation>
    </message>
    <message>
        <source>The defender pays what the attacker bet.</source>
        <translation>దాడి చేసేవారు కాసినంత డిఫెండర్ చెల్లిస్తారు.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>ఉచితం</translation>
    </message>
    <message>
        <source>Discarding without buying costs nothing.</source>
        <translation>కొనకుండా డిస్కార్డ్ చేయడానికి ఏమీ ఖర్చు కాదు.</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>చిన్న పందెం</translation>
    </message>
    <message>
        <source>Discarding without buying costs one small bet.</source>
        <translation>కొనకుండా డిస్కార్డ్ చేయడానికి ఒక చిన్న పందెం ఖర్చవుతుంది.</translation>
    </message>
    <message>
        <source>In limit, a raiser with no soldiers raises one small bet.</source>
        <translation>పరిమిత ఆటలో, పెంచేవారికి సైనికులు లేకపోతే ఒక చిన్న పందెం పెంచుతారు.</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>పెద్ద పందెం</translation>
    </message>
    <message>
        <source>In limit, every raise is one big bet.</source>
        <translation>పరిమిత ఆటలో, ప్రతి పెంపు ఒక పెద్ద పందెం.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>ప్రామాణికం</translation>
    </message>
    <message>
        <source>At most 3 raises in limit, no cap in no-limit.</source>
        <translation>పరిమిత ఆటలో గరిష్ఠంగా 3 పెంపులు, అపరిమిత ఆటలో హద్దు లేదు.</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>గరిష్ఠంగా</translation>
    </message>
    <message>
        <source>At most this many raises per battle; 0: nobody may raise.</source>
        <translation>ఒక్కో యుద్ధానికి గరిష్ఠంగా ఇన్ని పెంపులు; 0: ఎవరూ పెంచకూడదు.</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>హద్దు లేదు</translation>
    </message>
    <message>
        <source>Raise as often as you can pay.</source>
        <translation>చెల్లించగలిగినన్ని సార్లు పెంచండి.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>యుద్ధం</translation>
    </message>
    <message>
        <source>The last two settle the hand by battle rules, without more chips.</source>
        <translation>చివరి ఇద్దరు మరిన్ని చిప్స్ లేకుండా యుద్ధ నియమాలతో హ్యాండ్‌ను తేల్చుకుంటారు.</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>షోడౌన్</translation>
    </message>
    <message>
        <source>The last two show down: best five of all their cards.</source>
        <translation>చివరి ఇద్దరు షోడౌన్ చేస్తారు: తమ అన్ని కార్డులలో ఉత్తమ ఐదు.</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (డిఫాల్ట్)</translation>
    </message>
    <message>
        <source>Most raises per battle</source>
        <translation>ఒక్కో యుద్ధానికి గరిష్ఠ పెంపులు</translation>
    </message>
</context>
<context>
    <name>NewGameSeats</name>
    <message>
        <source>Easy</source>
        <translation>సులభం</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>మధ్యస్థం</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>కఠినం</translation>
    </message>
    <message>
        <source>Solo vs 3 bots</source>
        <translation>3 బాట్‌లతో ఒంటరిగా</translation>
    </message>
    <message>
        <source>Solo vs 5 bots</source>
        <translation>5 బాట్‌లతో ఒంటరిగా</translation>
    </message>
    <message>
        <source>Heads-up vs a hard bot</source>
        <translation>కఠిన బాట్‌తో ముఖాముఖి</translation>
    </message>
    <message>
        <source>Hot-seat 4 players</source>
        <translation>ఒకే స్క్రీన్‌పై 4 ఆటగాళ్లు</translation>
    </message>
    <message>
        <source>Hot-seat 3 + 2 bots</source>
        <translation>ఒకే స్క్రీన్‌పై 3 + 2 బాట్‌లు</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>ఆటగాడు %1</translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation>ప్రారంభ &amp;ఏర్పాటు:</translation>
    </message>
    <message>
        <source>Your own seating</source>
        <translation>మీ సొంత ఏర్పాటు</translation>
    </message>
    <message>
        <source>Fill the seats from a common table. The stakes and house rules stay as they are.</source>
        <translation>సాధారణంగా వాడే టేబుల్ ఏర్పాటుతో సీట్లను నింపండి. పందెం విలువలు, స్థానిక నియమాలు అలాగే ఉంటాయి.</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;ఎన్ని సీట్లు:</translation>
    </message>
    <message>
        <source>2 to 10 players (R1.1)</source>
        <translation>2 నుండి 10 ఆటగాళ్లు (R1.1)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>సీటు</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>ఆటగాడు</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>పేరు</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>బాట్ స్థాయి</translation>
    </message>
    <message>
        <source>People at this screen take turns; each one&apos;s cards stay hidden until the screen is passed to them.</source>
        <translation>ఈ స్క్రీన్ వద్ద ఉన్నవారు వంతులవారీగా ఆడతారు; స్క్రీన్ తమకు అందే వరకు ప్రతి ఒక్కరి కార్డులు దాచి ఉంటాయి.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>మీరు</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>మనిషి</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>బాట్</translation>
    </message>
    <message>
        <source>You, at this screen: the table is shown from your seat</source>
        <translation>మీరు, ఈ స్క్రీన్ వద్ద: టేబుల్ మీ సీటు నుండి కనిపిస్తుంది</translation>
    </message>
    <message>
        <source>Another person at this screen: the screen passes to them on their turn</source>
        <translation>ఈ స్క్రీన్ వద్ద మరొక వ్యక్తి: వారి వంతులో స్క్రీన్ వారికి అందుతుంది</translation>
    </message>
    <message>
        <source>The computer plays this seat</source>
        <translation>ఈ సీటులో కంప్యూటర్ ఆడుతుంది</translation>
    </message>
    <message>
        <source>Seat %1: who plays</source>
        <translation>సీటు %1: ఎవరు ఆడతారు</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <translation>సీటు %1: పేరు</translation>
    </message>
    <message>
        <source>Seat %1: bot level</source>
        <translation>సీటు %1: బాట్ స్థాయి</translation>
    </message>
    <message>
        <source>Easy makes mistakes, Medium plays the odds, Hard thinks ahead</source>
        <translation>సులభం పొరపాట్లు చేస్తుంది, మధ్యస్థం అవకాశాలను బట్టి ఆడుతుంది, కఠినం ముందుచూపుతో ఆలోచిస్తుంది</translation>
    </message>
    <message>
        <source>(named at the start)</source>
        <translation>(ఆరంభంలో పేరు వస్తుంది)</translation>
    </message>
    <message>
        <source>Bots get a name of their own when the game starts</source>
        <translation>ఆట ప్రారంభమైనప్పుడు బాట్‌లకు సొంత పేరు వస్తుంది</translation>
    </message>
</context>
<context>
    <name>NumberTexts</name>
    <message>
        <source>{number}%</source>
        <translation>{number}%</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>Close Palace Desktop?</source>
        <translation>Palace Desktop మూసివేయాలా?</translation>
    </message>
    <message>
        <source>This computer hosts the table.</source>
        <translation>ఈ కంప్యూటర్ టేబుల్‌కు ఆతిథ్యం ఇస్తోంది.</translation>
    </message>
    <message>
        <source>If Palace Desktop closes, the game ends for everyone at the table.</source>
        <translation>Palace Desktop మూసివేస్తే, టేబుల్ వద్ద ఉన్న అందరికీ ఆట ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>&amp;Close and end the game</source>
        <translation>మూసివేసి ఆట &amp;ముగించు</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>ఆట &amp;కొనసాగించు</translation>
    </message>
    <message>
        <source>{name} lost the connection; the seat waits for them.</source>
        <translation>{name} కనెక్షన్ కోల్పోయారు; సీటు వారి కోసం వేచి ఉంది.</translation>
    </message>
    <message>
        <source>A bot is playing for {name}.</source>
        <translation>{name} తరఫున ఒక బాట్ ఆడుతోంది.</translation>
    </message>
    <message>
        <source>{name} is connected.</source>
        <translation>{name} కనెక్ట్ అయ్యారు.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln seconds left to act.</source>
        <translation>
            <numerusform>ఆడటానికి %Ln సెకను మిగిలి ఉంది.</numerusform>
            <numerusform>ఆడటానికి %Ln సెకన్లు మిగిలి ఉన్నాయి.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to the table is lost: taking your seat back…</source>
        <translation>టేబుల్‌తో కనెక్షన్ పోయింది: మీ సీటును తిరిగి తీసుకుంటోంది…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>తిరిగి టేబుల్ వద్ద ఉన్నారు.</translation>
    </message>
    <message>
        <source>Your seat was taken from another window or computer with its rejoin code: it is played there now.</source>
        <translation>మీ సీటును మరో విండో లేదా కంప్యూటర్ నుండి దాని తిరిగి చేరే కోడ్‌తో తీసుకున్నారు: ఇప్పుడు అది అక్కడ ఆడబడుతోంది.</translation>
    </message>
    <message>
        <source>Could not get back to the table. The server keeps your seat for you: join the table again to take it back.</source>
        <translation>టేబుల్‌కు తిరిగి రాలేకపోయారు. సర్వర్ మీ సీటును మీ కోసం ఉంచుతుంది: దాన్ని తిరిగి పొందడానికి టేబుల్‌లో మళ్ళీ చేరండి.</translation>
    </message>
</context>
<context>
    <name>OnlineWords</name>
    <message>
        <source>No table answered at that address. Check the address, and that the host&apos;s app is hosting; a firewall on the host&apos;s computer must let port 8765 in.</source>
        <translation>ఆ చిరునామాలో ఏ బల్లా స్పందించలేదు. చిరునామాను, నిర్వాహకుడి యాప్ బల్లను నిర్వహిస్తోందని సరిచూడండి; నిర్వాహకుడి కంప్యూటర్‌లోని ఫైర్‌వాల్ పోర్ట్ 8765 ను అనుమతించాలి.</translation>
    </message>
    <message>
        <source>That is not an address a table can be reached at. Type the address the host gave, such as 192.168.1.20 or 192.168.1.20:8765.</source>
        <translation>అది బల్లను చేరగల చిరునామా కాదు. నిర్వాహకుడు ఇచ్చిన చిరునామా టైప్ చేయండి, ఉదా. 192.168.1.20 లేదా 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>This computer does not trust the table&apos;s certificate ({detail}), so the connection was not made: it could be someone else&apos;s. Ask the host for the address they gave out (a name their certificate is for), or for their certificate to install on this computer.</source>
        <translation>ఈ కంప్యూటర్ బల్ల సర్టిఫికెట్‌ను ({detail}) నమ్మదు, కాబట్టి కనెక్షన్ చేయలేదు: అది వేరొకరిది కావచ్చు. నిర్వాహకుడు ఇచ్చిన చిరునామా (వారి సర్టిఫికెట్ ఉన్న పేరు) అడగండి, లేదా ఈ కంప్యూటర్‌లో ఇన్‌స్టాల్ చేయడానికి వారి సర్టిఫికెట్ అడగండి.</translation>
    </message>
    <message>
        <source>The table runs another version of Palace Desktop ({theirs}; this is {ours}). Both need the same version to play together.</source>
        <translation>బల్ల Palace Desktop యొక్క వేరే వెర్షన్ నడుపుతోంది ({theirs}; ఇది {ours}). కలిసి ఆడటానికి ఇద్దరికీ ఒకే వెర్షన్ కావాలి.</translation>
    </message>
    <message>
        <source>The table runs another version of Palace Desktop (this is {ours}). Both need the same version to play together.</source>
        <translation>బల్ల Palace Desktop యొక్క వేరే వెర్షన్ నడుపుతోంది (ఇది {ours}). కలిసి ఆడటానికి ఇద్దరికీ ఒకే వెర్షన్ కావాలి.</translation>
    </message>
    <message>
        <source>Something answered at that address, but it is not a Palace Desktop table. Check the address and the port.</source>
        <translation>ఆ చిరునామాలో ఏదో స్పందించింది, కానీ అది Palace Desktop బల్ల కాదు. చిరునామా, పోర్ట్ సరిచూడండి.</translation>
    </message>
    <message>
        <source>The table could not be reached.</source>
        <translation>బల్లను చేరలేకపోయాం.</translation>
    </message>
    <message>
        <source>No table has that room code there. Check the code (ten letters and digits) with the host; the table may have ended.</source>
        <translation>అక్కడ ఆ గది కోడ్‌తో ఏ బల్లా లేదు. కోడ్‌ను (పది అక్షరాలు, అంకెలు) నిర్వాహకుడితో సరిచూడండి; బల్ల ముగిసి ఉండవచ్చు.</translation>
    </message>
    <message>
        <source>The password is not the table&apos;s. Ask the host for it.</source>
        <translation>పాస్‌వర్డ్ బల్లది కాదు. నిర్వాహకుడిని అడగండి.</translation>
    </message>
    <message>
        <source>The table is full: every seat is taken. You may watch instead.</source>
        <translation>బల్ల నిండింది: అన్ని సీట్లు నిండాయి. బదులుగా మీరు చూడవచ్చు.</translation>
    </message>
    <message>
        <source>The game at that table has started already: only its players can come back. You may watch instead.</source>
        <translation>ఆ బల్ల వద్ద ఆట ఇప్పటికే మొదలైంది: దాని ఆటగాళ్ళు మాత్రమే తిరిగి రాగలరు. బదులుగా మీరు చూడవచ్చు.</translation>
    </message>
    <message>
        <source>Your seat at that table is no longer kept for you.</source>
        <translation>ఆ బల్ల వద్ద మీ సీటు ఇక మీకోసం ఉంచబడలేదు.</translation>
    </message>
    <message>
        <source>The table takes no more people watching.</source>
        <translation>బల్ల ఇంకా చూసేవారిని తీసుకోదు.</translation>
    </message>
    <message>
        <source>You hold a seat at a table already.</source>
        <translation>మీకు ఇప్పటికే ఒక బల్ల వద్ద సీటు ఉంది.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can: try again later.</source>
        <translation>సర్వర్ తనకు వీలైనన్ని బల్లలు ఉంచుకుంది: తర్వాత మళ్ళీ ప్రయత్నించండి.</translation>
    </message>
    <message>
        <source>Too much at once: wait a moment and try again.</source>
        <translation>ఒకేసారి చాలా ఎక్కువ: కాసేపు ఆగి మళ్ళీ ప్రయత్నించండి.</translation>
    </message>
    <message>
        <source>A player holds that seat: remove them first.</source>
        <translation>ఆ సీటులో ఒక ఆటగాడు ఉన్నారు: ముందు వారిని తొలగించండి.</translation>
    </message>
    <message>
        <source>Nobody holds that seat any more.</source>
        <translation>ఆ సీటులో ఇక ఎవరూ లేరు.</translation>
    </message>
    <message>
        <source>Every open seat must be taken before the start.</source>
        <translation>ప్రారంభానికి ముందు ప్రతి ఖాళీ సీటు నిండాలి.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>అది నిర్వాహకుడు మాత్రమే చేయగలరు.</translation>
    </message>
    <message>
        <source>The table refused that.</source>
        <translation>బల్ల దాన్ని తిరస్కరించింది.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>బల్లతో కనెక్షన్ పోయింది.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>సులభం</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>కష్టం</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>యాదృచ్ఛికం</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>మధ్యస్థం</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>సీటు {number}</translation>
    </message>
</context>
<context>
    <name>OverlayScrollBar</name>
    <message>
        <source>Scroll the table left and right</source>
        <translation>టేబుల్‌ను ఎడమకు, కుడికి జరపండి</translation>
    </message>
    <message>
        <source>Scroll the table up and down</source>
        <translation>టేబుల్‌ను పైకి, కిందకు జరపండి</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Your settings could not be read and were put aside; the defaults are used.
{detail}</source>
        <translation>మీ అమరికలను చదవలేకపోయాం, వాటిని పక్కన పెట్టాం; డిఫాల్ట్ అమరికలు వాడుతున్నాం.
{detail}</translation>
    </message>
    <message>
        <source>Some of your settings could not be used: they take their defaults, or were shortened or cleaned of characters a name cannot hold.
{detail}</source>
        <translation>మీ అమరికలలో కొన్నింటిని వాడలేకపోయాం: అవి డిఫాల్ట్ విలువలను తీసుకుంటాయి, లేదా కుదించబడ్డాయి, లేదా పేరులో ఉండలేని అక్షరాలు తొలగించబడ్డాయి.
{detail}</translation>
    </message>
    <message>
        <source>Your statistics could not be read and were put aside; they start again from zero.
{detail}</source>
        <translation>మీ గణాంకాలను చదవలేకపోయాం, వాటిని పక్కన పెట్టాం; అవి మళ్లీ సున్నా నుండి మొదలవుతాయి.
{detail}</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>ఆటను సేవ్ చేయడం సాధ్యం కాలేదు: {error}</translation>
    </message>
    <message>
        <source>The game goes on, but it is not being kept until saving works again.</source>
        <translation>ఆట కొనసాగుతుంది, కానీ సేవ్ చేయడం మళ్లీ పనిచేసే వరకు అది భద్రపరచబడదు.</translation>
    </message>
    <message>
        <source>The game goes on, but this is not being kept until saving works again.</source>
        <translation>ఆట కొనసాగుతుంది, కానీ సేవ్ చేయడం మళ్లీ పనిచేసే వరకు ఇది భద్రపరచబడదు.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {error}</source>
        <translation>గణాంకాలను సేవ్ చేయడం సాధ్యం కాలేదు: {error}</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>అమరికలను సేవ్ చేయడం సాధ్యం కాలేదు: {error}</translation>
    </message>
    <message>
        <source>The game could not be kept: {error}</source>
        <translation>ఆటను భద్రపరచడం సాధ్యం కాలేదు: {error}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>డ్రైవ్</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>తెలియదు</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>ఫోల్డర్</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>వేరుచేయి</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>మూసివేయి</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>ఇందులో చూడండి (&amp;L):</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ఫైల్ పేరు (&amp;N):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ఫైల్ రకం (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>తెరవండి (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>భద్రపరచండి (&amp;S)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>తెరవండి</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>ఇలా భద్రపరచండి</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>తొలగించండి (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>పేరు మార్చండి (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>కొత్త ఫోల్డర్ (&amp;N)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>కొత్త ఫోల్డర్</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>కొత్త ఫోల్డర్ సృష్టించండి</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>ఒక కొత్త ఫోల్డర్ సృష్టించండి</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>అన్ని ఫైళ్లు (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>వెనుకకు</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>ముందుకు</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>వెనుకకు వెళ్లండి</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>ముందుకు వెళ్లండి</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>పై ఫోల్డర్</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>పై ఫోల్డర్‌కు వెళ్లండి</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>వివరాల వీక్షణ</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>జాబితా వీక్షణ</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>వివరాల వీక్షణకు మారండి</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>జాబితా వీక్షణకు మారండి</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ఫైళ్లు</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>పక్క పట్టీ</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>స్థలాలు, బుక్‌మార్క్‌ల జాబితా</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>చూపించు: </translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>దాచిన ఫైళ్లను చూపించు (&amp;H)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 ఇప్పటికే ఉంది.
దాన్ని భర్తీ చేయాలనుకుంటున్నారా?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>పేరు</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>పరిమాణం</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>మార్చిన తేదీ</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>కంప్యూటర్</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>రకం</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>రద్దు (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>మళ్లీ చేయి (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>కత్తిరించు (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>కాపీ (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>అతికించు (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>తొలగించు</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>అన్నీ ఎంచుకో</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>సరే</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>రద్దు చేయి</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>మూసివేయి</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>అవును (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>కాదు (&amp;N)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>తెరువు</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>భద్రపరచు</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>వర్తింపజేయి</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>రీసెట్ చేయి</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>డిఫాల్ట్‌లను పునరుద్ధరించు</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>స్పేస్</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>ఎంటర్</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>ట్యాబ్</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>కాపీ (&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>లింక్ చిరునామా కాపీ (&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>అన్నీ ఎంచుకో</translation>
    </message>
</context>
<context>
    <name>RefusalBubble</name>
    <message>
        <source>Rule {rule}</source>
        <translation>నియమం {rule}</translation>
    </message>
</context>
<context>
    <name>RejoinOffer</name>
    <message>
        <source>Rejoin a table</source>
        <translation>బల్లలో మళ్ళీ చేరండి</translation>
    </message>
    <message>
        <source>Rejoin the table {room} at {address}?</source>
        <translation>{address} వద్ద ఉన్న {room} బల్లలో మళ్ళీ చేరాలా?</translation>
    </message>
    <message>
        <source>You ({name}) hold a seat there. While you are away a bot plays it after a while; rejoining takes it back.</source>
        <translation>మీకు ({name}) అక్కడ సీటు ఉంది. మీరు లేనప్పుడు కొంతసేపటికి బాట్ ఆడుతుంది; మళ్ళీ చేరితే అది మీకు తిరిగి వస్తుంది.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>మళ్ళీ &amp;చేరండి</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;ఇప్పుడు కాదు</translation>
    </message>
    <message>
        <source>&amp;Forget it</source>
        <translation>&amp;మరచిపోండి</translation>
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
        <translation>{name} తరఫున ఒక బాట్ ఆడుతోంది</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>కనెక్ట్ అయ్యారు</translation>
    </message>
    <message numerus="yes">
        <source>Away, %Ln s</source>
        <translation>
            <numerusform>దూరంగా, %Ln సె</numerusform>
            <numerusform>దూరంగా, %Ln సె</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>కనెక్ట్ కాలేదు</translation>
    </message>
    <message numerus="yes">
        <source>%Ln s to act</source>
        <translation>
            <numerusform>ఆడటానికి %Ln సె</numerusform>
            <numerusform>ఆడటానికి %Ln సె</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>untitled</source>
        <translation>పేరులేనిది</translation>
    </message>
    <message>
        <source>Hand history — {file}</source>
        <translation>హ్యాండ్ చరిత్ర — {file}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>మొదటిది</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>మునుపటిది</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>ప్లే</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>తదుపరిది</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>చివరిది</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>మునుపటి హ్యాండ్</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>తదుపరి హ్యాండ్</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;ఈ విండోను మూసివేయండి</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>జూమ్ &amp;ఇన్</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>జూమ్ &amp;అవుట్</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>టేబుల్‌ను &amp;సరిపెట్టండి</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;తక్కువ వేగం</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>సాధా&amp;రణ వేగం</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;అధిక వేగం</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>తక్ష&amp;ణమే</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>మళ్లీ చూపు</translation>
    </message>
    <message>
        <source>Watch as:</source>
        <translation>ఎవరిగా చూడాలి:</translation>
    </message>
    <message>
        <source>Public view (no palace cards)</source>
        <translation>బహిరంగ వీక్షణ (ప్యాలెస్ కార్డులు లేకుండా)</translation>
    </message>
    <message>
        <source>Click a line to go to its action</source>
        <translation>ఒక పంక్తిని క్లిక్ చేస్తే దాని చర్యకు వెళ్తుంది</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;మళ్లీ చూపు</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>వీక్ష&amp;ణ</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>యానిమే&amp;షన్ వేగం</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>విరామం</translation>
    </message>
    <message>
        <source>No actions</source>
        <translation>చర్యలు లేవు</translation>
    </message>
    <message>
        <source>Before action 1 of {total}</source>
        <translation>{total}లో చర్య 1కి ముందు</translation>
    </message>
    <message>
        <source>Action {number} of {total}</source>
        <translation>{total}లో చర్య {number}</translation>
    </message>
    <message>
        <source>{name} deals.</source>
        <translation>డీలర్ {name}.</translation>
    </message>
    <message>
        <source>Hand {number}: {name} deals.</source>
        <translation>హ్యాండ్ {number}: డీలర్ {name}.</translation>
    </message>
    <message>
        <source>The hand still being played is not shown.</source>
        <translation>ఇంకా ఆడుతున్న హ్యాండ్ చూపబడదు.</translation>
    </message>
    <message>
        <source>{rule}: it is not that seat&apos;s turn</source>
        <translation>{rule}: అది ఆ సీటు వంతు కాదు</translation>
    </message>
    <message>
        <source>Hand {hand}, action {number} is illegal: {message}</source>
        <translation>హ్యాండ్ {hand}, చర్య {number} నియమ విరుద్ధం: {message}</translation>
    </message>
    <message>
        <source>Action {number} is illegal: {message}</source>
        <translation>చర్య {number} నియమ విరుద్ధం: {message}</translation>
    </message>
    <message numerus="yes">
        <source>(the %Ln hands after it cannot be shown)</source>
        <translation>
            <numerusform>(దాని తర్వాతి %Ln హ్యాండ్‌ను చూపించడం సాధ్యం కాదు)</numerusform>
            <numerusform>(దాని తర్వాతి %Ln హ్యాండ్‌లను చూపించడం సాధ్యం కాదు)</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand begins; {dealer} deals.</source>
        <translation>హ్యాండ్ మొదలైంది; డీలర్ {dealer}.</translation>
    </message>
    <message>
        <source>What everyone saw</source>
        <translation>అందరూ చూసినది</translation>
    </message>
    <message>
        <source>What {name} saw</source>
        <translation>{name} చూసినది</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>హ్యాండ్</translation>
    </message>
    <message>
        <source>Hand — {file}</source>
        <translation>హ్యాండ్ — {file}</translation>
    </message>
    <message>
        <source>Hand {number} of {count}</source>
        <translation>{count}లో హ్యాండ్ {number}</translation>
    </message>
</context>
<context>
    <name>RestartQuestion</name>
    <message>
        <source>Change the language</source>
        <translation>భాషను మార్చండి</translation>
    </message>
    <message>
        <source>The new language is used from the next start. Restart Palace Desktop now? Your game is saved and goes on where it is.</source>
        <translation>కొత్త భాష తదుపరి ప్రారంభం నుండి వాడబడుతుంది. Palace Desktopను ఇప్పుడే పునఃప్రారంభించాలా? మీ ఆట సేవ్ అవుతుంది, ఉన్న చోటు నుండే కొనసాగుతుంది.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>ఇప్పుడే పునఃప్రారంభించండి</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>తర్వాత</translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>The hand is over.</source>
        <translation>హ్యాండ్ ముగిసింది.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>ఇది మీ వంతు కాదు.</translation>
    </message>
    <message>
        <source>First discard down to at most five soldiers, then press Done.</source>
        <translation>ముందుగా గరిష్ఠంగా ఐదుగురు సైనికులు మిగిలేలా డిస్కార్డ్ చేసి, ఆపై పూర్తి నొక్కండి.</translation>
    </message>
    <message>
        <source>You may keep at most five soldiers: discard more.</source>
        <translation>మీరు గరిష్ఠంగా ఐదుగురు సైనికులను మాత్రమే ఉంచుకోవచ్చు: మరిన్ని డిస్కార్డ్ చేయండి.</translation>
    </message>
    <message>
        <source>You are attacked: fold, call or raise.</source>
        <translation>మీపై దాడి జరిగింది: తప్పుకోండి, కాల్ చేయండి లేదా పెంచండి.</translation>
    </message>
    <message>
        <source>There is no card left to buy.</source>
        <translation>కొనడానికి కార్డు ఏదీ మిగలలేదు.</translation>
    </message>
    <message>
        <source>You cannot pay for a soldier.</source>
        <translation>సైనికుడిని కొనడానికి మీరు చెల్లించలేరు.</translation>
    </message>
    <message>
        <source>Discard at least one soldier.</source>
        <translation>కనీసం ఒక సైనికుడిని డిస్కార్డ్ చేయండి.</translation>
    </message>
    <message>
        <source>You have no soldier to discard.</source>
        <translation>డిస్కార్డ్ చేయడానికి మీకు సైనికులు లేరు.</translation>
    </message>
    <message>
        <source>You cannot pay to discard.</source>
        <translation>డిస్కార్డ్ చేయడానికి మీరు చెల్లించలేరు.</translation>
    </message>
    <message>
        <source>Attack an opponent who is still in the hand.</source>
        <translation>ఇంకా హ్యాండ్‌లో ఉన్న ప్రత్యర్థిపై దాడి చేయండి.</translation>
    </message>
    <message>
        <source>You may not attack a player whose banner has your suit.</source>
        <translation>మీ సూట్‌కే చెందిన బ్యానర్ ఉన్న ఆటగాడిపై మీరు దాడి చేయకూడదు.</translation>
    </message>
    <message>
        <source>You cannot pay for this attack.</source>
        <translation>ఈ దాడికి మీరు చెల్లించలేరు.</translation>
    </message>
    <message>
        <source>There is no bet to answer.</source>
        <translation>జవాబు ఇవ్వడానికి పందెం ఏదీ లేదు.</translation>
    </message>
    <message>
        <source>A card is named twice.</source>
        <translation>ఒక కార్డు రెండుసార్లు పేర్కొనబడింది.</translation>
    </message>
    <message>
        <source>That card is not one of your soldiers.</source>
        <translation>ఆ కార్డు మీ సైనికులలో ఒకటి కాదు.</translation>
    </message>
    <message>
        <source>No more raises in this battle.</source>
        <translation>ఈ యుద్ధంలో ఇక పెంపులు లేవు.</translation>
    </message>
    <message>
        <source>In limit the raise has a fixed size.</source>
        <translation>పరిమిత ఆటలో పెంపుకు నిర్ణీత పరిమాణం ఉంటుంది.</translation>
    </message>
    <message>
        <source>You cannot pay a raise; you may call all-in.</source>
        <translation>మీరు పెంపును చెల్లించలేరు; ఆల్-ఇన్ కాల్ చేయవచ్చు.</translation>
    </message>
    <message>
        <source>Choose how much to raise.</source>
        <translation>ఎంత పెంచాలో ఎంచుకోండి.</translation>
    </message>
    <message>
        <source>That raise is too small or too large.</source>
        <translation>ఆ పెంపు మరీ చిన్నది లేదా మరీ పెద్దది.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>అది ఈ ఆటలోని ఎత్తు కాదు.</translation>
    </message>
    <message>
        <source>You cannot move that card.</source>
        <translation>ఆ కార్డును మీరు కదల్చలేరు.</translation>
    </message>
    <message>
        <source>That card cannot go there.</source>
        <translation>ఆ కార్డు అక్కడికి వెళ్లదు.</translation>
    </message>
    <message>
        <source>Only your own cards can be moved.</source>
        <translation>మీ సొంత కార్డులను మాత్రమే కదల్చవచ్చు.</translation>
    </message>
    <message>
        <source>Wait a moment: cards are still moving.</source>
        <translation>ఒక్క క్షణం ఆగండి: కార్డులు ఇంకా కదులుతున్నాయి.</translation>
    </message>
    <message>
        <source>Wait: a bot is thinking.</source>
        <translation>ఆగండి: ఒక బాట్ ఆలోచిస్తోంది.</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>Palace Poker</source>
        <translation>ప్యాలెస్ పోకర్</translation>
    </message>
    <message>
        <source>Palace Poker is played by {fewest} to {most} players with one deck of {deck} cards. Every bet is a battle between two players: the attacker and the defender.</source>
        <translation>ప్యాలెస్ పోకర్‌ను {fewest} నుండి {most} మంది ఆటగాళ్లు {deck} కార్డుల ఒక పేకతో ఆడతారు. ప్రతి పందెం ఇద్దరు ఆటగాళ్ల మధ్య ఒక యుద్ధం: ఒకరు దాడి చేసేవారు, మరొకరు డిఫెండర్.</translation>
    </message>
    <message>
        <source>You make your hand from your banner, your palace cards and the soldiers you buy. You win the pot by being the last player left in the hand, or by holding the best hand when play goes quiet.</source>
        <translation>మీ బ్యానర్, మీ ప్యాలెస్ కార్డులు, మీరు కొనే సైనికులతో మీ హ్యాండ్ తయారవుతుంది. హ్యాండ్‌లో చివరగా మిగిలిన ఆటగాడిగా, లేదా ఆట నిశ్శబ్దమైనప్పుడు ఉత్తమ హ్యాండ్ మీ వద్ద ఉంటే, మీరు పాట్‌ను గెలుచుకుంటారు.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>విషయసూచిక</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>డ్రా పైల్</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>పాట్</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>డిస్కార్డ్ పైల్</translation>
    </message>
    <message>
        <source>An opponent: banner and soldier face up, palace cards face down</source>
        <translation>ఒక ప్రత్యర్థి: బ్యానర్, సైనికుడు తెరిచి; ప్యాలెస్ కార్డులు మూసి</translation>
    </message>
    <message>
        <source>Your banner</source>
        <translation>మీ బ్యానర్</translation>
    </message>
    <message>
        <source>Your soldiers, at most five</source>
        <translation>మీ సైనికులు, గరిష్ఠంగా ఐదుగురు</translation>
    </message>
    <message>
        <source>Your palace cards: only you see them</source>
        <translation>మీ ప్యాలెస్ కార్డులు: మీకు మాత్రమే కనిపిస్తాయి</translation>
    </message>
    <message>
        <source>The table: an opponent at the top, the draw pile, the pot and the discard pile in the middle, your seat at the bottom.</source>
        <translation>టేబుల్: పైన ఒక ప్రత్యర్థి, మధ్యలో డ్రా పైల్, పాట్, డిస్కార్డ్ పైల్, కింద మీ సీటు.</translation>
    </message>
    <message>
        <source>Every player has one card face up: the &lt;b&gt;banner&lt;/b&gt;. The &lt;b&gt;soldiers&lt;/b&gt; a player buys lie face up under the banner, turned sideways. Below the banner lie three &lt;b&gt;palace&lt;/b&gt; cards.</source>
        <translation>ప్రతి ఆటగాడికి ఒక కార్డు తెరిచి ఉంటుంది: అదే &lt;b&gt;బ్యానర్&lt;/b&gt;. ఆటగాడు కొనే &lt;b&gt;సైనికులు&lt;/b&gt; బ్యానర్ కింద అడ్డంగా, తెరిచి ఉంటారు. బ్యానర్ దిగువన మూడు &lt;b&gt;ప్యాలెస్&lt;/b&gt; కార్డులు ఉంటాయి.</translation>
    </message>
    <message>
        <source>Palace cards are face down: only their owner may look at them. Your seat is at the bottom of the screen, and you see your own palace cards face up; the other players see only their backs.</source>
        <translation>ప్యాలెస్ కార్డులు మూసి ఉంటాయి: వాటి యజమాని మాత్రమే వాటిని చూడవచ్చు. మీ సీటు స్క్రీన్ కింది భాగంలో ఉంటుంది, మీ ప్యాలెస్ కార్డులు మీకు తెరిచి కనిపిస్తాయి; ఇతర ఆటగాళ్లకు వాటి వెనుక భాగం మాత్రమే కనిపిస్తుంది.</translation>
    </message>
    <message>
        <source>In the middle of the table are the &lt;b&gt;draw pile&lt;/b&gt;, where soldiers come from, the &lt;b&gt;pot&lt;/b&gt;, which holds every chip bet in this hand, and the &lt;b&gt;discard pile&lt;/b&gt;. Cards on the discard pile lie face down, and nobody may look at them.</source>
        <translation>టేబుల్ మధ్యలో సైనికులు వచ్చే &lt;b&gt;డ్రా పైల్&lt;/b&gt;, ఈ హ్యాండ్‌లో పందెం కాసిన ప్రతి చిప్ ఉండే &lt;b&gt;పాట్&lt;/b&gt;, &lt;b&gt;డిస్కార్డ్ పైల్&lt;/b&gt; ఉంటాయి. డిస్కార్డ్ పైల్‌లోని కార్డులు మూసి ఉంటాయి, వాటిని ఎవరూ చూడకూడదు.</translation>
    </message>
    <message>
        <source>Everyone sees every banner and every soldier, every player&apos;s chips, the pot, the size of both piles and every move.</source>
        <translation>ప్రతి బ్యానర్, ప్రతి సైనికుడు, ప్రతి ఆటగాడి చిప్స్, పాట్, రెండు పైల్‌ల పరిమాణం, ప్రతి ఎత్తు అందరికీ కనిపిస్తాయి.</translation>
    </message>
    <message>
        <source>A match is a series of hands, and your chips carry over from one hand to the next. The dealer button moves one seat clockwise after each hand.</source>
        <translation>మ్యాచ్ అంటే హ్యాండ్‌ల వరుస; మీ చిప్స్ ఒక హ్యాండ్ నుండి తదుపరి హ్యాండ్‌కు కొనసాగుతాయి. ప్రతి హ్యాండ్ తర్వాత డీలర్ బటన్ గడియారం దిశలో ఒక సీటు ముందుకు కదులుతుంది.</translation>
    </message>
    <message>
        <source>Every hand begins the same way:</source>
        <translation>ప్రతి హ్యాండ్ ఒకే విధంగా మొదలవుతుంది:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ante&lt;/b&gt;: every player pays the ante into the pot; in this game it is {ante}.</source>
        <translation>&lt;b&gt;యాంటె&lt;/b&gt;: ప్రతి ఆటగాడు పాట్‌లో యాంటె చెల్లిస్తారు; ఈ ఆటలో అది {ante}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banners&lt;/b&gt;: each player gets one card face up, starting on the dealer&apos;s left. Among the first four players no two banners share a suit (nor among players five to eight, nor players nine and ten): a card of a suit already taken is set aside, and the player gets the next card.</source>
        <translation>&lt;b&gt;బ్యానర్లు&lt;/b&gt;: డీలర్ ఎడమ వైపు నుండి మొదలుపెట్టి, ప్రతి ఆటగాడికి ఒక కార్డు తెరిచి పంచుతారు. మొదటి నలుగురు ఆటగాళ్లలో ఏ రెండు బ్యానర్లకూ ఒకే సూట్ ఉండదు (ఐదు నుండి ఎనిమిది వరకు ఆటగాళ్లలో, తొమ్మిది, పది ఆటగాళ్లలో కూడా అంతే): ఇప్పటికే తీసుకున్న సూట్ కార్డు వస్తే దాన్ని పక్కన పెట్టి, ఆ ఆటగాడికి తదుపరి కార్డు ఇస్తారు.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Palace cards&lt;/b&gt;: then every player gets three cards face down. The rest of the deck is the draw pile.</source>
        <translation>&lt;b&gt;ప్యాలెస్ కార్డులు&lt;/b&gt;: ఆ తర్వాత ప్రతి ఆటగాడికి మూడు కార్డులు మూసి పంచుతారు. పేకలో మిగిలినవి డ్రా పైల్ అవుతాయి.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left acts first; then the turn passes clockwise.</source>
        <translation>డీలర్ ఎడమ వైపు ఉన్న ఆటగాడు మొదట ఆడతారు; ఆ తర్వాత వంతు గడియారం దిశలో ముందుకు వెళ్తుంది.</translation>
    </message>
    <message>
        <source>A player who cannot pay the ante when a hand begins is out of the match. The match ends when one player holds all the chips.</source>
        <translation>హ్యాండ్ మొదలైనప్పుడు యాంటె చెల్లించలేని ఆటగాడు మ్యాచ్ నుండి బయటకు వెళ్తారు. అన్ని చిప్స్ ఒకే ఆటగాడి వద్దకు చేరినప్పుడు మ్యాచ్ ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>On your turn you make exactly one of these moves:</source>
        <translation>మీ వంతులో మీరు వీటిలో సరిగ్గా ఒక ఎత్తు వేస్తారు:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt;: pay one small bet and take the top card of the draw pile as a new soldier. Then you may discard any of your soldiers, the new one too. You may never keep more than five.</source>
        <translation>&lt;b&gt;కొనండి&lt;/b&gt;: ఒక చిన్న పందెం చెల్లించి, డ్రా పైల్‌లోని పై కార్డును కొత్త సైనికుడిగా తీసుకోండి. ఆ తర్వాత మీ సైనికులలో ఎవరినైనా, కొత్తవారిని కూడా, డిస్కార్డ్ చేయవచ్చు. ఐదుగురి కంటే ఎక్కువ సైనికులను ఎప్పుడూ ఉంచుకోలేరు.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: put one or more of your soldiers face down on the discard pile, and draw nothing.</source>
        <translation>&lt;b&gt;డిస్కార్డ్&lt;/b&gt;: మీ సైనికులలో ఒకరిని లేదా ఎక్కువ మందిని డిస్కార్డ్ పైల్‌పై మూసి పెట్టండి; కొత్త కార్డు ఏదీ తీసుకోరు.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt;: do nothing; the turn passes.</source>
        <translation>&lt;b&gt;ఉండండి&lt;/b&gt;: ఏమీ చేయకండి; వంతు తర్వాతి వారికి వెళ్తుంది.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fold&lt;/b&gt;: leave the hand. Your cards go face down to the discard pile, and your chips in the pot stay there.</source>
        <translation>&lt;b&gt;తప్పుకోండి&lt;/b&gt;: హ్యాండ్ నుండి తప్పుకోండి. మీ కార్డులు మూసి డిస్కార్డ్ పైల్‌కు వెళ్తాయి, పాట్‌లోని మీ చిప్స్ అక్కడే ఉంటాయి.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: bet against one opponent and start a {battle}. You may not attack a player whose banner has the same suit as yours.</source>
        <translation>&lt;b&gt;దాడి&lt;/b&gt;: ఒక ప్రత్యర్థిపై పందెం కాసి ఒక {battle} మొదలుపెట్టండి. మీ బ్యానర్ సూట్‌నే కలిగిన బ్యానర్ ఉన్న ఆటగాడిపై మీరు దాడి చేయకూడదు.</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>యుద్ధం</translation>
    </message>
    <message>
        <source>Why buy soldiers? In a battle your hand is the best five cards of your banner, your palace cards and your soldiers, so every soldier is one more card to choose from. But soldiers also make your attacks cost more (see {prices}).</source>
        <translation>సైనికులను ఎందుకు కొనాలి? యుద్ధంలో మీ హ్యాండ్ అంటే మీ బ్యానర్, ప్యాలెస్ కార్డులు, సైనికులలో ఉత్తమ ఐదు కార్డులు; కాబట్టి ప్రతి సైనికుడు ఎంచుకోవడానికి మరో కార్డు. కానీ సైనికుల వల్ల మీ దాడుల ధర కూడా పెరుగుతుంది ({prices} చూడండి).</translation>
    </message>
    <message>
        <source>You may attack the same player more than once in a hand. After a battle, the turn passes to the player on the attacker&apos;s left.</source>
        <translation>ఒక హ్యాండ్‌లో ఒకే ఆటగాడిపై ఒకటి కంటే ఎక్కువ సార్లు దాడి చేయవచ్చు. యుద్ధం తర్వాత, దాడి చేసినవారి ఎడమ వైపు ఉన్న ఆటగాడికి వంతు వెళ్తుంది.</translation>
    </message>
    <message>
        <source>When the draw pile is empty, the discard pile is shuffled to make a new one. When both are empty, nobody can buy.</source>
        <translation>డ్రా పైల్ ఖాళీ అయినప్పుడు, డిస్కార్డ్ పైల్‌ను కలిపి కొత్త డ్రా పైల్ చేస్తారు. రెండూ ఖాళీ అయితే, ఎవరూ కొనలేరు.</translation>
    </message>
    <message>
        <source>When you attack, you bet and name an opponent: you are the &lt;b&gt;attacker&lt;/b&gt;, they are the &lt;b&gt;defender&lt;/b&gt;. The defender answers in one of three ways:</source>
        <translation>మీరు దాడి చేసినప్పుడు, పందెం కాసి ఒక ప్రత్యర్థిని ఎంచుకుంటారు: మీరు &lt;b&gt;దాడి చేసేవారు&lt;/b&gt;, వారు &lt;b&gt;డిఫెండర్&lt;/b&gt;. డిఫెండర్ మూడు విధాలలో ఒక విధంగా జవాబిస్తారు:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fold&lt;/b&gt;: the defender leaves the hand. The attacker captures the defender&apos;s banner and soldiers; the defender&apos;s palace cards go face down to the discard pile, unseen.</source>
        <translation>&lt;b&gt;తప్పుకోండి&lt;/b&gt;: డిఫెండర్ హ్యాండ్ నుండి తప్పుకుంటారు. దాడి చేసేవారు డిఫెండర్ బ్యానర్‌ను, సైనికులను స్వాధీనం చేసుకుంటారు; డిఫెండర్ ప్యాలెస్ కార్డులు ఎవరికీ చూపకుండా మూసి డిస్కార్డ్ పైల్‌కు వెళ్తాయి.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Call&lt;/b&gt;: the defender pays the call (see {prices}), and the two hands are compared.</source>
        <translation>&lt;b&gt;కాల్&lt;/b&gt;: డిఫెండర్ కాల్ మొత్తాన్ని చెల్లిస్తారు ({prices} చూడండి), ఆపై రెండు హ్యాండ్‌లను పోలుస్తారు.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raise&lt;/b&gt;: the defender calls and adds a raise. Then the attacker folds, calls the raise or raises again, and so on, until one of them calls or folds.</source>
        <translation>&lt;b&gt;పెంచండి&lt;/b&gt;: డిఫెండర్ కాల్ చేసి, దానికి ఒక పెంపును జోడిస్తారు. అప్పుడు దాడి చేసేవారు తప్పుకుంటారు, పెంపుకు కాల్ చేస్తారు లేదా మళ్లీ పెంచుతారు; ఇలా ఇద్దరిలో ఒకరు కాల్ చేసే వరకు లేదా తప్పుకునే వరకు సాగుతుంది.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The best five cards.&lt;/b&gt; On a call, each player&apos;s hand is the best five-card poker hand (see {rankings}) they can make from their banner, palace cards and soldiers, leaving out the cards that {exclusion} takes away.</source>
        <translation>&lt;b&gt;ఉత్తమ ఐదు కార్డులు.&lt;/b&gt; కాల్ జరిగినప్పుడు, ప్రతి ఆటగాడి హ్యాండ్ అంటే తమ బ్యానర్, ప్యాలెస్ కార్డులు, సైనికులతో చేయగలిగే ఉత్తమ ఐదు కార్డుల పోకర్ హ్యాండ్ ({rankings} చూడండి); {exclusion} తీసివేసే కార్డులు ఇందులో ఉండవు.</translation>
    </message>
    <message>
        <source>the exclusion rule</source>
        <translation>మినహాయింపు నియమం</translation>
    </message>
    <message>
        <source>With fewer than five cards that count, a hand is compared on what it has: a missing card ranks below any card. Straights, flushes and full houses need five cards.</source>
        <translation>లెక్కలోకి వచ్చే కార్డులు ఐదు కంటే తక్కువ ఉంటే, హ్యాండ్‌ను ఉన్న కార్డులతోనే పోలుస్తారు: లేని కార్డు ఏ కార్డు కంటే అయినా చిన్నది. స్ట్రెయిట్, ఫ్లష్, ఫుల్ హౌస్‌లకు ఐదు కార్డులు కావాలి.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Equal hands.&lt;/b&gt; The player holding more cards of their own banner suit wins. If that is equal too, both players are out of the hand, unless they are the last two in it: then they split the pot.</source>
        <translation>&lt;b&gt;సమాన హ్యాండ్‌లు.&lt;/b&gt; తమ సొంత బ్యానర్ సూట్ కార్డులు ఎక్కువగా ఉన్న ఆటగాడు గెలుస్తారు. అదీ సమానమైతే, ఇద్దరూ హ్యాండ్ నుండి బయటకు వెళ్తారు; వారే హ్యాండ్‌లో మిగిలిన చివరి ఇద్దరు అయితే మాత్రం పాట్‌ను పంచుకుంటారు.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture.&lt;/b&gt; The loser is out of the hand. The winner takes the loser&apos;s banner and soldiers as soldiers of their own, then discards down to five soldiers at most. The loser&apos;s palace cards go face down to the discard pile.</source>
        <translation>&lt;b&gt;స్వాధీనం.&lt;/b&gt; ఓడినవారు హ్యాండ్ నుండి బయటకు వెళ్తారు. గెలిచినవారు ఓడినవారి బ్యానర్‌ను, సైనికులను తమ సొంత సైనికులుగా తీసుకుని, ఆపై గరిష్ఠంగా ఐదుగురు సైనికులు మిగిలేలా డిస్కార్డ్ చేస్తారు. ఓడినవారి ప్యాలెస్ కార్డులు మూసి డిస్కార్డ్ పైల్‌కు వెళ్తాయి.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who sees what.&lt;/b&gt; The player who called last sees the other player&apos;s palace cards. The other sees the caller&apos;s palace cards only if the caller wins or ties. Nobody else sees them.</source>
        <translation>&lt;b&gt;ఎవరు ఏమి చూస్తారు.&lt;/b&gt; చివరగా కాల్ చేసిన ఆటగాడు ఎదుటి ఆటగాడి ప్యాలెస్ కార్డులను చూస్తారు. కాల్ చేసినవారు గెలిస్తేనో టై అయితేనో మాత్రమే ఎదుటి ఆటగాడు వారి ప్యాలెస్ కార్డులను చూస్తారు. ఇంకెవరూ వాటిని చూడరు.</translation>
    </message>
    <message>
        <source>With exactly two players left, they show down too, like three or more players (a house rule in this game).</source>
        <translation>సరిగ్గా ఇద్దరు ఆటగాళ్లు మిగిలినప్పుడు కూడా, ముగ్గురు లేదా ఎక్కువ మందిలాగే వారు షోడౌన్ చేస్తారు (ఈ ఆటలో ఇది స్థానిక నియమం).</translation>
    </message>
    <message>
        <source>With exactly two players left, they settle the hand by the rules of a battle (with the exclusion rule and the banner tie-break), without betting more chips.</source>
        <translation>సరిగ్గా ఇద్దరు ఆటగాళ్లు మిగిలినప్పుడు, వారు మరిన్ని చిప్స్ పందెం కాయకుండా యుద్ధ నియమాలతో (మినహాయింపు నియమంతో, బ్యానర్ సూట్‌తో టై తేల్చడంతో సహా) హ్యాండ్‌ను తేల్చుకుంటారు.</translation>
    </message>
    <message>
        <source>A hand ends in one of two ways:</source>
        <translation>హ్యాండ్ రెండు విధాలలో ఒక విధంగా ముగుస్తుంది:</translation>
    </message>
    <message>
        <source>&lt;b&gt;One player left&lt;/b&gt;: when everyone else has folded or lost a battle, the last player wins the pot. When every player still in the hand has a banner of the same suit, they cannot attack each other, and they split the pot.</source>
        <translation>&lt;b&gt;ఒకే ఆటగాడు మిగిలినప్పుడు&lt;/b&gt;: మిగతా అందరూ తప్పుకున్నా లేదా యుద్ధంలో ఓడిపోయినా, చివరి ఆటగాడు పాట్‌ను గెలుచుకుంటారు. హ్యాండ్‌లో ఇంకా ఉన్న ఆటగాళ్లందరి బ్యానర్లు ఒకే సూట్‌వి అయితే, వారు ఒకరిపై ఒకరు దాడి చేయలేరు, కాబట్టి పాట్‌ను పంచుకుంటారు.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A quiet round&lt;/b&gt;: when every player still in the hand has stayed, discarded or folded since the last buy or attack (or since the hand began), the hand ends. An attack counts as a loud move even when the defender folds.</source>
        <translation>&lt;b&gt;నిశ్శబ్ద రౌండ్&lt;/b&gt;: చివరి కొనుగోలు లేదా దాడి తర్వాత (లేదా హ్యాండ్ మొదలైనప్పటి నుండి) హ్యాండ్‌లో ఇంకా ఉన్న ప్రతి ఆటగాడు ఉండిపోయినా, డిస్కార్డ్ చేసినా లేదా తప్పుకున్నా, హ్యాండ్ ముగుస్తుంది. డిఫెండర్ తప్పుకున్నా కూడా దాడిని సందడి ఎత్తుగానే లెక్కిస్తారు.</translation>
    </message>
    <message>
        <source>After a quiet round with three or more players, everyone shows their cards: the best five of all one&apos;s own cards wins, and every card counts. Equal best hands split the pot.</source>
        <translation>ముగ్గురు లేదా ఎక్కువ మంది ఆటగాళ్లతో నిశ్శబ్ద రౌండ్ ముగిసిన తర్వాత, అందరూ తమ కార్డులను చూపిస్తారు: తమ అన్ని కార్డులలో ఉత్తమ ఐదు కార్డులు ఉన్నవారు గెలుస్తారు, ప్రతి కార్డు లెక్కలోకి వస్తుంది. ఉత్తమ హ్యాండ్‌లు సమానమైతే పాట్‌ను పంచుకుంటారు.</translation>
    </message>
    <message>
        <source>A split pot is shared equally; odd chips go one at a time to the winners, clockwise from the dealer&apos;s left.</source>
        <translation>పంచుకునే పాట్‌ను సమానంగా పంచుతారు; సమానంగా పంచలేని మిగులు చిప్స్‌ను డీలర్ ఎడమ వైపు నుండి గడియారం దిశలో, గెలిచినవారికి ఒక్కొక్కటిగా ఇస్తారు.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt;: drag the top card of the draw pile to your soldiers, double-click the draw pile, or press {key}.</source>
        <translation>&lt;b&gt;కొనండి&lt;/b&gt;: డ్రా పైల్‌లోని పై కార్డును మీ సైనికుల వద్దకు లాగండి, డ్రా పైల్‌ను డబుల్-క్లిక్ చేయండి, లేదా {key} నొక్కండి.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a soldier onto the discard pile, or select soldiers and press {key}. Ctrl + click or Shift + click selects several soldiers.</source>
        <translation>&lt;b&gt;డిస్కార్డ్&lt;/b&gt;: ఒక సైనికుడిని డిస్కార్డ్ పైల్‌పైకి లాగండి, లేదా సైనికులను ఎంచుకుని {key} నొక్కండి. Ctrl + క్లిక్ లేదా Shift + క్లిక్‌తో అనేక సైనికులను ఎంచుకోవచ్చు.</translation>
    </message>
    <message>
        <source>After a buy or a capture, drag the soldiers you let go onto the discard pile (or double-click them), then press &lt;b&gt;Done&lt;/b&gt; ({key}).</source>
        <translation>కొనుగోలు లేదా స్వాధీనం తర్వాత, మీరు వదులుకునే సైనికులను డిస్కార్డ్ పైల్‌పైకి లాగండి (లేదా వారిని డబుల్-క్లిక్ చేయండి), ఆపై &lt;b&gt;పూర్తి&lt;/b&gt; ({key}) నొక్కండి.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt;: press {stay}. &lt;b&gt;Fold&lt;/b&gt;: press {fold}, or drag your banner onto the discard pile.</source>
        <translation>&lt;b&gt;ఉండండి&lt;/b&gt;: {stay} నొక్కండి. &lt;b&gt;తప్పుకోండి&lt;/b&gt;: {fold} నొక్కండి, లేదా మీ బ్యానర్‌ను డిస్కార్డ్ పైల్‌పైకి లాగండి.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: drag your banner onto an opponent&apos;s banner, or press {key}.</source>
        <translation>&lt;b&gt;దాడి&lt;/b&gt;: మీ బ్యానర్‌ను ఒక ప్రత్యర్థి బ్యానర్‌పైకి లాగండి, లేదా {key} నొక్కండి.</translation>
    </message>
    <message>
        <source>When you are attacked: &lt;b&gt;Fold&lt;/b&gt; ({fold}), &lt;b&gt;Call&lt;/b&gt; ({call}) or &lt;b&gt;Raise&lt;/b&gt; ({raise_key}). In no-limit, set the raise with the slider or type it in, then press {enter}.</source>
        <translation>మీపై దాడి జరిగినప్పుడు: &lt;b&gt;తప్పుకోండి&lt;/b&gt; ({fold}), &lt;b&gt;కాల్&lt;/b&gt; ({call}) లేదా &lt;b&gt;పెంచండి&lt;/b&gt; ({raise_key}). అపరిమిత ఆటలో, స్లైడర్‌తో పెంపును ఎంచుకోండి లేదా టైప్ చేయండి, ఆపై {enter} నొక్కండి.</translation>
    </message>
    <message>
        <source>{tab} and the arrow keys move a focus ring over the draw pile, your soldiers, your banner, the discard pile and the other banners; {space} acts on the focused card; {cancel} cancels.</source>
        <translation>{tab}, బాణం కీలు ఫోకస్ వలయాన్ని డ్రా పైల్, మీ సైనికులు, మీ బ్యానర్, డిస్కార్డ్ పైల్, ఇతర బ్యానర్లపై కదిలిస్తాయి; ఫోకస్‌లో ఉన్న కార్డుపై {space} పని చేస్తుంది; {cancel} రద్దు చేస్తుంది.</translation>
    </message>
    <message>
        <source>{rules} opens these rules. {zoom_in} and {zoom_out} zoom the table in and out.</source>
        <translation>{rules} ఈ నియమాలను తెరుస్తుంది. {zoom_in}, {zoom_out} టేబుల్‌ను జూమ్ ఇన్, జూమ్ అవుట్ చేస్తాయి.</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>స్ట్రెయిట్ ఫ్లష్</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>ఫోర్ ఆఫ్ ఎ కైండ్</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>ఫుల్ హౌస్</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>ఫ్లష్</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>స్ట్రెయిట్</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>త్రీ ఆఫ్ ఎ కైండ్</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>రెండు జతలు</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>ఒక జత</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>హై కార్డ్</translation>
    </message>
    <message>
        <source>Five cards in a row, all of one suit.</source>
        <translation>వరుసగా ఐదు కార్డులు, అన్నీ ఒకే సూట్‌వి.</translation>
    </message>
    <message>
        <source>Four cards of one rank.</source>
        <translation>ఒకే ర్యాంకు ఉన్న నాలుగు కార్డులు.</translation>
    </message>
    <message>
        <source>Three cards of one rank and two of another.</source>
        <translation>ఒక ర్యాంకు మూడు కార్డులు, మరో ర్యాంకు రెండు కార్డులు.</translation>
    </message>
    <message>
        <source>Five cards of one suit.</source>
        <translation>ఒకే సూట్‌కు చెందిన ఐదు కార్డులు.</translation>
    </message>
    <message>
        <source>Five cards in a row, of any suits.</source>
        <translation>వరుసగా ఐదు కార్డులు, ఏ సూట్‌వైనా.</translation>
    </message>
    <message>
        <source>Three cards of one rank.</source>
        <translation>ఒకే ర్యాంకు ఉన్న మూడు కార్డులు.</translation>
    </message>
    <message>
        <source>Two cards of one rank and two of another.</source>
        <translation>ఒక ర్యాంకు రెండు కార్డులు, మరో ర్యాంకు రెండు కార్డులు.</translation>
    </message>
    <message>
        <source>Two cards of one rank.</source>
        <translation>ఒకే ర్యాంకు ఉన్న రెండు కార్డులు.</translation>
    </message>
    <message>
        <source>None of the above: the highest card counts.</source>
        <translation>పైవేవీ కాకపోతే: అన్నిటికంటే పెద్ద కార్డు లెక్కలోకి వస్తుంది.</translation>
    </message>
    <message>
        <source>The ace is the highest card, but it also plays low in the lowest straight: five, four, three, two, ace.</source>
        <translation>ఆసు అన్నిటికంటే పెద్ద కార్డు, కానీ అతి చిన్న స్ట్రెయిట్‌లో అది చిన్న కార్డుగా కూడా ఆడుతుంది: ఐదు, నాలుగు, మూడు, రెండు, ఆసు.</translation>
    </message>
    <message>
        <source>From the best hand down to the weakest. A hand is five cards; suits never rank.</source>
        <translation>ఉత్తమ హ్యాండ్ నుండి అతి బలహీనమైన హ్యాండ్ వరకు. ఒక హ్యాండ్ అంటే ఐదు కార్డులు; సూట్‌లకు ఎప్పుడూ ర్యాంకు ఉండదు.</translation>
    </message>
    <message>
        <source>When two hands are of the same kind, the higher cards that make it win (the higher pair, say); if those are equal, the other cards decide, highest first. Suits never break a tie.</source>
        <translation>రెండు హ్యాండ్‌లు ఒకే రకానికి చెందినవైతే, ఆ రకాన్ని ఏర్పరిచే కార్డులు పెద్దవిగా ఉన్న హ్యాండ్ గెలుస్తుంది (ఉదాహరణకు, పెద్ద జత); అవీ సమానమైతే, మిగతా కార్డులు, పెద్దది మొదట, నిర్ణయిస్తాయి. సూట్‌లు ఎప్పుడూ టైని తేల్చవు.</translation>
    </message>
    <message>
        <source>In this game (a house rule), the cards of your opponent&apos;s banner rank do not count in your hand in a battle, and the cards of your banner rank do not count in theirs.</source>
        <translation>ఈ ఆటలో (స్థానిక నియమం), యుద్ధంలో మీ ప్రత్యర్థి బ్యానర్ ర్యాంకు ఉన్న కార్డులు మీ హ్యాండ్‌లో లెక్కలోకి రావు, మీ బ్యానర్ ర్యాంకు ఉన్న కార్డులు వారి హ్యాండ్‌లో లెక్కలోకి రావు.</translation>
    </message>
    <message>
        <source>In this game (a house rule), every card counts in a battle. In the standard game, the cards of your opponent&apos;s banner suit do not count in your hand: the example shows how that works.</source>
        <translation>ఈ ఆటలో (స్థానిక నియమం), యుద్ధంలో ప్రతి కార్డు లెక్కలోకి వస్తుంది. ప్రామాణిక ఆటలో, మీ ప్రత్యర్థి బ్యానర్ సూట్ కార్డులు మీ హ్యాండ్‌లో లెక్కలోకి రావు: అది ఎలా పనిచేస్తుందో ఈ ఉదాహరణ చూపిస్తుంది.</translation>
    </message>
    <message>
        <source>In a battle, the cards of your opponent&apos;s banner suit do not count in your hand, and the cards of your banner suit do not count in theirs.</source>
        <translation>యుద్ధంలో, మీ ప్రత్యర్థి బ్యానర్ సూట్ కార్డులు మీ హ్యాండ్‌లో లెక్కలోకి రావు, మీ బ్యానర్ సూట్ కార్డులు వారి హ్యాండ్‌లో లెక్కలోకి రావు.</translation>
    </message>
    <message>
        <source>{hand}: {cards}</source>
        <translation>{hand}: {cards}</translation>
    </message>
    <message>
        <source>Your palace cards</source>
        <translation>మీ ప్యాలెస్ కార్డులు</translation>
    </message>
    <message>
        <source>Your soldiers</source>
        <translation>మీ సైనికులు</translation>
    </message>
    <message>
        <source>Your opponent&apos;s banner</source>
        <translation>మీ ప్రత్యర్థి బ్యానర్</translation>
    </message>
    <message>
        <source>Without the cards of rank {rank}, your best five are:</source>
        <translation>{rank} ర్యాంకు కార్డులు లేకుండా, మీ ఉత్తమ ఐదు కార్డులు:</translation>
    </message>
    <message>
        <source>Without the {suit}, your best five are:</source>
        <translation>{suit} కార్డులు లేకుండా, మీ ఉత్తమ ఐదు కార్డులు:</translation>
    </message>
    <message>
        <source>Counting every card, your best five are:</source>
        <translation>ప్రతి కార్డును లెక్కిస్తే, మీ ఉత్తమ ఐదు కార్డులు:</translation>
    </message>
    <message>
        <source>An example: your opponent&apos;s banner is the {banner}, and you hold the cards below. The crossed-out cards do not count.</source>
        <translation>ఒక ఉదాహరణ: మీ ప్రత్యర్థి బ్యానర్ {banner}, మీ వద్ద కింద చూపిన కార్డులు ఉన్నాయి. కొట్టివేసిన కార్డులు లెక్కలోకి రావు.</translation>
    </message>
    <message>
        <source>So look at your opponent&apos;s banner before you attack: it tells you which of your cards will count, and which of theirs will not.</source>
        <translation>కాబట్టి దాడి చేసే ముందు మీ ప్రత్యర్థి బ్యానర్‌ను చూడండి: మీ కార్డులలో ఏవి లెక్కలోకి వస్తాయో, వారి కార్డులలో ఏవి రావో అది చెబుతుంది.</translation>
    </message>
    <message>
        <source>The exclusion rule is for battles only. When a quiet round ends with three or more players, every card counts.</source>
        <translation>మినహాయింపు నియమం యుద్ధాలకు మాత్రమే. ముగ్గురు లేదా ఎక్కువ మంది ఆటగాళ్లతో నిశ్శబ్ద రౌండ్ ముగిసినప్పుడు, ప్రతి కార్డు లెక్కలోకి వస్తుంది.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>టేబుల్</translation>
    </message>
    <message>
        <source>A hand</source>
        <translation>ఒక హ్యాండ్</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>మీ వంతు</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>ధరలు</translation>
    </message>
    <message>
        <source>A battle</source>
        <translation>ఒక యుద్ధం</translation>
    </message>
    <message>
        <source>The exclusion rule</source>
        <translation>మినహాయింపు నియమం</translation>
    </message>
    <message>
        <source>Hand rankings</source>
        <translation>హ్యాండ్‌ల క్రమం</translation>
    </message>
    <message>
        <source>The end of a hand</source>
        <translation>హ్యాండ్ ముగింపు</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>స్థానిక నియమాలు</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>కీబోర్డ్, మౌస్</translation>
    </message>
    <message>
        <source>One small bet: {amount} (a house rule).</source>
        <translation>ఒక చిన్న పందెం: {amount} (స్థానిక నియమం).</translation>
    </message>
    <message>
        <source>Nothing.</source>
        <translation>ఏమీ లేదు.</translation>
    </message>
    <message>
        <source>What the attacker bet (a house rule).</source>
        <translation>దాడి చేసేవారు కాసినంత (స్థానిక నియమం).</translation>
    </message>
    <message>
        <source>(Your own soldiers + 1) × the small bet, whatever the attacker bet.</source>
        <translation>(మీ సొంత సైనికులు + 1) × చిన్న పందెం, దాడి చేసేవారు ఎంత కాసినా.</translation>
    </message>
    <message>
        <source>Your call plus a raise of at least one big bet ({amount}), up to all your chips.</source>
        <translation>మీ కాల్ + కనీసం ఒక పెద్ద పందెం ({amount}) పెంపు, మీ అన్ని చిప్స్ వరకు.</translation>
    </message>
    <message>
        <source>Your call plus one big bet ({big}); with no soldiers, plus one small bet ({small}).</source>
        <translation>మీ కాల్ + ఒక పెద్ద పందెం ({big}); సైనికులు లేకపోతే, మీ కాల్ + ఒక చిన్న పందెం ({small}).</translation>
    </message>
    <message>
        <source>Your call plus one big bet ({amount}).</source>
        <translation>మీ కాల్ + ఒక పెద్ద పందెం ({amount}).</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>కొనుగోలు</translation>
    </message>
    <message>
        <source>One small bet: {amount}.</source>
        <translation>ఒక చిన్న పందెం: {amount}.</translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation>మీ వంతులో డిస్కార్డ్</translation>
    </message>
    <message>
        <source>Discard right after a buy or a capture</source>
        <translation>కొనుగోలు లేదా స్వాధీనం జరిగిన వెంటనే డిస్కార్డ్</translation>
    </message>
    <message>
        <source>Stay or fold</source>
        <translation>ఉండిపోవడం లేదా తప్పుకోవడం</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>దాడి</translation>
    </message>
    <message>
        <source>(Your soldiers + 1) × the small bet: from {fewest} with no soldiers to {most} with five.</source>
        <translation>(మీ సైనికులు + 1) × చిన్న పందెం: సైనికులు లేనప్పుడు {fewest} నుండి ఐదుగురితో {most} వరకు.</translation>
    </message>
    <message>
        <source>Call an attack</source>
        <translation>దాడికి కాల్</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>పెంపు</translation>
    </message>
    <message>
        <source>Call a raise</source>
        <translation>పెంపుకు కాల్</translation>
    </message>
    <message>
        <source>The latest raise.</source>
        <translation>తాజా పెంపు.</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>యాంటె</translation>
    </message>
    <message>
        <source>{amount} from every player, each hand.</source>
        <translation>ప్రతి హ్యాండ్‌లో, ప్రతి ఆటగాడి నుండి {amount}.</translation>
    </message>
    <message>
        <source>Your attack bets</source>
        <translation>మీ దాడి పందెం</translation>
    </message>
    <message>
        <source>Prices are counted in small bets. In this game the small bet is {small} and the big bet is {big}.</source>
        <translation>ధరలను చిన్న పందేలలో లెక్కిస్తారు. ఈ ఆటలో చిన్న పందెం {small}, పెద్ద పందెం {big}.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>ఎత్తు</translation>
    </message>
    <message>
        <source>What it costs</source>
        <translation>ధర</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why an attack costs more with more soldiers.&lt;/b&gt; Every soldier is one more card for your hand, so a strong hand pays more to start a battle. With no soldiers an attack costs one small bet:</source>
        <translation>&lt;b&gt;ఎక్కువ సైనికులుంటే దాడికి ఎందుకు ఎక్కువ ఖర్చవుతుంది.&lt;/b&gt; ప్రతి సైనికుడు మీ హ్యాండ్‌కు మరో కార్డు, కాబట్టి బలమైన హ్యాండ్ యుద్ధం మొదలుపెట్టడానికి ఎక్కువ చెల్లిస్తుంది. సైనికులు లేకపోతే దాడికి ఒక చిన్న పందెం ఖర్చవుతుంది:</translation>
    </message>
    <message>
        <source>All chips go into the one pot. A battle wins cards, not chips: the pot goes to whoever wins the hand.</source>
        <translation>అన్ని చిప్స్ ఒకే పాట్‌లోకి వెళ్తాయి. యుద్ధంలో గెలిచేది కార్డులు, చిప్స్ కాదు: హ్యాండ్ గెలిచినవారికే పాట్ దక్కుతుంది.</translation>
    </message>
    <message>
        <source>A player who cannot pay the bet cannot attack, and one who cannot pay the small bet cannot buy. A defender who cannot pay the whole call may call with all their chips (all in): the battle goes ahead, and there are no side pots.</source>
        <translation>పందెం చెల్లించలేని ఆటగాడు దాడి చేయలేరు, చిన్న పందెం చెల్లించలేనివారు కొనలేరు. పూర్తి కాల్ చెల్లించలేని డిఫెండర్ తమ అన్ని చిప్స్‌తో (ఆల్-ఇన్) కాల్ చేయవచ్చు: యుద్ధం కొనసాగుతుంది, సైడ్ పాట్‌లు ఉండవు.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a call costs.&lt;/b&gt; In this game the defender pays what the attacker bet (a house rule): an attacker with two soldiers bets {bet}, and the defender calls with {bet} too, however many soldiers they have.</source>
        <translation>&lt;b&gt;కాల్ ధర.&lt;/b&gt; ఈ ఆటలో దాడి చేసేవారు కాసినంత డిఫెండర్ చెల్లిస్తారు (స్థానిక నియమం): ఇద్దరు సైనికులున్న దాడి చేసేవారు {bet} పందెం కాస్తారు, డిఫెండర్‌కు ఎంతమంది సైనికులున్నా వారు కూడా {bet}తో కాల్ చేస్తారు.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a call costs.&lt;/b&gt; The defender pays for their own soldiers, not for the attacker&apos;s: (their soldiers + 1) × the small bet. An attacker with two soldiers bets {bet}; a defender with one soldier calls with {few}, one with four soldiers with {many}. Few soldiers make a cheap call, and a weak hand.</source>
        <translation>&lt;b&gt;కాల్ ధర.&lt;/b&gt; డిఫెండర్ దాడి చేసేవారి సైనికులకు కాకుండా తమ సొంత సైనికులకు చెల్లిస్తారు: (తమ సైనికులు + 1) × చిన్న పందెం. ఇద్దరు సైనికులున్న దాడి చేసేవారు {bet} పందెం కాస్తారు; ఒక సైనికుడున్న డిఫెండర్ {few}తో, నలుగురు సైనికులున్న డిఫెండర్ {many}తో కాల్ చేస్తారు. తక్కువ సైనికులుంటే కాల్ చవక, కానీ హ్యాండ్ బలహీనం.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raises.&lt;/b&gt; In limit, a raise is one big bet.</source>
        <translation>&lt;b&gt;పెంపులు.&lt;/b&gt; పరిమిత ఆటలో, ఒక పెంపు ఒక పెద్ద పందెం.</translation>
    </message>
    <message>
        <source>A player with no soldiers raises one small bet instead.</source>
        <translation>సైనికులు లేని ఆటగాడు బదులుగా ఒక చిన్న పందెం పెంచుతారు.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raises.&lt;/b&gt; In no-limit, a raise is at least one big bet and at most all your chips.</source>
        <translation>&lt;b&gt;పెంపులు.&lt;/b&gt; అపరిమిత ఆటలో, ఒక పెంపు కనీసం ఒక పెద్ద పందెం, గరిష్ఠంగా మీ అన్ని చిప్స్.</translation>
    </message>
    <message>
        <source>Calling a raise costs the latest raise.</source>
        <translation>పెంపుకు కాల్ చేయడానికి తాజా పెంపు అంత ఖర్చవుతుంది.</translation>
    </message>
    <message>
        <source>There is no limit to the number of raises in a battle.</source>
        <translation>ఒక యుద్ధంలో పెంపుల సంఖ్యకు హద్దు లేదు.</translation>
    </message>
    <message>
        <source>In this game nobody may raise.</source>
        <translation>ఈ ఆటలో ఎవరూ పెంచకూడదు.</translation>
    </message>
    <message numerus="yes">
        <source>A battle has at most %Ln raises.</source>
        <translation>
            <numerusform>ఒక యుద్ధంలో గరిష్ఠంగా %Ln పెంపు ఉండవచ్చు.</numerusform>
            <numerusform>ఒక యుద్ధంలో గరిష్ఠంగా %Ln పెంపులు ఉండవచ్చు.</numerusform>
        </translation>
    </message>
    <message>
        <source>These are the stakes and house rules of the game you are playing. A new game (Game ▸ New game) may choose others.</source>
        <translation>మీరు ఆడుతున్న ఆట యొక్క పందెం విలువలు, స్థానిక నియమాలు ఇవి. కొత్త ఆట (ఆట ▸ కొత్త ఆట) వేరే వాటిని ఎంచుకోవచ్చు.</translation>
    </message>
    <message>
        <source>These are the standard stakes and house rules. A new game (Game ▸ New game) may choose others.</source>
        <translation>ఇవి ప్రామాణిక పందెం విలువలు, స్థానిక నియమాలు. కొత్త ఆట (ఆట ▸ కొత్త ఆట) వేరే వాటిని ఎంచుకోవచ్చు.</translation>
    </message>
    <message>
        <source>Betting structure</source>
        <translation>పందెం నిర్మాణం</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>పరిమిత</translation>
    </message>
    <message>
        <source>No-limit</source>
        <translation>అపరిమిత</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>చిన్న పందెం</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>పెద్ద పందెం</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>స్థానిక నియమం</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>ప్రామాణికం</translation>
    </message>
    <message>
        <source>House rules are choices the players agree on before a match.</source>
        <translation>స్థానిక నియమాలు అంటే మ్యాచ్‌కు ముందు ఆటగాళ్లు అంగీకరించే ఎంపికలు.</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>ఈ ఆట</translation>
    </message>
    <message>
        <source>House rules are choices the players agree on before a match. Where this game differs from the standard game, its choice is in bold.</source>
        <translation>స్థానిక నియమాలు అంటే మ్యాచ్‌కు ముందు ఆటగాళ్లు అంగీకరించే ఎంపికలు. ఈ ఆట ప్రామాణిక ఆటకు భిన్నంగా ఉన్న చోట, దాని ఎంపిక ముదురు అక్షరాలలో ఉంటుంది.</translation>
    </message>
    <message>
        <source>Cards that do not count in a battle</source>
        <translation>యుద్ధంలో లెక్కలోకి రాని కార్డులు</translation>
    </message>
    <message>
        <source>Calling an attack</source>
        <translation>దాడికి కాల్ చేయడం</translation>
    </message>
    <message>
        <source>Discarding on your turn</source>
        <translation>మీ వంతులో డిస్కార్డ్ చేయడం</translation>
    </message>
    <message>
        <source>A limit raise with no soldiers</source>
        <translation>సైనికులు లేనప్పుడు పరిమిత పెంపు</translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation>ఒక్కో యుద్ధానికి పెంపులు</translation>
    </message>
    <message>
        <source>Two players left after a quiet round</source>
        <translation>నిశ్శబ్ద రౌండ్ తర్వాత ఇద్దరు ఆటగాళ్లు మిగిలితే</translation>
    </message>
    <message>
        <source>The opponent&apos;s banner suit</source>
        <translation>ప్రత్యర్థి బ్యానర్ సూట్</translation>
    </message>
    <message>
        <source>The opponent&apos;s banner rank</source>
        <translation>ప్రత్యర్థి బ్యానర్ ర్యాంకు</translation>
    </message>
    <message>
        <source>None: every card counts</source>
        <translation>ఏదీ లేదు: ప్రతి కార్డు లెక్కలోకి వస్తుంది</translation>
    </message>
    <message>
        <source>(Own soldiers + 1) × the small bet</source>
        <translation>(సొంత సైనికులు + 1) × చిన్న పందెం</translation>
    </message>
    <message>
        <source>Pay what the attacker bet</source>
        <translation>దాడి చేసేవారు కాసినంత చెల్లించాలి</translation>
    </message>
    <message>
        <source>One small bet</source>
        <translation>ఒక చిన్న పందెం</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>ఉచితం</translation>
    </message>
    <message>
        <source>Not used in no-limit</source>
        <translation>అపరిమిత ఆటలో వర్తించదు</translation>
    </message>
    <message>
        <source>One big bet</source>
        <translation>ఒక పెద్ద పందెం</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>హద్దు లేదు</translation>
    </message>
    <message>
        <source>None: nobody may raise</source>
        <translation>ఏదీ లేదు: ఎవరూ పెంచకూడదు</translation>
    </message>
    <message numerus="yes">
        <source>At most %Ln</source>
        <translation>
            <numerusform>గరిష్ఠంగా %Ln</numerusform>
            <numerusform>గరిష్ఠంగా %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>They battle, without more chips</source>
        <translation>మరిన్ని చిప్స్ లేకుండా యుద్ధం చేస్తారు</translation>
    </message>
    <message>
        <source>They show down, like three or more</source>
        <translation>ముగ్గురు లేదా ఎక్కువ మందిలాగే షోడౌన్ చేస్తారు</translation>
    </message>
</context>
<context>
    <name>SaveProblemBar</name>
    <message>
        <source>Saving does not work</source>
        <translation>సేవ్ చేయడం పనిచేయడం లేదు</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>హెచ్చరిక</translation>
    </message>
    <message>
        <source>Saving works again.</source>
        <translation>సేవ్ చేయడం మళ్లీ పనిచేస్తోంది.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>{players}, hand {number}, saved {when}</source>
        <translation>{players}, హ్యాండ్ {number}, సేవ్ చేసిన సమయం {when}</translation>
    </message>
    <message>
        <source>{players}, hand {number}</source>
        <translation>{players}, హ్యాండ్ {number}</translation>
    </message>
    <message>
        <source>Palace Desktop</source>
        <translation>Palace Desktop</translation>
    </message>
    <message>
        <source>A game is in progress:
{game}</source>
        <translation>ఒక ఆట జరుగుతోంది:
{game}</translation>
    </message>
    <message>
        <source>Resume it, start a new game, or keep it for later (Game ▸ Resume a kept game brings it back).</source>
        <translation>దాన్ని కొనసాగించండి, కొత్త ఆట ప్రారంభించండి, లేదా తర్వాత కోసం భద్రపరచండి (ఆట ▸ భద్రపరచిన ఆటను కొనసాగించండి ద్వారా దాన్ని తిరిగి తేవచ్చు).</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;ఆట కొనసాగించండి</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>కొత్త ఆ&amp;ట…</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>తర్వాత కోసం &amp;భద్రపరచండి</translation>
    </message>
    <message>
        <source>Delete the saved game?</source>
        <translation>సేవ్ చేసిన ఆటను తొలగించాలా?</translation>
    </message>
    <message>
        <source>Delete the saved game?
{game}</source>
        <translation>సేవ్ చేసిన ఆటను తొలగించాలా?
{game}</translation>
    </message>
    <message>
        <source>It cannot be brought back. To play it another time, keep it for later instead.</source>
        <translation>దాన్ని తిరిగి తేలేరు. మరోసారి ఆడాలంటే, బదులుగా తర్వాత కోసం భద్రపరచండి.</translation>
    </message>
    <message>
        <source>&amp;Delete it</source>
        <translation>తొ&amp;లగించండి</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation>జరుగుతున్న ఆటను వదిలేయాలా?</translation>
    </message>
    <message>
        <source>Leave the game in progress?
{game}</source>
        <translation>జరుగుతున్న ఆటను వదిలేయాలా?
{game}</translation>
    </message>
    <message>
        <source>Kept for later, it comes back with Game ▸ Resume a kept game.</source>
        <translation>తర్వాత కోసం భద్రపరచితే, ఆట ▸ భద్రపరచిన ఆటను కొనసాగించండి ద్వారా అది తిరిగి వస్తుంది.</translation>
    </message>
</context>
<context>
    <name>SeatBubbleTexts</name>
    <message>
        <source>Buys</source>
        <translation>కొన్నారు</translation>
    </message>
    <message>
        <source>Discards nothing</source>
        <translation>డిస్కార్డ్ చేయలేదు</translation>
    </message>
    <message numerus="yes">
        <source>Discards %Ln</source>
        <translation>
            <numerusform>%Ln డిస్కార్డ్ చేశారు</numerusform>
            <numerusform>%Ln డిస్కార్డ్ చేశారు</numerusform>
        </translation>
    </message>
    <message>
        <source>Stays</source>
        <translation>ఉండిపోయారు</translation>
    </message>
    <message>
        <source>Folds</source>
        <translation>తప్పుకున్నారు</translation>
    </message>
    <message>
        <source>Attacks {name}: {amount}</source>
        <translation>{name}పై దాడి: {amount}</translation>
    </message>
    <message>
        <source>Calls {amount}</source>
        <translation>{amount} కాల్ చేశారు</translation>
    </message>
    <message>
        <source>Raises {amount}</source>
        <translation>{amount} పెంచారు</translation>
    </message>
</context>
<context>
    <name>SeatHistoryWindow</name>
    <message>
        <source>What {name} saw at a table on the network</source>
        <translation>నెట్‌వర్క్‌లోని బల్ల వద్ద {name} చూసినది</translation>
    </message>
    <message>
        <source>What a spectator saw at a table on the network</source>
        <translation>నెట్‌వర్క్‌లోని బల్ల వద్ద ఒక ప్రేక్షకుడు చూసినది</translation>
    </message>
    <message>
        <source>A history from a table on the network holds what one seat saw, not the deals: it is read here as that seat&apos;s game log.</source>
        <translation>నెట్‌వర్క్‌లోని బల్ల చరిత్రలో ఒక సీటు చూసినది మాత్రమే ఉంటుంది, పంపకాలు కాదు: ఇక్కడ అది ఆ సీటు ఆట లాగ్‌గా చదవబడుతుంది.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>హ్యాండ్</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>హ్యాండ్ {number}</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;హ్యాండ్:</translation>
    </message>
    <message>
        <source>What the seat saw</source>
        <translation>సీటు చూసినది</translation>
    </message>
    <message>
        <source>The file holds no hand.</source>
        <translation>ఫైల్‌లో ఏ హ్యాండ్ లేదు.</translation>
    </message>
</context>
<context>
    <name>SeatPlateItem</name>
    <message>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>డీ</translation>
    </message>
</context>
<context>
    <name>SeatTexts</name>
    <message>
        <source>Out of the match</source>
        <translation>మ్యాచ్ నుండి బయట</translation>
    </message>
    <message>
        <source>Out of this hand</source>
        <translation>ఈ హ్యాండ్ నుండి బయట</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>ఆలోచిస్తున్నారు…</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>ఆడే వంతు</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>డిస్కార్డ్ చేస్తున్నారు</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>దాడికి గురయ్యారు</translation>
    </message>
    <message>
        <source>Facing a raise</source>
        <translation>పెంపును ఎదుర్కొంటున్నారు</translation>
    </message>
    <message>
        <source>In battle</source>
        <translation>యుద్ధంలో ఉన్నారు</translation>
    </message>
    <message>
        <source>Won {amount}</source>
        <translation>{amount} గెలిచారు</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>ఆటగాడు</translation>
    </message>
    <message>
        <source>You</source>
        <translation>మీరు</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>మనిషి</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>ఆన్‌లైన్</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>బాట్ ({level})</translation>
    </message>
</context>
<context>
    <name>SeatsTexts</name>
    <message>
        <source>Name</source>
        <translation>పేరు</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>ఆటగాడు</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>చిప్స్</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>బ్యానర్</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>సైనికులు</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>స్థితి</translation>
    </message>
    <message>
        <source>At the screen</source>
        <translation>స్క్రీన్ వద్ద</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>మనిషి</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ఏదీ లేదు</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>అమరికలు</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>తక్కువ వేగం</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>సాధారణ వేగం</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>అధిక వేగం</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>తక్షణమే (యానిమేషన్ లేదు)</translation>
    </message>
    <message>
        <source>How fast cards and chips move on the table</source>
        <translation>టేబుల్‌పై కార్డులు, చిప్స్ ఎంత వేగంగా కదులుతాయి</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>నాలుగు రంగు&amp;ల పేక</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so every suit has a colour of its own</source>
        <translation>కళావరు ఆకుపచ్చ, డైమను నీలం, కాబట్టి ప్రతి సూట్‌కు సొంత రంగు ఉంటుంది</translation>
    </message>
    <message>
        <source>Bot move delay</source>
        <translation>బాట్ ఎత్తు ఆలస్యం</translation>
    </message>
    <message>
        <source>How long a bot&apos;s move stays on show before the game goes on</source>
        <translation>ఆట ముందుకు సాగే ముందు బాట్ ఎత్తు ఎంతసేపు కనిపిస్తుంది</translation>
    </message>
    <message>
        <source>&amp;Ask before folding with chips in the pot</source>
        <translation>పాట్‌లో చిప్స్ ఉన్నప్పుడు తప్పుకునే ముందు &amp;అడగండి</translation>
    </message>
    <message>
        <source>Your name at the table and in the statistics; empty: %1</source>
        <translation>టేబుల్ వద్ద, గణాంకాలలో మీ పేరు; ఖాళీగా ఉంటే: %1</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>సిస్టమ్ డిఫాల్ట్</translation>
    </message>
    <message>
        <source>The language of the window, the log and the rules; it changes when Palace Desktop starts again</source>
        <translation>విండో, లాగ్, నియమాల భాష; Palace Desktop మళ్లీ ప్రారంభమైనప్పుడు మారుతుంది</translation>
    </message>
    <message>
        <source>For my first games</source>
        <translation>నా మొదటి ఆటలలో</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>ఎల్లప్పుడూ</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>ఆఫ్</translation>
    </message>
    <message>
        <source>A word before an attack or a call that is very likely to lose, and after each hand, the decision the hard bot would have made differently</source>
        <translation>ఓడిపోయే అవకాశం చాలా ఎక్కువగా ఉన్న దాడికి లేదా కాల్‌కు ముందు ఒక హెచ్చరిక మాట, ప్రతి హ్యాండ్ తర్వాత, కఠిన బాట్ మీకంటే వేరేగా తీసుకునే నిర్ణయం</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>అన్నీ</translation>
    </message>
    <message>
        <source>My turn and the battles</source>
        <translation>నా వంతు, యుద్ధాలు</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>ఏమీ వద్దు</translation>
    </message>
    <message>
        <source>What a screen reader is told as the game goes on; the Ask the table keys always answer</source>
        <translation>ఆట సాగుతున్న కొద్దీ స్క్రీన్ రీడర్‌కు ఏమి చెప్పాలి; “టేబుల్‌ను అడగండి” కీలు ఎల్లప్పుడూ జవాబిస్తాయి</translation>
    </message>
    <message>
        <source>You</source>
        <translation>మీరు</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;ఆటగాడి పేరు:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>భాష ఎంపి&amp;క:</translation>
    </message>
    <message>
        <source>&amp;Coach:</source>
        <translation>కోచ్ (&amp;C):</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>టేబుల్</translation>
    </message>
    <message>
        <source>A&amp;nimation speed:</source>
        <translation>యానిమే&amp;షన్ వేగం:</translation>
    </message>
    <message>
        <source>&amp;Bot move delay:</source>
        <translation>బాట్ &amp;ఎత్తు ఆలస్యం:</translation>
    </message>
    <message>
        <source>&amp;Spoken by a screen reader:</source>
        <translation>స్క్రీన్ రీడర్ &amp;ఏమి చెప్పాలి:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>శబ్దం</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>&amp;శబ్ద ప్రభావాలు</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>శబ్ద స్థాయి</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>శబ్ద స్థాయి (&amp;V):</translation>
    </message>
    <message>
        <source>Flas&amp;h the taskbar on my turn when the window is behind</source>
        <translation>నా వంతు వచ్చినప్పుడు విండో వెనుక ఉంటే టాస్క్‌బార్‌ను &amp;మెరిపించు</translation>
    </message>
    <message>
        <source>{volume}%</source>
        <translation>{volume}%</translation>
    </message>
    <message>
        <source>&amp;Wait for me after each bot action</source>
        <translation>ప్రతి బాట్ ఎత్తు &amp;తర్వాత నా కోసం ఆగండి</translation>
    </message>
    <message>
        <source>After a bot moves, the game goes on only when you press Continue (or {space})</source>
        <translation>ఒక బాట్ ఎత్తు వేసిన తర్వాత, మీరు “కొనసాగించండి” (లేదా {space}) నొక్కినప్పుడే ఆట ముందుకు సాగుతుంది</translation>
    </message>
    <message>
        <source>The size of names, chips and counts on the table, beside the size of the window&apos;s text</source>
        <translation>విండో అక్షరాల పరిమాణంతో పోలిస్తే టేబుల్‌పై పేర్లు, చిప్స్, సంఖ్యల పరిమాణం</translation>
    </message>
    <message>
        <source>Table &amp;text size:</source>
        <translation>టేబుల్ అక్షరాల &amp;పరిమాణం:</translation>
    </message>
    <message>
        <source>Light or dark around the table, or high contrast; “Follow the system” takes the desktop&apos;s choice</source>
        <translation>టేబుల్ చుట్టూ లేత లేదా ముదురు రంగులు, లేదా అధిక కాంట్రాస్ట్; “సిస్టమ్ ప్రకారం” డెస్క్‌టాప్ ఎంపికను అనుసరిస్తుంది</translation>
    </message>
    <message>
        <source>The colour of the cloth</source>
        <translation>టేబుల్ బట్ట రంగు</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards</source>
        <translation>కార్డుల వెనుక వైపు ఉన్న నమూనా</translation>
    </message>
    <message>
        <source>Table c&amp;olours:</source>
        <translation>టేబుల్ రంగులు (&amp;O):</translation>
    </message>
    <message>
        <source>F&amp;elt:</source>
        <translation>&amp;బట్ట:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>కార్డుల వెనుక వైపు (&amp;B):</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 సె</translation>
    </message>
</context>
<context>
    <name>ShortCardNames</name>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>SoundCues</name>
    <message>
        <source>Cards dealt</source>
        <translation>కార్డులు పంచడం</translation>
    </message>
    <message>
        <source>A soldier bought</source>
        <translation>సైనికుడిని కొనడం</translation>
    </message>
    <message>
        <source>Cards to the discard pile</source>
        <translation>కార్డులు డిస్కార్డ్ పైల్‌కు వెళ్లడం</translation>
    </message>
    <message>
        <source>Chips to the pot</source>
        <translation>చిప్స్ పాట్‌లోకి వెళ్లడం</translation>
    </message>
    <message>
        <source>A battle decided</source>
        <translation>యుద్ధం తేలడం</translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation>కార్డులను స్వాధీనం చేసుకోవడం</translation>
    </message>
    <message>
        <source>The pot to the winner</source>
        <translation>పాట్ విజేతకు వెళ్లడం</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>మీ వంతు</translation>
    </message>
    <message>
        <source>Your turn, with the window behind</source>
        <translation>విండో వెనుక ఉన్నప్పుడు మీ వంతు</translation>
    </message>
    <message>
        <source>A move refused</source>
        <translation>ఎత్తు తిరస్కరించబడటం</translation>
    </message>
</context>
<context>
    <name>SpeedMenu</name>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;తక్కువ వేగం</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>సాధా&amp;రణ వేగం</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;అధిక వేగం</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>తక్ష&amp;ణమే</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>గణాంకాలు</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>ఆటగాళ్ల వారీగా గణాంకాలు</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>ఇంకా హ్యాండ్‌లు ఆడలేదు</translation>
    </message>
    <message>
        <source>Each player&apos;s results appear here when a hand ends.</source>
        <translation>హ్యాండ్ ముగిసినప్పుడు ప్రతి ఆటగాడి ఫలితాలు ఇక్కడ కనిపిస్తాయి.</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;గణాంకాలను రీసెట్ చేయండి…</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>గణాంకాలను రీసెట్ చేయాలా?</translation>
    </message>
    <message>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>ప్రతి ఆటగాడి గణాంకాలను మరచిపోవాలా? దీన్ని వెనక్కి తీసుకోలేరు.</translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <source>Player</source>
        <translation>ఆటగాడు</translation>
    </message>
    <message>
        <source>Hands
played</source>
        <translation>ఆడిన
హ్యాండ్‌లు</translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation>గెలిచిన
హ్యాండ్‌లు</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>గెలుపు %</translation>
    </message>
    <message>
        <source>Battles
won</source>
        <translation>గెలిచిన
యుద్ధాలు</translation>
    </message>
    <message>
        <source>Battles
lost</source>
        <translation>ఓడిన
యుద్ధాలు</translation>
    </message>
    <message>
        <source>Chips
won</source>
        <translation>గెలిచిన
చిప్స్</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <translation>ఆటగాడి పేరు</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>ఆడిన హ్యాండ్‌లు</translation>
    </message>
    <message>
        <source>Hands won; a split pot counts as a share</source>
        <translation>గెలిచిన హ్యాండ్‌లు; పంచుకున్న పాట్ ఒక వాటాగా లెక్కించబడుతుంది</translation>
    </message>
    <message>
        <source>Hands won out of hands played</source>
        <translation>ఆడిన హ్యాండ్‌లలో గెలిచినవి</translation>
    </message>
    <message>
        <source>Battles won, by a call or because the other side folded</source>
        <translation>గెలిచిన యుద్ధాలు, కాల్ ద్వారా లేదా ఎదుటి పక్షం తప్పుకోవడం వల్ల</translation>
    </message>
    <message>
        <source>Battles lost</source>
        <translation>ఓడిన యుద్ధాలు</translation>
    </message>
    <message>
        <source>Chips won minus chips put in, over all hands</source>
        <translation>అన్ని హ్యాండ్‌లలో, గెలిచిన చిప్స్ నుండి పెట్టిన చిప్స్ తీసివేయగా</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>TableAccessibleTexts</name>
    <message>
        <source>Card table</source>
        <translation>కార్డుల టేబుల్</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile, %Ln cards</source>
        <translation>
            <numerusform>డ్రా పైల్, %Ln కార్డు</numerusform>
            <numerusform>డ్రా పైల్, %Ln కార్డులు</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %Ln cards</source>
        <translation>
            <numerusform>డిస్కార్డ్ పైల్, %Ln కార్డు</numerusform>
            <numerusform>డిస్కార్డ్ పైల్, %Ln కార్డులు</numerusform>
        </translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>పాట్ {amount}</translation>
    </message>
    <message>
        <source>Last battle: {result}</source>
        <translation>చివరి యుద్ధం: {result}</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Arrow keys or {tab} move over the cards you can act on; {space} acts on the one in focus. F6 moves to the next pane.</source>
        <translation>బాణం కీలు లేదా {tab} మీరు ఉపయోగించగల కార్డుల మధ్య కదులుతాయి; ఫోకస్‌లో ఉన్న కార్డుపై {space} పని చేస్తుంది. F6 తదుపరి భాగానికి వెళ్తుంది.</translation>
    </message>
    <message>
        <source>Marked for the discard pile</source>
        <translation>డిస్కార్డ్ పైల్‌కు గుర్తించబడింది</translation>
    </message>
</context>
<context>
    <name>TableEvents</name>
    <message>
        <source>{attacker} attacks {defender} for {amount}</source>
        <translation>{attacker} {amount} పందెంతో {defender}పై దాడి చేశారు</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} {amount} పెంచారు</translation>
    </message>
    <message>
        <source>{name} wins the battle</source>
        <translation>{name} యుద్ధంలో గెలిచారు</translation>
    </message>
    <message>
        <source>A tie: the pot is split</source>
        <translation>టై: పాట్‌ను పంచుకున్నారు</translation>
    </message>
    <message>
        <source>A tie: both are out</source>
        <translation>టై: ఇద్దరూ బయటకు</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>షోడౌన్</translation>
    </message>
    <message>
        <source>{name} wins the pot</source>
        <translation>{name} పాట్‌ను గెలుచుకున్నారు</translation>
    </message>
    <message>
        <source>The pot is split</source>
        <translation>పాట్‌ను పంచుకున్నారు</translation>
    </message>
</context>
<context>
    <name>TableGestures</name>
    <message>
        <source>Select soldiers first ({space} on a soldier).</source>
        <translation>ముందుగా సైనికులను ఎంచుకోండి (సైనికుడిపై {space}).</translation>
    </message>
    <message>
        <source>Move the focus to an opponent&apos;s banner to attack.</source>
        <translation>దాడి చేయడానికి ఫోకస్‌ను ప్రత్యర్థి బ్యానర్‌కు తరలించండి.</translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message>
        <source>Draw pile</source>
        <translation>డ్రా పైల్</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>డిస్కార్డ్ పైల్</translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>పాట్ {amount}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln to draw</source>
        <translation>
            <numerusform>%Ln మిగిలింది</numerusform>
            <numerusform>%Ln మిగిలాయి</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln discarded</source>
        <translation>
            <numerusform>%Ln డిస్కార్డ్ అయింది</numerusform>
            <numerusform>%Ln డిస్కార్డ్ అయ్యాయి</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableThemes</name>
    <message>
        <source>Green baize</source>
        <translation>ఆకుపచ్చ బట్ట</translation>
    </message>
    <message>
        <source>Blue baize</source>
        <translation>నీలి బట్ట</translation>
    </message>
    <message>
        <source>Burgundy baize</source>
        <translation>మెరూన్ బట్ట</translation>
    </message>
    <message>
        <source>Navy lattice</source>
        <translation>ముదురు నీలి గళ్లు</translation>
    </message>
    <message>
        <source>Burgundy lattice</source>
        <translation>మెరూన్ గళ్లు</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>సిస్టమ్ ప్రకారం</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>లేత రంగులు</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ముదురు రంగులు</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>అధిక కాంట్రాస్ట్</translation>
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
        <translation>దాచినది</translation>
    </message>
    <message>
        <source>Your banner, {card}</source>
        <translation>మీ బ్యానర్, {card}</translation>
    </message>
    <message>
        <source>Your palace card, {card}</source>
        <translation>మీ ప్యాలెస్ కార్డు, {card}</translation>
    </message>
    <message>
        <source>Your soldier, {card}</source>
        <translation>మీ సైనికుడు, {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s banner, {card}</source>
        <translation>{name} యొక్క బ్యానర్, {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s palace card, {card}</source>
        <translation>{name} యొక్క ప్యాలెస్ కార్డు, {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s soldier, {card}</source>
        <translation>{name} యొక్క సైనికుడు, {card}</translation>
    </message>
    <message>
        <source>banner {card}</source>
        <translation>బ్యానర్ {card}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln soldiers</source>
        <translation>
            <numerusform>%Ln సైనికుడు</numerusform>
            <numerusform>%Ln సైనికులు</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>%Ln చిప్</numerusform>
            <numerusform>%Ln చిప్స్</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>డీలర్</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (మీరు)</translation>
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
        <translation>పాట్ {amount}</translation>
    </message>
    <message>
        <source>{pot}. Put in this hand: {bets}</source>
        <translation>{pot}. ఈ హ్యాండ్‌లో ఎవరు ఎంత పెట్టారు: {bets}</translation>
    </message>
    <message>
        <source>Battle: {attacker} attacks {defender} with a bet of {bet}</source>
        <translation>యుద్ధం: {attacker} {bet} పందెంతో {defender}పై దాడి చేస్తున్నారు</translation>
    </message>
    <message>
        <source>{name} to answer, {amount} to call</source>
        <translation>{name} జవాబివ్వాలి, కాల్ ధర {amount}</translation>
    </message>
    <message>
        <source>No hand in play.</source>
        <translation>ప్రస్తుతం హ్యాండ్ ఏదీ లేదు.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>హ్యాండ్ ముగిసింది.</translation>
    </message>
    <message>
        <source>Nobody is to act.</source>
        <translation>ఇప్పుడు ఎవరి వంతూ కాదు.</translation>
    </message>
    <message>
        <source>You are to act</source>
        <translation>ఇప్పుడు మీ వంతు</translation>
    </message>
    <message>
        <source>{name} is to act</source>
        <translation>ఇప్పుడు {name} వంతు</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>You have no cards at this table.</source>
        <translation>ఈ టేబుల్ వద్ద మీకు కార్డులు లేవు.</translation>
    </message>
    <message>
        <source>You are out of this hand.</source>
        <translation>మీరు ఈ హ్యాండ్ నుండి బయటకు వెళ్లారు.</translation>
    </message>
    <message>
        <source>Your banner: {card}.</source>
        <translation>మీ బ్యానర్: {card}.</translation>
    </message>
    <message>
        <source>Your palace: {cards}.</source>
        <translation>మీ ప్యాలెస్ కార్డులు: {cards}.</translation>
    </message>
    <message>
        <source>Your soldiers: {cards}.</source>
        <translation>మీ సైనికులు: {cards}.</translation>
    </message>
    <message>
        <source>You have no soldiers.</source>
        <translation>మీకు సైనికులు లేరు.</translation>
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
        <translation>ప్యాలెస్ పోకర్ మీకు కొత్తా?</translation>
    </message>
    <message>
        <source>Four short hands at the real table show you how to play: buying soldiers, battles and showdowns. Help ▸ Learn to play brings the tutorial back at any time.</source>
        <translation>అసలైన టేబుల్‌పై నాలుగు చిన్న హ్యాండ్‌లు ఆట ఎలా ఆడాలో చూపిస్తాయి: సైనికులను కొనడం, యుద్ధాలు, షోడౌన్‌లు. సహాయం ▸ ఆడటం నేర్చుకోండి ద్వారా శిక్షణను ఎప్పుడైనా మళ్లీ తెరవవచ్చు.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>ఆడటం నేర్చుకోండి</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>ఆట ప్రారంభించండి</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Tutorial</source>
        <translation>శిక్షణ</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>తదుపరి పాఠం</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>నిజమైన ఆట ఆడండి</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>మూసివేయండి</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>వదిలేయండి</translation>
    </message>
    <message>
        <source>Leave the tutorial; Help ▸ Learn to play brings you back to this step</source>
        <translation>శిక్షణను వదిలేయండి; సహాయం ▸ ఆడటం నేర్చుకోండి మిమ్మల్ని మళ్లీ ఈ దశకు తీసుకొస్తుంది</translation>
    </message>
    <message>
        <source>Lesson {number} of {count}: {title}</source>
        <translation>{count}లో పాఠం {number}: {title}</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>{count}లో దశ {number}</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>కార్డులు పంచుతున్నారు…</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} ఆడుతున్నారు…</translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation>టేబుల్‌ను గమనించండి…</translation>
    </message>
</context>
<context>
    <name>TutorialTexts</name>
    <message>
        <source>Soldiers and the quiet round</source>
        <translation>సైనికులు, నిశ్శబ్ద రౌండ్</translation>
    </message>
    <message>
        <source>A battle: the banner suit does not count</source>
        <translation>యుద్ధం: బ్యానర్ సూట్ లెక్కలోకి రాదు</translation>
    </message>
    <message>
        <source>Attack, capture and raise</source>
        <translation>దాడి, స్వాధీనం, పెంపు</translation>
    </message>
    <message>
        <source>Knowing when to fold</source>
        <translation>ఎప్పుడు తప్పుకోవాలో తెలుసుకోవడం</translation>
    </message>
    <message>
        <source>Your banner, the {banner}, lies face up; your three palace cards are seen by you alone. Buy a soldier: drag the top card of the draw pile next to your banner (or press B).</source>
        <translation>మీ బ్యానర్ ({banner}) తెరిచి ఉంది; మీ మూడు ప్యాలెస్ కార్డులు మీకు మాత్రమే కనిపిస్తాయి. ఒక సైనికుడిని కొనండి: డ్రా పైల్‌లోని పై కార్డును మీ బ్యానర్ పక్కకు లాగండి (లేదా B నొక్కండి).</translation>
    </message>
    <message>
        <source>Bea bought a soldier and Hiro stayed. Your hand is strong: press Stay (or S) and let the others move.</source>
        <translation>Bea ఒక సైనికుడిని కొన్నారు, Hiro ఉండిపోయారు. మీ హ్యాండ్ బలంగా ఉంది: ఉండండి (లేదా S) నొక్కి, మిగతావారిని ఆడనివ్వండి.</translation>
    </message>
    <message>
        <source>Since Bea&apos;s buy everyone stayed: a quiet round, so the hand ended in a showdown. All hands were shown, and your three nines won the pot.</source>
        <translation>Bea కొన్న తర్వాత అందరూ ఉండిపోయారు: ఇది నిశ్శబ్ద రౌండ్, కాబట్టి హ్యాండ్ షోడౌన్‌తో ముగిసింది. అన్ని హ్యాండ్‌లు చూపబడ్డాయి, మీ మూడు తొమ్మిదులు పాట్‌ను గెలిచాయి.</translation>
    </message>
    <message>
        <source>Bea attacks you: a battle. In a battle, cards of the opponent&apos;s banner suit do not count: your hearts count for nothing, and so do her spades. Press Call (or C) to compare hands.</source>
        <translation>Bea మీపై దాడి చేస్తున్నారు: ఇది యుద్ధం. యుద్ధంలో ప్రత్యర్థి బ్యానర్ సూట్‌కు చెందిన కార్డులు లెక్కలోకి రావు: మీ ఆఠీను కార్డులు లెక్కలోకి రావు, Bea ఇస్పేటు కార్డులు కూడా రావు. హ్యాండ్‌లను పోల్చడానికి కాల్ (లేదా C) నొక్కండి.</translation>
    </message>
    <message>
        <source>Bea held three sevens, but her {card} is of your banner&apos;s suit and did not count: her pair of sevens lost to your pair of queens. You captured her banner, and as the last one in the hand you won the pot.</source>
        <translation>Bea వద్ద మూడు ఏడులు ఉన్నాయి, కానీ వారి {card} మీ బ్యానర్ సూట్‌కు చెందినది కాబట్టి లెక్కలోకి రాలేదు: వారి ఏడుల జత మీ రాణుల జత చేతిలో ఓడిపోయింది. మీరు వారి బ్యానర్‌ను స్వాధీనం చేసుకున్నారు, హ్యాండ్‌లో మిగిలిన చివరి ఆటగాడిగా పాట్‌ను గెలుచుకున్నారు.</translation>
    </message>
    <message>
        <source>The {card} makes three of a kind with your banner and a palace card. Keep it: press Keep all (or {enter}).</source>
        <translation>{card} మీ బ్యానర్‌తో, ఒక ప్యాలెస్ కార్డుతో కలిసి త్రీ ఆఫ్ ఎ కైండ్ అవుతుంది. దాన్ని ఉంచుకోండి: అన్నీ ఉంచండి (లేదా {enter}) నొక్కండి.</translation>
    </message>
    <message>
        <source>Now you attack: drag your banner onto Bea&apos;s banner (with the keyboard: {tab} to her banner, then {space}). The bet is your soldiers plus one, times the small bet.</source>
        <translation>ఇప్పుడు మీరు దాడి చేయండి: మీ బ్యానర్‌ను Bea బ్యానర్‌పైకి లాగండి (కీబోర్డ్‌తో: {tab}తో వారి బ్యానర్‌కు వెళ్లి, ఆపై {space}). పందెం = (మీ సైనికులు + 1) × చిన్న పందెం.</translation>
    </message>
    <message>
        <source>You won and captured Bea&apos;s banner: the {card} is now your soldier. It does not help your hand: drag it to the discard pile (or select it and press D); Keep all then turns into Done: press it.</source>
        <translation>మీరు గెలిచి Bea బ్యానర్‌ను స్వాధీనం చేసుకున్నారు: {card} ఇప్పుడు మీ సైనికుడు. అది మీ హ్యాండ్‌కు సహాయపడదు: దాన్ని డిస్కార్డ్ పైల్‌కు లాగండి (లేదా దాన్ని ఎంచుకుని D నొక్కండి); అప్పుడు &quot;అన్నీ ఉంచండి&quot; బటన్ &quot;పూర్తి&quot;గా మారుతుంది: దాన్ని నొక్కండి.</translation>
    </message>
    <message>
        <source>Hiro attacks you. Your pair of aces is strong: press Raise (or R) to put more chips at stake; Hiro must pay the raise to go on.</source>
        <translation>Hiro మీపై దాడి చేస్తున్నారు. మీ ఆసుల జత బలమైనది: మరిన్ని చిప్స్ పణంగా పెట్టడానికి పెంచండి (లేదా R) నొక్కండి; కొనసాగాలంటే Hiro పెంపును చెల్లించాలి.</translation>
    </message>
    <message>
        <source>Hiro called your raise and lost: you captured his banner too. The last player left in the hand wins the pot.</source>
        <translation>Hiro మీ పెంపుకు కాల్ చేసి ఓడిపోయారు: మీరు వారి బ్యానర్‌ను కూడా స్వాధీనం చేసుకున్నారు. హ్యాండ్‌లో మిగిలిన చివరి ఆటగాడు పాట్‌ను గెలుచుకుంటారు.</translation>
    </message>
    <message>
        <source>Hiro bought the {card}: he shows two kings. Your cards are weak: press Stay (or S) and see what he does.</source>
        <translation>Hiro {card} కొన్నారు: వారు రెండు రాజులను చూపిస్తున్నారు. మీ కార్డులు బలహీనంగా ఉన్నాయి: ఉండండి (లేదా S) నొక్కి, వారు ఏం చేస్తారో చూడండి.</translation>
    </message>
    <message>
        <source>Hiro attacks you with two kings showing, and your best card that counts is a five (your eight of spades does not count against his spade banner). Press Fold (or F): he takes your banner, but you keep the chips a call would cost.</source>
        <translation>రెండు రాజులు కనిపిస్తుండగా Hiro మీపై దాడి చేస్తున్నారు, లెక్కలోకి వచ్చే మీ ఉత్తమ కార్డు ఒక ఐదు (వారి ఇస్పేటు బ్యానర్‌కు ఎదురుగా మీ ఇస్పేటు ఎనిమిది లెక్కలోకి రాదు). తప్పుకోండి (లేదా F) నొక్కండి: వారు మీ బ్యానర్‌ను తీసుకుంటారు, కానీ కాల్‌కు అయ్యే చిప్స్ మీ వద్దే ఉంటాయి.</translation>
    </message>
    <message>
        <source>That is Palace Poker: buy soldiers, battle with your banner, and win the pot by being the last one in the hand or the best at a quiet round. Play a real game now, or close the tutorial.</source>
        <translation>ఇదే ప్యాలెస్ పోకర్: సైనికులను కొనండి, మీ బ్యానర్‌తో యుద్ధం చేయండి, హ్యాండ్‌లో చివరగా మిగిలి లేదా నిశ్శబ్ద రౌండ్‌లో ఉత్తమ హ్యాండ్‌తో పాట్‌ను గెలుచుకోండి. ఇప్పుడు నిజమైన ఆట ఆడండి, లేదా శిక్షణను మూసివేయండి.</translation>
    </message>
    <message>
        <source>Not yet: first buy a soldier from the draw pile.</source>
        <translation>ఇంకా కాదు: ముందుగా డ్రా పైల్ నుండి ఒక సైనికుడిని కొనండి.</translation>
    </message>
    <message>
        <source>Not yet: keep your new soldier with Keep all.</source>
        <translation>ఇంకా కాదు: అన్నీ ఉంచండి నొక్కి మీ కొత్త సైనికుడిని ఉంచుకోండి.</translation>
    </message>
    <message>
        <source>Not now: this turn, press Stay.</source>
        <translation>ఇప్పుడు కాదు: ఈ వంతులో ఉండండి నొక్కండి.</translation>
    </message>
    <message>
        <source>Not now: answer Bea&apos;s attack with Call.</source>
        <translation>ఇప్పుడు కాదు: Bea దాడికి కాల్‌తో జవాబివ్వండి.</translation>
    </message>
    <message>
        <source>Not yet: attack Bea by dragging your banner onto hers.</source>
        <translation>ఇంకా కాదు: మీ బ్యానర్‌ను Bea బ్యానర్‌పైకి లాగి వారిపై దాడి చేయండి.</translation>
    </message>
    <message>
        <source>Not yet: drag the {card} to the discard pile, then press Done.</source>
        <translation>ఇంకా కాదు: {card} కార్డును డిస్కార్డ్ పైల్‌కు లాగి, ఆపై పూర్తి నొక్కండి.</translation>
    </message>
    <message>
        <source>Not now: answer Hiro&apos;s attack with Raise.</source>
        <translation>ఇప్పుడు కాదు: పెంచండి నొక్కి Hiro దాడికి జవాబివ్వండి.</translation>
    </message>
    <message>
        <source>Not now: fold against Hiro&apos;s kings.</source>
        <translation>ఇప్పుడు కాదు: Hiro రాజుల ఎదుట తప్పుకోండి.</translation>
    </message>
    <message>
        <source>Not now: read the step above, then go on.</source>
        <translation>ఇప్పుడు కాదు: పైన ఉన్న దశను చదివి, ఆపై ముందుకు సాగండి.</translation>
    </message>
    <message>
        <source>{name} plays the lesson&apos;s move.</source>
        <translation>{name} పాఠంలోని ఎత్తు ఆడుతున్నారు.</translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Seats</source>
        <translation>సీట్లు</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ఆట లాగ్</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>ఇటీవలి హ్యాండ్‌లు</translation>
    </message>
    <message>
        <source>Hand </source>
        <translation>హ్యాండ్ </translation>
    </message>
    <message>
        <source>Read an earlier hand in the log</source>
        <translation>లాగ్‌లో మునుపటి హ్యాండ్‌ను చదవండి</translation>
    </message>
    <message>
        <source>Hand shown in the log</source>
        <translation>లాగ్‌లో చూపిన హ్యాండ్</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <source>Hand histories (*.json)</source>
        <translation>హ్యాండ్ చరిత్రలు (*.json)</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>{path} రాయడం సాధ్యం కాలేదు: {error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} సేవ్ అయింది</translation>
    </message>
    <message>
        <source>Export the last hand</source>
        <translation>చివరి హ్యాండ్‌ను ఎగుమతి చేయండి</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>మ్యాచ్‌ను ఎగుమతి చేయండి</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>హ్యాండ్ చరిత్రను తెరవండి</translation>
    </message>
    <message>
        <source>Reading the kept games…</source>
        <translation>ఉంచిన ఆటలను చదువుతోంది…</translation>
    </message>
    <message>
        <source>No game is kept</source>
        <translation>భద్రపరచిన ఆట ఏదీ లేదు</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>the start of an exported hand&apos;s file name, as in hand-3.json</comment>
        <translation>హ్యాండ్</translation>
    </message>
    <message>
        <source>match</source>
        <comment>an exported match&apos;s file name, as in match.json</comment>
        <translation>మ్యాచ్</translation>
    </message>
</context>
<context>
    <name>WindowHands</name>
    <message>
        <source>{name}&apos;s bot failed: {message}</source>
        <translation>{name} బాట్ విఫలమైంది: {message}</translation>
    </message>
</context>
<context>
    <name>WindowLook</name>
    <message>
        <source>About Palace Desktop</source>
        <translation>Palace Desktop పరిచయం</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;Palace Poker (also Castle Poker or Banner Poker): every bet is a heads-up battle. Each player shows a banner card, hides three palace cards and buys up to five soldiers.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;ప్యాలెస్ పోకర్ (కాజిల్ పోకర్ లేదా బ్యానర్ పోకర్ అని కూడా అంటారు): ప్రతి పందెం ఇద్దరి మధ్య ముఖాముఖి యుద్ధం. ప్రతి ఒక్కరూ ఒక బ్యానర్ కార్డును చూపిస్తారు, మూడు ప్యాలెస్ కార్డులను దాచి ఉంచుతారు, ఐదుగురి వరకు సైనికులను కొంటారు.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
