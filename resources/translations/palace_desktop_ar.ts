<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Actions</source>
        <translation>الإجراءات</translation>
    </message>
    <message>
        <source>Raise amount</source>
        <translation>مقدار الرفع</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>شراء</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>رمي</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>بقاء</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>انسحاب</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>هجوم</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>تم</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>مجاراة</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>رفع</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Attack whom?</source>
        <translation>على من تهجم؟</translation>
    </message>
    <message>
        <source>To discard, click soldiers on the table (Ctrl or Shift + click for several), then press Discard.</source>
        <translation>للرمي، انقر على الجنود على الطاولة (Ctrl أو Shift + نقر لاختيار أكثر من جندي)، ثم اضغط «رمي».</translation>
    </message>
    <message>
        <source>No hand in play</source>
        <translation>لا جولة جارية</translation>
    </message>
    <message>
        <source>The match is over — press {keys} or Game ▸ New game…</source>
        <translation>انتهت المباراة — اضغط {keys} أو اللعبة ◂ لعبة جديدة…</translation>
    </message>
    <message>
        <source>Hand over — press N or Game ▸ Deal the next hand</source>
        <translation>انتهت الجولة — اضغط N أو اللعبة ◂ توزيع الجولة التالية</translation>
    </message>
    <message>
        <source>Hand over — the next hand is dealt in a moment</source>
        <translation>انتهت اليد — ستُوزَّع اليد التالية بعد لحظة</translation>
    </message>
    <message>
        <source>The tutorial is over: play a real game or close the tutorial, above the table</source>
        <translation>انتهى البرنامج التعليمي: العب لعبة حقيقية أو أغلق البرنامج التعليمي فوق الطاولة</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>يفكّر {name}…</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>في انتظار {name}…</translation>
    </message>
    <message>
        <source>Pay {price} and take the top card of the draw pile as a soldier (B)</source>
        <translation>ادفع {price} وخذ البطاقة العليا من كومة السحب جنديًا (B)</translation>
    </message>
    <message>
        <source>Select soldiers on the table first (Ctrl/Shift+click)</source>
        <translation>اختر الجنود على الطاولة أولًا (Ctrl/Shift+نقر)</translation>
    </message>
    <message>
        <source>Pay {price} and discard the selection (D)</source>
        <translation>ادفع {price} وارمِ الجنود المحددين (D)</translation>
    </message>
    <message>
        <source>Discard the selection (D)</source>
        <translation>ارمِ الجنود المحددين (D)</translation>
    </message>
    <message>
        <source>Do nothing; the turn passes (S)</source>
        <translation>لا تفعل شيئًا؛ ينتقل الدور (S)</translation>
    </message>
    <message>
        <source>Leave the hand; your chips stay in the pot (F)</source>
        <translation>غادر الجولة؛ تبقى رقائقك في الصندوق (F)</translation>
    </message>
    <message>
        <source>Attack {targets} for {amount} (A)</source>
        <translation>اهجم على {targets} برهان {amount} (A)</translation>
    </message>
    <message numerus="yes">
        <source>The bet is (your %Ln soldiers + 1) × the small bet of {small_bet}.</source>
        <translation>
            <numerusform>الرهان هو (عدد جنودك %Ln + ١) × الرهان الصغير البالغ {small_bet}.</numerusform>
            <numerusform>الرهان هو (جندي واحد + ١) × الرهان الصغير البالغ {small_bet}.</numerusform>
            <numerusform>الرهان هو (جنديان + ١) × الرهان الصغير البالغ {small_bet}.</numerusform>
            <numerusform>الرهان هو (%Ln جنود + ١) × الرهان الصغير البالغ {small_bet}.</numerusform>
            <numerusform>الرهان هو (%Ln جنديًا + ١) × الرهان الصغير البالغ {small_bet}.</numerusform>
            <numerusform>الرهان هو (%Ln جندي + ١) × الرهان الصغير البالغ {small_bet}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack (bet {amount})</source>
        <translation>هجوم (رهان {amount})</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>دورك يا {name}</translation>
    </message>
    <message>
        <source>How much to raise; R or {enter} raises</source>
        <translation>مقدار الرفع؛ R أو {enter} للرفع</translation>
    </message>
    <message>
        <source>End the turn; soldiers kept: {count} ({enter})</source>
        <translation>أنهِ الدور؛ الجنود الباقون: {count} ({enter})</translation>
    </message>
    <message>
        <source>Marked for the discard pile: {count}</source>
        <translation>المعلَّم لكومة المهملات: {count}</translation>
    </message>
    <message>
        <source>Mark the selection for the discard pile (D)</source>
        <translation>علِّم الجنود المحددين لكومة المهملات (D)</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>الاحتفاظ بالكل</translation>
    </message>
    <message>
        <source>You may discard soldiers you do not want (drag them to the discard pile, or select them with {space} and press D), or keep them all.</source>
        <translation>يمكنك رمي الجنود الذين لا تريدهم (اسحبهم إلى كومة المهملات، أو اخترهم بـ {space} واضغط D)، أو الاحتفاظ بهم جميعًا.</translation>
    </message>
    <message numerus="yes">
        <source>Discard down to at most %Ln soldiers: drag them to the discard pile (or {space} on each, then D), then Done</source>
        <translation>
            <numerusform>ارمِ حتى لا يبقى لديك أكثر من %Ln جندي: اسحبهم إلى كومة المهملات (أو {space} على كل واحد ثم D)، ثم «تم»</numerusform>
            <numerusform>ارمِ حتى لا يبقى لديك أكثر من جندي واحد: اسحبهم إلى كومة المهملات (أو {space} على كل واحد ثم D)، ثم «تم»</numerusform>
            <numerusform>ارمِ حتى لا يبقى لديك أكثر من جنديين: اسحبهم إلى كومة المهملات (أو {space} على كل واحد ثم D)، ثم «تم»</numerusform>
            <numerusform>ارمِ حتى لا يبقى لديك أكثر من %Ln جنود: اسحبهم إلى كومة المهملات (أو {space} على كل واحد ثم D)، ثم «تم»</numerusform>
            <numerusform>ارمِ حتى لا يبقى لديك أكثر من %Ln جنديًا: اسحبهم إلى كومة المهملات (أو {space} على كل واحد ثم D)، ثم «تم»</numerusform>
            <numerusform>ارمِ حتى لا يبقى لديك أكثر من %Ln جندي: اسحبهم إلى كومة المهملات (أو {space} على كل واحد ثم D)، ثم «تم»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot pay the whole call: calling puts in all your %Ln chips.</source>
        <translation>
            <numerusform>لا تستطيع دفع المجاراة كاملة: المجاراة تضع كل رقائقك (%Ln) في الصندوق.</numerusform>
            <numerusform>لا تستطيع دفع المجاراة كاملة: المجاراة تضع رقاقتك الوحيدة في الصندوق.</numerusform>
            <numerusform>لا تستطيع دفع المجاراة كاملة: المجاراة تضع رقاقتيك كلتيهما في الصندوق.</numerusform>
            <numerusform>لا تستطيع دفع المجاراة كاملة: المجاراة تضع رقائقك الـ%Ln كلها في الصندوق.</numerusform>
            <numerusform>لا تستطيع دفع المجاراة كاملة: المجاراة تضع رقائقك الـ%Ln كلها في الصندوق.</numerusform>
            <numerusform>لا تستطيع دفع المجاراة كاملة: المجاراة تضع رقائقك الـ%Ln كلها في الصندوق.</numerusform>
        </translation>
    </message>
    <message>
        <source>A call pays the latest raise: {amount}.</source>
        <translation>تدفع بالمجاراة مقدار آخر رفع: {amount}.</translation>
    </message>
    <message>
        <source>A call matches the attacker&apos;s bet: {amount}.</source>
        <translation>تدفع بالمجاراة ما راهن به المهاجم: {amount}.</translation>
    </message>
    <message numerus="yes">
        <source>A call costs (your %Ln soldiers + 1) × the small bet of {small_bet} = {amount}.</source>
        <translation>
            <numerusform>تكلّف المجاراة (عدد جنودك %Ln + ١) × الرهان الصغير البالغ {small_bet} = {amount}.</numerusform>
            <numerusform>تكلّف المجاراة (جندي واحد + ١) × الرهان الصغير البالغ {small_bet} = {amount}.</numerusform>
            <numerusform>تكلّف المجاراة (جنديان + ١) × الرهان الصغير البالغ {small_bet} = {amount}.</numerusform>
            <numerusform>تكلّف المجاراة (%Ln جنود + ١) × الرهان الصغير البالغ {small_bet} = {amount}.</numerusform>
            <numerusform>تكلّف المجاراة (%Ln جنديًا + ١) × الرهان الصغير البالغ {small_bet} = {amount}.</numerusform>
            <numerusform>تكلّف المجاراة (%Ln جندي + ١) × الرهان الصغير البالغ {small_bet} = {amount}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks you for {amount}</source>
        <translation>يهجم عليك {name} برهان {amount}</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>يرفع {name} بمقدار {amount}</translation>
    </message>
    <message>
        <source>Give up: {name} takes your banner and soldiers (F)</source>
        <translation>انسحب: يأخذ {name} رايتك وجنودك (F)</translation>
    </message>
    <message numerus="yes">
        <source>Pay all your %Ln chips; the battle goes ahead (C)</source>
        <translation>
            <numerusform>ادفع كل رقائقك (%Ln)؛ تستمر المعركة (C)</numerusform>
            <numerusform>ادفع رقاقتك الوحيدة؛ تستمر المعركة (C)</numerusform>
            <numerusform>ادفع رقاقتيك كلتيهما؛ تستمر المعركة (C)</numerusform>
            <numerusform>ادفع رقائقك الـ%Ln كلها؛ تستمر المعركة (C)</numerusform>
            <numerusform>ادفع رقائقك الـ%Ln كلها؛ تستمر المعركة (C)</numerusform>
            <numerusform>ادفع رقائقك الـ%Ln كلها؛ تستمر المعركة (C)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay {amount} and compare battle hands (C)</source>
        <translation>ادفع {amount} وقارن يدَي المعركة (C)</translation>
    </message>
    <message>
        <source>Call and raise {amount} (R)</source>
        <translation>جارِ وارفع بمقدار {amount} (R)</translation>
    </message>
    <message>
        <source>Call and raise by the amount chosen, {low} to {high} (R: choose, R again or {enter}: raise)</source>
        <translation>جارِ وارفع بالمقدار الذي تختاره، من {low} إلى {high} (R: اختيار، R مجددًا أو {enter}: رفع)</translation>
    </message>
</context>
<context>
    <name>ActionTexts</name>
    <message>
        <source>{name} buys a soldier</source>
        <translation>يشتري {name} جنديًا</translation>
    </message>
    <message>
        <source>{name} keeps every soldier</source>
        <translation>يحتفظ {name} بكل جنوده</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>يرمي {name} {cards}</translation>
    </message>
    <message>
        <source>{name} stays</source>
        <translation>يبقى {name}</translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation>ينسحب {name}</translation>
    </message>
    <message>
        <source>{name} attacks {target}</source>
        <translation>يهجم {name} على {target}</translation>
    </message>
    <message>
        <source>{name} calls</source>
        <translation>يجاري {name}</translation>
    </message>
    <message>
        <source>{name} raises</source>
        <translation>يرفع {name}</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>يرفع {name} بمقدار {amount}</translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <source>Buy a soldier for {price}</source>
        <translation>شراء جندي مقابل {price}</translation>
    </message>
    <message>
        <source>Attack {name}: bet {amount}</source>
        <translation>الهجوم على {name}: رهان {amount}</translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers for {price}</source>
        <translation>
            <numerusform>رمي %Ln جندي مقابل {price}</numerusform>
            <numerusform>رمي جندي واحد مقابل {price}</numerusform>
            <numerusform>رمي جنديين مقابل {price}</numerusform>
            <numerusform>رمي %Ln جنود مقابل {price}</numerusform>
            <numerusform>رمي %Ln جنديًا مقابل {price}</numerusform>
            <numerusform>رمي %Ln جندي مقابل {price}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers</source>
        <translation>
            <numerusform>رمي %Ln جندي</numerusform>
            <numerusform>رمي جندي واحد</numerusform>
            <numerusform>رمي جنديين</numerusform>
            <numerusform>رمي %Ln جنود</numerusform>
            <numerusform>رمي %Ln جنديًا</numerusform>
            <numerusform>رمي %Ln جندي</numerusform>
        </translation>
    </message>
    <message>
        <source>Call all-in {amount}</source>
        <translation>مجاراة بكل الرقائق: {amount}</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>مجاراة {amount}</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>رفع</translation>
    </message>
    <message>
        <source>Raise {amount}</source>
        <translation>رفع {amount}</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>بقاء</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>انسحاب</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>{prompt}. You may: {moves}.</source>
        <translation>{prompt}. يمكنك: {moves}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>{prompt}. {detail} You may: {moves}.</source>
        <translation>{prompt}. {detail} يمكنك: {moves}.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>المختار: {cards}.</translation>
    </message>
    <message>
        <source>No soldier selected.</source>
        <translation>لا جندي مختار.</translation>
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
        <translation>&amp;بطاقاتي</translation>
    </message>
    <message>
        <source>Whose &amp;turn</source>
        <translation>على مَن ال&amp;دور</translation>
    </message>
    <message>
        <source>The &amp;pot and bets</source>
        <translation>ال&amp;صندوق والرهانات</translation>
    </message>
    <message>
        <source>The &amp;last battle</source>
        <translation>آخر &amp;معركة</translation>
    </message>
    <message>
        <source>&amp;Everyone at the table</source>
        <translation>&amp;كل مَن على الطاولة</translation>
    </message>
    <message>
        <source>No hand in play.</source>
        <translation>لا جولة جارية.</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>No battle has been fought yet.</source>
        <translation>لم تجرِ أي معركة بعد.</translation>
    </message>
</context>
<context>
    <name>BattlePreviewTexts</name>
    <message>
        <source>You would bet {amount}.</source>
        <translation>ستراهن بـ{amount}.</translation>
    </message>
    <message>
        <source>None of your cards count.</source>
        <translation>لا تُحتسب أي بطاقة من بطاقاتك.</translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand}.</source>
        <translation>
            <numerusform>أفضل بطاقاتك (%Ln): {hand}.</numerusform>
            <numerusform>أفضل بطاقة لديك: {hand}.</numerusform>
            <numerusform>أفضل بطاقتين لديك: {hand}.</numerusform>
            <numerusform>أفضل %Ln بطاقات لديك: {hand}.</numerusform>
            <numerusform>أفضل %Ln بطاقة لديك: {hand}.</numerusform>
            <numerusform>أفضل %Ln بطاقة لديك: {hand}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand} ({cards}).</source>
        <translation>
            <numerusform>أفضل بطاقاتك (%Ln): {hand} ({cards}).</numerusform>
            <numerusform>أفضل بطاقة لديك: {hand} ({cards}).</numerusform>
            <numerusform>أفضل بطاقتين لديك: {hand} ({cards}).</numerusform>
            <numerusform>أفضل %Ln بطاقات لديك: {hand} ({cards}).</numerusform>
            <numerusform>أفضل %Ln بطاقة لديك: {hand} ({cards}).</numerusform>
            <numerusform>أفضل %Ln بطاقة لديك: {hand} ({cards}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Against {name} all your cards count.</source>
        <translation>أمام {name} تُحتسب كل بطاقاتك.</translation>
    </message>
    <message>
        <source>Against {name} your cards of rank {rank} do not count.</source>
        <translation>أمام {name} لا تُحتسب بطاقاتك التي قيمتها {rank}.</translation>
    </message>
    <message>
        <source>Against {name} your {suit} do not count.</source>
        <translation>أمام {name} لا تُحتسب بطاقاتك من {suit}.</translation>
    </message>
    <message>
        <source>You win this battle whatever they hold.</source>
        <translation>تفوز بهذه المعركة أيًّا كان ما يحمله خصمك.</translation>
    </message>
    <message>
        <source>You lose this battle whatever they hold.</source>
        <translation>تخسر هذه المعركة أيًّا كان ما يحمله خصمك.</translation>
    </message>
    <message>
        <source>You win about {chance} of such battles, from what you can see.</source>
        <translation>تفوز في نحو {chance} من مثل هذه المعارك، بحسب ما تراه.</translation>
    </message>
</context>
<context>
    <name>BattleResultTexts</name>
    <message>
        <source>{loser} folds: {winner} wins without a fight</source>
        <translation>ينسحب {loser}: يفوز {winner} دون قتال</translation>
    </message>
    <message>
        <source>A tie: {a} and {b} split the pot</source>
        <translation>تعادل: يتقاسم {a} و{b} الصندوق</translation>
    </message>
    <message>
        <source>A tie: {a} and {b} are both out</source>
        <translation>تعادل: يخرج {a} و{b} كلاهما</translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}</source>
        <translation>يفوز {winner} بالمعركة على {loser}</translation>
    </message>
    <message numerus="yes">
        <source>{captor} captures the {banner} and %Ln soldiers</source>
        <translation>
            <numerusform>يستولي {captor} على الراية {banner} و%Ln جندي</numerusform>
            <numerusform>يستولي {captor} على الراية {banner} وجندي واحد</numerusform>
            <numerusform>يستولي {captor} على الراية {banner} وجنديين</numerusform>
            <numerusform>يستولي {captor} على الراية {banner} و%Ln جنود</numerusform>
            <numerusform>يستولي {captor} على الراية {banner} و%Ln جنديًا</numerusform>
            <numerusform>يستولي {captor} على الراية {banner} و%Ln جندي</numerusform>
        </translation>
    </message>
    <message>
        <source>{captor} captures the {banner}</source>
        <translation>يستولي {captor} على الراية {banner}</translation>
    </message>
    <message>
        <source>Crossed out: cards of the opponent&apos;s banner rank do not count</source>
        <translation>المشطوبة: بطاقات لها قيمة راية الخصم، فلا تُحتسب</translation>
    </message>
    <message>
        <source>Crossed out: cards of the opponent&apos;s banner suit do not count</source>
        <translation>المشطوبة: بطاقات من شكل راية الخصم، فلا تُحتسب</translation>
    </message>
    <message>
        <source>{name}: {hand}</source>
        <translation>{name}: {hand}</translation>
    </message>
    <message>
        <source>Only {a} and {b} see the battle hands</source>
        <translation>لا يرى يدَي المعركة إلا {a} و{b}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is not shown to you</source>
        <translation>لا تُعرض عليك يد {name}</translation>
    </message>
    <message>
        <source>Equal hands: {winner} wins by holding more cards of their banner suit</source>
        <translation>يدان متساويتان: يفوز {winner} لأن لديه بطاقات أكثر من شكل رايته</translation>
    </message>
    <message>
        <source>Showdown: {winner} wins {amount}</source>
        <translation>كشف الأوراق: يفوز {winner} بـ{amount}</translation>
    </message>
    <message>
        <source>Showdown: {names} split the pot</source>
        <translation>كشف الأوراق: يتقاسم {names} الصندوق</translation>
    </message>
    <message>
        <source>A battle hand is the best five of the banner, palace and soldiers (R15.2), without the crossed-out cards (R15.3); equal hands go to the one holding more cards of their own banner suit (R15.5).</source>
        <translation>يد المعركة هي أفضل خمس بطاقات من الراية وبطاقات القصر والجنود (R15.2)، دون البطاقات المشطوبة (R15.3)؛ وعند تساوي اليدين يفوز من يحمل بطاقات أكثر من شكل رايته (R15.5).</translation>
    </message>
    <message>
        <source>At a showdown every hand still in is the best five of all its cards, none crossed out (R17.3); the best hand takes the pot and equal best hands share it (R18.1).</source>
        <translation>عند كشف الأوراق تكون كل يد ما زالت في الجولة أفضل خمس من كل بطاقاتها، دون بطاقات مشطوبة (R17.3)؛ وتأخذ أفضل يد الصندوق، وتتقاسمه أفضل الأيدي المتساوية (R18.1).</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <source>random</source>
        <translation>عشوائي</translation>
    </message>
    <message>
        <source>tutorial</source>
        <translation>تعليمي</translation>
    </message>
</context>
<context>
    <name>BotPace</name>
    <message>
        <source>Continue</source>
        <translation>متابعة</translation>
    </message>
</context>
<context>
    <name>BotReason</name>
    <message>
        <source>{name} picks a move at random.</source>
        <translation>يختار {name} حركة عشوائيًا.</translation>
    </message>
    <message>
        <source>{name} attacks {target}: about {pct}% to win against {target}&apos;s visible cards.</source>
        <translation>يهجم {name} على {target}: فرصة فوزه نحو {pct}٪ أمام بطاقات {target} المكشوفة.</translation>
    </message>
    <message>
        <source>{name} attacks {target}, expecting {target} to fold (about {pct}% to win against {target}&apos;s visible cards).</source>
        <translation>يهجم {name} على {target} متوقعًا أن ينسحب {target} (فرصة فوزه نحو {pct}٪ أمام بطاقات {target} المكشوفة).</translation>
    </message>
    <message>
        <source>{name} attacks {target} on a bluff, hoping {target} folds.</source>
        <translation>يهجم {name} على {target} خداعًا، آملًا أن ينسحب {target}.</translation>
    </message>
    <message>
        <source>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets.</source>
        <translation>يهاجم {name} {target} خداعًا: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكنه يتوقع أن ينسحب {target} أمام نحو {fold}% من مثل هذه الرهانات.</translation>
    </message>
    <message>
        <source>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot.</source>
        <translation>يهاجم {name} {target}: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكن الراية والجنود الذين تأسرهم معركة رابحة من {target} سيقوّون يده في المنافسة على الصندوق.</translation>
    </message>
    <message>
        <source>{name} buys a soldier: the hand needs help (about {pct}% to win now).</source>
        <translation>يشتري {name} جنديًا: يده تحتاج إلى تقوية (فرصة فوزه الآن نحو {pct}٪).</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: a new card is worth %Ln chips with {pot} in the pot.</source>
        <translation>
            <numerusform>يشتري {name} جنديًا: البطاقة الجديدة تساوي %Ln رقاقة وفي الصندوق {pot}.</numerusform>
            <numerusform>يشتري {name} جنديًا: البطاقة الجديدة تساوي رقاقة واحدة وفي الصندوق {pot}.</numerusform>
            <numerusform>يشتري {name} جنديًا: البطاقة الجديدة تساوي رقاقتين وفي الصندوق {pot}.</numerusform>
            <numerusform>يشتري {name} جنديًا: البطاقة الجديدة تساوي %Ln رقائق وفي الصندوق {pot}.</numerusform>
            <numerusform>يشتري {name} جنديًا: البطاقة الجديدة تساوي %Ln رقاقة وفي الصندوق {pot}.</numerusform>
            <numerusform>يشتري {name} جنديًا: البطاقة الجديدة تساوي %Ln رقاقة وفي الصندوق {pot}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stays: about {pct}% to win if the hand ends now.</source>
        <translation>يبقى {name}: فرصة فوزه نحو {pct}٪ إن انتهت الجولة الآن.</translation>
    </message>
    <message>
        <source>{name} stays: only about {pct}% to win, but nothing else is worth the chips.</source>
        <translation>يبقى {name}: فرصة فوزه نحو {pct}٪ فقط، لكن لا حركة أخرى تستحق رقائقها.</translation>
    </message>
    <message>
        <source>{name} discards {cards}: they do not help and make bets dearer.</source>
        <translation>يرمي {name} {cards}: لا تفيده وتجعل الرهانات أغلى.</translation>
    </message>
    <message>
        <source>{name} keeps every soldier.</source>
        <translation>يحتفظ {name} بكل جنوده.</translation>
    </message>
    <message>
        <source>{name} keeps {kept} and lets {dropped} go.</source>
        <translation>يحتفظ {name} بـ{kept} ويتخلى عن {dropped}.</translation>
    </message>
    <message>
        <source>{name} lets every soldier go: {dropped}.</source>
        <translation>يتخلى {name} عن كل جنوده: {dropped}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: about {pct}% to win the battle.</source>
        <translation>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: only about {pct}% to win, but the pot of {pot} is worth it.</source>
        <translation>يجاري {name} بـ{cost}: فرصة فوزه نحو {pct}٪ فقط، لكن الصندوق البالغ {pot} يستحق ذلك.</translation>
    </message>
    <message>
        <source>{name} calls all-in: about {pct}% to win the battle.</source>
        <translation>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪.</translation>
    </message>
    <message>
        <source>{name} raises by {cost}: about {pct}% to win the battle.</source>
        <translation>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪.</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: only about {pct}% to win, not worth %Ln chips.</source>
        <translation>
            <numerusform>ينسحب {name}: فرصة فوزه نحو {pct}٪ فقط، وهذا لا يستحق %Ln رقاقة.</numerusform>
            <numerusform>ينسحب {name}: فرصة فوزه نحو {pct}٪ فقط، وهذا لا يستحق رقاقة واحدة.</numerusform>
            <numerusform>ينسحب {name}: فرصة فوزه نحو {pct}٪ فقط، وهذا لا يستحق رقاقتين.</numerusform>
            <numerusform>ينسحب {name}: فرصة فوزه نحو {pct}٪ فقط، وهذا لا يستحق %Ln رقائق.</numerusform>
            <numerusform>ينسحب {name}: فرصة فوزه نحو {pct}٪ فقط، وهذا لا يستحق %Ln رقاقة.</numerusform>
            <numerusform>ينسحب {name}: فرصة فوزه نحو {pct}٪ فقط، وهذا لا يستحق %Ln رقاقة.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle, and a call of {cost} into a pot of {pot} needs about {need}%.</source>
        <translation>ينسحب {name} بدلًا من دفع {cost}: فرصته في الفوز بالمعركة نحو {pct}%، ومجاراة {cost} في صندوق فيه {pot} تحتاج إلى نحو {need}%.</translation>
    </message>
    <message>
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle against any palace, but less against the palaces a bet like this comes from, and calling was worth less (expected chips: folding {fold_value}, calling {call_value}).</source>
        <translation>ينسحب {name} بدلًا من دفع {cost}: فرصته في الفوز بالمعركة نحو {pct}% أمام أي قصر، لكنها أقل أمام القصور التي يأتي منها رهان كهذا، فكانت المجاراة أقل قيمة (الرقائق المتوقعة: الانسحاب {fold_value}، المجاراة {call_value}).</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle, but a won battle takes cards, not the pot, and %Ln other players would still be in the hand for it (expected chips: folding {fold_value}, calling {call_value}).</source>
        <translation>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصته في الفوز بالمعركة نحو {pct}%، لكن المعركة الرابحة تمنح أوراقًا لا الصندوق، وسيبقى %Ln لاعب آخر في اليد ينافسون عليه (الرقائق المتوقعة: الانسحاب {fold_value}، المجاراة {call_value}).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصته في الفوز بالمعركة نحو {pct}%، لكن المعركة الرابحة تمنح أوراقًا لا الصندوق، وسيبقى لاعب آخر واحد في اليد ينافسون عليه (الرقائق المتوقعة: الانسحاب {fold_value}، المجاراة {call_value}).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصته في الفوز بالمعركة نحو {pct}%، لكن المعركة الرابحة تمنح أوراقًا لا الصندوق، وسيبقى لاعبان آخران في اليد ينافسون عليه (الرقائق المتوقعة: الانسحاب {fold_value}، المجاراة {call_value}).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصته في الفوز بالمعركة نحو {pct}%، لكن المعركة الرابحة تمنح أوراقًا لا الصندوق، وسيبقى %Ln لاعبين آخرين في اليد ينافسون عليه (الرقائق المتوقعة: الانسحاب {fold_value}، المجاراة {call_value}).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصته في الفوز بالمعركة نحو {pct}%، لكن المعركة الرابحة تمنح أوراقًا لا الصندوق، وسيبقى %Ln لاعبًا آخر في اليد ينافسون عليه (الرقائق المتوقعة: الانسحاب {fold_value}، المجاراة {call_value}).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصته في الفوز بالمعركة نحو {pct}%، لكن المعركة الرابحة تمنح أوراقًا لا الصندوق، وسيبقى %Ln لاعب آخر في اليد ينافسون عليه (الرقائق المتوقعة: الانسحاب {fold_value}، المجاراة {call_value}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation>ينسحب {name}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>يشتري {name} جنديًا: تفوّق الشراء بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يشتري {name} جنديًا: تفوّق الشراء بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يشتري {name} جنديًا: تفوّق الشراء بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يشتري {name} جنديًا: تفوّق الشراء بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يشتري {name} جنديًا: تفوّق الشراء بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يشتري {name} جنديًا: تفوّق الشراء بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>يبقى {name}: تفوّق البقاء بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يبقى {name}: تفوّق البقاء بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يبقى {name}: تفوّق البقاء بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يبقى {name}: تفوّق البقاء بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يبقى {name}: تفوّق البقاء بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يبقى {name}: تفوّق البقاء بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>يهجم {name} على {target}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الهجوم بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يهجم {name} على {target}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الهجوم بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يهجم {name} على {target}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الهجوم بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يهجم {name} على {target}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الهجوم بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يهجم {name} على {target}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الهجوم بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يهجم {name} على {target}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الهجوم بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>يهاجم {name} {target} خداعًا: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكنه يتوقع أن ينسحب {target} أمام نحو {fold}% من مثل هذه الرهانات؛ تفوّق الهجوم بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهاجم {name} {target} خداعًا: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكنه يتوقع أن ينسحب {target} أمام نحو {fold}% من مثل هذه الرهانات؛ تفوّق الهجوم بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهاجم {name} {target} خداعًا: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكنه يتوقع أن ينسحب {target} أمام نحو {fold}% من مثل هذه الرهانات؛ تفوّق الهجوم بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهاجم {name} {target} خداعًا: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكنه يتوقع أن ينسحب {target} أمام نحو {fold}% من مثل هذه الرهانات؛ تفوّق الهجوم بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهاجم {name} {target} خداعًا: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكنه يتوقع أن ينسحب {target} أمام نحو {fold}% من مثل هذه الرهانات؛ تفوّق الهجوم بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهاجم {name} {target} خداعًا: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكنه يتوقع أن ينسحب {target} أمام نحو {fold}% من مثل هذه الرهانات؛ تفوّق الهجوم بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>يهاجم {name} {target}: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكن الراية والجنود الذين تأسرهم معركة رابحة من {target} سيقوّون يده في المنافسة على الصندوق؛ تفوّق الهجوم بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهاجم {name} {target}: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكن الراية والجنود الذين تأسرهم معركة رابحة من {target} سيقوّون يده في المنافسة على الصندوق؛ تفوّق الهجوم بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهاجم {name} {target}: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكن الراية والجنود الذين تأسرهم معركة رابحة من {target} سيقوّون يده في المنافسة على الصندوق؛ تفوّق الهجوم بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهاجم {name} {target}: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكن الراية والجنود الذين تأسرهم معركة رابحة من {target} سيقوّون يده في المنافسة على الصندوق؛ تفوّق الهجوم بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهاجم {name} {target}: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكن الراية والجنود الذين تأسرهم معركة رابحة من {target} سيقوّون يده في المنافسة على الصندوق؛ تفوّق الهجوم بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهاجم {name} {target}: فرصته في الفوز بالمعركة نحو {pct}% فقط، لكن الراية والجنود الذين تأسرهم معركة رابحة من {target} سيقوّون يده في المنافسة على الصندوق؛ تفوّق الهجوم بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الرفع بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الرفع بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الرفع بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الرفع بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الرفع بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الرفع بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الانسحاب بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الانسحاب بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الانسحاب بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الانسحاب بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الانسحاب بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الانسحاب بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}؛ واحتُسب للفوز بالصندوق {bonus} إضافية).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>يشتري {name} جنديًا: تفوّق الشراء بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يشتري {name} جنديًا: تفوّق الشراء بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يشتري {name} جنديًا: تفوّق الشراء بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يشتري {name} جنديًا: تفوّق الشراء بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يشتري {name} جنديًا: تفوّق الشراء بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يشتري {name} جنديًا: تفوّق الشراء بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>يبقى {name}: تفوّق البقاء بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يبقى {name}: تفوّق البقاء بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يبقى {name}: تفوّق البقاء بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يبقى {name}: تفوّق البقاء بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يبقى {name}: تفوّق البقاء بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يبقى {name}: تفوّق البقاء بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>يهجم {name} على {target}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الهجوم بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهجم {name} على {target}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الهجوم بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهجم {name} على {target}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الهجوم بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهجم {name} على {target}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الهجوم بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهجم {name} على {target}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الهجوم بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يهجم {name} على {target}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الهجوم بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يجاري {name} بـ{cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يجاري {name} بكل رقائقه: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّقت المجاراة بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الرفع بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الرفع بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الرفع بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الرفع بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الرفع بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>يرفع {name} بمقدار {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الرفع بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الانسحاب بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الانسحاب بنحو رقاقة واحدة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الانسحاب بنحو رقاقتين على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الانسحاب بنحو %Ln رقائق على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الانسحاب بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
            <numerusform>ينسحب {name} بدلًا من دفع {cost}: فرصة الفوز بالمعركة نحو {pct}٪؛ تفوّق الانسحاب بنحو %Ln رقاقة على ثاني أفضل حركة لديه (جولات المحاكاة: {n}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks {target}: its hand looks stronger than what {target} shows.</source>
        <translation>يهجم {name} على {target}: تبدو يده أقوى مما يُظهره {target}.</translation>
    </message>
    <message>
        <source>{name} raises by {cost}: its hand looks much stronger than what {target} shows.</source>
        <translation>يرفع {name} بمقدار {cost}: تبدو يده أقوى بكثير مما يُظهره {target}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: its hand looks strong enough against what {target} shows.</source>
        <translation>يجاري {name} بـ{cost}: تبدو يده قوية بما يكفي أمام ما يُظهره {target}.</translation>
    </message>
    <message>
        <source>{name} calls all-in: its hand looks strong enough against what {target} shows.</source>
        <translation>يجاري {name} بكل رقائقه: تبدو يده قوية بما يكفي أمام ما يُظهره {target}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: a cheap call with {pot} in the pot.</source>
        <translation>يجاري {name} بـ{cost}: مجاراة رخيصة وفي الصندوق {pot}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: its hand looks too weak against what {target} shows to pay %Ln chips.</source>
        <translation>
            <numerusform>ينسحب {name}: تبدو يده أضعف من أن يدفع %Ln رقاقة أمام ما يُظهره {target}.</numerusform>
            <numerusform>ينسحب {name}: تبدو يده أضعف من أن يدفع رقاقة واحدة أمام ما يُظهره {target}.</numerusform>
            <numerusform>ينسحب {name}: تبدو يده أضعف من أن يدفع رقاقتين أمام ما يُظهره {target}.</numerusform>
            <numerusform>ينسحب {name}: تبدو يده أضعف من أن يدفع %Ln رقائق أمام ما يُظهره {target}.</numerusform>
            <numerusform>ينسحب {name}: تبدو يده أضعف من أن يدفع %Ln رقاقة أمام ما يُظهره {target}.</numerusform>
            <numerusform>ينسحب {name}: تبدو يده أضعف من أن يدفع %Ln رقاقة أمام ما يُظهره {target}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier to strengthen its hand.</source>
        <translation>يشتري {name} جنديًا ليقوّي يده.</translation>
    </message>
    <message>
        <source>{name} stays: its hand holds up against what the others show.</source>
        <translation>يبقى {name}: يده تصمد أمام ما يُظهره الآخرون.</translation>
    </message>
    <message>
        <source>{name} stays, though its hand looks weaker than what the others show.</source>
        <translation>يبقى {name} مع أن يده تبدو أضعف مما يُظهره الآخرون.</translation>
    </message>
    <message>
        <source>{name} has only one move.</source>
        <translation>ليس لدى {name} إلا حركة واحدة.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>nothing</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>two</source>
        <translation>اثنين</translation>
    </message>
    <message>
        <source>three</source>
        <translation>ثلاثة</translation>
    </message>
    <message>
        <source>four</source>
        <translation>أربعة</translation>
    </message>
    <message>
        <source>five</source>
        <translation>خمسة</translation>
    </message>
    <message>
        <source>six</source>
        <translation>ستة</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>سبعة</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ثمانية</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>تسعة</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>عشرة</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>ولد</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ملكة</translation>
    </message>
    <message>
        <source>king</source>
        <translation>ملك</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>آس</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>السباتي</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>الديناري</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>القلوب</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>البستوني</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>بطاقة مخفية</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Hello!</source>
        <translation>مرحبًا!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>حظًا موفقًا!</translation>
    </message>
    <message>
        <source>Nice hand!</source>
        <translation>يد رائعة!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>أحسنت اللعب!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>شكرًا!</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>لحظة من فضلك.</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>آسف!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>مباراة جيدة!</translation>
    </message>
    <message>
        <source>Bye!</source>
        <translation>إلى اللقاء!</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>رسائل الدردشة</translation>
    </message>
    <message>
        <source>Write a message, then {enter}</source>
        <translation>اكتب رسالة ثم اضغط {enter}</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>رسالة الدردشة</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>إرسال</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>أرسل الرسالة</translation>
    </message>
    <message>
        <source>&amp;Quick messages</source>
        <translation>رسائل &amp;سريعة</translation>
    </message>
    <message>
        <source>Quick messages</source>
        <translation>رسائل سريعة</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;كتم</translation>
    </message>
    <message>
        <source>Mute a player</source>
        <translation>كتم لاعب</translation>
    </message>
    <message>
        <source>Hide a player&apos;s messages here (they are not told)</source>
        <translation>أخفِ رسائل لاعب هنا (لن يُبلَّغ بذلك)</translation>
    </message>
    <message>
        <source>Characters left</source>
        <translation>الأحرف المتبقية</translation>
    </message>
    <message>
        <source>{name} says: {text}</source>
        <translation>{name} يقول: {text}</translation>
    </message>
    <message>
        <source>{name} (watching)</source>
        <translation>{name} (يشاهد)</translation>
    </message>
    <message>
        <source>{time}  {name}: {text}</source>
        <translation>{time}  {name}: {text}</translation>
    </message>
    <message>
        <source>Nobody has written yet</source>
        <translation>لم يكتب أحد بعد</translation>
    </message>
    <message>
        <source>Not sent: at most {count} messages in {seconds} seconds. Wait a moment, then send it again.</source>
        <translation>لم تُرسَل: {count} رسائل على الأكثر في {seconds} ثوانٍ. انتظر لحظة ثم أرسلها مرة أخرى.</translation>
    </message>
    <message>
        <source>Not sent: the table did not take that message.</source>
        <translation>لم تُرسَل: لم تقبل الطاولة هذه الرسالة.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters left</source>
        <translation>
            <numerusform>بقي %Ln حرف</numerusform>
            <numerusform>بقي حرف واحد</numerusform>
            <numerusform>بقي حرفان</numerusform>
            <numerusform>بقيت %Ln أحرف</numerusform>
            <numerusform>بقي %Ln حرفًا</numerusform>
            <numerusform>بقي %Ln حرف</numerusform>
        </translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>الدردشة</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>Whatever {name} holds, you lose this battle, and a lost battle costs your banner and soldiers.</source>
        <translation>أيًّا كان ما يحمله {name}، تخسر هذه المعركة، والمعركة الخاسرة تكلّفك رايتك وجنودك.</translation>
    </message>
    <message>
        <source>Whatever {name} holds, you lose this battle; folding now saves the call.</source>
        <translation>أيًّا كان ما يحمله {name}، تخسر هذه المعركة؛ الانسحاب الآن يوفّر عليك كلفة المجاراة.</translation>
    </message>
    <message>
        <source>Against what {name} shows, you win only about {pct} of such battles, and a lost battle costs your banner and soldiers.</source>
        <translation>أمام ما يُظهره {name}، لا تفوز إلا في نحو {pct} من مثل هذه المعارك، والمعركة الخاسرة تكلّفك رايتك وجنودك.</translation>
    </message>
    <message>
        <source>You win only about {pct} of battles against what {name} shows; folding now saves the call.</source>
        <translation>لا تفوز إلا في نحو {pct} من المعارك أمام ما يُظهره {name}؛ الانسحاب الآن يوفّر عليك كلفة المجاراة.</translation>
    </message>
    <message>
        <source>Coach: you chose “{mine}”; in your place the hard bot would have chosen “{theirs}”, though it wins that battle only about {pct} of the time, as the coach warns: {why}. Its reasoning: {reason}</source>
        <translation>المدرّب: اخترت “{mine}”؛ ولو كان الروبوت الصعب مكانك لاختار “{theirs}”، مع أنه لا يفوز بتلك المعركة إلا في نحو {pct} من المرات، كما يحذّر المدرّب: {why}. وتعليله: {reason}</translation>
    </message>
    <message>
        <source>Coach: you chose “{mine}”; in your place the hard bot would have chosen “{theirs}”. Its reasoning: {reason}</source>
        <translation>المدرّب: اخترتَ «{mine}»؛ ولو كان الروبوت الصعب مكانك لاختار «{theirs}». تعليله: {reason}</translation>
    </message>
    <message>
        <source>it expects {name} to fold often enough, a bluff</source>
        <translation>يتوقع أن ينسحب {name} كثيرًا بما يكفي، إنه خداع</translation>
    </message>
    <message>
        <source>the banner and soldiers it would capture from {name} are worth the risk</source>
        <translation>الراية والجنود الذين سيأسرهم من {name} يستحقون المخاطرة</translation>
    </message>
    <message>
        <source>the chips in the pot are worth the price of the battle</source>
        <translation>الرقائق في الصندوق تستحق ثمن المعركة</translation>
    </message>
</context>
<context>
    <name>CoachWarning</name>
    <message>
        <source>Coach</source>
        <translation>المدرّب</translation>
    </message>
    <message>
        <source>Do it anyway</source>
        <translation>المتابعة رغم ذلك</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>التراجع</translation>
    </message>
    <message>
        <source>The coach can be turned off in Settings.</source>
        <translation>يمكن إيقاف المدرّب من الإعدادات.</translation>
    </message>
</context>
<context>
    <name>ContinueBar</name>
    <message>
        <source>&amp;Continue</source>
        <translation>متا&amp;بعة</translation>
    </message>
    <message>
        <source>Let the next bot move ({space} or {enter})</source>
        <translation>دع الروبوت التالي يقوم بحركته ({space} أو {enter})</translation>
    </message>
    <message>
        <source>{name} has moved. The game waits for you.</source>
        <translation>قام {name} بحركته. اللعبة بانتظارك.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message numerus="yes">
        <source>Fold and leave %Ln chips in the pot?</source>
        <translation>
            <numerusform>أتنسحب وتترك %Ln رقاقة في الصندوق؟</numerusform>
            <numerusform>أتنسحب وتترك رقاقة واحدة في الصندوق؟</numerusform>
            <numerusform>أتنسحب وتترك رقاقتين في الصندوق؟</numerusform>
            <numerusform>أتنسحب وتترك %Ln رقائق في الصندوق؟</numerusform>
            <numerusform>أتنسحب وتترك %Ln رقاقة في الصندوق؟</numerusform>
            <numerusform>أتنسحب وتترك %Ln رقاقة في الصندوق؟</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes your banner and soldiers.</source>
        <translation>يأخذ {name} رايتك وجنودك.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln more: at most five soldiers may stay.</source>
        <translation>
            <numerusform>ارمِ %Ln جندي آخر: لا يجوز أن يبقى أكثر من خمسة جنود.</numerusform>
            <numerusform>ارمِ جنديًا آخر: لا يجوز أن يبقى أكثر من خمسة جنود.</numerusform>
            <numerusform>ارمِ جنديين آخرين: لا يجوز أن يبقى أكثر من خمسة جنود.</numerusform>
            <numerusform>ارمِ %Ln جنود آخرين: لا يجوز أن يبقى أكثر من خمسة جنود.</numerusform>
            <numerusform>ارمِ %Ln جنديًا آخر: لا يجوز أن يبقى أكثر من خمسة جنود.</numerusform>
            <numerusform>ارمِ %Ln جندي آخر: لا يجوز أن يبقى أكثر من خمسة جنود.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation>سلّم الشاشة إلى {name}</translation>
    </message>
    <message>
        <source>Everyone else, look away. {name}, press Continue when only you can see the screen.</source>
        <translation>ليُشِح الآخرون جميعًا بأنظارهم. يا {name}، اضغط «متابعة» حين لا يرى الشاشة أحد سواك.</translation>
    </message>
    <message>
        <source>Continue as {name}</source>
        <translation>متابعة باسم {name}</translation>
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
        <translation>أتنسحب؟</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>انسحاب</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>متابعة اللعب</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>لا تسأل مجددًا</translation>
    </message>
    <message>
        <source>Don&apos;t ask again before folding</source>
        <translation>لا تسأل مجددًا قبل الانسحاب</translation>
    </message>
</context>
<context>
    <name>HandNames</name>
    <message>
        <source>a straight flush</source>
        <translation>متتالية من شكل واحد</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>أربع بطاقات متماثلة</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>ثلاث متماثلة وزوج</translation>
    </message>
    <message>
        <source>a flush</source>
        <translation>خمس بطاقات من شكل واحد</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>متتالية</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>ثلاث بطاقات متماثلة</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>زوجان</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>زوج واحد</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>بطاقة عالية</translation>
    </message>
    <message>
        <source>a hidden hand</source>
        <translation>يد مخفية</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <source>Match over</source>
        <translation>انتهت المباراة</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>الجولة {number}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>لعبة جديدة…</translation>
    </message>
    <message>
        <source>The next hand is dealt in a moment.</source>
        <translation>تُوزَّع اليد التالية بعد لحظة.</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>توزيع الجولة التالية</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>عرض الطاولة</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the match with %Ln chips.</source>
        <translation>
            <numerusform>يفوز {name} بالمباراة وبحوزته %Ln رقاقة.</numerusform>
            <numerusform>يفوز {name} بالمباراة وبحوزته رقاقة واحدة.</numerusform>
            <numerusform>يفوز {name} بالمباراة وبحوزته رقاقتان.</numerusform>
            <numerusform>يفوز {name} بالمباراة وبحوزته %Ln رقائق.</numerusform>
            <numerusform>يفوز {name} بالمباراة وبحوزته %Ln رقاقة.</numerusform>
            <numerusform>يفوز {name} بالمباراة وبحوزته %Ln رقاقة.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the pot of {amount}.</source>
        <translation>يفوز {name} بالصندوق البالغ {amount}.</translation>
    </message>
    <message>
        <source>{names} split the pot.</source>
        <translation>يتقاسم {names} الصندوق.</translation>
    </message>
    <message>
        <source>Showdown:</source>
        <translation>كشف الأوراق:</translation>
    </message>
    <message>
        <source>{name}: {hand} ({cards})</source>
        <translation>{name}: {hand} ({cards})</translation>
    </message>
    <message>
        <source>{name} is out of the match (cannot pay the ante).</source>
        <translation>خرج {name} من المباراة (لا يستطيع دفع الرهان المسبق).</translation>
    </message>
    <message>
        <source>{name} is out of the match.</source>
        <translation>خرج {name} من المباراة.</translation>
    </message>
    <message>
        <source>{name} folded on their turn.</source>
        <translation>انسحب {name} في دوره.</translation>
    </message>
    <message>
        <source>{a} beat {d} in battle.</source>
        <translation>تغلّب {a} على {d} في معركة.</translation>
    </message>
    <message>
        <source>{d} beat {a} in battle.</source>
        <translation>تغلّب {d} على {a} في معركة.</translation>
    </message>
    <message>
        <source>{d} folded to {a}&apos;s raise.</source>
        <translation>انسحب {d} أمام رفع {a}.</translation>
    </message>
    <message>
        <source>{d} folded when {a} attacked.</source>
        <translation>انسحب {d} حين هجم عليه {a}.</translation>
    </message>
    <message>
        <source>{a} folded to {d}&apos;s raise.</source>
        <translation>انسحب {a} أمام رفع {d}.</translation>
    </message>
    <message>
        <source>{a} and {d} tied and split the pot.</source>
        <translation>تعادل {a} و{d} وتقاسما الصندوق.</translation>
    </message>
    <message>
        <source>{a} and {d} tied and both went out.</source>
        <translation>تعادل {a} و{d} وخرج كلاهما.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>الرقائق</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>هذه الجولة</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>الترتيب</translation>
    </message>
</context>
<context>
    <name>HandWords</name>
    <message>
        <source>twos</source>
        <translation>الاثنينات</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>الثلاثات</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>الأربعات</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>الخمسات</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>الستات</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>السبعات</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>الثمانيات</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>التسعات</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>العشرات</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>الأولاد</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>الملكات</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>الملوك</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>الآسات</translation>
    </message>
    <message>
        <source>a straight flush, {high} high</source>
        <translation>متتالية من شكل واحد، أعلاها {high}</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation>أربع بطاقات متماثلة من {ranks}</translation>
    </message>
    <message>
        <source>a full house, {trips} over {pair}</source>
        <translation>ثلاث متماثلة وزوج: ثلاث بطاقات من {trips} وزوج من {pair}</translation>
    </message>
    <message>
        <source>a flush, {high} high</source>
        <translation>خمس بطاقات من شكل واحد، أعلاها {high}</translation>
    </message>
    <message>
        <source>a straight, {high} high</source>
        <translation>متتالية، أعلاها {high}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation>ثلاث بطاقات متماثلة من {ranks}</translation>
    </message>
    <message>
        <source>two pair, {high} and {low}</source>
        <translation>زوجان، من {high} ومن {low}</translation>
    </message>
    <message>
        <source>a pair of {ranks}</source>
        <translation>زوج من {ranks}</translation>
    </message>
    <message>
        <source>high card {high}</source>
        <translation>بطاقة عالية: {high}</translation>
    </message>
</context>
<context>
    <name>HistoryOpening</name>
    <message>
        <source>Cancel</source>
        <translation>ألغِ</translation>
    </message>
    <message>
        <source>too big to open in the memory available</source>
        <translation>أكبر من أن يُفتح في الذاكرة المتاحة</translation>
    </message>
    <message>
        <source>an error of the app stopped the reading ({error})</source>
        <translation>أوقف خطأ في التطبيق القراءة ({error})</translation>
    </message>
    <message>
        <source>Reading {path}…</source>
        <translation>جارٍ قراءة {path}…</translation>
    </message>
    <message>
        <source>{path} cannot be shown: {error}</source>
        <translation>لا يمكن عرض {path}: {error}</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>Host a table</source>
        <translation>استضف طاولة</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>المقاعد</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>الرقائق في البداية</translation>
    </message>
    <message>
        <source>none: anyone with the code joins</source>
        <translation>بلا: ينضم كل من لديه الرمز</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>كلمة المرور (اختيارية)</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>ا&amp;سمك:</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>الم&amp;قاعد:</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>ال&amp;رقائق في البداية:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;كلمة المرور:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>A player on another computer</source>
        <translation>لاعب على حاسوب آخر</translation>
    </message>
    <message>
        <source>A bot ({level})</source>
        <translation>روبوت ({level})</translation>
    </message>
    <message>
        <source>{seat}: who plays</source>
        <translation>{seat}: من يلعب</translation>
    </message>
    <message>
        <source>People on this network find the table in Game ▸ Join a table; others join with the room code and this computer&apos;s address, shown once the table is made.</source>
        <translation>يجد الأشخاص على هذه الشبكة الطاولة في «اللعبة ◂ الانضمام إلى طاولة»؛ وينضم الآخرون برمز الغرفة وعنوان هذا الحاسوب، ويظهران بعد إنشاء الطاولة.</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>مشكلة</translation>
    </message>
    <message>
        <source>&amp;Host the table</source>
        <translation>ا&amp;ستضف الطاولة</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>اكتب اسمك: يراه الآخرون على الطاولة.</translation>
    </message>
    <message>
        <source>Hosting a table is not part of this build of the app; you can still join one.</source>
        <translation>استضافة طاولة ليست جزءًا من هذا الإصدار من التطبيق؛ لا يزال بإمكانك الانضمام إلى طاولة.</translation>
    </message>
    <message>
        <source>The table could not be hosted on this computer ({error}).</source>
        <translation>تعذّرت استضافة الطاولة على هذا الحاسوب ({error}).</translation>
    </message>
    <message>
        <source>Making the table…</source>
        <translation>جارٍ إنشاء الطاولة…</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play Palace Poker</source>
        <translation>طريقة لعب بوكر القصر</translation>
    </message>
</context>
<context>
    <name>InstanceTexts</name>
    <message>
        <source>Palace Desktop is already open in another window. This window keeps its game apart: a game left unfinished here is kept for later (Game ▸ Resume a kept game), and settings changed here are not saved.</source>
        <translation>Palace Desktop مفتوح بالفعل في نافذة أخرى. تحتفظ هذه النافذة بلعبتها على حدة: اللعبة التي لم تكتمل هنا تُؤجَّل لوقت لاحق (اللعبة ◂ استئناف لعبة مؤجلة)، والإعدادات التي تُغيَّر هنا لا تُحفظ.</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Join a table</source>
        <translation>الانضمام إلى طاولة</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>الطاولات على هذه الشبكة</translation>
    </message>
    <message>
        <source>such as 192.168.1.20 or host:8765</source>
        <translation>مثل 192.168.1.20 أو host:8765</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>العنوان</translation>
    </message>
    <message>
        <source>ten letters and digits</source>
        <translation>عشرة أحرف وأرقام</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>رمز الغرفة</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>إن كان للطاولة واحدة</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>كلمة المرور</translation>
    </message>
    <message>
        <source>Or join by address</source>
        <translation>أو انضم بالعنوان</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>ال&amp;عنوان:</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>&amp;رمز الغرفة:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;كلمة المرور:</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>مشكلة</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>ا&amp;نضم</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;شاهد</translation>
    </message>
    <message>
        <source>Watch the game without a seat</source>
        <translation>شاهد اللعبة دون مقعد</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>ا&amp;سمك:</translation>
    </message>
    <message>
        <source>Looking for tables on this network is not available: join by address.</source>
        <translation>البحث عن الطاولات على هذه الشبكة غير متاح: انضم بالعنوان.</translation>
    </message>
    <message>
        <source>{host}&apos;s table: started, {taken} of {seats} seats taken</source>
        <translation>طاولة {host}: بدأت، {taken} من {seats} مقاعد مشغولة</translation>
    </message>
    <message>
        <source>{host}&apos;s table: {taken} of {seats} seats taken, {free} free</source>
        <translation>طاولة {host}: {taken} من {seats} مقاعد مشغولة، {free} شاغرة</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables found on this network.</source>
        <translation>
            <numerusform>لم يُعثر على أي طاولة على هذه الشبكة.</numerusform>
            <numerusform>عُثر على طاولة واحدة على هذه الشبكة.</numerusform>
            <numerusform>عُثر على طاولتين على هذه الشبكة.</numerusform>
            <numerusform>عُثر على %Ln طاولات على هذه الشبكة.</numerusform>
            <numerusform>عُثر على %Ln طاولة على هذه الشبكة.</numerusform>
            <numerusform>عُثر على %Ln طاولة على هذه الشبكة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for tables on this network… None found yet.</source>
        <translation>جارٍ البحث عن طاولات على هذه الشبكة… لم يُعثر على أي منها بعد.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>اكتب اسمك: يراه الآخرون على الطاولة.</translation>
    </message>
    <message>
        <source>That is not an address a table can be reached at. Type the address the host gave, such as 192.168.1.20 or 192.168.1.20:8765.</source>
        <translation>هذا ليس عنوانًا يمكن الوصول منه إلى طاولة. اكتب العنوان الذي أعطاه المضيف، مثل 192.168.1.20 أو 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>A room code is ten letters and digits, such as 22RK-WG01-KR. Check it with the host.</source>
        <translation>رمز الغرفة عشرة أحرف وأرقام، مثل 22RK-WG01-KR. تحقق منه مع المضيف.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>جارٍ الاتصال…</translation>
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
        <translation>تعذّرت قراءة اللعبة المحفوظة فنُقلت جانبًا:
{error}</translation>
    </message>
    <message>
        <source>it was put aside as {name}</source>
        <translation>نُقلت جانبًا باسم {name}</translation>
    </message>
    <message>
        <source>it could not be put aside ({error})</source>
        <translation>تعذّر نقلها جانبًا ({error})</translation>
    </message>
    <message>
        <source>The saved game {path} cannot be resumed ({error}); {where}.</source>
        <translation>لا يمكن استئناف اللعبة المحفوظة {path} ({error})؛ {where}.</translation>
    </message>
    <message>
        <source>The kept game could not be read and was put aside:
{error}</source>
        <translation>تعذّرت قراءة اللعبة المؤجلة فنُقلت جانبًا:
{error}</translation>
    </message>
    <message>
        <source>The kept game could not be restored: {error}</source>
        <translation>تعذّرت استعادة اللعبة المؤجلة: {error}</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>مغادرة الطاولة؟</translation>
    </message>
    <message>
        <source>You are playing at a table on the network.</source>
        <translation>أنت تلعب على طاولة عبر الشبكة.</translation>
    </message>
    <message>
        <source>You host it: if you leave, the game ends for everyone at it.</source>
        <translation>أنت تستضيفها: إن غادرت ينتهي اللعب لكل من عليها.</translation>
    </message>
    <message>
        <source>Your seat waits for you there (a bot plays it after a while): Palace Desktop offers to take it back at its next start.</source>
        <translation>مقعدك ينتظرك هناك (يلعبه روبوت بعد مدة): يعرض Palace Desktop استعادته عند تشغيله التالي.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;مغادرة الطاولة</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;البقاء</translation>
    </message>
    <message>
        <source>That table is gone, or your seat there is no longer kept: it is forgotten.</source>
        <translation>تلك الطاولة لم تعد موجودة، أو لم يعد مقعدك فيها محجوزًا: تم نسيانها.</translation>
    </message>
    <message>
        <source>Rejoin a table</source>
        <translation>العودة إلى طاولة</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Table {room}</source>
        <translation>الطاولة {room}</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>&amp;رمز الغرفة:</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>رمز الغرفة</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>ا&amp;نسخ</translation>
    </message>
    <message>
        <source>Copy the room code</source>
        <translation>انسخ رمز الغرفة</translation>
    </message>
    <message>
        <source>How others join</source>
        <translation>كيف ينضم الآخرون</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>الم&amp;قاعد:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>المقاعد</translation>
    </message>
    <message>
        <source>Level of the bot</source>
        <translation>مستوى الروبوت</translation>
    </message>
    <message>
        <source>Give the seat to a &amp;bot</source>
        <translation>أعطِ المقعد لـ&amp;روبوت</translation>
    </message>
    <message>
        <source>&amp;Open the seat to a player</source>
        <translation>ا&amp;فتح المقعد للاعب</translation>
    </message>
    <message>
        <source>&amp;Remove the player</source>
        <translation>أ&amp;زل اللاعب</translation>
    </message>
    <message>
        <source>Table status</source>
        <translation>حالة الطاولة</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>مشكلة</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>ا&amp;بدأ اللعبة</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;غادر الطاولة</translation>
    </message>
    <message>
        <source>Others join with this room code from Game ▸ Join a table.</source>
        <translation>ينضم الآخرون بهذا الرمز من «اللعبة ◂ الانضمام إلى طاولة».</translation>
    </message>
    <message>
        <source>Others on this network find the table in Game ▸ Join a table, or join with this room code.</source>
        <translation>يجد الآخرون على هذه الشبكة الطاولة في «اللعبة ◂ الانضمام إلى طاولة»، أو ينضمون بهذا الرمز.</translation>
    </message>
    <message>
        <source>Others on this network find the table in Game ▸ Join a table. From elsewhere, they join at {addresses} with this room code.</source>
        <translation>يجد الآخرون على هذه الشبكة الطاولة في «اللعبة ◂ الانضمام إلى طاولة». ومن مكان آخر ينضمون على {addresses} بهذا الرمز.</translation>
    </message>
    <message>
        <source>{seat}: a bot ({level})</source>
        <translation>{seat}: روبوت ({level})</translation>
    </message>
    <message>
        <source>{seat}: open, waiting for a player</source>
        <translation>{seat}: شاغر، بانتظار لاعب</translation>
    </message>
    <message>
        <source>{seat}: {name} (you)</source>
        <translation>{seat}: {name} (أنت)</translation>
    </message>
    <message>
        <source>{seat}: {name} (connection lost)</source>
        <translation>{seat}: {name} (انقطع الاتصال)</translation>
    </message>
    <message>
        <source>{seat}: {name}</source>
        <translation>{seat}: {name}</translation>
    </message>
    <message>
        <source>You are watching. The game shows here when the host starts it.</source>
        <translation>أنت تشاهد. تظهر اللعبة هنا عندما يبدؤها المضيف.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players still to join.</source>
        <translation>
            <numerusform>لا ننتظر أي لاعب.</numerusform>
            <numerusform>بانتظار انضمام لاعب واحد آخر.</numerusform>
            <numerusform>بانتظار انضمام لاعبَين آخرَين.</numerusform>
            <numerusform>بانتظار انضمام %Ln لاعبين آخرين.</numerusform>
            <numerusform>بانتظار انضمام %Ln لاعبًا آخر.</numerusform>
            <numerusform>بانتظار انضمام %Ln لاعب آخر.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every seat is taken: start the game when you are ready.</source>
        <translation>كل المقاعد مشغولة: ابدأ اللعبة عندما تكون جاهزًا.</translation>
    </message>
    <message>
        <source>Every seat is taken: waiting for the host to start the game.</source>
        <translation>كل المقاعد مشغولة: بانتظار أن يبدأ المضيف اللعبة.</translation>
    </message>
    <message>
        <source>Watching: {names}</source>
        <translation>يشاهد: {names}</translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>لا أحد يشاهد.</translation>
    </message>
    <message>
        <source>Table {room}. {status}</source>
        <translation>الطاولة {room}. {status}</translation>
    </message>
    <message>
        <source>The room code is copied.</source>
        <translation>تم نسخ رمز الغرفة.</translation>
    </message>
    <message>
        <source>{name} took {seat}.</source>
        <translation>أخذ {name} {seat}.</translation>
    </message>
    <message>
        <source>{name} left {seat}.</source>
        <translation>غادر {name} {seat}.</translation>
    </message>
    <message>
        <source>{name} is watching.</source>
        <translation>{name} يشاهد.</translation>
    </message>
    <message>
        <source>{name} stopped watching.</source>
        <translation>توقف {name} عن المشاهدة.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>أزالك المضيف من الطاولة.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>أ&amp;غلق</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>مغادرة الطاولة؟</translation>
    </message>
    <message>
        <source>The game at this table has not started yet.</source>
        <translation>لم تبدأ اللعبة على هذه الطاولة بعد.</translation>
    </message>
    <message>
        <source>You host it: if you leave, the table ends for everyone who has joined.</source>
        <translation>أنت المضيف: إذا غادرت، تنتهي الطاولة لكل من انضم إليها.</translation>
    </message>
    <message>
        <source>Your seat is given up: someone else may take it.</source>
        <translation>تتخلى عن مقعدك: يمكن لشخص آخر أن يأخذه.</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;البقاء</translation>
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
        <translation>الطاولة، في انتظار لعبة</translation>
    </message>
    <message>
        <source>The rule behind the last refusal</source>
        <translation>القاعدة التي استند إليها آخر رفض</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;لعبة جديدة…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>الا&amp;نضمام إلى طاولة…</translation>
    </message>
    <message>
        <source>Deal the &amp;next hand</source>
        <translation>&amp;توزيع الجولة التالية</translation>
    </message>
    <message>
        <source>Export the last finished &amp;hand…</source>
        <translation>تصدير آخر &amp;جولة منتهية…</translation>
    </message>
    <message>
        <source>Export the &amp;match…</source>
        <translation>تصدير ال&amp;مباراة…</translation>
    </message>
    <message>
        <source>&amp;Open a hand history…</source>
        <translation>&amp;فتح سجل جولات…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>الإ&amp;حصاءات…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>الإ&amp;عدادات…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;تكبير</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>ت&amp;صغير</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;ملاءمة الطاولة</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>ملء ال&amp;شاشة</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;رزمة بأربعة ألوان</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>المؤ&amp;ثرات الصوتية</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;طريقة اللعب</translation>
    </message>
    <message>
        <source>&amp;About Palace Desktop</source>
        <translation>&amp;حول Palace Desktop</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;تعلّم اللعب</translation>
    </message>
    <message>
        <source>Ne&amp;xt pane</source>
        <translation>ال&amp;لوحة التالية</translation>
    </message>
    <message>
        <source>&amp;Previous pane</source>
        <translation>اللوحة السا&amp;بقة</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;اللعبة</translation>
    </message>
    <message>
        <source>&amp;Resume a kept game</source>
        <translation>&amp;استئناف لعبة مؤجلة</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;عرض</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;سرعة الحركة</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;مساعدة</translation>
    </message>
    <message>
        <source>&amp;Ask the table</source>
        <translation>&amp;سؤال الطاولة</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>القاعدة {rule}</translation>
    </message>
    <message>
        <source>Open the rules where this rule is explained</source>
        <translation>افتح القواعد عند الموضع الذي تُشرح فيه هذه القاعدة</translation>
    </message>
    <message>
        <source>Pot: {amount}</source>
        <translation>الصندوق: {amount}</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>انتهت الجولة</translation>
    </message>
    <message>
        <source>To act: {name}</source>
        <translation>الدور على: {name}</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Hand {number} begins; {dealer} deals.</source>
        <translation>تبدأ الجولة {number}؛ يوزّع {dealer}.</translation>
    </message>
    <message>
        <source>{name} cannot pay the ante and is out of the match.</source>
        <translation>لا يستطيع {name} دفع الرهان المسبق فيخرج من المباراة.</translation>
    </message>
    <message>
        <source>{name} pays the ante of {amount}.</source>
        <translation>يدفع {name} الرهان المسبق وقدره {amount}.</translation>
    </message>
    <message>
        <source>{card} is rejected as {name}&apos;s banner: its suit is taken.</source>
        <translation>تُرفض {card} رايةً لـ{name}: شكلها مأخوذ.</translation>
    </message>
    <message>
        <source>The rejected cards are shuffled into a new deck.</source>
        <translation>تُخلط البطاقات المرفوضة في رزمة جديدة.</translation>
    </message>
    <message>
        <source>{name} gets the banner {card}.</source>
        <translation>يحصل {name} على الراية {card}.</translation>
    </message>
    <message>
        <source>{name} gets the palace card {card}.</source>
        <translation>يحصل {name} على بطاقة القصر {card}.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %Ln cards.</source>
        <translation>
            <numerusform>تُخلط كومة المهملات في كومة سحب جديدة من %Ln بطاقة.</numerusform>
            <numerusform>تُخلط كومة المهملات في كومة سحب جديدة من بطاقة واحدة.</numerusform>
            <numerusform>تُخلط كومة المهملات في كومة سحب جديدة من بطاقتين.</numerusform>
            <numerusform>تُخلط كومة المهملات في كومة سحب جديدة من %Ln بطاقات.</numerusform>
            <numerusform>تُخلط كومة المهملات في كومة سحب جديدة من %Ln بطاقة.</numerusform>
            <numerusform>تُخلط كومة المهملات في كومة سحب جديدة من %Ln بطاقة.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier ({card}) and pays {price}.</source>
        <translation>يشتري {name} جنديًا ({card}) ويدفع {price}.</translation>
    </message>
    <message>
        <source>{name} discards nothing.</source>
        <translation>لا يرمي {name} شيئًا.</translation>
    </message>
    <message>
        <source>{name} discards {cards} and pays {cost}.</source>
        <translation>يرمي {name} {cards} ويدفع {cost}.</translation>
    </message>
    <message>
        <source>{name} discards {cards}.</source>
        <translation>يرمي {name} {cards}.</translation>
    </message>
    <message>
        <source>{name} stays.</source>
        <translation>يبقى {name}.</translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation>ينسحب {name}.</translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} and bets {amount}.</source>
        <translation>يهجم {attacker} على {defender} ويراهن بـ{amount}.</translation>
    </message>
    <message>
        <source>{name} calls all-in with {amount}.</source>
        <translation>يجاري {name} بكل رقائقه ({amount}).</translation>
    </message>
    <message>
        <source>{name} calls {amount}.</source>
        <translation>يجاري {name} بـ{amount}.</translation>
    </message>
    <message>
        <source>{name} calls {call} and raises {amount}.</source>
        <translation>يجاري {name} بـ{call} ويرفع بمقدار {amount}.</translation>
    </message>
    <message>
        <source>{name} shows {hand}: {cards}.</source>
        <translation>يكشف {name} يده — {hand}: {cards}.</translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}.</source>
        <translation>يفوز {winner} بالمعركة على {loser}.</translation>
    </message>
    <message>
        <source>{winner} wins the battle without a fight.</source>
        <translation>يفوز {winner} بالمعركة دون قتال.</translation>
    </message>
    <message>
        <source>{a} and {b} tie and split the pot.</source>
        <translation>يتعادل {a} و{b} ويتقاسمان الصندوق.</translation>
    </message>
    <message>
        <source>{a} and {b} tie and are both out.</source>
        <translation>يتعادل {a} و{b} ويخرج كلاهما.</translation>
    </message>
    <message>
        <source>{captor} captures {cards} from {loser}.</source>
        <translation>يستولي {captor} على {cards} من {loser}.</translation>
    </message>
    <message>
        <source>{name} is out of this hand.</source>
        <translation>يخرج {name} من هذه الجولة.</translation>
    </message>
    <message>
        <source>Everyone has been quiet: showdown.</source>
        <translation>هدأ الجميع: كشف الأوراق.</translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation>يربح {name} {amount}</translation>
    </message>
    <message>
        <source>{winners}.</source>
        <translation>{winners}.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>ال&amp;لاعبون</translation>
    </message>
    <message>
        <source>&amp;Stakes</source>
        <translation>ال&amp;رهانات</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>&amp;قواعد خاصة</translation>
    </message>
    <message>
        <source>Problems with this setup</source>
        <translation>مشكلات في هذا الإعداد</translation>
    </message>
    <message>
        <source>Start &amp;game</source>
        <translation>&amp;بدء اللعبة</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>&amp;استعادة الافتراضيات</translation>
    </message>
    <message>
        <source>Put the stakes and every house rule back to their defaults. The players stay.</source>
        <translation>يعيد الرهانات وكل القواعد الخاصة إلى قيمها الافتراضية. يبقى اللاعبون كما هم.</translation>
    </message>
    <message>
        <source>Host a table for other &amp;computers…</source>
        <translation>استضف طاولة لحواسيب أ&amp;خرى…</translation>
    </message>
    <message>
        <source>Play with people on other computers: they join your table from their app. The stakes and house rules chosen here go with it.</source>
        <translation>العب مع أشخاص على حواسيب أخرى: ينضمون إلى طاولتك من تطبيقهم. وتنتقل معها الرهانات وقواعد البيت المختارة هنا.</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>الان&amp;ضمام إلى طاولة…</translation>
    </message>
    <message>
        <source>Sit at a table someone hosts on another computer: on this network it is listed, else you type its address and room code.</source>
        <translation>اجلس إلى طاولة يستضيفها شخص على حاسوب آخر: على هذه الشبكة تظهر في القائمة، وإلا فاكتب عنوانها ورمز الغرفة.</translation>
    </message>
    <message>
        <source>A game needs 2 to 10 seats.</source>
        <translation>تحتاج اللعبة إلى ما بين ٢ و١٠ مقاعد.</translation>
    </message>
    <message>
        <source>Only one seat can be you.</source>
        <translation>لا يمكن أن يكون لك إلا مقعد واحد.</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>المقعد %1 يحتاج إلى اسم.</translation>
    </message>
    <message>
        <source>Seat %1: a name has at most %2 characters.</source>
        <translation>المقعد %1: لا يتجاوز الاسم %2 حرفًا.</translation>
    </message>
    <message>
        <source>Seats %1 and %2 have the same name.</source>
        <translation>للمقعدين %1 و%2 الاسم نفسه.</translation>
    </message>
    <message>
        <source>The small bet must be 1 to %1.</source>
        <translation>يجب أن يكون الرهان الصغير من ١ إلى %1.</translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet (%1).</source>
        <translation>يجب ألا يقل الرهان الكبير عن الرهان الصغير (%1).</translation>
    </message>
    <message>
        <source>Starting chips must be 1 to %1.</source>
        <translation>يجب أن تكون الرقائق الأولية من ١ إلى %1.</translation>
    </message>
    <message>
        <source>Starting chips must be more than the ante (%1).</source>
        <translation>يجب أن تزيد الرقائق الأولية على الرهان المسبق (%1).</translation>
    </message>
</context>
<context>
    <name>NewGameRules</name>
    <message>
        <source>S&amp;mall bet (SB):</source>
        <translation>الرهان ال&amp;صغير:</translation>
    </message>
    <message>
        <source>&amp;Big bet (BB):</source>
        <translation>الرهان ال&amp;كبير:</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>الرهان المسبق:</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>الرقائق الأ&amp;ولية:</translation>
    </message>
    <message>
        <source>Every seat starts the match with this many.</source>
        <translation>يبدأ كل مقعد المباراة بهذا العدد.</translation>
    </message>
    <message>
        <source>&amp;Limit</source>
        <translation>&amp;محدود</translation>
    </message>
    <message>
        <source>&amp;No-limit</source>
        <translation>&amp;غير محدود</translation>
    </message>
    <message>
        <source>A soldier costs 1 SB, an attack (soldiers + 1) × SB.</source>
        <translation>الجندي بسعر رهان صغير واحد، والهجوم بـ(الجنود + ١) × الرهان الصغير.</translation>
    </message>
    <message>
        <source>A limit raise; 2 × SB until you change it.</source>
        <translation>مقدار الرفع في اللعب المحدود؛ ٢ × الرهان الصغير ما لم تغيّره.</translation>
    </message>
    <message>
        <source>Half the SB, at least 1, from every seat each hand.</source>
        <translation>نصف الرهان الصغير، و١ على الأقل، من كل مقعد في كل جولة.</translation>
    </message>
    <message>
        <source>Betting structure:</source>
        <translation>نظام الرهان:</translation>
    </message>
    <message>
        <source>A raise is one BB, at most 3 per battle.</source>
        <translation>الرفع رهان كبير واحد، و٣ مرات على الأكثر في كل معركة.</translation>
    </message>
    <message>
        <source>A raise is from one BB up to all your chips.</source>
        <translation>الرفع من رهان كبير واحد حتى كل رقائقك.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>القواعد: %1</translation>
    </message>
    <message>
        <source>Excluded cards</source>
        <translation>البطاقات المستبعدة</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>الشكل</translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner suit do not count in a battle.</source>
        <translation>لا تُحتسب في المعركة البطاقات التي من شكل راية الخصم.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner rank do not count in a battle.</source>
        <translation>لا تُحتسب في المعركة البطاقات التي لها قيمة راية الخصم.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>Every card counts in a battle.</source>
        <translation>تُحتسب كل البطاقات في المعركة.</translation>
    </message>
    <message>
        <source>Calling a bet</source>
        <translation>مجاراة الرهان</translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation>الرمي في دورك</translation>
    </message>
    <message>
        <source>Limit raise with no soldiers</source>
        <translation>الرفع المحدود بلا جنود</translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation>الرفعات في كل معركة</translation>
    </message>
    <message>
        <source>Two left at a quiet end</source>
        <translation>لاعبان باقيان عند نهاية هادئة</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>حسب جنوده</translation>
    </message>
    <message>
        <source>The defender pays (their own soldiers + 1) × small bet.</source>
        <translation>يدفع المدافع (عدد جنوده + ١) × الرهان الصغير.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>مطابقة</translation>
    </message>
    <message>
        <source>The defender pays what the attacker bet.</source>
        <translation>يدفع المدافع ما راهن به المهاجم.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>مجاني</translation>
    </message>
    <message>
        <source>Discarding without buying costs nothing.</source>
        <translation>الرمي دون شراء لا يكلّف شيئًا.</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>الرهان الصغير</translation>
    </message>
    <message>
        <source>Discarding without buying costs one small bet.</source>
        <translation>الرمي دون شراء يكلّف رهانًا صغيرًا واحدًا.</translation>
    </message>
    <message>
        <source>In limit, a raiser with no soldiers raises one small bet.</source>
        <translation>في اللعب المحدود، من يرفع وليس لديه جنود يرفع رهانًا صغيرًا واحدًا.</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>الرهان الكبير</translation>
    </message>
    <message>
        <source>In limit, every raise is one big bet.</source>
        <translation>في اللعب المحدود، كل رفع رهان كبير واحد.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>قياسي</translation>
    </message>
    <message>
        <source>At most 3 raises in limit, no cap in no-limit.</source>
        <translation>٣ رفعات على الأكثر في اللعب المحدود، ولا سقف في غير المحدود.</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>بحد أقصى</translation>
    </message>
    <message>
        <source>At most this many raises per battle; 0: nobody may raise.</source>
        <translation>هذا العدد من الرفعات على الأكثر في كل معركة؛ ٠: لا يجوز لأحد أن يرفع.</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>بلا سقف</translation>
    </message>
    <message>
        <source>Raise as often as you can pay.</source>
        <translation>ارفع كلما استطعت الدفع.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>معركة</translation>
    </message>
    <message>
        <source>The last two settle the hand by battle rules, without more chips.</source>
        <translation>يحسم آخر لاعبَين الجولة بقواعد المعركة، دون رقائق إضافية.</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>كشف الأوراق</translation>
    </message>
    <message>
        <source>The last two show down: best five of all their cards.</source>
        <translation>يكشف آخر لاعبَين أوراقهما: تفوز أفضل خمس بطاقات من كل ما لدى كل منهما.</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (افتراضي)</translation>
    </message>
    <message>
        <source>Most raises per battle</source>
        <translation>أقصى عدد من الرفعات في كل معركة</translation>
    </message>
</context>
<context>
    <name>NewGameSeats</name>
    <message>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <source>Solo vs 3 bots</source>
        <translation>منفردًا ضد ٣ روبوتات</translation>
    </message>
    <message>
        <source>Solo vs 5 bots</source>
        <translation>منفردًا ضد ٥ روبوتات</translation>
    </message>
    <message>
        <source>Heads-up vs a hard bot</source>
        <translation>وجهًا لوجه ضد روبوت صعب</translation>
    </message>
    <message>
        <source>Hot-seat 4 players</source>
        <translation>٤ لاعبين على شاشة واحدة</translation>
    </message>
    <message>
        <source>Hot-seat 3 + 2 bots</source>
        <translation>٣ لاعبين على شاشة واحدة + روبوتان</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>اللاعب %1</translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation>&amp;نقطة الانطلاق:</translation>
    </message>
    <message>
        <source>Your own seating</source>
        <translation>ترتيبك الخاص</translation>
    </message>
    <message>
        <source>Fill the seats from a common table. The stakes and house rules stay as they are.</source>
        <translation>املأ المقاعد من ترتيب شائع. تبقى الرهانات والقواعد الخاصة كما هي.</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;عدد المقاعد:</translation>
    </message>
    <message>
        <source>2 to 10 players (R1.1)</source>
        <translation>من ٢ إلى ١٠ لاعبين (R1.1)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>المقعد</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>مستوى الروبوت</translation>
    </message>
    <message>
        <source>People at this screen take turns; each one&apos;s cards stay hidden until the screen is passed to them.</source>
        <translation>يتناوب الحاضرون أمام هذه الشاشة؛ وتبقى بطاقات كل منهم مخفية حتى تُسلَّم الشاشة إليه.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>بشري</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>روبوت</translation>
    </message>
    <message>
        <source>You, at this screen: the table is shown from your seat</source>
        <translation>أنت، أمام هذه الشاشة: تُعرض الطاولة من مقعدك</translation>
    </message>
    <message>
        <source>Another person at this screen: the screen passes to them on their turn</source>
        <translation>شخص آخر أمام هذه الشاشة: تنتقل الشاشة إليه في دوره</translation>
    </message>
    <message>
        <source>The computer plays this seat</source>
        <translation>الحاسوب يلعب في هذا المقعد</translation>
    </message>
    <message>
        <source>Seat %1: who plays</source>
        <translation>المقعد %1: من يلعب</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <translation>المقعد %1: الاسم</translation>
    </message>
    <message>
        <source>Seat %1: bot level</source>
        <translation>المقعد %1: مستوى الروبوت</translation>
    </message>
    <message>
        <source>Easy makes mistakes, Medium plays the odds, Hard thinks ahead</source>
        <translation>السهل يخطئ، والمتوسط يلعب بالاحتمالات، والصعب يفكّر في الحركات القادمة</translation>
    </message>
    <message>
        <source>(named at the start)</source>
        <translation>(يُسمّى عند البدء)</translation>
    </message>
    <message>
        <source>Bots get a name of their own when the game starts</source>
        <translation>تحصل الروبوتات على أسمائها عند بدء اللعبة</translation>
    </message>
</context>
<context>
    <name>NumberTexts</name>
    <message>
        <source>{number}%</source>
        <translation>{number}٪</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>Close Palace Desktop?</source>
        <translation>إغلاق Palace Desktop؟</translation>
    </message>
    <message>
        <source>This computer hosts the table.</source>
        <translation>هذا الحاسوب يستضيف الطاولة.</translation>
    </message>
    <message>
        <source>If Palace Desktop closes, the game ends for everyone at the table.</source>
        <translation>إن أُغلق Palace Desktop ينتهي اللعب لكل من على الطاولة.</translation>
    </message>
    <message>
        <source>&amp;Close and end the game</source>
        <translation>إ&amp;غلاق وإنهاء اللعب</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;متابعة اللعب</translation>
    </message>
    <message>
        <source>{name} lost the connection; the seat waits for them.</source>
        <translation>فقد {name} الاتصال؛ المقعد ينتظره.</translation>
    </message>
    <message>
        <source>A bot is playing for {name}.</source>
        <translation>روبوت يلعب بدلًا من {name}.</translation>
    </message>
    <message>
        <source>{name} is connected.</source>
        <translation>{name} متصل.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln seconds left to act.</source>
        <translation>
            <numerusform>لم يتبقَّ وقت للعب.</numerusform>
            <numerusform>تبقّت ثانية واحدة للعب.</numerusform>
            <numerusform>تبقّت ثانيتان للعب.</numerusform>
            <numerusform>تبقّت %Ln ثوانٍ للعب.</numerusform>
            <numerusform>تبقّت %Ln ثانية للعب.</numerusform>
            <numerusform>تبقّت %Ln ثانية للعب.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to the table is lost: taking your seat back…</source>
        <translation>انقطع الاتصال بالطاولة: جارٍ استعادة مقعدك…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>عدت إلى الطاولة.</translation>
    </message>
    <message>
        <source>Your seat was taken from another window or computer with its rejoin code: it is played there now.</source>
        <translation>أُخذ مقعدك من نافذة أو حاسوب آخر برمز العودة الخاص به: يُلعب هناك الآن.</translation>
    </message>
    <message>
        <source>Could not get back to the table. The server keeps your seat for you: join the table again to take it back.</source>
        <translation>تعذّرت العودة إلى الطاولة. يحتفظ الخادم بمقعدك: انضم إلى الطاولة مجددًا لاستعادته.</translation>
    </message>
</context>
<context>
    <name>OnlineWords</name>
    <message>
        <source>No table answered at that address. Check the address, and that the host&apos;s app is hosting; a firewall on the host&apos;s computer must let port 8765 in.</source>
        <translation>لم تُجب أي طاولة على ذلك العنوان. تحقق من العنوان، ومن أن تطبيق المضيف يستضيف الطاولة؛ ويجب أن يسمح جدار الحماية على حاسوب المضيف بالمنفذ 8765.</translation>
    </message>
    <message>
        <source>That is not an address a table can be reached at. Type the address the host gave, such as 192.168.1.20 or 192.168.1.20:8765.</source>
        <translation>هذا ليس عنوانًا يمكن الوصول منه إلى طاولة. اكتب العنوان الذي أعطاه المضيف، مثل 192.168.1.20 أو 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>This computer does not trust the table&apos;s certificate ({detail}), so the connection was not made: it could be someone else&apos;s. Ask the host for the address they gave out (a name their certificate is for), or for their certificate to install on this computer.</source>
        <translation>لا يثق هذا الحاسوب بشهادة الطاولة ({detail})، لذا لم يُنشأ الاتصال: فقد تكون لشخص آخر. اطلب من المضيف العنوان الذي أعطاه (اسمًا صدرت له شهادته)، أو شهادته لتثبيتها على هذا الحاسوب.</translation>
    </message>
    <message>
        <source>The table runs another version of Palace Desktop ({theirs}; this is {ours}). Both need the same version to play together.</source>
        <translation>تعمل الطاولة بإصدار آخر من Palace Desktop ({theirs}؛ وهذا {ours}). يلزم الإصدار نفسه للّعب معًا.</translation>
    </message>
    <message>
        <source>The table runs another version of Palace Desktop (this is {ours}). Both need the same version to play together.</source>
        <translation>تعمل الطاولة بإصدار آخر من Palace Desktop (وهذا {ours}). يلزم الإصدار نفسه للّعب معًا.</translation>
    </message>
    <message>
        <source>Something answered at that address, but it is not a Palace Desktop table. Check the address and the port.</source>
        <translation>أجاب شيء على ذلك العنوان، لكنه ليس طاولة Palace Desktop. تحقق من العنوان والمنفذ.</translation>
    </message>
    <message>
        <source>The table could not be reached.</source>
        <translation>تعذّر الوصول إلى الطاولة.</translation>
    </message>
    <message>
        <source>No table has that room code there. Check the code (ten letters and digits) with the host; the table may have ended.</source>
        <translation>لا توجد طاولة بهذا الرمز هناك. تحقق من الرمز (عشرة أحرف وأرقام) مع المضيف؛ ربما انتهت الطاولة.</translation>
    </message>
    <message>
        <source>The password is not the table&apos;s. Ask the host for it.</source>
        <translation>كلمة المرور ليست كلمة مرور الطاولة. اطلبها من المضيف.</translation>
    </message>
    <message>
        <source>The table is full: every seat is taken. You may watch instead.</source>
        <translation>الطاولة ممتلئة: كل المقاعد مشغولة. يمكنك المشاهدة بدلًا من ذلك.</translation>
    </message>
    <message>
        <source>The game at that table has started already: only its players can come back. You may watch instead.</source>
        <translation>بدأت اللعبة على تلك الطاولة بالفعل: لا يعود إليها إلا لاعبوها. يمكنك المشاهدة بدلًا من ذلك.</translation>
    </message>
    <message>
        <source>Your seat at that table is no longer kept for you.</source>
        <translation>لم يعد مقعدك على تلك الطاولة محجوزًا لك.</translation>
    </message>
    <message>
        <source>The table takes no more people watching.</source>
        <translation>لا تقبل الطاولة مزيدًا من المشاهدين.</translation>
    </message>
    <message>
        <source>You hold a seat at a table already.</source>
        <translation>لديك مقعد على طاولة بالفعل.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can: try again later.</source>
        <translation>يحمل الخادم أكبر عدد ممكن من الطاولات: حاول لاحقًا.</translation>
    </message>
    <message>
        <source>Too much at once: wait a moment and try again.</source>
        <translation>الكثير دفعة واحدة: انتظر لحظة وحاول مجددًا.</translation>
    </message>
    <message>
        <source>A player holds that seat: remove them first.</source>
        <translation>يشغل لاعب ذلك المقعد: أزله أولًا.</translation>
    </message>
    <message>
        <source>Nobody holds that seat any more.</source>
        <translation>لم يعد أحد يشغل ذلك المقعد.</translation>
    </message>
    <message>
        <source>Every open seat must be taken before the start.</source>
        <translation>يجب شغل كل مقعد مفتوح قبل البدء.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>لا يستطيع ذلك إلا المضيف.</translation>
    </message>
    <message>
        <source>The table refused that.</source>
        <translation>رفضت الطاولة ذلك.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>انقطع الاتصال بالطاولة.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>عشوائي</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>المقعد {number}</translation>
    </message>
</context>
<context>
    <name>OverlayScrollBar</name>
    <message>
        <source>Scroll the table left and right</source>
        <translation>تمرير الطاولة يمينًا ويسارًا</translation>
    </message>
    <message>
        <source>Scroll the table up and down</source>
        <translation>تمرير الطاولة لأعلى ولأسفل</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Your settings could not be read and were put aside; the defaults are used.
{detail}</source>
        <translation>تعذّرت قراءة إعداداتك فوُضعت جانبًا؛ تُستخدم الإعدادات الافتراضية.
{detail}</translation>
    </message>
    <message>
        <source>Some of your settings could not be used: they take their defaults, or were shortened or cleaned of characters a name cannot hold.
{detail}</source>
        <translation>تعذّر استخدام بعض إعداداتك: أُعيدت إلى قيمها الافتراضية، أو قُصِّرت أو نُظِّفت من محارف لا يحملها اسم.
{detail}</translation>
    </message>
    <message>
        <source>Your statistics could not be read and were put aside; they start again from zero.
{detail}</source>
        <translation>تعذّرت قراءة إحصاءاتك فوُضعت جانبًا؛ تبدأ من الصفر من جديد.
{detail}</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>تعذّر حفظ اللعبة: {error}</translation>
    </message>
    <message>
        <source>The game goes on, but it is not being kept until saving works again.</source>
        <translation>تستمر اللعبة، لكنها لا تُحفظ حتى يعود الحفظ إلى العمل.</translation>
    </message>
    <message>
        <source>The game goes on, but this is not being kept until saving works again.</source>
        <translation>تستمر اللعبة، لكن هذا لا يُحفظ حتى يعود الحفظ إلى العمل.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {error}</source>
        <translation>تعذّر حفظ الإحصاءات: {error}</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>تعذّر حفظ الإعدادات: {error}</translation>
    </message>
    <message>
        <source>The game could not be kept: {error}</source>
        <translation>تعذّر تأجيل اللعبة: {error}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>قرص</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>غير معروف</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>مجلّد</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>عائم</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>أغلق</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>ا&amp;بحث في:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ا&amp;سم الملفّ:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>الملفّات من ال&amp;نوع:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>ا&amp;فتح</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>ا&amp;حفظ</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>افتح</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>احفظ باسم</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>ا&amp;حذف</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>أ&amp;عد التّسمية</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>مجلّد &amp;جديد</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>مجلّد جديد</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>أنشئ مجلّدًا جديدًا</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>أنشئ مجلّدًا جديدًا</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>كلّ الملفّات (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>ارجع</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>تقدّم</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>اذهب للخلف</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>اذهب للأمام</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>الدّليل الأمّ</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>اذهب إلى الدّليل الأمّ</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>منظور تفصيليّ</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>منظور قائميّ</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>غيّر إلى وضع المنظور التّفصيليّ</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>غيّر إلى وضع المنظور القائميّ</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>الملفّات</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>الشّريط الجانبيّ</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>قائمة الأماكن والعلامات</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>أظهر </translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>أظهر الملفّات الم&amp;خفيّة</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>‏%1 موجود بالفعل.
أتريد استبداله؟</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>الحجم</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>تاريخ التّعديل</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>النّوع</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>أ&amp;عد</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;قصّ</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>ا&amp;نسخ</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>أل&amp;صق</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>احذف</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>حدّد الكلّ</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>حسنًا</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ألغِ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>أغلق</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;نعم</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;لا</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>افتح</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>احفظ</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>طبّق</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>صفّر</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>استعد الافتراضيّات</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>مسافة</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>إدخال</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>جدولة</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>ا&amp;نسخ</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>انسخ و&amp;صلة المكان</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>حدّد الكلّ</translation>
    </message>
</context>
<context>
    <name>RefusalBubble</name>
    <message>
        <source>Rule {rule}</source>
        <translation>القاعدة {rule}</translation>
    </message>
</context>
<context>
    <name>RejoinOffer</name>
    <message>
        <source>Rejoin a table</source>
        <translation>العودة إلى طاولة</translation>
    </message>
    <message>
        <source>Rejoin the table {room} at {address}?</source>
        <translation>العودة إلى الطاولة {room} على {address}؟</translation>
    </message>
    <message>
        <source>You ({name}) hold a seat there. While you are away a bot plays it after a while; rejoining takes it back.</source>
        <translation>لديك ({name}) مقعد هناك. أثناء غيابك يلعب به روبوت بعد مدة؛ وعودتك تستعيده.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;عُد</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;ليس الآن</translation>
    </message>
    <message>
        <source>&amp;Forget it</source>
        <translation>ا&amp;نسَها</translation>
    </message>
</context>
<context>
    <name>RemoteTexts</name>
    <message>
        <source>{status}, {clock}</source>
        <translation>{status}، {clock}</translation>
    </message>
    <message>
        <source>A bot is playing for {name}</source>
        <translation>روبوت يلعب بدلًا من {name}</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>متصل</translation>
    </message>
    <message numerus="yes">
        <source>Away, %Ln s</source>
        <translation>
            <numerusform>غائب، %Ln ث</numerusform>
            <numerusform>غائب، ثانية واحدة</numerusform>
            <numerusform>غائب، ثانيتان</numerusform>
            <numerusform>غائب، %Ln ث</numerusform>
            <numerusform>غائب، %Ln ث</numerusform>
            <numerusform>غائب، %Ln ث</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>غير متصل</translation>
    </message>
    <message numerus="yes">
        <source>%Ln s to act</source>
        <translation>
            <numerusform>%Ln ث للعب</numerusform>
            <numerusform>ثانية واحدة للعب</numerusform>
            <numerusform>ثانيتان للعب</numerusform>
            <numerusform>%Ln ث للعب</numerusform>
            <numerusform>%Ln ث للعب</numerusform>
            <numerusform>%Ln ث للعب</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>untitled</source>
        <translation>بلا عنوان</translation>
    </message>
    <message>
        <source>Hand history — {file}</source>
        <translation>سجل الجولات — {file}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>الأول</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>السابق</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>تشغيل</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>التالي</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>الأخير</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>الجولة السابقة</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>الجولة التالية</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;إغلاق</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;تكبير</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>ت&amp;صغير</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;ملاءمة الطاولة</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;بطيئة</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;عادية</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;سريعة</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;فورية</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>إعادة العرض</translation>
    </message>
    <message>
        <source>Watch as:</source>
        <translation>المشاهدة من منظور:</translation>
    </message>
    <message>
        <source>Public view (no palace cards)</source>
        <translation>العرض العام (بلا بطاقات القصر)</translation>
    </message>
    <message>
        <source>Click a line to go to its action</source>
        <translation>انقر سطرًا للانتقال إلى إجرائه</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;إعادة العرض</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;عرض</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;سرعة الحركة</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <source>No actions</source>
        <translation>لا إجراءات</translation>
    </message>
    <message>
        <source>Before action 1 of {total}</source>
        <translation>قبل الإجراء ١ من {total}</translation>
    </message>
    <message>
        <source>Action {number} of {total}</source>
        <translation>الإجراء {number} من {total}</translation>
    </message>
    <message>
        <source>{name} deals.</source>
        <translation>يوزّع {name}.</translation>
    </message>
    <message>
        <source>Hand {number}: {name} deals.</source>
        <translation>الجولة {number}: يوزّع {name}.</translation>
    </message>
    <message>
        <source>The hand still being played is not shown.</source>
        <translation>لا تُعرض الجولة التي ما زالت قيد اللعب.</translation>
    </message>
    <message>
        <source>{rule}: it is not that seat&apos;s turn</source>
        <translation>{rule}: ليس دور هذا المقعد</translation>
    </message>
    <message>
        <source>Hand {hand}, action {number} is illegal: {message}</source>
        <translation>الجولة {hand}، الإجراء {number} غير مسموح: {message}</translation>
    </message>
    <message>
        <source>Action {number} is illegal: {message}</source>
        <translation>الإجراء {number} غير مسموح: {message}</translation>
    </message>
    <message numerus="yes">
        <source>(the %Ln hands after it cannot be shown)</source>
        <translation>
            <numerusform>(لا يمكن عرض %Ln جولة بعدها)</numerusform>
            <numerusform>(لا يمكن عرض الجولة التي بعدها)</numerusform>
            <numerusform>(لا يمكن عرض الجولتين اللتين بعدها)</numerusform>
            <numerusform>(لا يمكن عرض الجولات الـ%Ln التي بعدها)</numerusform>
            <numerusform>(لا يمكن عرض الجولات الـ%Ln التي بعدها)</numerusform>
            <numerusform>(لا يمكن عرض الجولات الـ%Ln التي بعدها)</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand begins; {dealer} deals.</source>
        <translation>تبدأ الجولة؛ يوزّع {dealer}.</translation>
    </message>
    <message>
        <source>What everyone saw</source>
        <translation>ما رآه الجميع</translation>
    </message>
    <message>
        <source>What {name} saw</source>
        <translation>ما رآه {name}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>جولة</translation>
    </message>
    <message>
        <source>Hand — {file}</source>
        <translation>جولة — {file}</translation>
    </message>
    <message>
        <source>Hand {number} of {count}</source>
        <translation>الجولة {number} من {count}</translation>
    </message>
</context>
<context>
    <name>RestartQuestion</name>
    <message>
        <source>Change the language</source>
        <translation>تغيير اللغة</translation>
    </message>
    <message>
        <source>The new language is used from the next start. Restart Palace Desktop now? Your game is saved and goes on where it is.</source>
        <translation>تُستخدم اللغة الجديدة من التشغيل التالي. أتريد إعادة تشغيل Palace Desktop الآن؟ لعبتك محفوظة وستتابع من حيث توقفت.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>إعادة التشغيل الآن</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>لاحقًا</translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>The hand is over.</source>
        <translation>انتهت الجولة.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>ليس دورك.</translation>
    </message>
    <message>
        <source>First discard down to at most five soldiers, then press Done.</source>
        <translation>ارمِ أولًا حتى لا يبقى لديك أكثر من خمسة جنود، ثم اضغط «تم».</translation>
    </message>
    <message>
        <source>You may keep at most five soldiers: discard more.</source>
        <translation>لا يمكنك الاحتفاظ بأكثر من خمسة جنود: ارمِ المزيد.</translation>
    </message>
    <message>
        <source>You are attacked: fold, call or raise.</source>
        <translation>أنت تتعرض لهجوم: انسحب أو جارِ أو ارفع.</translation>
    </message>
    <message>
        <source>There is no card left to buy.</source>
        <translation>لم تبقَ بطاقة للشراء.</translation>
    </message>
    <message>
        <source>You cannot pay for a soldier.</source>
        <translation>لا تستطيع دفع ثمن جندي.</translation>
    </message>
    <message>
        <source>Discard at least one soldier.</source>
        <translation>ارمِ جنديًا واحدًا على الأقل.</translation>
    </message>
    <message>
        <source>You have no soldier to discard.</source>
        <translation>ليس لديك جندي لترميه.</translation>
    </message>
    <message>
        <source>You cannot pay to discard.</source>
        <translation>لا تستطيع دفع كلفة الرمي.</translation>
    </message>
    <message>
        <source>Attack an opponent who is still in the hand.</source>
        <translation>اهجم على خصم ما زال في الجولة.</translation>
    </message>
    <message>
        <source>You may not attack a player whose banner has your suit.</source>
        <translation>لا يجوز أن تهجم على لاعب رايته من شكل رايتك.</translation>
    </message>
    <message>
        <source>You cannot pay for this attack.</source>
        <translation>لا تستطيع دفع ثمن هذا الهجوم.</translation>
    </message>
    <message>
        <source>There is no bet to answer.</source>
        <translation>لا يوجد رهان للرد عليه.</translation>
    </message>
    <message>
        <source>A card is named twice.</source>
        <translation>ذُكرت بطاقة مرتين.</translation>
    </message>
    <message>
        <source>That card is not one of your soldiers.</source>
        <translation>هذه البطاقة ليست من جنودك.</translation>
    </message>
    <message>
        <source>No more raises in this battle.</source>
        <translation>لا مزيد من الرفع في هذه المعركة.</translation>
    </message>
    <message>
        <source>In limit the raise has a fixed size.</source>
        <translation>في اللعب المحدود للرفع مقدار ثابت.</translation>
    </message>
    <message>
        <source>You cannot pay a raise; you may call all-in.</source>
        <translation>لا تستطيع دفع الرفع؛ يمكنك المجاراة بكل رقائقك.</translation>
    </message>
    <message>
        <source>Choose how much to raise.</source>
        <translation>اختر مقدار الرفع.</translation>
    </message>
    <message>
        <source>That raise is too small or too large.</source>
        <translation>هذا الرفع صغير جدًا أو كبير جدًا.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>هذه ليست حركة في هذه اللعبة.</translation>
    </message>
    <message>
        <source>You cannot move that card.</source>
        <translation>لا يمكنك تحريك هذه البطاقة.</translation>
    </message>
    <message>
        <source>That card cannot go there.</source>
        <translation>لا يمكن وضع هذه البطاقة هناك.</translation>
    </message>
    <message>
        <source>Only your own cards can be moved.</source>
        <translation>لا يمكنك تحريك إلا بطاقاتك.</translation>
    </message>
    <message>
        <source>Wait a moment: cards are still moving.</source>
        <translation>انتظر لحظة: البطاقات ما زالت تتحرك.</translation>
    </message>
    <message>
        <source>Wait: a bot is thinking.</source>
        <translation>انتظر: روبوت يفكّر.</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>Palace Poker</source>
        <translation>بوكر القصر</translation>
    </message>
    <message>
        <source>Palace Poker is played by {fewest} to {most} players with one deck of {deck} cards. Every bet is a battle between two players: the attacker and the defender.</source>
        <translation>يلعب بوكر القصر من {fewest} إلى {most} لاعبين برزمة واحدة من {deck} بطاقة. كل رهان معركة بين لاعبَين اثنين: المهاجم والمدافع.</translation>
    </message>
    <message>
        <source>You make your hand from your banner, your palace cards and the soldiers you buy. You win the pot by being the last player left in the hand, or by holding the best hand when play goes quiet.</source>
        <translation>تتكوّن يدك من رايتك وبطاقات قصرك والجنود الذين تشتريهم. تفوز بالصندوق إن كنت آخر لاعب باقٍ في الجولة، أو إن كانت لديك أفضل يد حين يهدأ اللعب.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>المحتويات</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>كومة السحب</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>الصندوق</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>كومة المهملات</translation>
    </message>
    <message>
        <source>An opponent: banner and soldier face up, palace cards face down</source>
        <translation>خصم: الراية والجندي مكشوفان، وبطاقات القصر مقلوبة</translation>
    </message>
    <message>
        <source>Your banner</source>
        <translation>رايتك</translation>
    </message>
    <message>
        <source>Your soldiers, at most five</source>
        <translation>جنودك، خمسة على الأكثر</translation>
    </message>
    <message>
        <source>Your palace cards: only you see them</source>
        <translation>بطاقات قصرك: لا يراها أحد سواك</translation>
    </message>
    <message>
        <source>The table: an opponent at the top, the draw pile, the pot and the discard pile in the middle, your seat at the bottom.</source>
        <translation>الطاولة: خصم في الأعلى، وكومة السحب والصندوق وكومة المهملات في الوسط، ومقعدك في الأسفل.</translation>
    </message>
    <message>
        <source>Every player has one card face up: the &lt;b&gt;banner&lt;/b&gt;. The &lt;b&gt;soldiers&lt;/b&gt; a player buys lie face up under the banner, turned sideways. Below the banner lie three &lt;b&gt;palace&lt;/b&gt; cards.</source>
        <translation>لكل لاعب بطاقة واحدة مكشوفة: &lt;b&gt;الراية&lt;/b&gt;. و&lt;b&gt;الجنود&lt;/b&gt; الذين يشتريهم اللاعب يوضعون مكشوفين تحت الراية، بالعرض. وتحت الراية أيضًا ثلاث بطاقات &lt;b&gt;قصر&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Palace cards are face down: only their owner may look at them. Your seat is at the bottom of the screen, and you see your own palace cards face up; the other players see only their backs.</source>
        <translation>بطاقات القصر مقلوبة: لا يحق لأحد أن ينظر إليها إلا صاحبها. مقعدك في أسفل الشاشة، وترى بطاقات قصرك مكشوفة؛ أما اللاعبون الآخرون فلا يرون إلا ظهورها.</translation>
    </message>
    <message>
        <source>In the middle of the table are the &lt;b&gt;draw pile&lt;/b&gt;, where soldiers come from, the &lt;b&gt;pot&lt;/b&gt;, which holds every chip bet in this hand, and the &lt;b&gt;discard pile&lt;/b&gt;. Cards on the discard pile lie face down, and nobody may look at them.</source>
        <translation>في وسط الطاولة &lt;b&gt;كومة السحب&lt;/b&gt; التي يأتي منها الجنود، و&lt;b&gt;الصندوق&lt;/b&gt; الذي يضم كل الرقائق المراهَن بها في هذه الجولة، و&lt;b&gt;كومة المهملات&lt;/b&gt;. البطاقات في كومة المهملات مقلوبة، ولا يحق لأحد أن ينظر إليها.</translation>
    </message>
    <message>
        <source>Everyone sees every banner and every soldier, every player&apos;s chips, the pot, the size of both piles and every move.</source>
        <translation>يرى الجميع كل راية وكل جندي، ورقائق كل لاعب، والصندوق، وحجم الكومتين، وكل حركة.</translation>
    </message>
    <message>
        <source>A match is a series of hands, and your chips carry over from one hand to the next. The dealer button moves one seat clockwise after each hand.</source>
        <translation>المباراة سلسلة من الجولات، وتنتقل رقائقك من جولة إلى التي تليها. وينتقل زر الموزّع مقعدًا واحدًا باتجاه عقارب الساعة بعد كل جولة.</translation>
    </message>
    <message>
        <source>Every hand begins the same way:</source>
        <translation>تبدأ كل جولة بالطريقة نفسها:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ante&lt;/b&gt;: every player pays the ante into the pot; in this game it is {ante}.</source>
        <translation>&lt;b&gt;الرهان المسبق&lt;/b&gt;: يدفع كل لاعب الرهان المسبق إلى الصندوق؛ وهو في هذه اللعبة {ante}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banners&lt;/b&gt;: each player gets one card face up, starting on the dealer&apos;s left. Among the first four players no two banners share a suit (nor among players five to eight, nor players nine and ten): a card of a suit already taken is set aside, and the player gets the next card.</source>
        <translation>&lt;b&gt;الرايات&lt;/b&gt;: يحصل كل لاعب على بطاقة واحدة مكشوفة، بدءًا من اللاعب الذي على يسار الموزّع. لا تكون لاثنين من اللاعبين الأربعة الأوائل رايتان من الشكل نفسه (ولا لاثنين من اللاعبين الخامس حتى الثامن، ولا للاعبَين التاسع والعاشر): البطاقة التي شكلها مأخوذ تُوضع جانبًا، ويحصل اللاعب على البطاقة التالية.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Palace cards&lt;/b&gt;: then every player gets three cards face down. The rest of the deck is the draw pile.</source>
        <translation>&lt;b&gt;بطاقات القصر&lt;/b&gt;: ثم يحصل كل لاعب على ثلاث بطاقات مقلوبة. وما تبقى من الرزمة هو كومة السحب.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left acts first; then the turn passes clockwise.</source>
        <translation>يبدأ اللاعب الذي على يسار الموزّع؛ ثم ينتقل الدور باتجاه عقارب الساعة.</translation>
    </message>
    <message>
        <source>A player who cannot pay the ante when a hand begins is out of the match. The match ends when one player holds all the chips.</source>
        <translation>اللاعب الذي لا يستطيع دفع الرهان المسبق عند بدء جولة يخرج من المباراة. وتنتهي المباراة حين يملك لاعب واحد كل الرقائق.</translation>
    </message>
    <message>
        <source>On your turn you make exactly one of these moves:</source>
        <translation>في دورك تقوم بحركة واحدة فقط من هذه الحركات:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt;: pay one small bet and take the top card of the draw pile as a new soldier. Then you may discard any of your soldiers, the new one too. You may never keep more than five.</source>
        <translation>&lt;b&gt;شراء&lt;/b&gt;: ادفع رهانًا صغيرًا واحدًا وخذ البطاقة العليا من كومة السحب جنديًا جديدًا. بعدها يمكنك رمي ما تشاء من جنودك، ومنهم الجديد. ولا يجوز لك أبدًا الاحتفاظ بأكثر من خمسة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: put one or more of your soldiers face down on the discard pile, and draw nothing.</source>
        <translation>&lt;b&gt;رمي&lt;/b&gt;: ضع جنديًا واحدًا أو أكثر من جنودك مقلوبًا على كومة المهملات، دون أن تسحب شيئًا.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt;: do nothing; the turn passes.</source>
        <translation>&lt;b&gt;بقاء&lt;/b&gt;: لا تفعل شيئًا؛ ينتقل الدور.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fold&lt;/b&gt;: leave the hand. Your cards go face down to the discard pile, and your chips in the pot stay there.</source>
        <translation>&lt;b&gt;انسحاب&lt;/b&gt;: غادر الجولة. تذهب بطاقاتك مقلوبة إلى كومة المهملات، وتبقى رقائقك التي في الصندوق فيه.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: bet against one opponent and start a {battle}. You may not attack a player whose banner has the same suit as yours.</source>
        <translation>&lt;b&gt;هجوم&lt;/b&gt;: راهن ضد خصم واحد وابدأ {battle}. لا يجوز أن تهجم على لاعب رايته من شكل رايتك.</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>معركة</translation>
    </message>
    <message>
        <source>Why buy soldiers? In a battle your hand is the best five cards of your banner, your palace cards and your soldiers, so every soldier is one more card to choose from. But soldiers also make your attacks cost more (see {prices}).</source>
        <translation>لماذا تشتري جنودًا؟ في المعركة، يدك هي أفضل خمس بطاقات من رايتك وبطاقات قصرك وجنودك، فكل جندي بطاقة إضافية تختار منها. لكن الجنود يجعلون هجماتك أغلى كذلك (انظر {prices}).</translation>
    </message>
    <message>
        <source>You may attack the same player more than once in a hand. After a battle, the turn passes to the player on the attacker&apos;s left.</source>
        <translation>يمكنك أن تهجم على اللاعب نفسه أكثر من مرة في الجولة. بعد المعركة، ينتقل الدور إلى اللاعب الذي على يسار المهاجم.</translation>
    </message>
    <message>
        <source>When the draw pile is empty, the discard pile is shuffled to make a new one. When both are empty, nobody can buy.</source>
        <translation>حين تنفد كومة السحب، تُخلط كومة المهملات لتصبح كومة سحب جديدة. وحين تفرغ الكومتان، لا يستطيع أحد الشراء.</translation>
    </message>
    <message>
        <source>When you attack, you bet and name an opponent: you are the &lt;b&gt;attacker&lt;/b&gt;, they are the &lt;b&gt;defender&lt;/b&gt;. The defender answers in one of three ways:</source>
        <translation>حين تهجم، تراهن وتسمّي خصمًا: أنت &lt;b&gt;المهاجم&lt;/b&gt;، وهو &lt;b&gt;المدافع&lt;/b&gt;. ويرد المدافع بإحدى ثلاث طرق:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fold&lt;/b&gt;: the defender leaves the hand. The attacker captures the defender&apos;s banner and soldiers; the defender&apos;s palace cards go face down to the discard pile, unseen.</source>
        <translation>&lt;b&gt;انسحاب&lt;/b&gt;: يغادر المدافع الجولة. يستولي المهاجم على راية المدافع وجنوده؛ وتذهب بطاقات قصر المدافع مقلوبة إلى كومة المهملات دون أن يراها أحد.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Call&lt;/b&gt;: the defender pays the call (see {prices}), and the two hands are compared.</source>
        <translation>&lt;b&gt;مجاراة&lt;/b&gt;: يدفع المدافع كلفة المجاراة (انظر {prices})، وتُقارن اليدان.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raise&lt;/b&gt;: the defender calls and adds a raise. Then the attacker folds, calls the raise or raises again, and so on, until one of them calls or folds.</source>
        <translation>&lt;b&gt;رفع&lt;/b&gt;: يجاري المدافع ويضيف رفعًا. عندها ينسحب المهاجم، أو يجاري الرفع، أو يرفع مجددًا، وهكذا حتى يجاري أحدهما أو ينسحب.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The best five cards.&lt;/b&gt; On a call, each player&apos;s hand is the best five-card poker hand (see {rankings}) they can make from their banner, palace cards and soldiers, leaving out the cards that {exclusion} takes away.</source>
        <translation>&lt;b&gt;أفضل خمس بطاقات.&lt;/b&gt; عند المجاراة، تكون يد كل لاعب أفضل يد بوكر من خمس بطاقات (انظر {rankings}) يستطيع تكوينها من رايته وبطاقات قصره وجنوده، دون البطاقات التي تستبعدها {exclusion}.</translation>
    </message>
    <message>
        <source>the exclusion rule</source>
        <translation>قاعدة الاستبعاد</translation>
    </message>
    <message>
        <source>With fewer than five cards that count, a hand is compared on what it has: a missing card ranks below any card. Straights, flushes and full houses need five cards.</source>
        <translation>إن كان في اليد أقل من خمس بطاقات تُحتسب، تُقارن بما فيها: البطاقة الناقصة أدنى من أي بطاقة. ولا تتكوّن المتتالية ولا «خمس بطاقات من شكل واحد» ولا «ثلاث متماثلة وزوج» إلا من خمس بطاقات.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Equal hands.&lt;/b&gt; The player holding more cards of their own banner suit wins. If that is equal too, both players are out of the hand, unless they are the last two in it: then they split the pot.</source>
        <translation>&lt;b&gt;اليدان المتساويتان.&lt;/b&gt; يفوز اللاعب الذي يحمل بطاقات أكثر من شكل رايته. وإن تساويا في ذلك أيضًا، يخرج كلاهما من الجولة، إلا إن كانا آخر لاعبَين فيها: عندها يتقاسمان الصندوق.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture.&lt;/b&gt; The loser is out of the hand. The winner takes the loser&apos;s banner and soldiers as soldiers of their own, then discards down to five soldiers at most. The loser&apos;s palace cards go face down to the discard pile.</source>
        <translation>&lt;b&gt;الاستيلاء.&lt;/b&gt; يخرج الخاسر من الجولة. ويأخذ الفائز راية الخاسر وجنوده جنودًا له، ثم يرمي حتى لا يبقى لديه أكثر من خمسة جنود. وتذهب بطاقات قصر الخاسر مقلوبة إلى كومة المهملات.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who sees what.&lt;/b&gt; The player who called last sees the other player&apos;s palace cards. The other sees the caller&apos;s palace cards only if the caller wins or ties. Nobody else sees them.</source>
        <translation>&lt;b&gt;من يرى ماذا.&lt;/b&gt; يرى اللاعب الذي جارى أخيرًا بطاقات قصر الآخر. ولا يرى الآخر بطاقات قصر من جارى إلا إن فاز أو تعادل. ولا يراها أحد غيرهما.</translation>
    </message>
    <message>
        <source>With exactly two players left, they show down too, like three or more players (a house rule in this game).</source>
        <translation>إن بقي لاعبان اثنان بالضبط، يكشفان أوراقهما هما أيضًا، كما يفعل ثلاثة لاعبين أو أكثر (قاعدة خاصة في هذه اللعبة).</translation>
    </message>
    <message>
        <source>With exactly two players left, they settle the hand by the rules of a battle (with the exclusion rule and the banner tie-break), without betting more chips.</source>
        <translation>إن بقي لاعبان اثنان بالضبط، يحسمان الجولة بقواعد المعركة (مع قاعدة الاستبعاد وكسر التعادل بالراية)، دون المراهنة برقائق إضافية.</translation>
    </message>
    <message>
        <source>A hand ends in one of two ways:</source>
        <translation>تنتهي الجولة بإحدى طريقتين:</translation>
    </message>
    <message>
        <source>&lt;b&gt;One player left&lt;/b&gt;: when everyone else has folded or lost a battle, the last player wins the pot. When every player still in the hand has a banner of the same suit, they cannot attack each other, and they split the pot.</source>
        <translation>&lt;b&gt;لم يبقَ إلا لاعب واحد&lt;/b&gt;: حين ينسحب كل الآخرين أو يخسرون معركة، يفوز اللاعب الأخير بالصندوق. وحين تكون رايات كل اللاعبين الباقين في الجولة من الشكل نفسه، لا يستطيع أحدهم الهجوم على الآخر، فيتقاسمون الصندوق.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A quiet round&lt;/b&gt;: when every player still in the hand has stayed, discarded or folded since the last buy or attack (or since the hand began), the hand ends. An attack counts as a loud move even when the defender folds.</source>
        <translation>&lt;b&gt;دورة هادئة&lt;/b&gt;: حين يكون كل لاعب باقٍ في الجولة قد بقي أو رمى أو انسحب منذ آخر شراء أو هجوم (أو منذ بداية الجولة)، تنتهي الجولة. ويُعدّ الهجوم حركة صاخبة حتى لو انسحب المدافع.</translation>
    </message>
    <message>
        <source>After a quiet round with three or more players, everyone shows their cards: the best five of all one&apos;s own cards wins, and every card counts. Equal best hands split the pot.</source>
        <translation>بعد دورة هادئة بثلاثة لاعبين أو أكثر، يكشف الجميع أوراقهم: تفوز أفضل خمس بطاقات من كل بطاقات اللاعب نفسه، وتُحتسب كل البطاقات. وإن تساوت أفضل الأيدي، يتقاسم أصحابها الصندوق.</translation>
    </message>
    <message>
        <source>A split pot is shared equally; odd chips go one at a time to the winners, clockwise from the dealer&apos;s left.</source>
        <translation>يُقسم الصندوق بالتساوي؛ والرقائق الزائدة تُعطى للفائزين واحدة واحدة، باتجاه عقارب الساعة بدءًا من يسار الموزّع.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt;: drag the top card of the draw pile to your soldiers, double-click the draw pile, or press {key}.</source>
        <translation>&lt;b&gt;شراء&lt;/b&gt;: اسحب البطاقة العليا من كومة السحب إلى جنودك، أو انقر نقرًا مزدوجًا على كومة السحب، أو اضغط {key}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a soldier onto the discard pile, or select soldiers and press {key}. Ctrl + click or Shift + click selects several soldiers.</source>
        <translation>&lt;b&gt;رمي&lt;/b&gt;: اسحب جنديًا إلى كومة المهملات، أو اختر جنودًا واضغط {key}. ويختار Ctrl + نقر أو Shift + نقر عدة جنود.</translation>
    </message>
    <message>
        <source>After a buy or a capture, drag the soldiers you let go onto the discard pile (or double-click them), then press &lt;b&gt;Done&lt;/b&gt; ({key}).</source>
        <translation>بعد الشراء أو الاستيلاء، اسحب الجنود الذين تتخلى عنهم إلى كومة المهملات (أو انقر عليهم نقرًا مزدوجًا)، ثم اضغط &lt;b&gt;تم&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt;: press {stay}. &lt;b&gt;Fold&lt;/b&gt;: press {fold}, or drag your banner onto the discard pile.</source>
        <translation>&lt;b&gt;بقاء&lt;/b&gt;: اضغط {stay}. &lt;b&gt;انسحاب&lt;/b&gt;: اضغط {fold}، أو اسحب رايتك إلى كومة المهملات.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: drag your banner onto an opponent&apos;s banner, or press {key}.</source>
        <translation>&lt;b&gt;هجوم&lt;/b&gt;: اسحب رايتك إلى راية خصم، أو اضغط {key}.</translation>
    </message>
    <message>
        <source>When you are attacked: &lt;b&gt;Fold&lt;/b&gt; ({fold}), &lt;b&gt;Call&lt;/b&gt; ({call}) or &lt;b&gt;Raise&lt;/b&gt; ({raise_key}). In no-limit, set the raise with the slider or type it in, then press {enter}.</source>
        <translation>حين يُهجم عليك: &lt;b&gt;انسحاب&lt;/b&gt; ({fold})، أو &lt;b&gt;مجاراة&lt;/b&gt; ({call})، أو &lt;b&gt;رفع&lt;/b&gt; ({raise_key}). في اللعب غير المحدود، حدّد مقدار الرفع بالمنزلق أو اكتبه، ثم اضغط {enter}.</translation>
    </message>
    <message>
        <source>{tab} and the arrow keys move a focus ring over the draw pile, your soldiers, your banner, the discard pile and the other banners; {space} acts on the focused card; {cancel} cancels.</source>
        <translation>ينقل {tab} ومفاتيح الأسهم إطار التركيز بين كومة السحب وجنودك ورايتك وكومة المهملات والرايات الأخرى؛ وينفّذ {space} الحركة على البطاقة التي عليها التركيز؛ و{cancel} للإلغاء.</translation>
    </message>
    <message>
        <source>{rules} opens these rules. {zoom_in} and {zoom_out} zoom the table in and out.</source>
        <translation>يفتح {rules} هذه القواعد. ويكبّر {zoom_in} الطاولة ويصغّرها {zoom_out}.</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>متتالية من شكل واحد</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>أربع بطاقات متماثلة</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>ثلاث متماثلة وزوج</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>خمس بطاقات من شكل واحد</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>متتالية</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>ثلاث بطاقات متماثلة</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>زوجان</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>زوج واحد</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>بطاقة عالية</translation>
    </message>
    <message>
        <source>Five cards in a row, all of one suit.</source>
        <translation>خمس بطاقات متتالية القيمة، كلها من شكل واحد.</translation>
    </message>
    <message>
        <source>Four cards of one rank.</source>
        <translation>أربع بطاقات من قيمة واحدة.</translation>
    </message>
    <message>
        <source>Three cards of one rank and two of another.</source>
        <translation>ثلاث بطاقات من قيمة واحدة واثنتان من قيمة أخرى.</translation>
    </message>
    <message>
        <source>Five cards of one suit.</source>
        <translation>خمس بطاقات كلها من شكل واحد.</translation>
    </message>
    <message>
        <source>Five cards in a row, of any suits.</source>
        <translation>خمس بطاقات متتالية القيمة، من أي أشكال.</translation>
    </message>
    <message>
        <source>Three cards of one rank.</source>
        <translation>ثلاث بطاقات من قيمة واحدة.</translation>
    </message>
    <message>
        <source>Two cards of one rank and two of another.</source>
        <translation>بطاقتان من قيمة واحدة وبطاقتان من قيمة أخرى.</translation>
    </message>
    <message>
        <source>Two cards of one rank.</source>
        <translation>بطاقتان من قيمة واحدة.</translation>
    </message>
    <message>
        <source>None of the above: the highest card counts.</source>
        <translation>لا شيء مما سبق: تُحتسب أعلى بطاقة.</translation>
    </message>
    <message>
        <source>The ace is the highest card, but it also plays low in the lowest straight: five, four, three, two, ace.</source>
        <translation>الآس أعلى بطاقة، لكنه يُلعب أيضًا بطاقةً دنيا في أدنى متتالية: خمسة، أربعة، ثلاثة، اثنين، آس.</translation>
    </message>
    <message>
        <source>From the best hand down to the weakest. A hand is five cards; suits never rank.</source>
        <translation>من أقوى يد نزولًا إلى أضعفها. اليد خمس بطاقات؛ ولا أفضلية لشكل على آخر.</translation>
    </message>
    <message>
        <source>When two hands are of the same kind, the higher cards that make it win (the higher pair, say); if those are equal, the other cards decide, highest first. Suits never break a tie.</source>
        <translation>حين تكون اليدان من النوع نفسه، تفوز اليد التي بطاقاتها المكوِّنة له أعلى (الزوج الأعلى مثلًا)؛ وإن تساوت، تحسم البطاقات الأخرى، بدءًا بأعلاها. ولا تكسر الأشكال التعادل أبدًا.</translation>
    </message>
    <message>
        <source>In this game (a house rule), the cards of your opponent&apos;s banner rank do not count in your hand in a battle, and the cards of your banner rank do not count in theirs.</source>
        <translation>في هذه اللعبة (قاعدة خاصة)، لا تُحتسب في يدك في المعركة البطاقات التي لها قيمة راية خصمك، ولا تُحتسب في يده البطاقات التي لها قيمة رايتك.</translation>
    </message>
    <message>
        <source>In this game (a house rule), every card counts in a battle. In the standard game, the cards of your opponent&apos;s banner suit do not count in your hand: the example shows how that works.</source>
        <translation>في هذه اللعبة (قاعدة خاصة)، تُحتسب كل البطاقات في المعركة. أما في اللعبة القياسية، فلا تُحتسب في يدك البطاقات التي من شكل راية خصمك: والمثال يبيّن كيف يعمل ذلك.</translation>
    </message>
    <message>
        <source>In a battle, the cards of your opponent&apos;s banner suit do not count in your hand, and the cards of your banner suit do not count in theirs.</source>
        <translation>في المعركة، لا تُحتسب في يدك البطاقات التي من شكل راية خصمك، ولا تُحتسب في يده البطاقات التي من شكل رايتك.</translation>
    </message>
    <message>
        <source>{hand}: {cards}</source>
        <translation>{hand}: {cards}</translation>
    </message>
    <message>
        <source>Your palace cards</source>
        <translation>بطاقات قصرك</translation>
    </message>
    <message>
        <source>Your soldiers</source>
        <translation>جنودك</translation>
    </message>
    <message>
        <source>Your opponent&apos;s banner</source>
        <translation>راية خصمك</translation>
    </message>
    <message>
        <source>Without the cards of rank {rank}, your best five are:</source>
        <translation>دون البطاقات التي قيمتها {rank}، أفضل خمس بطاقات لديك هي:</translation>
    </message>
    <message>
        <source>Without the {suit}, your best five are:</source>
        <translation>دون بطاقات {suit}، أفضل خمس بطاقات لديك هي:</translation>
    </message>
    <message>
        <source>Counting every card, your best five are:</source>
        <translation>باحتساب كل البطاقات، أفضل خمس بطاقات لديك هي:</translation>
    </message>
    <message>
        <source>An example: your opponent&apos;s banner is the {banner}, and you hold the cards below. The crossed-out cards do not count.</source>
        <translation>مثال: راية خصمك هي {banner}، وتحمل البطاقات أدناه. البطاقات المشطوبة لا تُحتسب.</translation>
    </message>
    <message>
        <source>So look at your opponent&apos;s banner before you attack: it tells you which of your cards will count, and which of theirs will not.</source>
        <translation>لذا انظر إلى راية خصمك قبل أن تهجم: فهي تخبرك أي بطاقاتك ستُحتسب، وأي بطاقاته لن تُحتسب.</translation>
    </message>
    <message>
        <source>The exclusion rule is for battles only. When a quiet round ends with three or more players, every card counts.</source>
        <translation>قاعدة الاستبعاد للمعارك فقط. حين تنتهي دورة هادئة بثلاثة لاعبين أو أكثر، تُحتسب كل البطاقات.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <source>A hand</source>
        <translation>الجولة</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>دورك</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>الأسعار</translation>
    </message>
    <message>
        <source>A battle</source>
        <translation>المعركة</translation>
    </message>
    <message>
        <source>The exclusion rule</source>
        <translation>قاعدة الاستبعاد</translation>
    </message>
    <message>
        <source>Hand rankings</source>
        <translation>ترتيب الأيدي</translation>
    </message>
    <message>
        <source>The end of a hand</source>
        <translation>نهاية الجولة</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>القواعد الخاصة</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>لوحة المفاتيح والفأرة</translation>
    </message>
    <message>
        <source>One small bet: {amount} (a house rule).</source>
        <translation>رهان صغير واحد: {amount} (قاعدة خاصة).</translation>
    </message>
    <message>
        <source>Nothing.</source>
        <translation>لا شيء.</translation>
    </message>
    <message>
        <source>What the attacker bet (a house rule).</source>
        <translation>ما راهن به المهاجم (قاعدة خاصة).</translation>
    </message>
    <message>
        <source>(Your own soldiers + 1) × the small bet, whatever the attacker bet.</source>
        <translation>(عدد جنودك + ١) × الرهان الصغير، أيًّا كان ما راهن به المهاجم.</translation>
    </message>
    <message>
        <source>Your call plus a raise of at least one big bet ({amount}), up to all your chips.</source>
        <translation>مجاراتك مضافًا إليها رفع لا يقل عن رهان كبير واحد ({amount})، حتى كل رقائقك.</translation>
    </message>
    <message>
        <source>Your call plus one big bet ({big}); with no soldiers, plus one small bet ({small}).</source>
        <translation>مجاراتك مضافًا إليها رهان كبير واحد ({big})؛ ومن دون جنود، مضافًا إليها رهان صغير واحد ({small}).</translation>
    </message>
    <message>
        <source>Your call plus one big bet ({amount}).</source>
        <translation>مجاراتك مضافًا إليها رهان كبير واحد ({amount}).</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>شراء</translation>
    </message>
    <message>
        <source>One small bet: {amount}.</source>
        <translation>رهان صغير واحد: {amount}.</translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation>الرمي في دورك</translation>
    </message>
    <message>
        <source>Discard right after a buy or a capture</source>
        <translation>الرمي مباشرة بعد الشراء أو الاستيلاء</translation>
    </message>
    <message>
        <source>Stay or fold</source>
        <translation>البقاء أو الانسحاب</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>هجوم</translation>
    </message>
    <message>
        <source>(Your soldiers + 1) × the small bet: from {fewest} with no soldiers to {most} with five.</source>
        <translation>(عدد جنودك + ١) × الرهان الصغير: من {fewest} بلا جنود إلى {most} بخمسة جنود.</translation>
    </message>
    <message>
        <source>Call an attack</source>
        <translation>مجاراة هجوم</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>رفع</translation>
    </message>
    <message>
        <source>Call a raise</source>
        <translation>مجاراة رفع</translation>
    </message>
    <message>
        <source>The latest raise.</source>
        <translation>مقدار آخر رفع.</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>الرهان المسبق</translation>
    </message>
    <message>
        <source>{amount} from every player, each hand.</source>
        <translation>{amount} من كل لاعب، في كل جولة.</translation>
    </message>
    <message>
        <source>Your attack bets</source>
        <translation>رهان هجومك</translation>
    </message>
    <message>
        <source>Prices are counted in small bets. In this game the small bet is {small} and the big bet is {big}.</source>
        <translation>تُحسب الأسعار بالرهانات الصغيرة. في هذه اللعبة الرهان الصغير {small} والرهان الكبير {big}.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>الحركة</translation>
    </message>
    <message>
        <source>What it costs</source>
        <translation>الكلفة</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why an attack costs more with more soldiers.&lt;/b&gt; Every soldier is one more card for your hand, so a strong hand pays more to start a battle. With no soldiers an attack costs one small bet:</source>
        <translation>&lt;b&gt;لماذا يكلّف الهجوم أكثر كلما زاد الجنود.&lt;/b&gt; كل جندي بطاقة إضافية ليدك، فاليد القوية تدفع أكثر لتبدأ معركة. ومن دون جنود يكلّف الهجوم رهانًا صغيرًا واحدًا:</translation>
    </message>
    <message>
        <source>All chips go into the one pot. A battle wins cards, not chips: the pot goes to whoever wins the hand.</source>
        <translation>تذهب كل الرقائق إلى صندوق واحد. المعركة تكسب بطاقات لا رقائق: الصندوق لمن يفوز بالجولة.</translation>
    </message>
    <message>
        <source>A player who cannot pay the bet cannot attack, and one who cannot pay the small bet cannot buy. A defender who cannot pay the whole call may call with all their chips (all in): the battle goes ahead, and there are no side pots.</source>
        <translation>من لا يستطيع دفع الرهان لا يستطيع الهجوم، ومن لا يستطيع دفع الرهان الصغير لا يستطيع الشراء. ويجوز للمدافع الذي لا يستطيع دفع المجاراة كاملة أن يجاري بكل رقائقه: تستمر المعركة، ولا توجد صناديق جانبية.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a call costs.&lt;/b&gt; In this game the defender pays what the attacker bet (a house rule): an attacker with two soldiers bets {bet}, and the defender calls with {bet} too, however many soldiers they have.</source>
        <translation>&lt;b&gt;كم تكلّف المجاراة.&lt;/b&gt; في هذه اللعبة يدفع المدافع ما راهن به المهاجم (قاعدة خاصة): المهاجم الذي لديه جنديان يراهن بـ{bet}، والمدافع يجاري بـ{bet} أيضًا، مهما كان عدد جنوده.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a call costs.&lt;/b&gt; The defender pays for their own soldiers, not for the attacker&apos;s: (their soldiers + 1) × the small bet. An attacker with two soldiers bets {bet}; a defender with one soldier calls with {few}, one with four soldiers with {many}. Few soldiers make a cheap call, and a weak hand.</source>
        <translation>&lt;b&gt;كم تكلّف المجاراة.&lt;/b&gt; يدفع المدافع حسب جنوده هو، لا حسب جنود المهاجم: (عدد جنوده + ١) × الرهان الصغير. المهاجم الذي لديه جنديان يراهن بـ{bet}؛ والمدافع الذي لديه جندي واحد يجاري بـ{few}، ومن لديه أربعة جنود يجاري بـ{many}. قلة الجنود تعني مجاراة رخيصة، ويدًا ضعيفة.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raises.&lt;/b&gt; In limit, a raise is one big bet.</source>
        <translation>&lt;b&gt;الرفع.&lt;/b&gt; في اللعب المحدود، الرفع رهان كبير واحد.</translation>
    </message>
    <message>
        <source>A player with no soldiers raises one small bet instead.</source>
        <translation>أما اللاعب الذي ليس لديه جنود فيرفع رهانًا صغيرًا واحدًا بدلًا من ذلك.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raises.&lt;/b&gt; In no-limit, a raise is at least one big bet and at most all your chips.</source>
        <translation>&lt;b&gt;الرفع.&lt;/b&gt; في اللعب غير المحدود، الرفع رهان كبير واحد على الأقل، وكل رقائقك على الأكثر.</translation>
    </message>
    <message>
        <source>Calling a raise costs the latest raise.</source>
        <translation>مجاراة الرفع تكلّف مقدار آخر رفع.</translation>
    </message>
    <message>
        <source>There is no limit to the number of raises in a battle.</source>
        <translation>لا حد لعدد الرفعات في المعركة.</translation>
    </message>
    <message>
        <source>In this game nobody may raise.</source>
        <translation>في هذه اللعبة لا يجوز لأحد أن يرفع.</translation>
    </message>
    <message numerus="yes">
        <source>A battle has at most %Ln raises.</source>
        <translation>
            <numerusform>يُسمح في المعركة بـ%Ln رفعة على الأكثر.</numerusform>
            <numerusform>يُسمح في المعركة برفعة واحدة على الأكثر.</numerusform>
            <numerusform>يُسمح في المعركة برفعتين على الأكثر.</numerusform>
            <numerusform>يُسمح في المعركة بـ%Ln رفعات على الأكثر.</numerusform>
            <numerusform>يُسمح في المعركة بـ%Ln رفعة على الأكثر.</numerusform>
            <numerusform>يُسمح في المعركة بـ%Ln رفعة على الأكثر.</numerusform>
        </translation>
    </message>
    <message>
        <source>These are the stakes and house rules of the game you are playing. A new game (Game ▸ New game) may choose others.</source>
        <translation>هذه هي رهانات اللعبة التي تلعبها وقواعدها الخاصة. ويمكن للعبة جديدة (اللعبة ◂ لعبة جديدة) أن تختار غيرها.</translation>
    </message>
    <message>
        <source>These are the standard stakes and house rules. A new game (Game ▸ New game) may choose others.</source>
        <translation>هذه هي الرهانات والقواعد الخاصة القياسية. ويمكن للعبة جديدة (اللعبة ◂ لعبة جديدة) أن تختار غيرها.</translation>
    </message>
    <message>
        <source>Betting structure</source>
        <translation>نظام الرهان</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>محدود</translation>
    </message>
    <message>
        <source>No-limit</source>
        <translation>غير محدود</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>الرهان الصغير</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>الرهان الكبير</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>القاعدة الخاصة</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>قياسي</translation>
    </message>
    <message>
        <source>House rules are choices the players agree on before a match.</source>
        <translation>القواعد الخاصة خيارات يتفق عليها اللاعبون قبل المباراة.</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>هذه اللعبة</translation>
    </message>
    <message>
        <source>House rules are choices the players agree on before a match. Where this game differs from the standard game, its choice is in bold.</source>
        <translation>القواعد الخاصة خيارات يتفق عليها اللاعبون قبل المباراة. وحيث تختلف هذه اللعبة عن اللعبة القياسية، يظهر خيارها بخط عريض.</translation>
    </message>
    <message>
        <source>Cards that do not count in a battle</source>
        <translation>البطاقات التي لا تُحتسب في المعركة</translation>
    </message>
    <message>
        <source>Calling an attack</source>
        <translation>مجاراة الهجوم</translation>
    </message>
    <message>
        <source>Discarding on your turn</source>
        <translation>الرمي في دورك</translation>
    </message>
    <message>
        <source>A limit raise with no soldiers</source>
        <translation>الرفع المحدود بلا جنود</translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation>الرفعات في كل معركة</translation>
    </message>
    <message>
        <source>Two players left after a quiet round</source>
        <translation>بقاء لاعبَين بعد دورة هادئة</translation>
    </message>
    <message>
        <source>The opponent&apos;s banner suit</source>
        <translation>شكل راية الخصم</translation>
    </message>
    <message>
        <source>The opponent&apos;s banner rank</source>
        <translation>قيمة راية الخصم</translation>
    </message>
    <message>
        <source>None: every card counts</source>
        <translation>لا شيء: تُحتسب كل البطاقات</translation>
    </message>
    <message>
        <source>(Own soldiers + 1) × the small bet</source>
        <translation>(عدد جنوده + ١) × الرهان الصغير</translation>
    </message>
    <message>
        <source>Pay what the attacker bet</source>
        <translation>دفع ما راهن به المهاجم</translation>
    </message>
    <message>
        <source>One small bet</source>
        <translation>رهان صغير واحد</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>مجاني</translation>
    </message>
    <message>
        <source>Not used in no-limit</source>
        <translation>لا تُطبّق في اللعب غير المحدود</translation>
    </message>
    <message>
        <source>One big bet</source>
        <translation>رهان كبير واحد</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>بلا حد</translation>
    </message>
    <message>
        <source>None: nobody may raise</source>
        <translation>لا شيء: لا يجوز لأحد أن يرفع</translation>
    </message>
    <message numerus="yes">
        <source>At most %Ln</source>
        <translation>
            <numerusform>%Ln على الأكثر</numerusform>
            <numerusform>رفعة واحدة على الأكثر</numerusform>
            <numerusform>رفعتان على الأكثر</numerusform>
            <numerusform>%Ln رفعات على الأكثر</numerusform>
            <numerusform>%Ln رفعة على الأكثر</numerusform>
            <numerusform>%Ln رفعة على الأكثر</numerusform>
        </translation>
    </message>
    <message>
        <source>They battle, without more chips</source>
        <translation>يحسمانها بمعركة، دون رقائق إضافية</translation>
    </message>
    <message>
        <source>They show down, like three or more</source>
        <translation>يكشفان أوراقهما، كما يفعل ثلاثة لاعبين أو أكثر</translation>
    </message>
</context>
<context>
    <name>SaveProblemBar</name>
    <message>
        <source>Saving does not work</source>
        <translation>الحفظ لا يعمل</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>تحذير</translation>
    </message>
    <message>
        <source>Saving works again.</source>
        <translation>عاد الحفظ إلى العمل.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>{players}, hand {number}, saved {when}</source>
        <translation>{players}، الجولة {number}، حُفظت {when}</translation>
    </message>
    <message>
        <source>{players}, hand {number}</source>
        <translation>{players}، الجولة {number}</translation>
    </message>
    <message>
        <source>Palace Desktop</source>
        <translation>Palace Desktop</translation>
    </message>
    <message>
        <source>A game is in progress:
{game}</source>
        <translation>توجد لعبة جارية:
{game}</translation>
    </message>
    <message>
        <source>Resume it, start a new game, or keep it for later (Game ▸ Resume a kept game brings it back).</source>
        <translation>استأنفها، أو ابدأ لعبة جديدة، أو أجّلها لوقت لاحق (تعيدها اللعبة ◂ استئناف لعبة مؤجلة).</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;استئناف</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;لعبة جديدة…</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>&amp;تأجيلها لوقت لاحق</translation>
    </message>
    <message>
        <source>Delete the saved game?</source>
        <translation>أتحذف اللعبة المحفوظة؟</translation>
    </message>
    <message>
        <source>Delete the saved game?
{game}</source>
        <translation>أتحذف اللعبة المحفوظة؟
{game}</translation>
    </message>
    <message>
        <source>It cannot be brought back. To play it another time, keep it for later instead.</source>
        <translation>لا يمكن استعادتها بعد الحذف. لتلعبها في وقت آخر، أجّلها لوقت لاحق بدلًا من ذلك.</translation>
    </message>
    <message>
        <source>&amp;Delete it</source>
        <translation>&amp;حذفها</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation>أتغادر اللعبة الجارية؟</translation>
    </message>
    <message>
        <source>Leave the game in progress?
{game}</source>
        <translation>أتغادر اللعبة الجارية؟
{game}</translation>
    </message>
    <message>
        <source>Kept for later, it comes back with Game ▸ Resume a kept game.</source>
        <translation>إن أجّلتها، تعيدها اللعبة ◂ استئناف لعبة مؤجلة.</translation>
    </message>
</context>
<context>
    <name>SeatBubbleTexts</name>
    <message>
        <source>Buys</source>
        <translation>يشتري</translation>
    </message>
    <message>
        <source>Discards nothing</source>
        <translation>لا يرمي شيئًا</translation>
    </message>
    <message numerus="yes">
        <source>Discards %Ln</source>
        <translation>
            <numerusform>يرمي %Ln جندي</numerusform>
            <numerusform>يرمي جنديًا</numerusform>
            <numerusform>يرمي جنديين</numerusform>
            <numerusform>يرمي %Ln جنود</numerusform>
            <numerusform>يرمي %Ln جنديًا</numerusform>
            <numerusform>يرمي %Ln جندي</numerusform>
        </translation>
    </message>
    <message>
        <source>Stays</source>
        <translation>يبقى</translation>
    </message>
    <message>
        <source>Folds</source>
        <translation>ينسحب</translation>
    </message>
    <message>
        <source>Attacks {name}: {amount}</source>
        <translation>يهجم على {name}: {amount}</translation>
    </message>
    <message>
        <source>Calls {amount}</source>
        <translation>يجاري بـ{amount}</translation>
    </message>
    <message>
        <source>Raises {amount}</source>
        <translation>يرفع بمقدار {amount}</translation>
    </message>
</context>
<context>
    <name>SeatHistoryWindow</name>
    <message>
        <source>What {name} saw at a table on the network</source>
        <translation>ما رآه {name} على طاولة عبر الشبكة</translation>
    </message>
    <message>
        <source>What a spectator saw at a table on the network</source>
        <translation>ما رآه مشاهد على طاولة عبر الشبكة</translation>
    </message>
    <message>
        <source>A history from a table on the network holds what one seat saw, not the deals: it is read here as that seat&apos;s game log.</source>
        <translation>سجلّ طاولة عبر الشبكة يحوي ما رآه مقعد واحد، لا التوزيعات: يُقرأ هنا كسجلّ لعب ذلك المقعد.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>الجولة</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>الجولة {number}</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>ال&amp;جولة:</translation>
    </message>
    <message>
        <source>What the seat saw</source>
        <translation>ما رآه المقعد</translation>
    </message>
    <message>
        <source>The file holds no hand.</source>
        <translation>لا يحوي الملف أي جولة.</translation>
    </message>
</context>
<context>
    <name>SeatPlateItem</name>
    <message>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>م</translation>
    </message>
</context>
<context>
    <name>SeatTexts</name>
    <message>
        <source>Out of the match</source>
        <translation>خارج المباراة</translation>
    </message>
    <message>
        <source>Out of this hand</source>
        <translation>خارج هذه الجولة</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>يفكّر…</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>الدور عليه</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>يرمي</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>تحت الهجوم</translation>
    </message>
    <message>
        <source>Facing a raise</source>
        <translation>يواجه رفعًا</translation>
    </message>
    <message>
        <source>In battle</source>
        <translation>في معركة</translation>
    </message>
    <message>
        <source>Won {amount}</source>
        <translation>ربح {amount}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>لاعب</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>بشري</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>متصل عبر الشبكة</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>روبوت ({level})</translation>
    </message>
</context>
<context>
    <name>SeatsTexts</name>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>الرقائق</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>الراية</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>الجنود</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>At the screen</source>
        <translation>أمام الشاشة</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>بشري</translation>
    </message>
    <message>
        <source>none</source>
        <translation>لا شيء</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>بطيئة</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>عادية</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>فورية (بلا حركة)</translation>
    </message>
    <message>
        <source>How fast cards and chips move on the table</source>
        <translation>سرعة حركة البطاقات والرقائق على الطاولة</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;رزمة بأربعة ألوان</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so every suit has a colour of its own</source>
        <translation>السباتي أخضر والديناري أزرق، فيصبح لكل شكل لونه الخاص</translation>
    </message>
    <message>
        <source>Bot move delay</source>
        <translation>مهلة حركة الروبوت</translation>
    </message>
    <message>
        <source>How long a bot&apos;s move stays on show before the game goes on</source>
        <translation>المدة التي تبقى فيها حركة الروبوت معروضة قبل أن تستمر اللعبة</translation>
    </message>
    <message>
        <source>&amp;Ask before folding with chips in the pot</source>
        <translation>&amp;تأكيد قبل الانسحاب حين تكون لك رقائق في الصندوق</translation>
    </message>
    <message>
        <source>Your name at the table and in the statistics; empty: %1</source>
        <translation>اسمك على الطاولة وفي الإحصاءات؛ إن تُرك فارغًا: %1</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>لغة النظام</translation>
    </message>
    <message>
        <source>The language of the window, the log and the rules; it changes when Palace Desktop starts again</source>
        <translation>لغة النافذة والسجل والقواعد؛ تتغير عند تشغيل Palace Desktop من جديد</translation>
    </message>
    <message>
        <source>For my first games</source>
        <translation>في ألعابي الأولى</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>دائمًا</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>معطّل</translation>
    </message>
    <message>
        <source>A word before an attack or a call that is very likely to lose, and after each hand, the decision the hard bot would have made differently</source>
        <translation>ينبّهك قبل هجوم أو مجاراة يُرجّح جدًا أن تنتهي بخسارة، ويذكر بعد كل جولة القرار الذي كان الروبوت الصعب سيتخذه بشكل مختلف</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>كل شيء</translation>
    </message>
    <message>
        <source>My turn and the battles</source>
        <translation>دوري والمعارك</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>What a screen reader is told as the game goes on; the Ask the table keys always answer</source>
        <translation>ما يُبلَّغ به قارئ الشاشة أثناء سير اللعبة؛ أما مفاتيح «سؤال الطاولة» فتجيب دائمًا</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;الاسم:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>ال&amp;لغة:</translation>
    </message>
    <message>
        <source>&amp;Coach:</source>
        <translation>المدرّ&amp;ب:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <source>A&amp;nimation speed:</source>
        <translation>&amp;سرعة الحركة:</translation>
    </message>
    <message>
        <source>&amp;Bot move delay:</source>
        <translation>&amp;مهلة حركة الروبوت:</translation>
    </message>
    <message>
        <source>&amp;Spoken by a screen reader:</source>
        <translation>ما ي&amp;نطقه قارئ الشاشة:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>الصوت</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>المؤ&amp;ثرات الصوتية</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>مستوى الصوت</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>مستوى ال&amp;صوت:</translation>
    </message>
    <message>
        <source>Flas&amp;h the taskbar on my turn when the window is behind</source>
        <translation>&amp;وميض شريط المهام في دوري حين تكون النافذة في الخلفية</translation>
    </message>
    <message>
        <source>{volume}%</source>
        <translation>{volume}٪</translation>
    </message>
    <message>
        <source>&amp;Wait for me after each bot action</source>
        <translation>التو&amp;قف بعد كل حركة روبوت حتى أتابع</translation>
    </message>
    <message>
        <source>After a bot moves, the game goes on only when you press Continue (or {space})</source>
        <translation>بعد حركة الروبوت، لا تستمر اللعبة إلا حين تضغط «متابعة» (أو {space})</translation>
    </message>
    <message>
        <source>The size of names, chips and counts on the table, beside the size of the window&apos;s text</source>
        <translation>حجم الأسماء والرقائق والأعداد على الطاولة، وهو يتبع أيضًا حجم نص النافذة</translation>
    </message>
    <message>
        <source>Table &amp;text size:</source>
        <translation>&amp;حجم نص الطاولة:</translation>
    </message>
    <message>
        <source>Light or dark around the table, or high contrast; “Follow the system” takes the desktop&apos;s choice</source>
        <translation>ألوان فاتحة أو داكنة حول الطاولة، أو تباين عالٍ؛ ومع «حسب النظام» تتبع الطاولة اختيار سطح المكتب</translation>
    </message>
    <message>
        <source>The colour of the cloth</source>
        <translation>لون قماش الطاولة</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards</source>
        <translation>النقش على ظهر البطاقات</translation>
    </message>
    <message>
        <source>Table c&amp;olours:</source>
        <translation>ألوان ال&amp;طاولة:</translation>
    </message>
    <message>
        <source>F&amp;elt:</source>
        <translation>ال&amp;جوخ:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;ظهر البطاقات:</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 ث</translation>
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
        <translation>توزيع البطاقات</translation>
    </message>
    <message>
        <source>A soldier bought</source>
        <translation>شراء جندي</translation>
    </message>
    <message>
        <source>Cards to the discard pile</source>
        <translation>بطاقات إلى كومة المهملات</translation>
    </message>
    <message>
        <source>Chips to the pot</source>
        <translation>رقائق إلى الصندوق</translation>
    </message>
    <message>
        <source>A battle decided</source>
        <translation>حسم معركة</translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation>الاستيلاء على بطاقات</translation>
    </message>
    <message>
        <source>The pot to the winner</source>
        <translation>الصندوق إلى الفائز</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>دورك</translation>
    </message>
    <message>
        <source>Your turn, with the window behind</source>
        <translation>دورك والنافذة في الخلفية</translation>
    </message>
    <message>
        <source>A move refused</source>
        <translation>رفض حركة</translation>
    </message>
</context>
<context>
    <name>SpeedMenu</name>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;بطيئة</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;عادية</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;سريعة</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;فورية</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>الإحصاءات لكل لاعب</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>لم تُلعب أي جولة بعد</translation>
    </message>
    <message>
        <source>Each player&apos;s results appear here when a hand ends.</source>
        <translation>تظهر هنا نتائج كل لاعب حين تنتهي جولة.</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;تصفير الإحصاءات…</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>أتصفّر الإحصاءات؟</translation>
    </message>
    <message>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>أتريد محو إحصاءات كل اللاعبين؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <source>Hands
played</source>
        <translation>جولات
ملعوبة</translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation>جولات
مربوحة</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>نسبة الفوز</translation>
    </message>
    <message>
        <source>Battles
won</source>
        <translation>معارك
مربوحة</translation>
    </message>
    <message>
        <source>Battles
lost</source>
        <translation>معارك
خاسرة</translation>
    </message>
    <message>
        <source>Chips
won</source>
        <translation>رقائق
مربوحة</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <translation>اسم اللاعب</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>الجولات الملعوبة</translation>
    </message>
    <message>
        <source>Hands won; a split pot counts as a share</source>
        <translation>الجولات المربوحة؛ الصندوق المقسوم يُحتسب بحصته</translation>
    </message>
    <message>
        <source>Hands won out of hands played</source>
        <translation>الجولات المربوحة من الجولات الملعوبة</translation>
    </message>
    <message>
        <source>Battles won, by a call or because the other side folded</source>
        <translation>المعارك المربوحة، بالمجاراة أو بانسحاب الطرف الآخر</translation>
    </message>
    <message>
        <source>Battles lost</source>
        <translation>المعارك الخاسرة</translation>
    </message>
    <message>
        <source>Chips won minus chips put in, over all hands</source>
        <translation>الرقائق المربوحة ناقص الرقائق المدفوعة، في كل الجولات</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1٪</translation>
    </message>
</context>
<context>
    <name>TableAccessibleTexts</name>
    <message>
        <source>Card table</source>
        <translation>طاولة اللعب</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile, %Ln cards</source>
        <translation>
            <numerusform>كومة السحب، فارغة</numerusform>
            <numerusform>كومة السحب، بطاقة واحدة</numerusform>
            <numerusform>كومة السحب، بطاقتان</numerusform>
            <numerusform>كومة السحب، %Ln بطاقات</numerusform>
            <numerusform>كومة السحب، %Ln بطاقة</numerusform>
            <numerusform>كومة السحب، %Ln بطاقة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %Ln cards</source>
        <translation>
            <numerusform>كومة المهملات، فارغة</numerusform>
            <numerusform>كومة المهملات، بطاقة واحدة</numerusform>
            <numerusform>كومة المهملات، بطاقتان</numerusform>
            <numerusform>كومة المهملات، %Ln بطاقات</numerusform>
            <numerusform>كومة المهملات، %Ln بطاقة</numerusform>
            <numerusform>كومة المهملات، %Ln بطاقة</numerusform>
        </translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>الصندوق {amount}</translation>
    </message>
    <message>
        <source>Last battle: {result}</source>
        <translation>آخر معركة: {result}</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Arrow keys or {tab} move over the cards you can act on; {space} acts on the one in focus. F6 moves to the next pane.</source>
        <translation>تنقلك مفاتيح الأسهم أو {tab} بين البطاقات التي يمكنك اللعب بها؛ وينفّذ {space} الحركة على البطاقة التي عليها التركيز. وينقلك F6 إلى اللوحة التالية.</translation>
    </message>
    <message>
        <source>Marked for the discard pile</source>
        <translation>معلَّم لكومة المهملات</translation>
    </message>
</context>
<context>
    <name>TableEvents</name>
    <message>
        <source>{attacker} attacks {defender} for {amount}</source>
        <translation>يهجم {attacker} على {defender} برهان {amount}</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>يرفع {name} بمقدار {amount}</translation>
    </message>
    <message>
        <source>{name} wins the battle</source>
        <translation>يفوز {name} بالمعركة</translation>
    </message>
    <message>
        <source>A tie: the pot is split</source>
        <translation>تعادل: يُقسم الصندوق</translation>
    </message>
    <message>
        <source>A tie: both are out</source>
        <translation>تعادل: يخرج كلاهما</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>كشف الأوراق</translation>
    </message>
    <message>
        <source>{name} wins the pot</source>
        <translation>يفوز {name} بالصندوق</translation>
    </message>
    <message>
        <source>The pot is split</source>
        <translation>يُقسم الصندوق</translation>
    </message>
</context>
<context>
    <name>TableGestures</name>
    <message>
        <source>Select soldiers first ({space} on a soldier).</source>
        <translation>اختر الجنود أولًا ({space} على جندي).</translation>
    </message>
    <message>
        <source>Move the focus to an opponent&apos;s banner to attack.</source>
        <translation>انقل التركيز إلى راية خصم لتهجم عليه.</translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message>
        <source>Draw pile</source>
        <translation>كومة السحب</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>كومة المهملات</translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>الصندوق {amount}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln to draw</source>
        <translation>
            <numerusform>للسحب: %Ln</numerusform>
            <numerusform>للسحب: %Ln</numerusform>
            <numerusform>للسحب: %Ln</numerusform>
            <numerusform>للسحب: %Ln</numerusform>
            <numerusform>للسحب: %Ln</numerusform>
            <numerusform>للسحب: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln discarded</source>
        <translation>
            <numerusform>المرمية: %Ln</numerusform>
            <numerusform>المرمية: %Ln</numerusform>
            <numerusform>المرمية: %Ln</numerusform>
            <numerusform>المرمية: %Ln</numerusform>
            <numerusform>المرمية: %Ln</numerusform>
            <numerusform>المرمية: %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableThemes</name>
    <message>
        <source>Green baize</source>
        <translation>جوخ أخضر</translation>
    </message>
    <message>
        <source>Blue baize</source>
        <translation>جوخ أزرق</translation>
    </message>
    <message>
        <source>Burgundy baize</source>
        <translation>جوخ عنّابي</translation>
    </message>
    <message>
        <source>Navy lattice</source>
        <translation>نقش شبكي كحلي</translation>
    </message>
    <message>
        <source>Burgundy lattice</source>
        <translation>نقش شبكي عنّابي</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>حسب النظام</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>فاتحة</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>داكنة</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>تباين عالٍ</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>مخفية</translation>
    </message>
    <message>
        <source>Your banner, {card}</source>
        <translation>رايتك، {card}</translation>
    </message>
    <message>
        <source>Your palace card, {card}</source>
        <translation>بطاقة قصرك، {card}</translation>
    </message>
    <message>
        <source>Your soldier, {card}</source>
        <translation>جنديّك، {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s banner, {card}</source>
        <translation>راية {name}، {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s palace card, {card}</source>
        <translation>بطاقة قصر {name}، {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s soldier, {card}</source>
        <translation>جندي {name}، {card}</translation>
    </message>
    <message>
        <source>banner {card}</source>
        <translation>الراية {card}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln soldiers</source>
        <translation>
            <numerusform>بلا جنود</numerusform>
            <numerusform>جندي واحد</numerusform>
            <numerusform>جنديان</numerusform>
            <numerusform>%Ln جنود</numerusform>
            <numerusform>%Ln جنديًا</numerusform>
            <numerusform>%Ln جندي</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>بلا رقائق</numerusform>
            <numerusform>رقاقة واحدة</numerusform>
            <numerusform>رقاقتان</numerusform>
            <numerusform>%Ln رقائق</numerusform>
            <numerusform>%Ln رقاقة</numerusform>
            <numerusform>%Ln رقاقة</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>الموزّع</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (أنت)</translation>
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
        <translation>الصندوق {amount}</translation>
    </message>
    <message>
        <source>{pot}. Put in this hand: {bets}</source>
        <translation>{pot}. المدفوع في هذه الجولة: {bets}</translation>
    </message>
    <message>
        <source>Battle: {attacker} attacks {defender} with a bet of {bet}</source>
        <translation>معركة: يهجم {attacker} على {defender} برهان {bet}</translation>
    </message>
    <message>
        <source>{name} to answer, {amount} to call</source>
        <translation>على {name} الرد، والمجاراة تكلّفه {amount}</translation>
    </message>
    <message>
        <source>No hand in play.</source>
        <translation>لا جولة جارية.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>انتهت الجولة.</translation>
    </message>
    <message>
        <source>Nobody is to act.</source>
        <translation>ليس الدور على أحد.</translation>
    </message>
    <message>
        <source>You are to act</source>
        <translation>الدور عليك</translation>
    </message>
    <message>
        <source>{name} is to act</source>
        <translation>الدور على {name}</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>You have no cards at this table.</source>
        <translation>ليست لديك بطاقات على هذه الطاولة.</translation>
    </message>
    <message>
        <source>You are out of this hand.</source>
        <translation>أنت خارج هذه الجولة.</translation>
    </message>
    <message>
        <source>Your banner: {card}.</source>
        <translation>رايتك: {card}.</translation>
    </message>
    <message>
        <source>Your palace: {cards}.</source>
        <translation>بطاقات قصرك: {cards}.</translation>
    </message>
    <message>
        <source>Your soldiers: {cards}.</source>
        <translation>جنودك: {cards}.</translation>
    </message>
    <message>
        <source>You have no soldiers.</source>
        <translation>ليس لديك جنود.</translation>
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
        <translation>هل أنت جديد على بوكر القصر؟</translation>
    </message>
    <message>
        <source>Four short hands at the real table show you how to play: buying soldiers, battles and showdowns. Help ▸ Learn to play brings the tutorial back at any time.</source>
        <translation>أربع جولات قصيرة على الطاولة الحقيقية تعلّمك طريقة اللعب: شراء الجنود، والمعارك، وكشف الأوراق. ويمكنك العودة إلى البرنامج التعليمي في أي وقت من مساعدة ◂ تعلّم اللعب.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>تعلّم اللعب</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>بدء لعبة</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Tutorial</source>
        <translation>البرنامج التعليمي</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>الدرس التالي</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>بدء لعبة حقيقية</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>مغادرة</translation>
    </message>
    <message>
        <source>Leave the tutorial; Help ▸ Learn to play brings you back to this step</source>
        <translation>غادر البرنامج التعليمي؛ ستعيدك مساعدة ◂ تعلّم اللعب إلى هذه الخطوة</translation>
    </message>
    <message>
        <source>Lesson {number} of {count}: {title}</source>
        <translation>الدرس {number} من {count}: {title}</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>الخطوة {number} من {count}</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>جارٍ التوزيع…</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>يلعب {name}…</translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation>راقب الطاولة…</translation>
    </message>
</context>
<context>
    <name>TutorialTexts</name>
    <message>
        <source>Soldiers and the quiet round</source>
        <translation>الجنود والدورة الهادئة</translation>
    </message>
    <message>
        <source>A battle: the banner suit does not count</source>
        <translation>معركة: شكل الراية لا يُحتسب</translation>
    </message>
    <message>
        <source>Attack, capture and raise</source>
        <translation>الهجوم والاستيلاء والرفع</translation>
    </message>
    <message>
        <source>Knowing when to fold</source>
        <translation>متى تنسحب</translation>
    </message>
    <message>
        <source>Your banner, the {banner}, lies face up; your three palace cards are seen by you alone. Buy a soldier: drag the top card of the draw pile next to your banner (or press B).</source>
        <translation>رايتك، {banner}، مكشوفة؛ وبطاقات قصرك الثلاث لا يراها أحد سواك. اشترِ جنديًا: اسحب البطاقة العليا من كومة السحب إلى جانب رايتك (أو اضغط B).</translation>
    </message>
    <message>
        <source>Bea bought a soldier and Hiro stayed. Your hand is strong: press Stay (or S) and let the others move.</source>
        <translation>اشترت Bea جنديًا وبقي Hiro. يدك قوية: اضغط «بقاء» (أو S) ودع الآخرين يلعبون.</translation>
    </message>
    <message>
        <source>Since Bea&apos;s buy everyone stayed: a quiet round, so the hand ended in a showdown. All hands were shown, and your three nines won the pot.</source>
        <translation>منذ شراء Bea بقي الجميع: دورة هادئة، فانتهت الجولة بكشف الأوراق. كُشفت كل الأيدي، وفازت تسعاتك الثلاث بالصندوق.</translation>
    </message>
    <message>
        <source>Bea attacks you: a battle. In a battle, cards of the opponent&apos;s banner suit do not count: your hearts count for nothing, and so do her spades. Press Call (or C) to compare hands.</source>
        <translation>تهجم عليك Bea: إنها معركة. في المعركة لا تُحتسب البطاقات التي من شكل راية الخصم: بطاقاتك من القلوب لا قيمة لها، وكذلك بطاقاتها من البستوني. اضغط «مجاراة» (أو C) لمقارنة اليدين.</translation>
    </message>
    <message>
        <source>Bea held three sevens, but her {card} is of your banner&apos;s suit and did not count: her pair of sevens lost to your pair of queens. You captured her banner, and as the last one in the hand you won the pot.</source>
        <translation>كان لدى Bea ثلاث سبعات، لكن {card} لديها من شكل رايتك فلم تُحتسب: خسر زوج السبعات لديها أمام زوج الملكات لديك. استوليت على رايتها، ولأنك آخر من بقي في الجولة فزت بالصندوق.</translation>
    </message>
    <message>
        <source>The {card} makes three of a kind with your banner and a palace card. Keep it: press Keep all (or {enter}).</source>
        <translation>تكوّن {card} مع رايتك وإحدى بطاقات قصرك ثلاث بطاقات متماثلة. احتفظ بها: اضغط «الاحتفاظ بالكل» (أو {enter}).</translation>
    </message>
    <message>
        <source>Now you attack: drag your banner onto Bea&apos;s banner (with the keyboard: {tab} to her banner, then {space}). The bet is your soldiers plus one, times the small bet.</source>
        <translation>الآن دورك في الهجوم: اسحب رايتك إلى راية Bea (بلوحة المفاتيح: {tab} حتى رايتها، ثم {space}). الرهان هو عدد جنودك زائد واحد، مضروبًا في الرهان الصغير.</translation>
    </message>
    <message>
        <source>You won and captured Bea&apos;s banner: the {card} is now your soldier. It does not help your hand: drag it to the discard pile (or select it and press D); Keep all then turns into Done: press it.</source>
        <translation>فزت واستوليت على راية Bea: صارت {card} جنديًا لك. لكنها لا تفيد يدك: اسحبها إلى كومة المهملات (أو اخترها واضغط D)؛ عندها يصير زر «الاحتفاظ بالكل» «تم»: اضغطه.</translation>
    </message>
    <message>
        <source>Hiro attacks you. Your pair of aces is strong: press Raise (or R) to put more chips at stake; Hiro must pay the raise to go on.</source>
        <translation>يهجم عليك Hiro. زوج الآسات لديك قوي: اضغط «رفع» (أو R) لتضع مزيدًا من الرقائق على المحك؛ وعلى Hiro أن يدفع الرفع ليتابع.</translation>
    </message>
    <message>
        <source>Hiro called your raise and lost: you captured his banner too. The last player left in the hand wins the pot.</source>
        <translation>جارى Hiro رفعك وخسر: استوليت على رايته أيضًا. آخر لاعب يبقى في الجولة يفوز بالصندوق.</translation>
    </message>
    <message>
        <source>Hiro bought the {card}: he shows two kings. Your cards are weak: press Stay (or S) and see what he does.</source>
        <translation>اشترى Hiro {card}: صار يُظهر ملكين. بطاقاتك ضعيفة: اضغط «بقاء» (أو S) وانظر ماذا يفعل.</translation>
    </message>
    <message>
        <source>Hiro attacks you with two kings showing, and your best card that counts is a five (your eight of spades does not count against his spade banner). Press Fold (or F): he takes your banner, but you keep the chips a call would cost.</source>
        <translation>يهجم عليك Hiro وملكاه ظاهران، وأعلى بطاقة محسوبة لديك خمسة (ثمانية البستوني لا تُحسب أمام رايته البستوني). اضغط «انسحاب» (أو F): سيأخذ رايتك، لكنك تحتفظ بالرقائق التي كانت المجاراة ستكلّفك إياها.</translation>
    </message>
    <message>
        <source>That is Palace Poker: buy soldiers, battle with your banner, and win the pot by being the last one in the hand or the best at a quiet round. Play a real game now, or close the tutorial.</source>
        <translation>هذا هو بوكر القصر: اشترِ جنودًا، وخض المعارك برايتك، واربح الصندوق بأن تكون آخر من يبقى في الجولة أو صاحب أفضل يد عند دورة هادئة. العب الآن لعبة حقيقية، أو أغلق البرنامج التعليمي.</translation>
    </message>
    <message>
        <source>Not yet: first buy a soldier from the draw pile.</source>
        <translation>ليس بعد: اشترِ أولًا جنديًا من كومة السحب.</translation>
    </message>
    <message>
        <source>Not yet: keep your new soldier with Keep all.</source>
        <translation>ليس بعد: احتفظ بجنديك الجديد بالضغط على «الاحتفاظ بالكل».</translation>
    </message>
    <message>
        <source>Not now: this turn, press Stay.</source>
        <translation>ليس الآن: في هذا الدور، اضغط «بقاء».</translation>
    </message>
    <message>
        <source>Not now: answer Bea&apos;s attack with Call.</source>
        <translation>ليس الآن: رُدّ على هجوم Bea بـ«مجاراة».</translation>
    </message>
    <message>
        <source>Not yet: attack Bea by dragging your banner onto hers.</source>
        <translation>ليس بعد: اهجم على Bea بسحب رايتك إلى رايتها.</translation>
    </message>
    <message>
        <source>Not yet: drag the {card} to the discard pile, then press Done.</source>
        <translation>ليس بعد: اسحب {card} إلى كومة المهملات، ثم اضغط «تم».</translation>
    </message>
    <message>
        <source>Not now: answer Hiro&apos;s attack with Raise.</source>
        <translation>ليس الآن: رُدّ على هجوم Hiro بـ«رفع».</translation>
    </message>
    <message>
        <source>Not now: fold against Hiro&apos;s kings.</source>
        <translation>ليس الآن: انسحب أمام ملكَي Hiro.</translation>
    </message>
    <message>
        <source>Not now: read the step above, then go on.</source>
        <translation>ليس الآن: اقرأ الخطوة أعلاه، ثم تابع.</translation>
    </message>
    <message>
        <source>{name} plays the lesson&apos;s move.</source>
        <translation>يلعب {name} حركة الدرس.</translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Seats</source>
        <translation>المقاعد</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>سجل اللعبة</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>الجولات الأخيرة</translation>
    </message>
    <message>
        <source>Hand </source>
        <translation>الجولة </translation>
    </message>
    <message>
        <source>Read an earlier hand in the log</source>
        <translation>اقرأ جولة سابقة في السجل</translation>
    </message>
    <message>
        <source>Hand shown in the log</source>
        <translation>الجولة المعروضة في السجل</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <source>Hand histories (*.json)</source>
        <translation>سجلات الجولات (*.json)</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>تعذّرت كتابة {path}: {error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>تم حفظ {path}</translation>
    </message>
    <message>
        <source>Export the last hand</source>
        <translation>تصدير آخر جولة</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>تصدير المباراة</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>فتح سجل جولات</translation>
    </message>
    <message>
        <source>Reading the kept games…</source>
        <translation>جارٍ قراءة الألعاب المحفوظة…</translation>
    </message>
    <message>
        <source>No game is kept</source>
        <translation>لا توجد لعبة مؤجلة</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>the start of an exported hand&apos;s file name, as in hand-3.json</comment>
        <translation>جولة</translation>
    </message>
    <message>
        <source>match</source>
        <comment>an exported match&apos;s file name, as in match.json</comment>
        <translation>مباراة</translation>
    </message>
</context>
<context>
    <name>WindowHands</name>
    <message>
        <source>{name}&apos;s bot failed: {message}</source>
        <translation>تعطّل روبوت {name}: {message}</translation>
    </message>
</context>
<context>
    <name>WindowLook</name>
    <message>
        <source>About Palace Desktop</source>
        <translation>حول Palace Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;Palace Poker (also Castle Poker or Banner Poker): every bet is a heads-up battle. Each player shows a banner card, hides three palace cards and buys up to five soldiers.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;بوكر القصر (ويُعرف أيضًا ببوكر القلعة أو بوكر الراية): كل رهان معركة بين لاعبَين اثنين. يُظهر كل لاعب بطاقة راية، ويُخفي ثلاث بطاقات قصر، ويشتري حتى خمسة جنود.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
