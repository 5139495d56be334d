<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Actions</source>
        <translation>Hành động</translation>
    </message>
    <message>
        <source>Raise amount</source>
        <translation>Mức tố</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Mua</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Loại bỏ</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Ở lại</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Bỏ bài</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Tấn công</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Theo</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Tố</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Attack whom?</source>
        <translation>Tấn công ai?</translation>
    </message>
    <message>
        <source>To discard, click soldiers on the table (Ctrl or Shift + click for several), then press Discard.</source>
        <translation>Để loại bỏ, hãy nhấp vào lính trên bàn (Ctrl hoặc Shift + nhấp để chọn nhiều lính), rồi nhấn Loại bỏ.</translation>
    </message>
    <message>
        <source>No hand in play</source>
        <translation>Không có ván nào đang chơi</translation>
    </message>
    <message>
        <source>The match is over — press {keys} or Game ▸ New game…</source>
        <translation>Cuộc đấu đã kết thúc — nhấn {keys} hoặc Trò chơi ▸ Trò chơi mới…</translation>
    </message>
    <message>
        <source>Hand over — press N or Game ▸ Deal the next hand</source>
        <translation>Hết ván — nhấn N hoặc Trò chơi ▸ Chia ván tiếp theo</translation>
    </message>
    <message>
        <source>Hand over — the next hand is dealt in a moment</source>
        <translation>Hết ván — ván tiếp theo sẽ được chia ngay</translation>
    </message>
    <message>
        <source>The tutorial is over: play a real game or close the tutorial, above the table</source>
        <translation>Phần hướng dẫn đã kết thúc: hãy chơi một trò chơi thật hoặc đóng phần hướng dẫn, phía trên bàn</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} đang suy nghĩ…</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Đang chờ {name}…</translation>
    </message>
    <message>
        <source>Pay {price} and take the top card of the draw pile as a soldier (B)</source>
        <translation>Trả {price} và lấy lá trên cùng của chồng bài rút làm lính (B)</translation>
    </message>
    <message>
        <source>Select soldiers on the table first (Ctrl/Shift+click)</source>
        <translation>Trước hết hãy chọn lính trên bàn (Ctrl/Shift+nhấp)</translation>
    </message>
    <message>
        <source>Pay {price} and discard the selection (D)</source>
        <translation>Trả {price} và loại bỏ các lá đã chọn (D)</translation>
    </message>
    <message>
        <source>Discard the selection (D)</source>
        <translation>Loại bỏ các lá đã chọn (D)</translation>
    </message>
    <message>
        <source>Do nothing; the turn passes (S)</source>
        <translation>Không làm gì; chuyển lượt (S)</translation>
    </message>
    <message>
        <source>Leave the hand; your chips stay in the pot (F)</source>
        <translation>Rời ván; chip của bạn vẫn nằm trong tiền cược chung (F)</translation>
    </message>
    <message>
        <source>Attack {targets} for {amount} (A)</source>
        <translation>Tấn công {targets}, cược {amount} (A)</translation>
    </message>
    <message numerus="yes">
        <source>The bet is (your %Ln soldiers + 1) × the small bet of {small_bet}.</source>
        <translation>
            <numerusform>Mức cược là (%Ln lính của bạn + 1) × cược nhỏ {small_bet}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack (bet {amount})</source>
        <translation>Tấn công (cược {amount})</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>Đến lượt bạn, {name}</translation>
    </message>
    <message>
        <source>How much to raise; R or {enter} raises</source>
        <translation>Tố bao nhiêu; R hoặc {enter} để tố</translation>
    </message>
    <message>
        <source>End the turn; soldiers kept: {count} ({enter})</source>
        <translation>Kết thúc lượt; số lính giữ lại: {count} ({enter})</translation>
    </message>
    <message>
        <source>Marked for the discard pile: {count}</source>
        <translation>Đã đánh dấu đưa vào chồng bài bỏ: {count}</translation>
    </message>
    <message>
        <source>Mark the selection for the discard pile (D)</source>
        <translation>Đánh dấu các lá đã chọn để đưa vào chồng bài bỏ (D)</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>Giữ tất cả</translation>
    </message>
    <message>
        <source>You may discard soldiers you do not want (drag them to the discard pile, or select them with {space} and press D), or keep them all.</source>
        <translation>Bạn có thể loại bỏ những lính không cần (kéo chúng vào chồng bài bỏ, hoặc chọn chúng bằng {space} rồi nhấn D), hoặc giữ lại tất cả.</translation>
    </message>
    <message numerus="yes">
        <source>Discard down to at most %Ln soldiers: drag them to the discard pile (or {space} on each, then D), then Done</source>
        <translation>
            <numerusform>Loại bỏ lính cho đến khi còn tối đa %Ln lính: kéo chúng vào chồng bài bỏ (hoặc {space} trên từng lính, rồi D), rồi nhấn Xong</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot pay the whole call: calling puts in all your %Ln chips.</source>
        <translation>
            <numerusform>Bạn không trả nổi toàn bộ mức theo: nếu theo, bạn sẽ bỏ vào hết %Ln chip của mình.</numerusform>
        </translation>
    </message>
    <message>
        <source>A call pays the latest raise: {amount}.</source>
        <translation>Theo là trả bằng mức tố gần nhất: {amount}.</translation>
    </message>
    <message>
        <source>A call matches the attacker&apos;s bet: {amount}.</source>
        <translation>Theo là trả bằng mức cược của người tấn công: {amount}.</translation>
    </message>
    <message numerus="yes">
        <source>A call costs (your %Ln soldiers + 1) × the small bet of {small_bet} = {amount}.</source>
        <translation>
            <numerusform>Theo tốn (%Ln lính của bạn + 1) × cược nhỏ {small_bet} = {amount}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks you for {amount}</source>
        <translation>{name} tấn công bạn, cược {amount}</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} tố {amount}</translation>
    </message>
    <message>
        <source>Give up: {name} takes your banner and soldiers (F)</source>
        <translation>Chịu thua: {name} chiếm cờ hiệu và lính của bạn (F)</translation>
    </message>
    <message numerus="yes">
        <source>Pay all your %Ln chips; the battle goes ahead (C)</source>
        <translation>
            <numerusform>Trả hết %Ln chip của bạn; trận chiến vẫn diễn ra (C)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay {amount} and compare battle hands (C)</source>
        <translation>Trả {amount} và so bài trận chiến (C)</translation>
    </message>
    <message>
        <source>Call and raise {amount} (R)</source>
        <translation>Theo và tố {amount} (R)</translation>
    </message>
    <message>
        <source>Call and raise by the amount chosen, {low} to {high} (R: choose, R again or {enter}: raise)</source>
        <translation>Theo và tố thêm mức đã chọn, từ {low} đến {high} (R: chọn, R lần nữa hoặc {enter}: tố)</translation>
    </message>
</context>
<context>
    <name>ActionTexts</name>
    <message>
        <source>{name} buys a soldier</source>
        <translation>{name} mua một lính</translation>
    </message>
    <message>
        <source>{name} keeps every soldier</source>
        <translation>{name} giữ lại tất cả lính</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} loại bỏ {cards}</translation>
    </message>
    <message>
        <source>{name} stays</source>
        <translation>{name} ở lại</translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation>{name} bỏ bài</translation>
    </message>
    <message>
        <source>{name} attacks {target}</source>
        <translation>{name} tấn công {target}</translation>
    </message>
    <message>
        <source>{name} calls</source>
        <translation>{name} theo</translation>
    </message>
    <message>
        <source>{name} raises</source>
        <translation>{name} tố</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} tố {amount}</translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <source>Buy a soldier for {price}</source>
        <translation>Mua một lính giá {price}</translation>
    </message>
    <message>
        <source>Attack {name}: bet {amount}</source>
        <translation>Tấn công {name}: cược {amount}</translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers for {price}</source>
        <translation>
            <numerusform>Loại bỏ %Ln lính, giá {price}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers</source>
        <translation>
            <numerusform>Loại bỏ %Ln lính</numerusform>
        </translation>
    </message>
    <message>
        <source>Call all-in {amount}</source>
        <translation>Theo tất tay {amount}</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>Theo {amount}</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Tố</translation>
    </message>
    <message>
        <source>Raise {amount}</source>
        <translation>Tố {amount}</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Ở lại</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Bỏ bài</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>{prompt}. You may: {moves}.</source>
        <translation>{prompt}. Bạn có thể: {moves}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{prompt}. {detail} You may: {moves}.</source>
        <translation>{prompt}. {detail} Bạn có thể: {moves}.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>Đã chọn: {cards}.</translation>
    </message>
    <message>
        <source>No soldier selected.</source>
        <translation>Chưa chọn lính nào.</translation>
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
        <translation>&amp;Bài của tôi</translation>
    </message>
    <message>
        <source>Whose &amp;turn</source>
        <translation>&amp;Lượt của ai</translation>
    </message>
    <message>
        <source>The &amp;pot and bets</source>
        <translation>&amp;Tiền cược chung và các khoản cược</translation>
    </message>
    <message>
        <source>The &amp;last battle</source>
        <translation>Trận chiến &amp;vừa rồi</translation>
    </message>
    <message>
        <source>&amp;Everyone at the table</source>
        <translation>&amp;Mọi người tại bàn</translation>
    </message>
    <message>
        <source>No hand in play.</source>
        <translation>Không có ván nào đang chơi.</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>No battle has been fought yet.</source>
        <translation>Chưa có trận chiến nào diễn ra.</translation>
    </message>
</context>
<context>
    <name>BattlePreviewTexts</name>
    <message>
        <source>You would bet {amount}.</source>
        <translation>Bạn sẽ cược {amount}.</translation>
    </message>
    <message>
        <source>None of your cards count.</source>
        <translation>Không lá nào của bạn được tính.</translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand}.</source>
        <translation>
            <numerusform>%Ln lá tốt nhất của bạn: {hand}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand} ({cards}).</source>
        <translation>
            <numerusform>%Ln lá tốt nhất của bạn: {hand} ({cards}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Against {name} all your cards count.</source>
        <translation>Khi đấu với {name}, mọi lá của bạn đều được tính.</translation>
    </message>
    <message>
        <source>Against {name} your cards of rank {rank} do not count.</source>
        <translation>Khi đấu với {name}, các lá có giá trị {rank} của bạn không được tính.</translation>
    </message>
    <message>
        <source>Against {name} your {suit} do not count.</source>
        <translation>Khi đấu với {name}, các lá {suit} của bạn không được tính.</translation>
    </message>
    <message>
        <source>You win this battle whatever they hold.</source>
        <translation>Bạn thắng trận chiến này, dù đối thủ có bài gì.</translation>
    </message>
    <message>
        <source>You lose this battle whatever they hold.</source>
        <translation>Bạn thua trận chiến này, dù đối thủ có bài gì.</translation>
    </message>
    <message>
        <source>You win about {chance} of such battles, from what you can see.</source>
        <translation>Theo những gì bạn thấy, bạn thắng khoảng {chance} số trận chiến như thế này.</translation>
    </message>
</context>
<context>
    <name>BattleResultTexts</name>
    <message>
        <source>{loser} folds: {winner} wins without a fight</source>
        <translation>{loser} bỏ bài: {winner} thắng mà không cần so bài</translation>
    </message>
    <message>
        <source>A tie: {a} and {b} split the pot</source>
        <translation>Hòa: {a} và {b} chia tiền cược chung</translation>
    </message>
    <message>
        <source>A tie: {a} and {b} are both out</source>
        <translation>Hòa: {a} và {b} cùng ra khỏi ván</translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}</source>
        <translation>{winner} thắng {loser} trong trận chiến</translation>
    </message>
    <message numerus="yes">
        <source>{captor} captures the {banner} and %Ln soldiers</source>
        <translation>
            <numerusform>{captor} chiếm cờ hiệu {banner} và %Ln lính</numerusform>
        </translation>
    </message>
    <message>
        <source>{captor} captures the {banner}</source>
        <translation>{captor} chiếm cờ hiệu {banner}</translation>
    </message>
    <message>
        <source>Crossed out: cards of the opponent&apos;s banner rank do not count</source>
        <translation>Lá bị gạch: cùng giá trị với cờ hiệu của đối thủ nên không được tính</translation>
    </message>
    <message>
        <source>Crossed out: cards of the opponent&apos;s banner suit do not count</source>
        <translation>Lá bị gạch: cùng chất với cờ hiệu của đối thủ nên không được tính</translation>
    </message>
    <message>
        <source>{name}: {hand}</source>
        <translation>{name}: {hand}</translation>
    </message>
    <message>
        <source>Only {a} and {b} see the battle hands</source>
        <translation>Chỉ {a} và {b} được xem bài trận chiến</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is not shown to you</source>
        <translation>Bạn không được xem bài của {name}</translation>
    </message>
    <message>
        <source>Equal hands: {winner} wins by holding more cards of their banner suit</source>
        <translation>Bài bằng nhau: {winner} thắng nhờ có nhiều lá cùng chất với cờ hiệu của mình hơn</translation>
    </message>
    <message>
        <source>Showdown: {winner} wins {amount}</source>
        <translation>Lật bài: {winner} thắng {amount}</translation>
    </message>
    <message>
        <source>Showdown: {names} split the pot</source>
        <translation>Lật bài: {names} chia tiền cược chung</translation>
    </message>
    <message>
        <source>A battle hand is the best five of the banner, palace and soldiers (R15.2), without the crossed-out cards (R15.3); equal hands go to the one holding more cards of their own banner suit (R15.5).</source>
        <translation>Bài trận chiến là năm lá tốt nhất trong cờ hiệu, bài cung điện và lính (R15.2), không tính các lá bị gạch (R15.3); nếu bài bằng nhau, người có nhiều lá cùng chất với cờ hiệu của chính mình hơn sẽ thắng (R15.5).</translation>
    </message>
    <message>
        <source>At a showdown every hand still in is the best five of all its cards, none crossed out (R17.3); the best hand takes the pot and equal best hands share it (R18.1).</source>
        <translation>Khi lật bài, mỗi bài còn trong ván là năm lá tốt nhất trong tất cả các lá của nó, không lá nào bị gạch (R17.3); bài tốt nhất lấy tiền cược chung, các bài tốt nhất bằng nhau thì chia nhau (R18.1).</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>easy</source>
        <translation>dễ</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>trung bình</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>khó</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ngẫu nhiên</translation>
    </message>
    <message>
        <source>tutorial</source>
        <translation>hướng dẫn</translation>
    </message>
</context>
<context>
    <name>BotPace</name>
    <message>
        <source>Continue</source>
        <translation>Tiếp tục</translation>
    </message>
</context>
<context>
    <name>BotReason</name>
    <message>
        <source>{name} picks a move at random.</source>
        <translation>{name} chọn ngẫu nhiên một nước đi.</translation>
    </message>
    <message>
        <source>{name} attacks {target}: about {pct}% to win against {target}&apos;s visible cards.</source>
        <translation>{name} tấn công {target}: khoảng {pct}% cơ hội thắng trước các lá bài ngửa của {target}.</translation>
    </message>
    <message>
        <source>{name} attacks {target}, expecting {target} to fold (about {pct}% to win against {target}&apos;s visible cards).</source>
        <translation>{name} tấn công {target}, đoán rằng {target} sẽ bỏ bài (khoảng {pct}% cơ hội thắng trước các lá bài ngửa của {target}).</translation>
    </message>
    <message>
        <source>{name} attacks {target} on a bluff, hoping {target} folds.</source>
        <translation>{name} tấn công {target} để tháu cáy, mong {target} bỏ bài.</translation>
    </message>
    <message>
        <source>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets.</source>
        <translation>{name} tấn công {target} để tố láo: chỉ khoảng {pct}% thắng trận đấu, nhưng nó tính rằng {target} bỏ bài trước khoảng {fold}% những lần cược như thế.</translation>
    </message>
    <message>
        <source>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot.</source>
        <translation>{name} tấn công {target}: chỉ khoảng {pct}% thắng trận đấu, nhưng lá cờ và các binh lính mà một trận thắng chiếm được từ {target} sẽ làm tay bài của nó mạnh hơn để tranh hũ.</translation>
    </message>
    <message>
        <source>{name} buys a soldier: the hand needs help (about {pct}% to win now).</source>
        <translation>{name} mua một lính: bài cần được cải thiện (hiện có khoảng {pct}% cơ hội thắng).</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: a new card is worth %Ln chips with {pot} in the pot.</source>
        <translation>
            <numerusform>{name} mua một lính: một lá mới đáng để bỏ ra %Ln chip khi tiền cược chung đang có {pot}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stays: about {pct}% to win if the hand ends now.</source>
        <translation>{name} ở lại: khoảng {pct}% cơ hội thắng nếu ván kết thúc ngay bây giờ.</translation>
    </message>
    <message>
        <source>{name} stays: only about {pct}% to win, but nothing else is worth the chips.</source>
        <translation>{name} ở lại: chỉ khoảng {pct}% cơ hội thắng, nhưng không nước đi nào khác đáng bỏ chip.</translation>
    </message>
    <message>
        <source>{name} discards {cards}: they do not help and make bets dearer.</source>
        <translation>{name} loại bỏ {cards}: chúng không giúp ích gì mà còn làm tiền cược đắt hơn.</translation>
    </message>
    <message>
        <source>{name} keeps every soldier.</source>
        <translation>{name} giữ lại tất cả lính.</translation>
    </message>
    <message>
        <source>{name} keeps {kept} and lets {dropped} go.</source>
        <translation>{name} giữ lại {kept} và loại bỏ {dropped}.</translation>
    </message>
    <message>
        <source>{name} lets every soldier go: {dropped}.</source>
        <translation>{name} loại bỏ tất cả lính: {dropped}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: about {pct}% to win the battle.</source>
        <translation>{name} theo với {cost}: khoảng {pct}% cơ hội thắng trận chiến.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: only about {pct}% to win, but the pot of {pot} is worth it.</source>
        <translation>{name} theo với {cost}: chỉ khoảng {pct}% cơ hội thắng, nhưng tiền cược chung {pot} đáng để thử.</translation>
    </message>
    <message>
        <source>{name} calls all-in: about {pct}% to win the battle.</source>
        <translation>{name} theo tất tay: khoảng {pct}% cơ hội thắng trận chiến.</translation>
    </message>
    <message>
        <source>{name} raises by {cost}: about {pct}% to win the battle.</source>
        <translation>{name} tố thêm {cost}: khoảng {pct}% cơ hội thắng trận chiến.</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: only about {pct}% to win, not worth %Ln chips.</source>
        <translation>
            <numerusform>{name} bỏ bài: chỉ khoảng {pct}% cơ hội thắng, không đáng bỏ ra %Ln chip.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle, and a call of {cost} into a pot of {pot} needs about {need}%.</source>
        <translation>{name} bỏ bài thay vì trả {cost}: khoảng {pct}% thắng trận đấu, mà theo {cost} vào một hũ {pot} cần khoảng {need}%.</translation>
    </message>
    <message>
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle against any palace, but less against the palaces a bet like this comes from, and calling was worth less (expected chips: folding {fold_value}, calling {call_value}).</source>
        <translation>{name} bỏ bài thay vì trả {cost}: khoảng {pct}% thắng trận đấu trước bất kỳ cung điện nào, nhưng thấp hơn trước những cung điện mà một lần cược như thế thường đến từ, và theo thì đáng giá ít hơn (số chip kỳ vọng: bỏ bài {fold_value}, theo {call_value}).</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle, but a won battle takes cards, not the pot, and %Ln other players would still be in the hand for it (expected chips: folding {fold_value}, calling {call_value}).</source>
        <translation>
            <numerusform>{name} bỏ bài thay vì trả {cost}: khoảng {pct}% thắng trận đấu, nhưng thắng trận chỉ được bài, không được hũ, và vẫn còn %Ln người chơi khác trong ván tranh hũ (số chip kỳ vọng: bỏ bài {fold_value}, theo {call_value}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation>{name} bỏ bài.</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} mua một lính: mua có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}; việc giành tiền cược chung được cộng thêm {bonus}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} ở lại: ở lại có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}; việc giành tiền cược chung được cộng thêm {bonus}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} tấn công {target}: khoảng {pct}% cơ hội thắng trận chiến; tấn công có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}; việc giành tiền cược chung được cộng thêm {bonus}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} tấn công {target} để tố láo: chỉ khoảng {pct}% thắng trận đấu, nhưng nó tính rằng {target} bỏ bài trước khoảng {fold}% những lần cược như thế; tấn công hơn nước đi tốt thứ hai của nó khoảng %Ln chip (số ván mô phỏng: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} tấn công {target}: chỉ khoảng {pct}% thắng trận đấu, nhưng lá cờ và các binh lính mà một trận thắng chiếm được từ {target} sẽ làm tay bài của nó mạnh hơn để tranh hũ; tấn công hơn nước đi tốt thứ hai của nó khoảng %Ln chip (số ván mô phỏng: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} theo với {cost}: khoảng {pct}% cơ hội thắng trận chiến; theo có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}; việc giành tiền cược chung được cộng thêm {bonus}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} theo tất tay: khoảng {pct}% cơ hội thắng trận chiến; theo có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}; việc giành tiền cược chung được cộng thêm {bonus}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} tố thêm {cost}: khoảng {pct}% cơ hội thắng trận chiến; tố có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}; việc giành tiền cược chung được cộng thêm {bonus}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} bỏ bài thay vì trả {cost}: khoảng {pct}% cơ hội thắng trận chiến; bỏ bài có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}; việc giành tiền cược chung được cộng thêm {bonus}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} mua một lính: mua có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} ở lại: ở lại có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} tấn công {target}: khoảng {pct}% cơ hội thắng trận chiến; tấn công có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} theo với {cost}: khoảng {pct}% cơ hội thắng trận chiến; theo có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} theo tất tay: khoảng {pct}% cơ hội thắng trận chiến; theo có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} tố thêm {cost}: khoảng {pct}% cơ hội thắng trận chiến; tố có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} bỏ bài thay vì trả {cost}: khoảng {pct}% cơ hội thắng trận chiến; bỏ bài có lợi hơn khoảng %Ln chip so với nước đi tốt nhì (số ván mô phỏng: {n}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks {target}: its hand looks stronger than what {target} shows.</source>
        <translation>{name} tấn công {target}: bài của mình có vẻ mạnh hơn bài ngửa của {target}.</translation>
    </message>
    <message>
        <source>{name} raises by {cost}: its hand looks much stronger than what {target} shows.</source>
        <translation>{name} tố thêm {cost}: bài của mình có vẻ mạnh hơn hẳn bài ngửa của {target}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: its hand looks strong enough against what {target} shows.</source>
        <translation>{name} theo với {cost}: bài của mình có vẻ đủ mạnh so với bài ngửa của {target}.</translation>
    </message>
    <message>
        <source>{name} calls all-in: its hand looks strong enough against what {target} shows.</source>
        <translation>{name} theo tất tay: bài của mình có vẻ đủ mạnh so với bài ngửa của {target}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: a cheap call with {pot} in the pot.</source>
        <translation>{name} theo với {cost}: theo rẻ khi tiền cược chung đang có {pot}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: its hand looks too weak against what {target} shows to pay %Ln chips.</source>
        <translation>
            <numerusform>{name} bỏ bài: so với bài ngửa của {target}, bài của mình có vẻ quá yếu để bỏ ra %Ln chip.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier to strengthen its hand.</source>
        <translation>{name} mua một lính để làm bài mạnh hơn.</translation>
    </message>
    <message>
        <source>{name} stays: its hand holds up against what the others show.</source>
        <translation>{name} ở lại: bài của mình vẫn trụ được trước bài ngửa của những người khác.</translation>
    </message>
    <message>
        <source>{name} stays, though its hand looks weaker than what the others show.</source>
        <translation>{name} ở lại, dù bài của mình có vẻ yếu hơn bài ngửa của những người khác.</translation>
    </message>
    <message>
        <source>{name} has only one move.</source>
        <translation>{name} chỉ có một nước đi.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>nothing</source>
        <translation>không lá nào</translation>
    </message>
    <message>
        <source>two</source>
        <translation>hai</translation>
    </message>
    <message>
        <source>three</source>
        <translation>ba</translation>
    </message>
    <message>
        <source>four</source>
        <translation>bốn</translation>
    </message>
    <message>
        <source>five</source>
        <translation>năm</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sáu</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>bảy</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>tám</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>chín</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>mười</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>bồi</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>đầm</translation>
    </message>
    <message>
        <source>king</source>
        <translation>già</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>át</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>nhép</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>rô</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cơ</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>bích</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>một lá bài úp</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
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
        <translation>Xin chào!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>Chúc may mắn!</translation>
    </message>
    <message>
        <source>Nice hand!</source>
        <translation>Ván bài đẹp!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Chơi hay lắm!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Cảm ơn!</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>Xin chờ một chút.</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>Xin lỗi!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Ván đấu hay!</translation>
    </message>
    <message>
        <source>Bye!</source>
        <translation>Tạm biệt!</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Các tin nhắn trò chuyện</translation>
    </message>
    <message>
        <source>Write a message, then {enter}</source>
        <translation>Viết tin nhắn rồi nhấn {enter}</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Tin nhắn của bạn</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Gửi</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Gửi tin nhắn</translation>
    </message>
    <message>
        <source>&amp;Quick messages</source>
        <translation>Tin nhắn &amp;nhanh</translation>
    </message>
    <message>
        <source>Quick messages</source>
        <translation>Tin nhắn nhanh</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>Ẩ&amp;n tin</translation>
    </message>
    <message>
        <source>Mute a player</source>
        <translation>Ẩn tin nhắn của một người chơi</translation>
    </message>
    <message>
        <source>Hide a player&apos;s messages here (they are not told)</source>
        <translation>Ẩn tin nhắn của một người chơi tại đây (họ không được báo)</translation>
    </message>
    <message>
        <source>Characters left</source>
        <translation>Số ký tự còn lại</translation>
    </message>
    <message>
        <source>{name} says: {text}</source>
        <translation>{name} nói: {text}</translation>
    </message>
    <message>
        <source>{name} (watching)</source>
        <translation>{name} (đang xem)</translation>
    </message>
    <message>
        <source>{time}  {name}: {text}</source>
        <translation>{time}  {name}: {text}</translation>
    </message>
    <message>
        <source>Nobody has written yet</source>
        <translation>Chưa có ai viết</translation>
    </message>
    <message>
        <source>Not sent: at most {count} messages in {seconds} seconds. Wait a moment, then send it again.</source>
        <translation>Chưa gửi: tối đa {count} tin nhắn trong {seconds} giây. Hãy chờ một chút rồi gửi lại.</translation>
    </message>
    <message>
        <source>Not sent: the table did not take that message.</source>
        <translation>Chưa gửi: bàn chơi không nhận tin nhắn đó.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters left</source>
        <translation>
            <numerusform>Còn %Ln ký tự</numerusform>
        </translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Trò chuyện</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>Whatever {name} holds, you lose this battle, and a lost battle costs your banner and soldiers.</source>
        <translation>Dù {name} có bài gì, bạn cũng thua trận chiến này, và thua một trận chiến là mất cờ hiệu cùng lính của bạn.</translation>
    </message>
    <message>
        <source>Whatever {name} holds, you lose this battle; folding now saves the call.</source>
        <translation>Dù {name} có bài gì, bạn cũng thua trận chiến này; bỏ bài ngay bây giờ sẽ đỡ được khoản tiền theo.</translation>
    </message>
    <message>
        <source>Against what {name} shows, you win only about {pct} of such battles, and a lost battle costs your banner and soldiers.</source>
        <translation>So với bài ngửa của {name}, bạn chỉ thắng khoảng {pct} số trận chiến như thế này, và thua một trận chiến là mất cờ hiệu cùng lính của bạn.</translation>
    </message>
    <message>
        <source>You win only about {pct} of battles against what {name} shows; folding now saves the call.</source>
        <translation>Trước bài ngửa của {name}, bạn chỉ thắng khoảng {pct} số trận chiến; bỏ bài ngay bây giờ sẽ đỡ được khoản tiền theo.</translation>
    </message>
    <message>
        <source>Coach: you chose “{mine}”; in your place the hard bot would have chosen “{theirs}”, though it wins that battle only about {pct} of the time, as the coach warns: {why}. Its reasoning: {reason}</source>
        <translation>Huấn luyện viên: bạn đã chọn “{mine}”; ở vị trí của bạn, bot khó sẽ chọn “{theirs}”, dù nó chỉ thắng trận đó khoảng {pct} số lần, như huấn luyện viên cảnh báo: {why}. Lập luận của nó: {reason}</translation>
    </message>
    <message>
        <source>Coach: you chose “{mine}”; in your place the hard bot would have chosen “{theirs}”. Its reasoning: {reason}</source>
        <translation>Huấn luyện viên: bạn đã chọn “{mine}”; ở vị trí của bạn, máy khó sẽ chọn “{theirs}”. Lý lẽ của máy: {reason}</translation>
    </message>
    <message>
        <source>it expects {name} to fold often enough, a bluff</source>
        <translation>nó tính rằng {name} sẽ bỏ bài đủ thường xuyên, một lần tố láo</translation>
    </message>
    <message>
        <source>the banner and soldiers it would capture from {name} are worth the risk</source>
        <translation>lá cờ và các binh lính nó sẽ chiếm được từ {name} đáng để mạo hiểm</translation>
    </message>
    <message>
        <source>the chips in the pot are worth the price of the battle</source>
        <translation>số chip trong hũ đáng với cái giá của trận đấu</translation>
    </message>
</context>
<context>
    <name>CoachWarning</name>
    <message>
        <source>Coach</source>
        <translation>Huấn luyện viên</translation>
    </message>
    <message>
        <source>Do it anyway</source>
        <translation>Vẫn làm</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Rút lại</translation>
    </message>
    <message>
        <source>The coach can be turned off in Settings.</source>
        <translation>Có thể tắt huấn luyện viên trong Cài đặt.</translation>
    </message>
</context>
<context>
    <name>ContinueBar</name>
    <message>
        <source>&amp;Continue</source>
        <translation>Tiếp tụ&amp;c</translation>
    </message>
    <message>
        <source>Let the next bot move ({space} or {enter})</source>
        <translation>Để máy tiếp theo ra nước đi ({space} hoặc {enter})</translation>
    </message>
    <message>
        <source>{name} has moved. The game waits for you.</source>
        <translation>{name} đã đi xong. Trò chơi đang chờ bạn.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message numerus="yes">
        <source>Fold and leave %Ln chips in the pot?</source>
        <translation>
            <numerusform>Bỏ bài và để lại %Ln chip trong tiền cược chung?</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes your banner and soldiers.</source>
        <translation>{name} lấy cờ hiệu và lính của bạn.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln more: at most five soldiers may stay.</source>
        <translation>
            <numerusform>Loại bỏ thêm %Ln lính: chỉ được giữ tối đa năm lính.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Chuyển cho {name}</translation>
    </message>
    <message>
        <source>Everyone else, look away. {name}, press Continue when only you can see the screen.</source>
        <translation>Mọi người khác hãy nhìn đi chỗ khác. {name}, hãy nhấn Tiếp tục khi chỉ còn mình bạn nhìn thấy màn hình.</translation>
    </message>
    <message>
        <source>Continue as {name}</source>
        <translation>Tiếp tục với tư cách {name}</translation>
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
        <translation>Bỏ bài?</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Bỏ bài</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Chơi tiếp</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Không hỏi lại</translation>
    </message>
    <message>
        <source>Don&apos;t ask again before folding</source>
        <translation>Không hỏi lại trước khi bỏ bài</translation>
    </message>
</context>
<context>
    <name>HandNames</name>
    <message>
        <source>a straight flush</source>
        <translation>thùng phá sảnh</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>tứ quý</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>cù lũ</translation>
    </message>
    <message>
        <source>a flush</source>
        <translation>thùng</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>sảnh</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>sám cô</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>hai đôi</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>một đôi</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>mậu thầu</translation>
    </message>
    <message>
        <source>a hidden hand</source>
        <translation>bài úp</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <source>Match over</source>
        <translation>Cuộc đấu kết thúc</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Ván {number}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Trò chơi mới…</translation>
    </message>
    <message>
        <source>The next hand is dealt in a moment.</source>
        <translation>Ván tiếp theo sẽ được chia trong giây lát.</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Chia ván tiếp theo</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Xem bàn chơi</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the match with %Ln chips.</source>
        <translation>
            <numerusform>{name} thắng cuộc đấu với %Ln chip.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the pot of {amount}.</source>
        <translation>{name} thắng tiền cược chung {amount}.</translation>
    </message>
    <message>
        <source>{names} split the pot.</source>
        <translation>{names} chia tiền cược chung.</translation>
    </message>
    <message>
        <source>Showdown:</source>
        <translation>Lật bài:</translation>
    </message>
    <message>
        <source>{name}: {hand} ({cards})</source>
        <translation>{name}: {hand} ({cards})</translation>
    </message>
    <message>
        <source>{name} is out of the match (cannot pay the ante).</source>
        <translation>{name} bị loại khỏi cuộc đấu (không trả nổi tiền cược đầu ván).</translation>
    </message>
    <message>
        <source>{name} is out of the match.</source>
        <translation>{name} bị loại khỏi cuộc đấu.</translation>
    </message>
    <message>
        <source>{name} folded on their turn.</source>
        <translation>{name} bỏ bài trong lượt của mình.</translation>
    </message>
    <message>
        <source>{a} beat {d} in battle.</source>
        <translation>{a} thắng {d} trong trận chiến.</translation>
    </message>
    <message>
        <source>{d} beat {a} in battle.</source>
        <translation>{d} thắng {a} trong trận chiến.</translation>
    </message>
    <message>
        <source>{d} folded to {a}&apos;s raise.</source>
        <translation>{d} bỏ bài trước lần tố của {a}.</translation>
    </message>
    <message>
        <source>{d} folded when {a} attacked.</source>
        <translation>{d} bỏ bài khi bị {a} tấn công.</translation>
    </message>
    <message>
        <source>{a} folded to {d}&apos;s raise.</source>
        <translation>{a} bỏ bài trước lần tố của {d}.</translation>
    </message>
    <message>
        <source>{a} and {d} tied and split the pot.</source>
        <translation>{a} và {d} hòa và chia tiền cược chung.</translation>
    </message>
    <message>
        <source>{a} and {d} tied and both went out.</source>
        <translation>{a} và {d} hòa và cả hai ra khỏi ván.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Ván này</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Bảng xếp hạng</translation>
    </message>
</context>
<context>
    <name>HandWords</name>
    <message>
        <source>twos</source>
        <translation>hai</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>ba</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>bốn</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>năm</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>sáu</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>bảy</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>tám</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>chín</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>mười</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>bồi</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>đầm</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>già</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>át</translation>
    </message>
    <message>
        <source>a straight flush, {high} high</source>
        <translation>thùng phá sảnh, lá cao nhất là {high}</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation>tứ quý {ranks}</translation>
    </message>
    <message>
        <source>a full house, {trips} over {pair}</source>
        <translation>cù lũ, ba lá {trips} và đôi {pair}</translation>
    </message>
    <message>
        <source>a flush, {high} high</source>
        <translation>thùng, lá cao nhất là {high}</translation>
    </message>
    <message>
        <source>a straight, {high} high</source>
        <translation>sảnh, lá cao nhất là {high}</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation>sám cô {ranks}</translation>
    </message>
    <message>
        <source>two pair, {high} and {low}</source>
        <translation>hai đôi, đôi {high} và đôi {low}</translation>
    </message>
    <message>
        <source>a pair of {ranks}</source>
        <translation>đôi {ranks}</translation>
    </message>
    <message>
        <source>high card {high}</source>
        <translation>mậu thầu {high}</translation>
    </message>
</context>
<context>
    <name>HistoryOpening</name>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>too big to open in the memory available</source>
        <translation>quá lớn để mở trong bộ nhớ hiện có</translation>
    </message>
    <message>
        <source>an error of the app stopped the reading ({error})</source>
        <translation>một lỗi của ứng dụng đã làm dừng việc đọc ({error})</translation>
    </message>
    <message>
        <source>Reading {path}…</source>
        <translation>Đang đọc {path}…</translation>
    </message>
    <message>
        <source>{path} cannot be shown: {error}</source>
        <translation>Không hiển thị được {path}: {error}</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Mở một bàn</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tên của bạn</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Ghế</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Số chip ban đầu</translation>
    </message>
    <message>
        <source>none: anyone with the code joins</source>
        <translation>không có: ai có mã đều vào được</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>Mật khẩu (không bắt buộc)</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tê&amp;n của bạn:</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Ghế:</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>Số &amp;chip ban đầu:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Mật khẩu:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Bạn</translation>
    </message>
    <message>
        <source>A player on another computer</source>
        <translation>Người chơi ở máy tính khác</translation>
    </message>
    <message>
        <source>A bot ({level})</source>
        <translation>Một bot ({level})</translation>
    </message>
    <message>
        <source>{seat}: who plays</source>
        <translation>{seat}: ai chơi</translation>
    </message>
    <message>
        <source>People on this network find the table in Game ▸ Join a table; others join with the room code and this computer&apos;s address, shown once the table is made.</source>
        <translation>Người trong mạng này thấy bàn ở Trò chơi ▸ Vào một bàn; người khác vào bằng mã phòng và địa chỉ của máy này, hiện ra khi bàn đã được tạo.</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Sự cố</translation>
    </message>
    <message>
        <source>&amp;Host the table</source>
        <translation>&amp;Mở bàn</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Nhập tên của bạn: những người khác thấy nó ở bàn.</translation>
    </message>
    <message>
        <source>Hosting a table is not part of this build of the app; you can still join one.</source>
        <translation>Bản ứng dụng này không có chức năng mở bàn; bạn vẫn có thể vào một bàn.</translation>
    </message>
    <message>
        <source>The table could not be hosted on this computer ({error}).</source>
        <translation>Không thể mở bàn trên máy tính này ({error}).</translation>
    </message>
    <message>
        <source>Making the table…</source>
        <translation>Đang tạo bàn…</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play Palace Poker</source>
        <translation>Cách chơi Palace Poker</translation>
    </message>
</context>
<context>
    <name>InstanceTexts</name>
    <message>
        <source>Palace Desktop is already open in another window. This window keeps its game apart: a game left unfinished here is kept for later (Game ▸ Resume a kept game), and settings changed here are not saved.</source>
        <translation>Palace Desktop đã được mở trong một cửa sổ khác. Cửa sổ này giữ trò chơi của nó riêng: trò chơi chưa chơi xong ở đây sẽ được để dành cho sau (Trò chơi ▸ Tiếp tục trò chơi để dành), và các cài đặt thay đổi ở đây sẽ không được lưu.</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Vào một bàn</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tên của bạn</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Các bàn trong mạng này</translation>
    </message>
    <message>
        <source>such as 192.168.1.20 or host:8765</source>
        <translation>ví dụ 192.168.1.20 hoặc host:8765</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Địa chỉ</translation>
    </message>
    <message>
        <source>ten letters and digits</source>
        <translation>mười chữ cái và chữ số</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Mã phòng</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>nếu bàn có</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mật khẩu</translation>
    </message>
    <message>
        <source>Or join by address</source>
        <translation>Hoặc vào bằng địa chỉ</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>Đị&amp;a chỉ:</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>Mã &amp;phòng:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Mật khẩu:</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Sự cố</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Vào</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>Watch the game without a seat</source>
        <translation>Xem ván chơi mà không ngồi vào ghế</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tê&amp;n của bạn:</translation>
    </message>
    <message>
        <source>Looking for tables on this network is not available: join by address.</source>
        <translation>Không thể tìm bàn trong mạng này: hãy vào bằng địa chỉ.</translation>
    </message>
    <message>
        <source>{host}&apos;s table: started, {taken} of {seats} seats taken</source>
        <translation>Bàn của {host}: đã bắt đầu, {taken} trên {seats} ghế đã có người</translation>
    </message>
    <message>
        <source>{host}&apos;s table: {taken} of {seats} seats taken, {free} free</source>
        <translation>Bàn của {host}: {taken} trên {seats} ghế đã có người, còn trống {free}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables found on this network.</source>
        <translation>
            <numerusform>Đã tìm thấy %Ln bàn trong mạng này.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for tables on this network… None found yet.</source>
        <translation>Đang tìm bàn trong mạng này… Chưa thấy bàn nào.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Nhập tên của bạn: những người khác thấy nó ở bàn.</translation>
    </message>
    <message>
        <source>That is not an address a table can be reached at. Type the address the host gave, such as 192.168.1.20 or 192.168.1.20:8765.</source>
        <translation>Đó không phải là địa chỉ để tới một bàn. Hãy nhập địa chỉ chủ bàn đưa, ví dụ 192.168.1.20 hoặc 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>A room code is ten letters and digits, such as 22RK-WG01-KR. Check it with the host.</source>
        <translation>Mã phòng gồm mười chữ cái và chữ số, ví dụ 22RK-WG01-KR. Hãy kiểm tra lại với chủ bàn.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Đang kết nối…</translation>
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
        <translation>Không đọc được trò chơi đã lưu nên đã cất nó sang một bên:
{error}</translation>
    </message>
    <message>
        <source>it was put aside as {name}</source>
        <translation>đã cất nó sang một bên với tên {name}</translation>
    </message>
    <message>
        <source>it could not be put aside ({error})</source>
        <translation>không cất nó sang một bên được ({error})</translation>
    </message>
    <message>
        <source>The saved game {path} cannot be resumed ({error}); {where}.</source>
        <translation>Không thể tiếp tục trò chơi đã lưu {path} ({error}); {where}.</translation>
    </message>
    <message>
        <source>The kept game could not be read and was put aside:
{error}</source>
        <translation>Không đọc được trò chơi để dành nên đã cất nó sang một bên:
{error}</translation>
    </message>
    <message>
        <source>The kept game could not be restored: {error}</source>
        <translation>Không khôi phục được trò chơi để dành: {error}</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Rời bàn?</translation>
    </message>
    <message>
        <source>You are playing at a table on the network.</source>
        <translation>Bạn đang chơi ở một bàn trên mạng.</translation>
    </message>
    <message>
        <source>You host it: if you leave, the game ends for everyone at it.</source>
        <translation>Bạn là chủ bàn: nếu bạn rời đi, ván chơi kết thúc với mọi người ở bàn.</translation>
    </message>
    <message>
        <source>Your seat waits for you there (a bot plays it after a while): Palace Desktop offers to take it back at its next start.</source>
        <translation>Ghế của bạn vẫn chờ bạn ở đó (sau một lúc một bot sẽ chơi thay): Palace Desktop sẽ đề nghị lấy lại ghế ở lần mở tiếp theo.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Rời bàn</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;Ở lại</translation>
    </message>
    <message>
        <source>That table is gone, or your seat there is no longer kept: it is forgotten.</source>
        <translation>Bàn đó không còn nữa, hoặc ghế của bạn ở đó không còn được giữ: đã quên nó.</translation>
    </message>
    <message>
        <source>Rejoin a table</source>
        <translation>Vào lại một bàn</translation>
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
        <translation>Bàn {room}</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>Mã &amp;phòng:</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Mã phòng</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>Sao ché&amp;p</translation>
    </message>
    <message>
        <source>Copy the room code</source>
        <translation>Sao chép mã phòng</translation>
    </message>
    <message>
        <source>How others join</source>
        <translation>Cách người khác vào bàn</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Ghế:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Ghế</translation>
    </message>
    <message>
        <source>Level of the bot</source>
        <translation>Cấp độ của bot</translation>
    </message>
    <message>
        <source>Give the seat to a &amp;bot</source>
        <translation>Giao ghế cho &amp;bot</translation>
    </message>
    <message>
        <source>&amp;Open the seat to a player</source>
        <translation>&amp;Mở ghế cho người chơi</translation>
    </message>
    <message>
        <source>&amp;Remove the player</source>
        <translation>Mời người chơi &amp;ra</translation>
    </message>
    <message>
        <source>Table status</source>
        <translation>Trạng thái bàn</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Sự cố</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Bắt đầu chơi</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Rời bàn</translation>
    </message>
    <message>
        <source>Others join with this room code from Game ▸ Join a table.</source>
        <translation>Người khác vào bằng mã phòng này từ Trò chơi ▸ Vào một bàn.</translation>
    </message>
    <message>
        <source>Others on this network find the table in Game ▸ Join a table, or join with this room code.</source>
        <translation>Người khác trong mạng này thấy bàn ở Trò chơi ▸ Vào một bàn, hoặc vào bằng mã phòng này.</translation>
    </message>
    <message>
        <source>Others on this network find the table in Game ▸ Join a table. From elsewhere, they join at {addresses} with this room code.</source>
        <translation>Người khác trong mạng này thấy bàn ở Trò chơi ▸ Vào một bàn. Từ nơi khác, họ vào tại {addresses} bằng mã phòng này.</translation>
    </message>
    <message>
        <source>{seat}: a bot ({level})</source>
        <translation>{seat}: một bot ({level})</translation>
    </message>
    <message>
        <source>{seat}: open, waiting for a player</source>
        <translation>{seat}: trống, đang chờ người chơi</translation>
    </message>
    <message>
        <source>{seat}: {name} (you)</source>
        <translation>{seat}: {name} (bạn)</translation>
    </message>
    <message>
        <source>{seat}: {name} (connection lost)</source>
        <translation>{seat}: {name} (mất kết nối)</translation>
    </message>
    <message>
        <source>{seat}: {name}</source>
        <translation>{seat}: {name}</translation>
    </message>
    <message>
        <source>You are watching. The game shows here when the host starts it.</source>
        <translation>Bạn đang xem. Ván chơi hiện ở đây khi chủ bàn bắt đầu.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players still to join.</source>
        <translation>
            <numerusform>Đang chờ thêm %Ln người chơi vào bàn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every seat is taken: start the game when you are ready.</source>
        <translation>Mọi ghế đã có người: hãy bắt đầu khi bạn sẵn sàng.</translation>
    </message>
    <message>
        <source>Every seat is taken: waiting for the host to start the game.</source>
        <translation>Mọi ghế đã có người: đang chờ chủ bàn bắt đầu.</translation>
    </message>
    <message>
        <source>Watching: {names}</source>
        <translation>Đang xem: {names}</translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>Không ai đang xem.</translation>
    </message>
    <message>
        <source>Table {room}. {status}</source>
        <translation>Bàn {room}. {status}</translation>
    </message>
    <message>
        <source>The room code is copied.</source>
        <translation>Đã sao chép mã phòng.</translation>
    </message>
    <message>
        <source>{name} took {seat}.</source>
        <translation>{name} đã ngồi vào {seat}.</translation>
    </message>
    <message>
        <source>{name} left {seat}.</source>
        <translation>{name} đã rời {seat}.</translation>
    </message>
    <message>
        <source>{name} is watching.</source>
        <translation>{name} đang xem.</translation>
    </message>
    <message>
        <source>{name} stopped watching.</source>
        <translation>{name} đã thôi xem.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>Chủ bàn đã mời bạn ra khỏi bàn.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Đó&amp;ng</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Rời bàn?</translation>
    </message>
    <message>
        <source>The game at this table has not started yet.</source>
        <translation>Ván chơi ở bàn này chưa bắt đầu.</translation>
    </message>
    <message>
        <source>You host it: if you leave, the table ends for everyone who has joined.</source>
        <translation>Bạn là chủ bàn: nếu bạn rời đi, bàn sẽ kết thúc với mọi người đã vào.</translation>
    </message>
    <message>
        <source>Your seat is given up: someone else may take it.</source>
        <translation>Bạn nhường chỗ ngồi: người khác có thể ngồi vào.</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;Ở lại</translation>
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
        <translation>Bàn chơi, đang chờ một trò chơi</translation>
    </message>
    <message>
        <source>The rule behind the last refusal</source>
        <translation>Luật khiến nước đi vừa rồi bị từ chối</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Trò chơi &amp;mới…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Vào một bàn…</translation>
    </message>
    <message>
        <source>Deal the &amp;next hand</source>
        <translation>Chia ván &amp;tiếp theo</translation>
    </message>
    <message>
        <source>Export the last finished &amp;hand…</source>
        <translation>Xuất &amp;ván vừa kết thúc…</translation>
    </message>
    <message>
        <source>Export the &amp;match…</source>
        <translation>Xuất &amp;cuộc đấu…</translation>
    </message>
    <message>
        <source>&amp;Open a hand history…</source>
        <translation>Mở &amp;lịch sử ván…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>Thống &amp;kê…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Cà&amp;i đặt…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>T&amp;hoát</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Phóng to</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Th&amp;u nhỏ</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Vừa với bàn chơi</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Toàn màn hình</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Bộ bài bốn màu</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>Hiệu ứn&amp;g âm thanh</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cách chơi</translation>
    </message>
    <message>
        <source>&amp;About Palace Desktop</source>
        <translation>&amp;Giới thiệu Palace Desktop</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Học cách chơi</translation>
    </message>
    <message>
        <source>Ne&amp;xt pane</source>
        <translation>&amp;Khung tiếp theo</translation>
    </message>
    <message>
        <source>&amp;Previous pane</source>
        <translation>Khung t&amp;rước</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Trò chơi</translation>
    </message>
    <message>
        <source>&amp;Resume a kept game</source>
        <translation>Tiếp tục trò chơi để &amp;dành</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Tốc độ &amp;hoạt ảnh</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>&amp;Ask the table</source>
        <translation>Hỏi về &amp;bàn chơi</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Luật {rule}</translation>
    </message>
    <message>
        <source>Open the rules where this rule is explained</source>
        <translation>Mở luật chơi ở phần giải thích luật này</translation>
    </message>
    <message>
        <source>Pot: {amount}</source>
        <translation>Tiền cược chung: {amount}</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Hết ván</translation>
    </message>
    <message>
        <source>To act: {name}</source>
        <translation>Đến lượt: {name}</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Hand {number} begins; {dealer} deals.</source>
        <translation>Ván {number} bắt đầu; {dealer} chia bài.</translation>
    </message>
    <message>
        <source>{name} cannot pay the ante and is out of the match.</source>
        <translation>{name} không trả nổi tiền cược đầu ván nên bị loại khỏi cuộc đấu.</translation>
    </message>
    <message>
        <source>{name} pays the ante of {amount}.</source>
        <translation>{name} trả tiền cược đầu ván {amount}.</translation>
    </message>
    <message>
        <source>{card} is rejected as {name}&apos;s banner: its suit is taken.</source>
        <translation>{card} bị gạt ra, không làm cờ hiệu của {name}: chất của lá này đã có người giữ.</translation>
    </message>
    <message>
        <source>The rejected cards are shuffled into a new deck.</source>
        <translation>Các lá bị gạt ra được trộn thành một bộ bài mới.</translation>
    </message>
    <message>
        <source>{name} gets the banner {card}.</source>
        <translation>{name} nhận cờ hiệu {card}.</translation>
    </message>
    <message>
        <source>{name} gets the palace card {card}.</source>
        <translation>{name} nhận lá bài cung điện {card}.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %Ln cards.</source>
        <translation>
            <numerusform>Chồng bài bỏ được trộn thành chồng bài rút mới gồm %Ln lá.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier ({card}) and pays {price}.</source>
        <translation>{name} mua một lính ({card}) và trả {price}.</translation>
    </message>
    <message>
        <source>{name} discards nothing.</source>
        <translation>{name} không loại bỏ lá nào.</translation>
    </message>
    <message>
        <source>{name} discards {cards} and pays {cost}.</source>
        <translation>{name} loại bỏ {cards} và trả {cost}.</translation>
    </message>
    <message>
        <source>{name} discards {cards}.</source>
        <translation>{name} loại bỏ {cards}.</translation>
    </message>
    <message>
        <source>{name} stays.</source>
        <translation>{name} ở lại.</translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation>{name} bỏ bài.</translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} and bets {amount}.</source>
        <translation>{attacker} tấn công {defender} và cược {amount}.</translation>
    </message>
    <message>
        <source>{name} calls all-in with {amount}.</source>
        <translation>{name} theo tất tay với {amount}.</translation>
    </message>
    <message>
        <source>{name} calls {amount}.</source>
        <translation>{name} theo {amount}.</translation>
    </message>
    <message>
        <source>{name} calls {call} and raises {amount}.</source>
        <translation>{name} theo {call} và tố {amount}.</translation>
    </message>
    <message>
        <source>{name} shows {hand}: {cards}.</source>
        <translation>{name} lật bài, có {hand}: {cards}.</translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}.</source>
        <translation>{winner} thắng {loser} trong trận chiến.</translation>
    </message>
    <message>
        <source>{winner} wins the battle without a fight.</source>
        <translation>{winner} thắng trận chiến mà không cần so bài.</translation>
    </message>
    <message>
        <source>{a} and {b} tie and split the pot.</source>
        <translation>{a} và {b} hòa và chia tiền cược chung.</translation>
    </message>
    <message>
        <source>{a} and {b} tie and are both out.</source>
        <translation>{a} và {b} hòa và cả hai ra khỏi ván.</translation>
    </message>
    <message>
        <source>{captor} captures {cards} from {loser}.</source>
        <translation>{captor} chiếm {cards} của {loser}.</translation>
    </message>
    <message>
        <source>{name} is out of this hand.</source>
        <translation>{name} ra khỏi ván này.</translation>
    </message>
    <message>
        <source>Everyone has been quiet: showdown.</source>
        <translation>Cả vòng không ai mua hay cược: lật bài.</translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation>{name} thắng {amount}</translation>
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
        <translation>Trò chơi mới</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Người chơi</translation>
    </message>
    <message>
        <source>&amp;Stakes</source>
        <translation>&amp;Mức cược</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>&amp;Luật riêng</translation>
    </message>
    <message>
        <source>Problems with this setup</source>
        <translation>Vấn đề với thiết lập này</translation>
    </message>
    <message>
        <source>Start &amp;game</source>
        <translation>&amp;Bắt đầu chơi</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>&amp;Khôi phục mặc định</translation>
    </message>
    <message>
        <source>Put the stakes and every house rule back to their defaults. The players stay.</source>
        <translation>Đưa mức cược và mọi luật riêng về mặc định. Người chơi được giữ nguyên.</translation>
    </message>
    <message>
        <source>Host a table for other &amp;computers…</source>
        <translation>Mở bàn cho các &amp;máy tính khác…</translation>
    </message>
    <message>
        <source>Play with people on other computers: they join your table from their app. The stakes and house rules chosen here go with it.</source>
        <translation>Chơi với người ở máy tính khác: họ vào bàn của bạn từ ứng dụng của họ. Mức cược và luật nhà chọn ở đây sẽ áp dụng cho bàn.</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Vào một bàn…</translation>
    </message>
    <message>
        <source>Sit at a table someone hosts on another computer: on this network it is listed, else you type its address and room code.</source>
        <translation>Ngồi vào bàn do người khác làm chủ trên máy tính khác: trong mạng này bàn có sẵn trong danh sách, nếu không bạn nhập địa chỉ và mã phòng.</translation>
    </message>
    <message>
        <source>A game needs 2 to 10 seats.</source>
        <translation>Một trò chơi cần từ 2 đến 10 ghế.</translation>
    </message>
    <message>
        <source>Only one seat can be you.</source>
        <translation>Chỉ một ghế được là bạn.</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>Ghế %1 cần có tên.</translation>
    </message>
    <message>
        <source>Seat %1: a name has at most %2 characters.</source>
        <translation>Ghế %1: tên dài tối đa %2 ký tự.</translation>
    </message>
    <message>
        <source>Seats %1 and %2 have the same name.</source>
        <translation>Ghế %1 và ghế %2 trùng tên.</translation>
    </message>
    <message>
        <source>The small bet must be 1 to %1.</source>
        <translation>Cược nhỏ phải từ 1 đến %1.</translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet (%1).</source>
        <translation>Cược lớn phải ít nhất bằng cược nhỏ (%1).</translation>
    </message>
    <message>
        <source>Starting chips must be 1 to %1.</source>
        <translation>Số chip ban đầu phải từ 1 đến %1.</translation>
    </message>
    <message>
        <source>Starting chips must be more than the ante (%1).</source>
        <translation>Số chip ban đầu phải nhiều hơn tiền cược đầu ván (%1).</translation>
    </message>
</context>
<context>
    <name>NewGameRules</name>
    <message>
        <source>S&amp;mall bet (SB):</source>
        <translation>Cược n&amp;hỏ:</translation>
    </message>
    <message>
        <source>&amp;Big bet (BB):</source>
        <translation>Cược &amp;lớn:</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>Tiền cược đầu ván:</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>&amp;Chip ban đầu:</translation>
    </message>
    <message>
        <source>Every seat starts the match with this many.</source>
        <translation>Mỗi ghế bắt đầu cuộc đấu với số chip này.</translation>
    </message>
    <message>
        <source>&amp;Limit</source>
        <translation>Có &amp;giới hạn</translation>
    </message>
    <message>
        <source>&amp;No-limit</source>
        <translation>&amp;Không giới hạn</translation>
    </message>
    <message>
        <source>A soldier costs 1 SB, an attack (soldiers + 1) × SB.</source>
        <translation>Một lính giá 1 cược nhỏ, một lần tấn công giá (số lính + 1) × cược nhỏ.</translation>
    </message>
    <message>
        <source>A limit raise; 2 × SB until you change it.</source>
        <translation>Mức tố khi có giới hạn; bằng 2 × cược nhỏ cho đến khi bạn đổi.</translation>
    </message>
    <message>
        <source>Half the SB, at least 1, from every seat each hand.</source>
        <translation>Bằng nửa cược nhỏ, ít nhất là 1; mỗi ghế trả mỗi ván.</translation>
    </message>
    <message>
        <source>Betting structure:</source>
        <translation>Cấu trúc cược:</translation>
    </message>
    <message>
        <source>A raise is one BB, at most 3 per battle.</source>
        <translation>Mỗi lần tố là một cược lớn, tối đa 3 lần mỗi trận chiến.</translation>
    </message>
    <message>
        <source>A raise is from one BB up to all your chips.</source>
        <translation>Mỗi lần tố từ một cược lớn đến toàn bộ chip của bạn.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Luật: %1</translation>
    </message>
    <message>
        <source>Excluded cards</source>
        <translation>Lá không được tính</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Chất</translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner suit do not count in a battle.</source>
        <translation>Các lá cùng chất với cờ hiệu của đối thủ không được tính trong trận chiến.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner rank do not count in a battle.</source>
        <translation>Các lá cùng giá trị với cờ hiệu của đối thủ không được tính trong trận chiến.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Không có</translation>
    </message>
    <message>
        <source>Every card counts in a battle.</source>
        <translation>Mọi lá đều được tính trong trận chiến.</translation>
    </message>
    <message>
        <source>Calling a bet</source>
        <translation>Theo cược</translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation>Loại bỏ trong lượt của mình</translation>
    </message>
    <message>
        <source>Limit raise with no soldiers</source>
        <translation>Tố có giới hạn khi không có lính</translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation>Số lần tố mỗi trận chiến</translation>
    </message>
    <message>
        <source>Two left at a quiet end</source>
        <translation>Còn hai người khi ván kết thúc êm</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>Mức của mình</translation>
    </message>
    <message>
        <source>The defender pays (their own soldiers + 1) × small bet.</source>
        <translation>Người phòng thủ trả (số lính của chính mình + 1) × cược nhỏ.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Bằng mức cược</translation>
    </message>
    <message>
        <source>The defender pays what the attacker bet.</source>
        <translation>Người phòng thủ trả bằng số người tấn công đã cược.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Miễn phí</translation>
    </message>
    <message>
        <source>Discarding without buying costs nothing.</source>
        <translation>Loại bỏ mà không mua thì không mất gì.</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Cược nhỏ</translation>
    </message>
    <message>
        <source>Discarding without buying costs one small bet.</source>
        <translation>Loại bỏ mà không mua thì mất một cược nhỏ.</translation>
    </message>
    <message>
        <source>In limit, a raiser with no soldiers raises one small bet.</source>
        <translation>Khi có giới hạn, người tố không có lính thì tố một cược nhỏ.</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Cược lớn</translation>
    </message>
    <message>
        <source>In limit, every raise is one big bet.</source>
        <translation>Khi có giới hạn, mọi lần tố đều là một cược lớn.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Tiêu chuẩn</translation>
    </message>
    <message>
        <source>At most 3 raises in limit, no cap in no-limit.</source>
        <translation>Tối đa 3 lần tố khi có giới hạn; không hạn chế khi không giới hạn.</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Tối đa</translation>
    </message>
    <message>
        <source>At most this many raises per battle; 0: nobody may raise.</source>
        <translation>Tối đa bấy nhiêu lần tố mỗi trận chiến; 0: không ai được tố.</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>Không hạn chế</translation>
    </message>
    <message>
        <source>Raise as often as you can pay.</source>
        <translation>Tố bao nhiêu lần cũng được, miễn là trả nổi.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Trận chiến</translation>
    </message>
    <message>
        <source>The last two settle the hand by battle rules, without more chips.</source>
        <translation>Hai người cuối phân định ván theo luật trận chiến, không cược thêm chip.</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Lật bài</translation>
    </message>
    <message>
        <source>The last two show down: best five of all their cards.</source>
        <translation>Hai người cuối lật bài: năm lá tốt nhất trong toàn bộ bài của mỗi người.</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (mặc định)</translation>
    </message>
    <message>
        <source>Most raises per battle</source>
        <translation>Số lần tố tối đa mỗi trận chiến</translation>
    </message>
</context>
<context>
    <name>NewGameSeats</name>
    <message>
        <source>Easy</source>
        <translation>Dễ</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Trung bình</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Khó</translation>
    </message>
    <message>
        <source>Solo vs 3 bots</source>
        <translation>Một mình đấu 3 máy</translation>
    </message>
    <message>
        <source>Solo vs 5 bots</source>
        <translation>Một mình đấu 5 máy</translation>
    </message>
    <message>
        <source>Heads-up vs a hard bot</source>
        <translation>Đối đầu một máy khó</translation>
    </message>
    <message>
        <source>Hot-seat 4 players</source>
        <translation>4 người chung màn hình</translation>
    </message>
    <message>
        <source>Hot-seat 3 + 2 bots</source>
        <translation>3 người chung màn hình + 2 máy</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Người chơi %1</translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation>Bắt đầu &amp;từ:</translation>
    </message>
    <message>
        <source>Your own seating</source>
        <translation>Tự xếp chỗ ngồi</translation>
    </message>
    <message>
        <source>Fill the seats from a common table. The stakes and house rules stay as they are.</source>
        <translation>Xếp ghế theo một bàn chơi thường gặp. Mức cược và luật riêng được giữ nguyên.</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Số ghế:</translation>
    </message>
    <message>
        <source>2 to 10 players (R1.1)</source>
        <translation>2 đến 10 người chơi (R1.1)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Ghế</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>Cấp độ máy</translation>
    </message>
    <message>
        <source>People at this screen take turns; each one&apos;s cards stay hidden until the screen is passed to them.</source>
        <translation>Những người ngồi trước màn hình này lần lượt chơi; bài của mỗi người được giấu kín cho đến khi màn hình được chuyển cho họ.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Bạn</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Người</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Máy</translation>
    </message>
    <message>
        <source>You, at this screen: the table is shown from your seat</source>
        <translation>Bạn, ở màn hình này: bàn chơi hiển thị từ ghế của bạn</translation>
    </message>
    <message>
        <source>Another person at this screen: the screen passes to them on their turn</source>
        <translation>Một người khác ở màn hình này: màn hình được chuyển cho họ khi đến lượt</translation>
    </message>
    <message>
        <source>The computer plays this seat</source>
        <translation>Máy tính chơi ghế này</translation>
    </message>
    <message>
        <source>Seat %1: who plays</source>
        <translation>Ghế %1: ai chơi</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <translation>Ghế %1: tên</translation>
    </message>
    <message>
        <source>Seat %1: bot level</source>
        <translation>Ghế %1: cấp độ máy</translation>
    </message>
    <message>
        <source>Easy makes mistakes, Medium plays the odds, Hard thinks ahead</source>
        <translation>Dễ hay mắc lỗi, Trung bình chơi theo xác suất, Khó tính trước nhiều nước</translation>
    </message>
    <message>
        <source>(named at the start)</source>
        <translation>(đặt tên khi bắt đầu)</translation>
    </message>
    <message>
        <source>Bots get a name of their own when the game starts</source>
        <translation>Máy được đặt tên riêng khi trò chơi bắt đầu</translation>
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
        <translation>Đóng Palace Desktop?</translation>
    </message>
    <message>
        <source>This computer hosts the table.</source>
        <translation>Máy tính này là chủ bàn.</translation>
    </message>
    <message>
        <source>If Palace Desktop closes, the game ends for everyone at the table.</source>
        <translation>Nếu Palace Desktop đóng, ván chơi kết thúc với mọi người ở bàn.</translation>
    </message>
    <message>
        <source>&amp;Close and end the game</source>
        <translation>Đón&amp;g và kết thúc ván</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Tiếp tục chơi</translation>
    </message>
    <message>
        <source>{name} lost the connection; the seat waits for them.</source>
        <translation>{name} đã mất kết nối; chỗ ngồi vẫn chờ họ.</translation>
    </message>
    <message>
        <source>A bot is playing for {name}.</source>
        <translation>Một bot đang chơi thay {name}.</translation>
    </message>
    <message>
        <source>{name} is connected.</source>
        <translation>{name} đã kết nối.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln seconds left to act.</source>
        <translation>
            <numerusform>Còn %Ln giây để đi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to the table is lost: taking your seat back…</source>
        <translation>Mất kết nối với bàn: đang lấy lại chỗ của bạn…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Đã trở lại bàn.</translation>
    </message>
    <message>
        <source>Your seat was taken from another window or computer with its rejoin code: it is played there now.</source>
        <translation>Chỗ của bạn đã được lấy từ một cửa sổ hoặc máy tính khác bằng mã quay lại: giờ nó được chơi ở đó.</translation>
    </message>
    <message>
        <source>Could not get back to the table. The server keeps your seat for you: join the table again to take it back.</source>
        <translation>Không thể quay lại bàn. Máy chủ vẫn giữ chỗ cho bạn: hãy tham gia bàn lại để lấy lại chỗ.</translation>
    </message>
</context>
<context>
    <name>OnlineWords</name>
    <message>
        <source>No table answered at that address. Check the address, and that the host&apos;s app is hosting; a firewall on the host&apos;s computer must let port 8765 in.</source>
        <translation>Không có bàn nào trả lời ở địa chỉ đó. Hãy kiểm tra địa chỉ, và ứng dụng của chủ bàn đang mở bàn; tường lửa trên máy của chủ bàn phải cho cổng 8765 đi qua.</translation>
    </message>
    <message>
        <source>That is not an address a table can be reached at. Type the address the host gave, such as 192.168.1.20 or 192.168.1.20:8765.</source>
        <translation>Đó không phải là địa chỉ để tới một bàn. Hãy nhập địa chỉ chủ bàn đưa, ví dụ 192.168.1.20 hoặc 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>This computer does not trust the table&apos;s certificate ({detail}), so the connection was not made: it could be someone else&apos;s. Ask the host for the address they gave out (a name their certificate is for), or for their certificate to install on this computer.</source>
        <translation>Máy này không tin chứng chỉ của bàn ({detail}), nên không kết nối: có thể đó là của người khác. Hãy xin chủ bàn địa chỉ họ đã đưa (một tên mà chứng chỉ của họ dành cho), hoặc chứng chỉ của họ để cài trên máy này.</translation>
    </message>
    <message>
        <source>The table runs another version of Palace Desktop ({theirs}; this is {ours}). Both need the same version to play together.</source>
        <translation>Bàn đang chạy phiên bản Palace Desktop khác ({theirs}; máy này là {ours}). Cần cùng phiên bản để chơi cùng nhau.</translation>
    </message>
    <message>
        <source>The table runs another version of Palace Desktop (this is {ours}). Both need the same version to play together.</source>
        <translation>Bàn đang chạy phiên bản Palace Desktop khác (máy này là {ours}). Cần cùng phiên bản để chơi cùng nhau.</translation>
    </message>
    <message>
        <source>Something answered at that address, but it is not a Palace Desktop table. Check the address and the port.</source>
        <translation>Có gì đó trả lời ở địa chỉ đó, nhưng không phải là bàn Palace Desktop. Hãy kiểm tra địa chỉ và cổng.</translation>
    </message>
    <message>
        <source>The table could not be reached.</source>
        <translation>Không thể tới bàn.</translation>
    </message>
    <message>
        <source>No table has that room code there. Check the code (ten letters and digits) with the host; the table may have ended.</source>
        <translation>Ở đó không có bàn nào có mã phòng này. Hãy kiểm tra mã (mười chữ cái và chữ số) với chủ bàn; có thể bàn đã kết thúc.</translation>
    </message>
    <message>
        <source>The password is not the table&apos;s. Ask the host for it.</source>
        <translation>Mật khẩu không đúng với bàn. Hãy hỏi chủ bàn.</translation>
    </message>
    <message>
        <source>The table is full: every seat is taken. You may watch instead.</source>
        <translation>Bàn đã đầy: mọi ghế đã có người. Bạn có thể xem thay vì chơi.</translation>
    </message>
    <message>
        <source>The game at that table has started already: only its players can come back. You may watch instead.</source>
        <translation>Ván ở bàn đó đã bắt đầu: chỉ người chơi của bàn mới vào lại được. Bạn có thể xem thay vì chơi.</translation>
    </message>
    <message>
        <source>Your seat at that table is no longer kept for you.</source>
        <translation>Ghế của bạn ở bàn đó không còn được giữ cho bạn.</translation>
    </message>
    <message>
        <source>The table takes no more people watching.</source>
        <translation>Bàn không nhận thêm người xem.</translation>
    </message>
    <message>
        <source>You hold a seat at a table already.</source>
        <translation>Bạn đã có ghế ở một bàn.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can: try again later.</source>
        <translation>Máy chủ đã chứa hết số bàn nó có thể: hãy thử lại sau.</translation>
    </message>
    <message>
        <source>Too much at once: wait a moment and try again.</source>
        <translation>Quá nhiều cùng lúc: hãy chờ một chút rồi thử lại.</translation>
    </message>
    <message>
        <source>A player holds that seat: remove them first.</source>
        <translation>Có người chơi đang ngồi ghế đó: hãy mời họ ra trước.</translation>
    </message>
    <message>
        <source>Nobody holds that seat any more.</source>
        <translation>Không còn ai ngồi ghế đó.</translation>
    </message>
    <message>
        <source>Every open seat must be taken before the start.</source>
        <translation>Mọi ghế mở phải có người trước khi bắt đầu.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Chỉ chủ bàn mới làm được việc đó.</translation>
    </message>
    <message>
        <source>The table refused that.</source>
        <translation>Bàn đã từ chối việc đó.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Đã mất kết nối với bàn.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Dễ</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Khó</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Ngẫu nhiên</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Trung bình</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Ghế {number}</translation>
    </message>
</context>
<context>
    <name>OverlayScrollBar</name>
    <message>
        <source>Scroll the table left and right</source>
        <translation>Cuộn bàn chơi sang trái và phải</translation>
    </message>
    <message>
        <source>Scroll the table up and down</source>
        <translation>Cuộn bàn chơi lên và xuống</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Your settings could not be read and were put aside; the defaults are used.
{detail}</source>
        <translation>Không đọc được cài đặt của bạn nên đã để riêng ra; dùng cài đặt mặc định.
{detail}</translation>
    </message>
    <message>
        <source>Some of your settings could not be used: they take their defaults, or were shortened or cleaned of characters a name cannot hold.
{detail}</source>
        <translation>Không dùng được một số cài đặt của bạn: chúng lấy giá trị mặc định, hoặc đã được rút ngắn hay lọc bỏ những ký tự mà một cái tên không thể chứa.
{detail}</translation>
    </message>
    <message>
        <source>Your statistics could not be read and were put aside; they start again from zero.
{detail}</source>
        <translation>Không đọc được thống kê của bạn nên đã để riêng ra; thống kê bắt đầu lại từ đầu.
{detail}</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>Không lưu được trò chơi: {error}</translation>
    </message>
    <message>
        <source>The game goes on, but it is not being kept until saving works again.</source>
        <translation>Trò chơi vẫn tiếp tục, nhưng sẽ không được lưu cho đến khi lưu được trở lại.</translation>
    </message>
    <message>
        <source>The game goes on, but this is not being kept until saving works again.</source>
        <translation>Trò chơi vẫn tiếp tục, nhưng phần này sẽ không được lưu cho đến khi lưu được trở lại.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {error}</source>
        <translation>Không lưu được thống kê: {error}</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>Không lưu được cài đặt: {error}</translation>
    </message>
    <message>
        <source>The game could not be kept: {error}</source>
        <translation>Không để dành được trò chơi: {error}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Ổ đĩa</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Không rõ</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Thư mục</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Tách ra</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Xem trong:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Tên tệp:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Loại tệp:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Mở</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Lưu thành</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Đổi &amp;tên</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Thư mục &amp;mới</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Thư mục mới</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Tạo thư mục mới</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Tạo một thư mục mới</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Lùi</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Tiến</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Đi tiếp</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Thư mục cha</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Đến thư mục cha</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Xem chi tiết</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Xem danh sách</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Chuyển sang chế độ xem chi tiết</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Chuyển sang chế độ xem danh sách</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Thanh bên</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Danh sách địa điểm và dấu trang</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Hiện </translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Hiện tệp ẩn</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 đã có.
Bạn có muốn thay thế không?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Kích thước</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ngày sửa đổi</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Máy tính</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Loại</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cắ&amp;t</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Đồng ý</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Có</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Không</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Khôi phục mặc định</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Phím cách</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Sao chép địa chỉ &amp;liên kết</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
</context>
<context>
    <name>RefusalBubble</name>
    <message>
        <source>Rule {rule}</source>
        <translation>Luật {rule}</translation>
    </message>
</context>
<context>
    <name>RejoinOffer</name>
    <message>
        <source>Rejoin a table</source>
        <translation>Vào lại một bàn</translation>
    </message>
    <message>
        <source>Rejoin the table {room} at {address}?</source>
        <translation>Vào lại bàn {room} tại {address}?</translation>
    </message>
    <message>
        <source>You ({name}) hold a seat there. While you are away a bot plays it after a while; rejoining takes it back.</source>
        <translation>Bạn ({name}) có một ghế ở đó. Khi bạn vắng mặt, sau một lúc bot sẽ chơi thay; vào lại là lấy lại ghế.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Vào lại</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Để sau</translation>
    </message>
    <message>
        <source>&amp;Forget it</source>
        <translation>&amp;Quên nó</translation>
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
        <translation>Một bot đang chơi thay {name}</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Đã kết nối</translation>
    </message>
    <message numerus="yes">
        <source>Away, %Ln s</source>
        <translation>
            <numerusform>Vắng mặt, %Ln giây</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Chưa kết nối</translation>
    </message>
    <message numerus="yes">
        <source>%Ln s to act</source>
        <translation>
            <numerusform>Còn %Ln giây để đi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>untitled</source>
        <translation>không tên</translation>
    </message>
    <message>
        <source>Hand history — {file}</source>
        <translation>Lịch sử ván — {file}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Đầu</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Trước</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Phát</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Tiếp</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Cuối</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Ván trước</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Ván sau</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Đó&amp;ng</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Phóng to</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Th&amp;u nhỏ</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Vừa với bàn chơi</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Chậm</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Bình thường</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Nhanh</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Tức thì</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Phát lại</translation>
    </message>
    <message>
        <source>Watch as:</source>
        <translation>Xem với góc nhìn:</translation>
    </message>
    <message>
        <source>Public view (no palace cards)</source>
        <translation>Góc nhìn chung (không có bài cung điện)</translation>
    </message>
    <message>
        <source>Click a line to go to its action</source>
        <translation>Nhấp vào một dòng để đến hành động của dòng đó</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Phát lại</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Tốc độ &amp;hoạt ảnh</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>No actions</source>
        <translation>Không có hành động</translation>
    </message>
    <message>
        <source>Before action 1 of {total}</source>
        <translation>Trước hành động 1/{total}</translation>
    </message>
    <message>
        <source>Action {number} of {total}</source>
        <translation>Hành động {number}/{total}</translation>
    </message>
    <message>
        <source>{name} deals.</source>
        <translation>{name} chia bài.</translation>
    </message>
    <message>
        <source>Hand {number}: {name} deals.</source>
        <translation>Ván {number}: {name} chia bài.</translation>
    </message>
    <message>
        <source>The hand still being played is not shown.</source>
        <translation>Ván đang chơi dở không được hiển thị.</translation>
    </message>
    <message>
        <source>{rule}: it is not that seat&apos;s turn</source>
        <translation>{rule}: chưa đến lượt ghế đó</translation>
    </message>
    <message>
        <source>Hand {hand}, action {number} is illegal: {message}</source>
        <translation>Ván {hand}, hành động {number} không hợp lệ: {message}</translation>
    </message>
    <message>
        <source>Action {number} is illegal: {message}</source>
        <translation>Hành động {number} không hợp lệ: {message}</translation>
    </message>
    <message numerus="yes">
        <source>(the %Ln hands after it cannot be shown)</source>
        <translation>
            <numerusform>(không thể hiển thị %Ln ván sau đó)</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand begins; {dealer} deals.</source>
        <translation>Ván bắt đầu; {dealer} chia bài.</translation>
    </message>
    <message>
        <source>What everyone saw</source>
        <translation>Những gì mọi người thấy</translation>
    </message>
    <message>
        <source>What {name} saw</source>
        <translation>Những gì {name} thấy</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>Hand — {file}</source>
        <translation>Ván — {file}</translation>
    </message>
    <message>
        <source>Hand {number} of {count}</source>
        <translation>Ván {number}/{count}</translation>
    </message>
</context>
<context>
    <name>RestartQuestion</name>
    <message>
        <source>Change the language</source>
        <translation>Đổi ngôn ngữ</translation>
    </message>
    <message>
        <source>The new language is used from the next start. Restart Palace Desktop now? Your game is saved and goes on where it is.</source>
        <translation>Ngôn ngữ mới sẽ được dùng từ lần khởi động sau. Khởi động lại Palace Desktop ngay bây giờ? Trò chơi của bạn đã được lưu và sẽ tiếp tục từ chỗ đang dừng.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Khởi động lại ngay</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Để sau</translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>The hand is over.</source>
        <translation>Ván đã kết thúc.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Chưa đến lượt bạn.</translation>
    </message>
    <message>
        <source>First discard down to at most five soldiers, then press Done.</source>
        <translation>Trước hết hãy loại bỏ lính cho đến khi còn tối đa năm lính, rồi nhấn Xong.</translation>
    </message>
    <message>
        <source>You may keep at most five soldiers: discard more.</source>
        <translation>Bạn chỉ được giữ tối đa năm lính: hãy loại bỏ thêm.</translation>
    </message>
    <message>
        <source>You are attacked: fold, call or raise.</source>
        <translation>Bạn bị tấn công: hãy bỏ bài, theo hoặc tố.</translation>
    </message>
    <message>
        <source>There is no card left to buy.</source>
        <translation>Không còn lá nào để mua.</translation>
    </message>
    <message>
        <source>You cannot pay for a soldier.</source>
        <translation>Bạn không đủ chip để mua lính.</translation>
    </message>
    <message>
        <source>Discard at least one soldier.</source>
        <translation>Hãy loại bỏ ít nhất một lính.</translation>
    </message>
    <message>
        <source>You have no soldier to discard.</source>
        <translation>Bạn không có lính nào để loại bỏ.</translation>
    </message>
    <message>
        <source>You cannot pay to discard.</source>
        <translation>Bạn không đủ chip để loại bỏ.</translation>
    </message>
    <message>
        <source>Attack an opponent who is still in the hand.</source>
        <translation>Hãy tấn công một đối thủ còn trong ván.</translation>
    </message>
    <message>
        <source>You may not attack a player whose banner has your suit.</source>
        <translation>Bạn không được tấn công người chơi có cờ hiệu cùng chất với bạn.</translation>
    </message>
    <message>
        <source>You cannot pay for this attack.</source>
        <translation>Bạn không đủ chip cho lần tấn công này.</translation>
    </message>
    <message>
        <source>There is no bet to answer.</source>
        <translation>Không có cược nào để đáp lại.</translation>
    </message>
    <message>
        <source>A card is named twice.</source>
        <translation>Một lá bài bị nêu hai lần.</translation>
    </message>
    <message>
        <source>That card is not one of your soldiers.</source>
        <translation>Lá đó không phải là lính của bạn.</translation>
    </message>
    <message>
        <source>No more raises in this battle.</source>
        <translation>Trận chiến này không được tố thêm nữa.</translation>
    </message>
    <message>
        <source>In limit the raise has a fixed size.</source>
        <translation>Khi có giới hạn, mức tố là cố định.</translation>
    </message>
    <message>
        <source>You cannot pay a raise; you may call all-in.</source>
        <translation>Bạn không đủ chip để tố; bạn có thể theo tất tay.</translation>
    </message>
    <message>
        <source>Choose how much to raise.</source>
        <translation>Hãy chọn mức tố.</translation>
    </message>
    <message>
        <source>That raise is too small or too large.</source>
        <translation>Mức tố đó quá nhỏ hoặc quá lớn.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Đó không phải là một nước đi của trò chơi này.</translation>
    </message>
    <message>
        <source>You cannot move that card.</source>
        <translation>Bạn không thể di chuyển lá đó.</translation>
    </message>
    <message>
        <source>That card cannot go there.</source>
        <translation>Không thể đặt lá đó vào chỗ này.</translation>
    </message>
    <message>
        <source>Only your own cards can be moved.</source>
        <translation>Bạn chỉ được di chuyển bài của chính mình.</translation>
    </message>
    <message>
        <source>Wait a moment: cards are still moving.</source>
        <translation>Chờ một chút: bài vẫn đang di chuyển.</translation>
    </message>
    <message>
        <source>Wait: a bot is thinking.</source>
        <translation>Chờ đã: máy đang suy nghĩ.</translation>
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
        <translation>Palace Poker dành cho từ {fewest} đến {most} người chơi, dùng một bộ bài {deck} lá. Mỗi lần cược là một trận chiến giữa hai người chơi: người tấn công và người phòng thủ.</translation>
    </message>
    <message>
        <source>You make your hand from your banner, your palace cards and the soldiers you buy. You win the pot by being the last player left in the hand, or by holding the best hand when play goes quiet.</source>
        <translation>Bạn tạo bài của mình từ cờ hiệu, các lá bài cung điện và những lính bạn mua. Bạn thắng tiền cược chung khi là người cuối cùng còn lại trong ván, hoặc khi có bài mạnh nhất lúc ván kết thúc êm.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Mục lục</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Chồng bài rút</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Tiền cược chung</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Chồng bài bỏ</translation>
    </message>
    <message>
        <source>An opponent: banner and soldier face up, palace cards face down</source>
        <translation>Một đối thủ: cờ hiệu và lính để ngửa, bài cung điện để úp</translation>
    </message>
    <message>
        <source>Your banner</source>
        <translation>Cờ hiệu của bạn</translation>
    </message>
    <message>
        <source>Your soldiers, at most five</source>
        <translation>Lính của bạn, tối đa năm lính</translation>
    </message>
    <message>
        <source>Your palace cards: only you see them</source>
        <translation>Bài cung điện của bạn: chỉ bạn nhìn thấy</translation>
    </message>
    <message>
        <source>The table: an opponent at the top, the draw pile, the pot and the discard pile in the middle, your seat at the bottom.</source>
        <translation>Bàn chơi: một đối thủ ở phía trên; chồng bài rút, tiền cược chung và chồng bài bỏ ở giữa; chỗ ngồi của bạn ở phía dưới.</translation>
    </message>
    <message>
        <source>Every player has one card face up: the &lt;b&gt;banner&lt;/b&gt;. The &lt;b&gt;soldiers&lt;/b&gt; a player buys lie face up under the banner, turned sideways. Below the banner lie three &lt;b&gt;palace&lt;/b&gt; cards.</source>
        <translation>Mỗi người chơi có một lá để ngửa: &lt;b&gt;cờ hiệu&lt;/b&gt;. Những &lt;b&gt;lính&lt;/b&gt; mà người chơi mua được đặt ngửa dưới cờ hiệu, xoay nằm ngang. Bên dưới cờ hiệu là ba lá &lt;b&gt;bài cung điện&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Palace cards are face down: only their owner may look at them. Your seat is at the bottom of the screen, and you see your own palace cards face up; the other players see only their backs.</source>
        <translation>Bài cung điện được để úp: chỉ chủ của chúng mới được xem. Chỗ ngồi của bạn ở phía dưới màn hình, và bạn thấy bài cung điện của mình ngửa lên; những người chơi khác chỉ thấy mặt lưng của chúng.</translation>
    </message>
    <message>
        <source>In the middle of the table are the &lt;b&gt;draw pile&lt;/b&gt;, where soldiers come from, the &lt;b&gt;pot&lt;/b&gt;, which holds every chip bet in this hand, and the &lt;b&gt;discard pile&lt;/b&gt;. Cards on the discard pile lie face down, and nobody may look at them.</source>
        <translation>Ở giữa bàn là &lt;b&gt;chồng bài rút&lt;/b&gt;, nơi lấy lính; &lt;b&gt;tiền cược chung&lt;/b&gt;, nơi chứa mọi chip đã cược trong ván này; và &lt;b&gt;chồng bài bỏ&lt;/b&gt;. Các lá trong chồng bài bỏ đều được úp, và không ai được xem.</translation>
    </message>
    <message>
        <source>Everyone sees every banner and every soldier, every player&apos;s chips, the pot, the size of both piles and every move.</source>
        <translation>Mọi người đều thấy mọi cờ hiệu và mọi lính, chip của từng người chơi, tiền cược chung, số lá của cả hai chồng bài và mọi nước đi.</translation>
    </message>
    <message>
        <source>A match is a series of hands, and your chips carry over from one hand to the next. The dealer button moves one seat clockwise after each hand.</source>
        <translation>Một cuộc đấu gồm nhiều ván liên tiếp, và chip của bạn được giữ nguyên từ ván này sang ván sau. Sau mỗi ván, nút người chia bài chuyển sang ghế kế tiếp theo chiều kim đồng hồ.</translation>
    </message>
    <message>
        <source>Every hand begins the same way:</source>
        <translation>Ván nào cũng bắt đầu như nhau:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ante&lt;/b&gt;: every player pays the ante into the pot; in this game it is {ante}.</source>
        <translation>&lt;b&gt;Tiền cược đầu ván&lt;/b&gt;: mỗi người chơi bỏ tiền cược đầu ván vào tiền cược chung; trong trò chơi này là {ante}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banners&lt;/b&gt;: each player gets one card face up, starting on the dealer&apos;s left. Among the first four players no two banners share a suit (nor among players five to eight, nor players nine and ten): a card of a suit already taken is set aside, and the player gets the next card.</source>
        <translation>&lt;b&gt;Cờ hiệu&lt;/b&gt;: mỗi người chơi nhận một lá ngửa, bắt đầu từ người bên trái người chia bài. Trong bốn người chơi đầu tiên, không có hai cờ hiệu nào cùng chất (cũng vậy với người chơi thứ năm đến thứ tám, và với người chơi thứ chín và thứ mười): lá thuộc một chất đã có người giữ sẽ bị gạt ra, và người chơi đó nhận lá tiếp theo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Palace cards&lt;/b&gt;: then every player gets three cards face down. The rest of the deck is the draw pile.</source>
        <translation>&lt;b&gt;Bài cung điện&lt;/b&gt;: sau đó mỗi người chơi nhận ba lá úp. Phần còn lại của bộ bài là chồng bài rút.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left acts first; then the turn passes clockwise.</source>
        <translation>Người ngồi bên trái người chia bài đi trước; sau đó lượt chuyển theo chiều kim đồng hồ.</translation>
    </message>
    <message>
        <source>A player who cannot pay the ante when a hand begins is out of the match. The match ends when one player holds all the chips.</source>
        <translation>Người chơi không trả nổi tiền cược đầu ván khi ván bắt đầu sẽ bị loại khỏi cuộc đấu. Cuộc đấu kết thúc khi một người chơi nắm giữ toàn bộ chip.</translation>
    </message>
    <message>
        <source>On your turn you make exactly one of these moves:</source>
        <translation>Đến lượt mình, bạn thực hiện đúng một trong các nước đi sau:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt;: pay one small bet and take the top card of the draw pile as a new soldier. Then you may discard any of your soldiers, the new one too. You may never keep more than five.</source>
        <translation>&lt;b&gt;Mua&lt;/b&gt;: trả một cược nhỏ và lấy lá trên cùng của chồng bài rút làm một lính mới. Sau đó bạn có thể loại bỏ bất kỳ lính nào của mình, kể cả lính mới. Bạn không bao giờ được giữ quá năm lính.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: put one or more of your soldiers face down on the discard pile, and draw nothing.</source>
        <translation>&lt;b&gt;Loại bỏ&lt;/b&gt;: đặt úp một hoặc nhiều lính của bạn vào chồng bài bỏ, và không rút lá nào.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt;: do nothing; the turn passes.</source>
        <translation>&lt;b&gt;Ở lại&lt;/b&gt;: không làm gì; chuyển lượt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fold&lt;/b&gt;: leave the hand. Your cards go face down to the discard pile, and your chips in the pot stay there.</source>
        <translation>&lt;b&gt;Bỏ bài&lt;/b&gt;: rời ván. Bài của bạn được úp vào chồng bài bỏ, và số chip bạn đã bỏ vào tiền cược chung vẫn nằm ở đó.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: bet against one opponent and start a {battle}. You may not attack a player whose banner has the same suit as yours.</source>
        <translation>&lt;b&gt;Tấn công&lt;/b&gt;: cược với một đối thủ và bắt đầu một {battle}. Bạn không được tấn công người chơi có cờ hiệu cùng chất với cờ hiệu của bạn.</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>trận chiến</translation>
    </message>
    <message>
        <source>Why buy soldiers? In a battle your hand is the best five cards of your banner, your palace cards and your soldiers, so every soldier is one more card to choose from. But soldiers also make your attacks cost more (see {prices}).</source>
        <translation>Vì sao nên mua lính? Trong trận chiến, bài của bạn là năm lá tốt nhất từ cờ hiệu, bài cung điện và lính của bạn, nên mỗi lính là thêm một lá để lựa chọn. Nhưng lính cũng làm cho các lần tấn công của bạn đắt hơn (xem {prices}).</translation>
    </message>
    <message>
        <source>You may attack the same player more than once in a hand. After a battle, the turn passes to the player on the attacker&apos;s left.</source>
        <translation>Bạn có thể tấn công cùng một người chơi nhiều lần trong một ván. Sau một trận chiến, lượt chuyển sang người ngồi bên trái người tấn công.</translation>
    </message>
    <message>
        <source>When the draw pile is empty, the discard pile is shuffled to make a new one. When both are empty, nobody can buy.</source>
        <translation>Khi chồng bài rút hết bài, chồng bài bỏ được trộn thành chồng bài rút mới. Khi cả hai đều hết, không ai mua được nữa.</translation>
    </message>
    <message>
        <source>When you attack, you bet and name an opponent: you are the &lt;b&gt;attacker&lt;/b&gt;, they are the &lt;b&gt;defender&lt;/b&gt;. The defender answers in one of three ways:</source>
        <translation>Khi tấn công, bạn đặt cược và chọn một đối thủ: bạn là &lt;b&gt;người tấn công&lt;/b&gt;, họ là &lt;b&gt;người phòng thủ&lt;/b&gt;. Người phòng thủ đáp lại theo một trong ba cách:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fold&lt;/b&gt;: the defender leaves the hand. The attacker captures the defender&apos;s banner and soldiers; the defender&apos;s palace cards go face down to the discard pile, unseen.</source>
        <translation>&lt;b&gt;Bỏ bài&lt;/b&gt;: người phòng thủ rời ván. Người tấn công chiếm cờ hiệu và lính của người phòng thủ; bài cung điện của người phòng thủ được úp vào chồng bài bỏ mà không ai được xem.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Call&lt;/b&gt;: the defender pays the call (see {prices}), and the two hands are compared.</source>
        <translation>&lt;b&gt;Theo&lt;/b&gt;: người phòng thủ trả tiền theo (xem {prices}), và bài của hai bên được đem ra so.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raise&lt;/b&gt;: the defender calls and adds a raise. Then the attacker folds, calls the raise or raises again, and so on, until one of them calls or folds.</source>
        <translation>&lt;b&gt;Tố&lt;/b&gt;: người phòng thủ theo và tố thêm. Sau đó người tấn công bỏ bài, theo mức tố hoặc tố lại, và cứ thế tiếp tục cho đến khi một trong hai người theo hoặc bỏ bài.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The best five cards.&lt;/b&gt; On a call, each player&apos;s hand is the best five-card poker hand (see {rankings}) they can make from their banner, palace cards and soldiers, leaving out the cards that {exclusion} takes away.</source>
        <translation>&lt;b&gt;Năm lá tốt nhất.&lt;/b&gt; Khi có người theo, bài của mỗi người chơi là bộ năm lá poker mạnh nhất (xem {rankings}) mà họ tạo được từ cờ hiệu, bài cung điện và lính của mình, không tính những lá mà {exclusion} loại ra.</translation>
    </message>
    <message>
        <source>the exclusion rule</source>
        <translation>luật loại trừ</translation>
    </message>
    <message>
        <source>With fewer than five cards that count, a hand is compared on what it has: a missing card ranks below any card. Straights, flushes and full houses need five cards.</source>
        <translation>Khi có ít hơn năm lá được tính, bài được so theo những lá đang có: lá còn thiếu xếp dưới mọi lá. Sảnh, thùng và cù lũ cần đủ năm lá.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Equal hands.&lt;/b&gt; The player holding more cards of their own banner suit wins. If that is equal too, both players are out of the hand, unless they are the last two in it: then they split the pot.</source>
        <translation>&lt;b&gt;Bài bằng nhau.&lt;/b&gt; Người có nhiều lá cùng chất với cờ hiệu của chính mình hơn sẽ thắng. Nếu điều đó cũng bằng nhau, cả hai người chơi ra khỏi ván, trừ khi họ là hai người cuối cùng còn trong ván: khi đó họ chia tiền cược chung.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture.&lt;/b&gt; The loser is out of the hand. The winner takes the loser&apos;s banner and soldiers as soldiers of their own, then discards down to five soldiers at most. The loser&apos;s palace cards go face down to the discard pile.</source>
        <translation>&lt;b&gt;Chiếm.&lt;/b&gt; Người thua ra khỏi ván. Người thắng lấy cờ hiệu và lính của người thua làm lính của mình, rồi loại bỏ cho đến khi còn tối đa năm lính. Bài cung điện của người thua được úp vào chồng bài bỏ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who sees what.&lt;/b&gt; The player who called last sees the other player&apos;s palace cards. The other sees the caller&apos;s palace cards only if the caller wins or ties. Nobody else sees them.</source>
        <translation>&lt;b&gt;Ai được xem gì.&lt;/b&gt; Người theo sau cùng được xem bài cung điện của người kia. Người kia chỉ được xem bài cung điện của người theo nếu người theo thắng hoặc hòa. Không ai khác được xem.</translation>
    </message>
    <message>
        <source>With exactly two players left, they show down too, like three or more players (a house rule in this game).</source>
        <translation>Khi chỉ còn đúng hai người chơi, họ cũng lật bài như khi có từ ba người trở lên (một luật riêng của trò chơi này).</translation>
    </message>
    <message>
        <source>With exactly two players left, they settle the hand by the rules of a battle (with the exclusion rule and the banner tie-break), without betting more chips.</source>
        <translation>Khi chỉ còn đúng hai người chơi, họ phân định ván theo luật trận chiến (có luật loại trừ và cách phân định hòa bằng chất cờ hiệu), không cược thêm chip.</translation>
    </message>
    <message>
        <source>A hand ends in one of two ways:</source>
        <translation>Một ván kết thúc theo một trong hai cách:</translation>
    </message>
    <message>
        <source>&lt;b&gt;One player left&lt;/b&gt;: when everyone else has folded or lost a battle, the last player wins the pot. When every player still in the hand has a banner of the same suit, they cannot attack each other, and they split the pot.</source>
        <translation>&lt;b&gt;Chỉ còn một người chơi&lt;/b&gt;: khi mọi người khác đã bỏ bài hoặc thua trận chiến, người cuối cùng thắng tiền cược chung. Khi mọi người chơi còn trong ván đều có cờ hiệu cùng chất, họ không thể tấn công nhau, và họ chia tiền cược chung.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A quiet round&lt;/b&gt;: when every player still in the hand has stayed, discarded or folded since the last buy or attack (or since the hand began), the hand ends. An attack counts as a loud move even when the defender folds.</source>
        <translation>&lt;b&gt;Vòng êm&lt;/b&gt;: khi mọi người chơi còn trong ván đều đã ở lại, loại bỏ hoặc bỏ bài kể từ lần mua hoặc tấn công gần nhất (hoặc kể từ đầu ván), ván kết thúc. Tấn công luôn được tính là nước đi không êm, kể cả khi người phòng thủ bỏ bài.</translation>
    </message>
    <message>
        <source>After a quiet round with three or more players, everyone shows their cards: the best five of all one&apos;s own cards wins, and every card counts. Equal best hands split the pot.</source>
        <translation>Sau một vòng êm với từ ba người chơi trở lên, mọi người lật bài và so năm lá tốt nhất trong toàn bộ bài của mình: bài mạnh nhất thắng, và mọi lá đều được tính. Nếu các bài mạnh nhất bằng nhau thì chia tiền cược chung.</translation>
    </message>
    <message>
        <source>A split pot is shared equally; odd chips go one at a time to the winners, clockwise from the dealer&apos;s left.</source>
        <translation>Tiền cược chung được chia đều; chip lẻ được chia lần lượt từng chip cho những người thắng, theo chiều kim đồng hồ bắt đầu từ bên trái người chia bài.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt;: drag the top card of the draw pile to your soldiers, double-click the draw pile, or press {key}.</source>
        <translation>&lt;b&gt;Mua&lt;/b&gt;: kéo lá trên cùng của chồng bài rút vào chỗ lính của bạn, nhấp đúp vào chồng bài rút, hoặc nhấn {key}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a soldier onto the discard pile, or select soldiers and press {key}. Ctrl + click or Shift + click selects several soldiers.</source>
        <translation>&lt;b&gt;Loại bỏ&lt;/b&gt;: kéo một lính vào chồng bài bỏ, hoặc chọn lính rồi nhấn {key}. Ctrl + nhấp hoặc Shift + nhấp để chọn nhiều lính.</translation>
    </message>
    <message>
        <source>After a buy or a capture, drag the soldiers you let go onto the discard pile (or double-click them), then press &lt;b&gt;Done&lt;/b&gt; ({key}).</source>
        <translation>Sau khi mua hoặc chiếm, kéo những lính bạn không giữ vào chồng bài bỏ (hoặc nhấp đúp vào chúng), rồi nhấn &lt;b&gt;Xong&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt;: press {stay}. &lt;b&gt;Fold&lt;/b&gt;: press {fold}, or drag your banner onto the discard pile.</source>
        <translation>&lt;b&gt;Ở lại&lt;/b&gt;: nhấn {stay}. &lt;b&gt;Bỏ bài&lt;/b&gt;: nhấn {fold}, hoặc kéo cờ hiệu của bạn vào chồng bài bỏ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: drag your banner onto an opponent&apos;s banner, or press {key}.</source>
        <translation>&lt;b&gt;Tấn công&lt;/b&gt;: kéo cờ hiệu của bạn thả lên cờ hiệu của một đối thủ, hoặc nhấn {key}.</translation>
    </message>
    <message>
        <source>When you are attacked: &lt;b&gt;Fold&lt;/b&gt; ({fold}), &lt;b&gt;Call&lt;/b&gt; ({call}) or &lt;b&gt;Raise&lt;/b&gt; ({raise_key}). In no-limit, set the raise with the slider or type it in, then press {enter}.</source>
        <translation>Khi bị tấn công: &lt;b&gt;Bỏ bài&lt;/b&gt; ({fold}), &lt;b&gt;Theo&lt;/b&gt; ({call}) hoặc &lt;b&gt;Tố&lt;/b&gt; ({raise_key}). Khi không giới hạn, hãy chọn mức tố bằng thanh trượt hoặc gõ số vào, rồi nhấn {enter}.</translation>
    </message>
    <message>
        <source>{tab} and the arrow keys move a focus ring over the draw pile, your soldiers, your banner, the discard pile and the other banners; {space} acts on the focused card; {cancel} cancels.</source>
        <translation>{tab} và các phím mũi tên di chuyển vòng tiêu điểm qua chồng bài rút, lính của bạn, cờ hiệu của bạn, chồng bài bỏ và các cờ hiệu khác; {space} thực hiện hành động với lá đang có tiêu điểm; {cancel} để hủy.</translation>
    </message>
    <message>
        <source>{rules} opens these rules. {zoom_in} and {zoom_out} zoom the table in and out.</source>
        <translation>{rules} mở luật chơi này. {zoom_in} và {zoom_out} phóng to và thu nhỏ bàn chơi.</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>Thùng phá sảnh</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Tứ quý</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Cù lũ</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Thùng</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Sảnh</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Sám cô</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>Hai đôi</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Một đôi</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>Mậu thầu</translation>
    </message>
    <message>
        <source>Five cards in a row, all of one suit.</source>
        <translation>Năm lá liên tiếp, cùng một chất.</translation>
    </message>
    <message>
        <source>Four cards of one rank.</source>
        <translation>Bốn lá cùng giá trị.</translation>
    </message>
    <message>
        <source>Three cards of one rank and two of another.</source>
        <translation>Ba lá cùng một giá trị và hai lá cùng một giá trị khác.</translation>
    </message>
    <message>
        <source>Five cards of one suit.</source>
        <translation>Năm lá cùng một chất.</translation>
    </message>
    <message>
        <source>Five cards in a row, of any suits.</source>
        <translation>Năm lá liên tiếp, chất bất kỳ.</translation>
    </message>
    <message>
        <source>Three cards of one rank.</source>
        <translation>Ba lá cùng giá trị.</translation>
    </message>
    <message>
        <source>Two cards of one rank and two of another.</source>
        <translation>Hai lá cùng một giá trị và hai lá cùng một giá trị khác.</translation>
    </message>
    <message>
        <source>Two cards of one rank.</source>
        <translation>Hai lá cùng giá trị.</translation>
    </message>
    <message>
        <source>None of the above: the highest card counts.</source>
        <translation>Không thuộc các loại trên: tính theo lá cao nhất.</translation>
    </message>
    <message>
        <source>The ace is the highest card, but it also plays low in the lowest straight: five, four, three, two, ace.</source>
        <translation>Át là lá cao nhất, nhưng cũng được tính là lá thấp nhất trong sảnh thấp nhất: năm, bốn, ba, hai, át.</translation>
    </message>
    <message>
        <source>From the best hand down to the weakest. A hand is five cards; suits never rank.</source>
        <translation>Từ bài mạnh nhất đến bài yếu nhất. Một bài gồm năm lá; chất không có thứ hạng.</translation>
    </message>
    <message>
        <source>When two hands are of the same kind, the higher cards that make it win (the higher pair, say); if those are equal, the other cards decide, highest first. Suits never break a tie.</source>
        <translation>Khi hai bài cùng loại, bài có các lá tạo nên loại đó cao hơn sẽ thắng (chẳng hạn đôi cao hơn); nếu các lá đó bằng nhau, các lá còn lại quyết định, xét từ lá cao nhất. Chất không bao giờ được dùng để phân định hòa.</translation>
    </message>
    <message>
        <source>In this game (a house rule), the cards of your opponent&apos;s banner rank do not count in your hand in a battle, and the cards of your banner rank do not count in theirs.</source>
        <translation>Trong trò chơi này (một luật riêng), trong trận chiến, các lá cùng giá trị với cờ hiệu của đối thủ không được tính vào bài của bạn, và các lá cùng giá trị với cờ hiệu của bạn không được tính vào bài của họ.</translation>
    </message>
    <message>
        <source>In this game (a house rule), every card counts in a battle. In the standard game, the cards of your opponent&apos;s banner suit do not count in your hand: the example shows how that works.</source>
        <translation>Trong trò chơi này (một luật riêng), mọi lá đều được tính trong trận chiến. Theo luật tiêu chuẩn, các lá cùng chất với cờ hiệu của đối thủ không được tính vào bài của bạn: ví dụ dưới đây cho thấy cách luật đó vận hành.</translation>
    </message>
    <message>
        <source>In a battle, the cards of your opponent&apos;s banner suit do not count in your hand, and the cards of your banner suit do not count in theirs.</source>
        <translation>Trong trận chiến, các lá cùng chất với cờ hiệu của đối thủ không được tính vào bài của bạn, và các lá cùng chất với cờ hiệu của bạn không được tính vào bài của họ.</translation>
    </message>
    <message>
        <source>{hand}: {cards}</source>
        <translation>{hand}: {cards}</translation>
    </message>
    <message>
        <source>Your palace cards</source>
        <translation>Bài cung điện của bạn</translation>
    </message>
    <message>
        <source>Your soldiers</source>
        <translation>Lính của bạn</translation>
    </message>
    <message>
        <source>Your opponent&apos;s banner</source>
        <translation>Cờ hiệu của đối thủ</translation>
    </message>
    <message>
        <source>Without the cards of rank {rank}, your best five are:</source>
        <translation>Không tính các lá có giá trị {rank}, năm lá tốt nhất của bạn là:</translation>
    </message>
    <message>
        <source>Without the {suit}, your best five are:</source>
        <translation>Không tính các lá {suit}, năm lá tốt nhất của bạn là:</translation>
    </message>
    <message>
        <source>Counting every card, your best five are:</source>
        <translation>Tính mọi lá, năm lá tốt nhất của bạn là:</translation>
    </message>
    <message>
        <source>An example: your opponent&apos;s banner is the {banner}, and you hold the cards below. The crossed-out cards do not count.</source>
        <translation>Ví dụ: cờ hiệu của đối thủ là lá {banner}, và bạn có các lá dưới đây. Các lá bị gạch không được tính.</translation>
    </message>
    <message>
        <source>So look at your opponent&apos;s banner before you attack: it tells you which of your cards will count, and which of theirs will not.</source>
        <translation>Vì vậy, hãy nhìn cờ hiệu của đối thủ trước khi tấn công: nó cho biết lá nào của bạn sẽ được tính, và lá nào của họ sẽ không.</translation>
    </message>
    <message>
        <source>The exclusion rule is for battles only. When a quiet round ends with three or more players, every card counts.</source>
        <translation>Luật loại trừ chỉ áp dụng cho trận chiến. Khi ván kết thúc êm với từ ba người chơi trở lên, mọi lá đều được tính.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Bàn chơi</translation>
    </message>
    <message>
        <source>A hand</source>
        <translation>Một ván</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Lượt của bạn</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Bảng giá</translation>
    </message>
    <message>
        <source>A battle</source>
        <translation>Trận chiến</translation>
    </message>
    <message>
        <source>The exclusion rule</source>
        <translation>Luật loại trừ</translation>
    </message>
    <message>
        <source>Hand rankings</source>
        <translation>Thứ hạng bài</translation>
    </message>
    <message>
        <source>The end of a hand</source>
        <translation>Kết thúc ván</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Luật riêng</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Bàn phím và chuột</translation>
    </message>
    <message>
        <source>One small bet: {amount} (a house rule).</source>
        <translation>Một cược nhỏ: {amount} (một luật riêng).</translation>
    </message>
    <message>
        <source>Nothing.</source>
        <translation>Không mất gì.</translation>
    </message>
    <message>
        <source>What the attacker bet (a house rule).</source>
        <translation>Bằng số người tấn công đã cược (một luật riêng).</translation>
    </message>
    <message>
        <source>(Your own soldiers + 1) × the small bet, whatever the attacker bet.</source>
        <translation>(Số lính của chính bạn + 1) × cược nhỏ, bất kể người tấn công đã cược bao nhiêu.</translation>
    </message>
    <message>
        <source>Your call plus a raise of at least one big bet ({amount}), up to all your chips.</source>
        <translation>Tiền theo của bạn cộng một lần tố ít nhất một cược lớn ({amount}), tối đa là toàn bộ chip của bạn.</translation>
    </message>
    <message>
        <source>Your call plus one big bet ({big}); with no soldiers, plus one small bet ({small}).</source>
        <translation>Tiền theo của bạn cộng một cược lớn ({big}); nếu không có lính thì cộng một cược nhỏ ({small}).</translation>
    </message>
    <message>
        <source>Your call plus one big bet ({amount}).</source>
        <translation>Tiền theo của bạn cộng một cược lớn ({amount}).</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Mua</translation>
    </message>
    <message>
        <source>One small bet: {amount}.</source>
        <translation>Một cược nhỏ: {amount}.</translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation>Loại bỏ trong lượt của mình</translation>
    </message>
    <message>
        <source>Discard right after a buy or a capture</source>
        <translation>Loại bỏ ngay sau khi mua hoặc chiếm</translation>
    </message>
    <message>
        <source>Stay or fold</source>
        <translation>Ở lại hoặc bỏ bài</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Tấn công</translation>
    </message>
    <message>
        <source>(Your soldiers + 1) × the small bet: from {fewest} with no soldiers to {most} with five.</source>
        <translation>(Số lính của bạn + 1) × cược nhỏ: từ {fewest} khi không có lính đến {most} khi có năm lính.</translation>
    </message>
    <message>
        <source>Call an attack</source>
        <translation>Theo khi bị tấn công</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Tố</translation>
    </message>
    <message>
        <source>Call a raise</source>
        <translation>Theo khi bị tố</translation>
    </message>
    <message>
        <source>The latest raise.</source>
        <translation>Bằng mức tố gần nhất.</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Tiền cược đầu ván</translation>
    </message>
    <message>
        <source>{amount} from every player, each hand.</source>
        <translation>{amount} từ mỗi người chơi, mỗi ván.</translation>
    </message>
    <message>
        <source>Your attack bets</source>
        <translation>Mức cược tấn công của bạn</translation>
    </message>
    <message>
        <source>Prices are counted in small bets. In this game the small bet is {small} and the big bet is {big}.</source>
        <translation>Giá được tính bằng cược nhỏ. Trong trò chơi này, cược nhỏ là {small} và cược lớn là {big}.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <source>What it costs</source>
        <translation>Giá</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why an attack costs more with more soldiers.&lt;/b&gt; Every soldier is one more card for your hand, so a strong hand pays more to start a battle. With no soldiers an attack costs one small bet:</source>
        <translation>&lt;b&gt;Vì sao càng nhiều lính thì tấn công càng đắt.&lt;/b&gt; Mỗi lính là thêm một lá cho bài của bạn, nên bài mạnh phải trả nhiều hơn để bắt đầu một trận chiến. Khi không có lính, một lần tấn công tốn một cược nhỏ:</translation>
    </message>
    <message>
        <source>All chips go into the one pot. A battle wins cards, not chips: the pot goes to whoever wins the hand.</source>
        <translation>Mọi chip đều được bỏ vào một tiền cược chung duy nhất. Trận chiến giành được bài, không phải chip: tiền cược chung thuộc về người thắng ván.</translation>
    </message>
    <message>
        <source>A player who cannot pay the bet cannot attack, and one who cannot pay the small bet cannot buy. A defender who cannot pay the whole call may call with all their chips (all in): the battle goes ahead, and there are no side pots.</source>
        <translation>Người chơi không trả nổi mức cược thì không được tấn công, và người không trả nổi một cược nhỏ thì không được mua. Người phòng thủ không trả nổi toàn bộ tiền theo có thể theo bằng tất cả chip của mình (tất tay): trận chiến vẫn diễn ra, và không có tiền cược phụ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a call costs.&lt;/b&gt; In this game the defender pays what the attacker bet (a house rule): an attacker with two soldiers bets {bet}, and the defender calls with {bet} too, however many soldiers they have.</source>
        <translation>&lt;b&gt;Theo tốn bao nhiêu.&lt;/b&gt; Trong trò chơi này, người phòng thủ trả bằng số người tấn công đã cược (một luật riêng): người tấn công có hai lính cược {bet}, và người phòng thủ cũng theo với {bet}, dù họ có bao nhiêu lính.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a call costs.&lt;/b&gt; The defender pays for their own soldiers, not for the attacker&apos;s: (their soldiers + 1) × the small bet. An attacker with two soldiers bets {bet}; a defender with one soldier calls with {few}, one with four soldiers with {many}. Few soldiers make a cheap call, and a weak hand.</source>
        <translation>&lt;b&gt;Theo tốn bao nhiêu.&lt;/b&gt; Người phòng thủ trả theo số lính của chính mình, không phải của người tấn công: (số lính của họ + 1) × cược nhỏ. Người tấn công có hai lính cược {bet}; người phòng thủ có một lính theo với {few}, người có bốn lính theo với {many}. Ít lính thì theo rẻ, nhưng bài cũng yếu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raises.&lt;/b&gt; In limit, a raise is one big bet.</source>
        <translation>&lt;b&gt;Tố.&lt;/b&gt; Khi có giới hạn, mỗi lần tố là một cược lớn.</translation>
    </message>
    <message>
        <source>A player with no soldiers raises one small bet instead.</source>
        <translation>Người chơi không có lính thì chỉ tố một cược nhỏ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raises.&lt;/b&gt; In no-limit, a raise is at least one big bet and at most all your chips.</source>
        <translation>&lt;b&gt;Tố.&lt;/b&gt; Khi không giới hạn, mỗi lần tố ít nhất là một cược lớn và tối đa là toàn bộ chip của bạn.</translation>
    </message>
    <message>
        <source>Calling a raise costs the latest raise.</source>
        <translation>Theo một lần tố thì trả bằng mức tố gần nhất.</translation>
    </message>
    <message>
        <source>There is no limit to the number of raises in a battle.</source>
        <translation>Số lần tố trong một trận chiến không bị hạn chế.</translation>
    </message>
    <message>
        <source>In this game nobody may raise.</source>
        <translation>Trong trò chơi này không ai được tố.</translation>
    </message>
    <message numerus="yes">
        <source>A battle has at most %Ln raises.</source>
        <translation>
            <numerusform>Mỗi trận chiến có tối đa %Ln lần tố.</numerusform>
        </translation>
    </message>
    <message>
        <source>These are the stakes and house rules of the game you are playing. A new game (Game ▸ New game) may choose others.</source>
        <translation>Đây là mức cược và luật riêng của trò chơi bạn đang chơi. Một trò chơi mới (Trò chơi ▸ Trò chơi mới) có thể chọn khác.</translation>
    </message>
    <message>
        <source>These are the standard stakes and house rules. A new game (Game ▸ New game) may choose others.</source>
        <translation>Đây là mức cược và luật riêng tiêu chuẩn. Một trò chơi mới (Trò chơi ▸ Trò chơi mới) có thể chọn khác.</translation>
    </message>
    <message>
        <source>Betting structure</source>
        <translation>Cấu trúc cược</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Có giới hạn</translation>
    </message>
    <message>
        <source>No-limit</source>
        <translation>Không giới hạn</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Cược nhỏ</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Cược lớn</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Luật riêng</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Tiêu chuẩn</translation>
    </message>
    <message>
        <source>House rules are choices the players agree on before a match.</source>
        <translation>Luật riêng là những lựa chọn mà người chơi thống nhất với nhau trước một cuộc đấu.</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Trò chơi này</translation>
    </message>
    <message>
        <source>House rules are choices the players agree on before a match. Where this game differs from the standard game, its choice is in bold.</source>
        <translation>Luật riêng là những lựa chọn mà người chơi thống nhất với nhau trước một cuộc đấu. Chỗ nào trò chơi này khác với luật tiêu chuẩn thì lựa chọn của nó được in đậm.</translation>
    </message>
    <message>
        <source>Cards that do not count in a battle</source>
        <translation>Các lá không được tính trong trận chiến</translation>
    </message>
    <message>
        <source>Calling an attack</source>
        <translation>Theo khi bị tấn công</translation>
    </message>
    <message>
        <source>Discarding on your turn</source>
        <translation>Loại bỏ trong lượt của mình</translation>
    </message>
    <message>
        <source>A limit raise with no soldiers</source>
        <translation>Tố có giới hạn khi không có lính</translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation>Số lần tố mỗi trận chiến</translation>
    </message>
    <message>
        <source>Two players left after a quiet round</source>
        <translation>Còn hai người chơi sau vòng êm</translation>
    </message>
    <message>
        <source>The opponent&apos;s banner suit</source>
        <translation>Cùng chất với cờ hiệu của đối thủ</translation>
    </message>
    <message>
        <source>The opponent&apos;s banner rank</source>
        <translation>Cùng giá trị với cờ hiệu của đối thủ</translation>
    </message>
    <message>
        <source>None: every card counts</source>
        <translation>Không có: mọi lá đều được tính</translation>
    </message>
    <message>
        <source>(Own soldiers + 1) × the small bet</source>
        <translation>(Số lính của mình + 1) × cược nhỏ</translation>
    </message>
    <message>
        <source>Pay what the attacker bet</source>
        <translation>Trả bằng số người tấn công đã cược</translation>
    </message>
    <message>
        <source>One small bet</source>
        <translation>Một cược nhỏ</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Miễn phí</translation>
    </message>
    <message>
        <source>Not used in no-limit</source>
        <translation>Không áp dụng khi không giới hạn</translation>
    </message>
    <message>
        <source>One big bet</source>
        <translation>Một cược lớn</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Không hạn chế</translation>
    </message>
    <message>
        <source>None: nobody may raise</source>
        <translation>Không có: không ai được tố</translation>
    </message>
    <message numerus="yes">
        <source>At most %Ln</source>
        <translation>
            <numerusform>Tối đa %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>They battle, without more chips</source>
        <translation>Phân định bằng trận chiến, không cược thêm chip</translation>
    </message>
    <message>
        <source>They show down, like three or more</source>
        <translation>Lật bài, như khi có từ ba người trở lên</translation>
    </message>
</context>
<context>
    <name>SaveProblemBar</name>
    <message>
        <source>Saving does not work</source>
        <translation>Không lưu được</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Cảnh báo</translation>
    </message>
    <message>
        <source>Saving works again.</source>
        <translation>Đã lưu được trở lại.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>{players}, hand {number}, saved {when}</source>
        <translation>{players}, ván {number}, lưu lúc {when}</translation>
    </message>
    <message>
        <source>{players}, hand {number}</source>
        <translation>{players}, ván {number}</translation>
    </message>
    <message>
        <source>Palace Desktop</source>
        <translation>Palace Desktop</translation>
    </message>
    <message>
        <source>A game is in progress:
{game}</source>
        <translation>Có một trò chơi đang dở:
{game}</translation>
    </message>
    <message>
        <source>Resume it, start a new game, or keep it for later (Game ▸ Resume a kept game brings it back).</source>
        <translation>Chơi tiếp, bắt đầu trò chơi mới, hoặc để dành chơi sau (Trò chơi ▸ Tiếp tục trò chơi để dành sẽ mở lại).</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Chơi tiếp</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Trò chơi &amp;mới…</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>Để &amp;dành chơi sau</translation>
    </message>
    <message>
        <source>Delete the saved game?</source>
        <translation>Xóa trò chơi đã lưu?</translation>
    </message>
    <message>
        <source>Delete the saved game?
{game}</source>
        <translation>Xóa trò chơi đã lưu?
{game}</translation>
    </message>
    <message>
        <source>It cannot be brought back. To play it another time, keep it for later instead.</source>
        <translation>Không thể lấy lại được. Nếu muốn chơi vào lúc khác, hãy để dành chơi sau.</translation>
    </message>
    <message>
        <source>&amp;Delete it</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation>Rời trò chơi đang dở?</translation>
    </message>
    <message>
        <source>Leave the game in progress?
{game}</source>
        <translation>Rời trò chơi đang dở?
{game}</translation>
    </message>
    <message>
        <source>Kept for later, it comes back with Game ▸ Resume a kept game.</source>
        <translation>Nếu để dành, trò chơi sẽ mở lại được qua Trò chơi ▸ Tiếp tục trò chơi để dành.</translation>
    </message>
</context>
<context>
    <name>SeatBubbleTexts</name>
    <message>
        <source>Buys</source>
        <translation>Mua</translation>
    </message>
    <message>
        <source>Discards nothing</source>
        <translation>Không loại bỏ</translation>
    </message>
    <message numerus="yes">
        <source>Discards %Ln</source>
        <translation>
            <numerusform>Loại bỏ %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Stays</source>
        <translation>Ở lại</translation>
    </message>
    <message>
        <source>Folds</source>
        <translation>Bỏ bài</translation>
    </message>
    <message>
        <source>Attacks {name}: {amount}</source>
        <translation>Tấn công {name}: {amount}</translation>
    </message>
    <message>
        <source>Calls {amount}</source>
        <translation>Theo {amount}</translation>
    </message>
    <message>
        <source>Raises {amount}</source>
        <translation>Tố thêm {amount}</translation>
    </message>
</context>
<context>
    <name>SeatHistoryWindow</name>
    <message>
        <source>What {name} saw at a table on the network</source>
        <translation>Những gì {name} đã thấy ở một bàn trên mạng</translation>
    </message>
    <message>
        <source>What a spectator saw at a table on the network</source>
        <translation>Những gì một người xem đã thấy ở một bàn trên mạng</translation>
    </message>
    <message>
        <source>A history from a table on the network holds what one seat saw, not the deals: it is read here as that seat&apos;s game log.</source>
        <translation>Lịch sử từ một bàn trên mạng chứa những gì một ghế đã thấy, không có các lần chia bài: ở đây nó được đọc như nhật ký ván chơi của ghế đó.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Ván {number}</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Ván:</translation>
    </message>
    <message>
        <source>What the seat saw</source>
        <translation>Những gì ghế đã thấy</translation>
    </message>
    <message>
        <source>The file holds no hand.</source>
        <translation>Tệp không có ván nào.</translation>
    </message>
</context>
<context>
    <name>SeatPlateItem</name>
    <message>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>C</translation>
    </message>
</context>
<context>
    <name>SeatTexts</name>
    <message>
        <source>Out of the match</source>
        <translation>Bị loại khỏi cuộc đấu</translation>
    </message>
    <message>
        <source>Out of this hand</source>
        <translation>Ra khỏi ván này</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Đang nghĩ…</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Đến lượt</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>Đang loại bỏ</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Bị tấn công</translation>
    </message>
    <message>
        <source>Facing a raise</source>
        <translation>Bị tố</translation>
    </message>
    <message>
        <source>In battle</source>
        <translation>Trong trận chiến</translation>
    </message>
    <message>
        <source>Won {amount}</source>
        <translation>Thắng {amount}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Bạn</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Người</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Trực tuyến</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>Máy ({level})</translation>
    </message>
</context>
<context>
    <name>SeatsTexts</name>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>Cờ hiệu</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>Lính</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>At the screen</source>
        <translation>Trước màn hình</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Người</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Chậm</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Bình thường</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nhanh</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Tức thì (không hoạt ảnh)</translation>
    </message>
    <message>
        <source>How fast cards and chips move on the table</source>
        <translation>Tốc độ di chuyển của bài và chip trên bàn</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Bộ bài bốn màu</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so every suit has a colour of its own</source>
        <translation>Nhép màu xanh lá và rô màu xanh dương, để mỗi chất có một màu riêng</translation>
    </message>
    <message>
        <source>Bot move delay</source>
        <translation>Độ trễ nước đi của máy</translation>
    </message>
    <message>
        <source>How long a bot&apos;s move stays on show before the game goes on</source>
        <translation>Nước đi của máy được hiển thị bao lâu trước khi trò chơi tiếp tục</translation>
    </message>
    <message>
        <source>&amp;Ask before folding with chips in the pot</source>
        <translation>&amp;Hỏi trước khi bỏ bài lúc có chip trong tiền cược chung</translation>
    </message>
    <message>
        <source>Your name at the table and in the statistics; empty: %1</source>
        <translation>Tên của bạn trên bàn chơi và trong thống kê; để trống: %1</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Mặc định của hệ thống</translation>
    </message>
    <message>
        <source>The language of the window, the log and the rules; it changes when Palace Desktop starts again</source>
        <translation>Ngôn ngữ của cửa sổ, nhật ký và luật chơi; thay đổi khi Palace Desktop khởi động lại</translation>
    </message>
    <message>
        <source>For my first games</source>
        <translation>Trong những ván đầu của tôi</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Luôn luôn</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>A word before an attack or a call that is very likely to lose, and after each hand, the decision the hard bot would have made differently</source>
        <translation>Một lời nhắc trước khi tấn công hoặc theo mà rất có thể sẽ thua, và sau mỗi ván, quyết định mà máy khó lẽ ra đã chọn khác</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Tất cả</translation>
    </message>
    <message>
        <source>My turn and the battles</source>
        <translation>Lượt của tôi và các trận chiến</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Không gì cả</translation>
    </message>
    <message>
        <source>What a screen reader is told as the game goes on; the Ask the table keys always answer</source>
        <translation>Những gì trình đọc màn hình được báo trong lúc chơi; các phím Hỏi về bàn chơi thì lúc nào cũng trả lời</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Bạn</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Tên:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Ngôn ngữ:</translation>
    </message>
    <message>
        <source>&amp;Coach:</source>
        <translation>Huấn luyện &amp;viên:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bàn chơi</translation>
    </message>
    <message>
        <source>A&amp;nimation speed:</source>
        <translation>Tốc độ h&amp;oạt ảnh:</translation>
    </message>
    <message>
        <source>&amp;Bot move delay:</source>
        <translation>Độ trễ nước đi của &amp;máy:</translation>
    </message>
    <message>
        <source>&amp;Spoken by a screen reader:</source>
        <translation>T&amp;rình đọc màn hình sẽ đọc:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Âm thanh</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>Hiệu ứn&amp;g âm thanh</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Âm lượng</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>Âm &amp;lượng:</translation>
    </message>
    <message>
        <source>Flas&amp;h the taskbar on my turn when the window is behind</source>
        <translation>Nhấp nhá&amp;y thanh tác vụ khi đến lượt tôi mà cửa sổ ở phía sau</translation>
    </message>
    <message>
        <source>{volume}%</source>
        <translation>{volume}%</translation>
    </message>
    <message>
        <source>&amp;Wait for me after each bot action</source>
        <translation>&amp;Chờ tôi sau mỗi nước đi của máy</translation>
    </message>
    <message>
        <source>After a bot moves, the game goes on only when you press Continue (or {space})</source>
        <translation>Sau mỗi nước đi của máy, trò chơi chỉ tiếp tục khi bạn nhấn Tiếp tục (hoặc {space})</translation>
    </message>
    <message>
        <source>The size of names, chips and counts on the table, beside the size of the window&apos;s text</source>
        <translation>Cỡ chữ của tên, chip và các con số trên bàn chơi, tính thêm trên cỡ chữ của cửa sổ</translation>
    </message>
    <message>
        <source>Table &amp;text size:</source>
        <translation>&amp;Kích cỡ chữ trên bàn chơi:</translation>
    </message>
    <message>
        <source>Light or dark around the table, or high contrast; “Follow the system” takes the desktop&apos;s choice</source>
        <translation>Sáng hoặc tối quanh bàn chơi, hoặc tương phản cao; “Theo hệ thống” dùng lựa chọn của hệ điều hành</translation>
    </message>
    <message>
        <source>The colour of the cloth</source>
        <translation>Màu vải phủ bàn</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards</source>
        <translation>Họa tiết ở mặt sau lá bài</translation>
    </message>
    <message>
        <source>Table c&amp;olours:</source>
        <translation>Màu &amp;sắc bàn chơi:</translation>
    </message>
    <message>
        <source>F&amp;elt:</source>
        <translation>Vải &amp;phủ bàn:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Mặt s&amp;au lá bài:</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 giây</translation>
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
        <translation>Chia bài</translation>
    </message>
    <message>
        <source>A soldier bought</source>
        <translation>Mua một lính</translation>
    </message>
    <message>
        <source>Cards to the discard pile</source>
        <translation>Bài vào chồng bài bỏ</translation>
    </message>
    <message>
        <source>Chips to the pot</source>
        <translation>Chip vào tiền cược chung</translation>
    </message>
    <message>
        <source>A battle decided</source>
        <translation>Trận chiến phân thắng bại</translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation>Bài bị chiếm</translation>
    </message>
    <message>
        <source>The pot to the winner</source>
        <translation>Tiền cược chung về tay người thắng</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Đến lượt bạn</translation>
    </message>
    <message>
        <source>Your turn, with the window behind</source>
        <translation>Đến lượt bạn khi cửa sổ ở phía sau</translation>
    </message>
    <message>
        <source>A move refused</source>
        <translation>Nước đi bị từ chối</translation>
    </message>
</context>
<context>
    <name>SpeedMenu</name>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Chậm</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Bình thường</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Nhanh</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Tức thì</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>Thống kê theo người chơi</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>Chưa chơi ván nào</translation>
    </message>
    <message>
        <source>Each player&apos;s results appear here when a hand ends.</source>
        <translation>Kết quả của từng người chơi sẽ hiện ở đây khi một ván kết thúc.</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>Đặt &amp;lại thống kê…</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Đặt lại thống kê?</translation>
    </message>
    <message>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>Xóa thống kê của mọi người chơi? Không thể hoàn tác việc này.</translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Hands
played</source>
        <translation>Ván
đã chơi</translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation>Ván
thắng</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% thắng</translation>
    </message>
    <message>
        <source>Battles
won</source>
        <translation>Trận chiến
thắng</translation>
    </message>
    <message>
        <source>Battles
lost</source>
        <translation>Trận chiến
thua</translation>
    </message>
    <message>
        <source>Chips
won</source>
        <translation>Chip
thắng</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <translation>Tên người chơi</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Số ván đã chơi</translation>
    </message>
    <message>
        <source>Hands won; a split pot counts as a share</source>
        <translation>Số ván thắng; ván chia tiền cược chung được tính theo phần được chia</translation>
    </message>
    <message>
        <source>Hands won out of hands played</source>
        <translation>Tỉ lệ ván thắng trên số ván đã chơi</translation>
    </message>
    <message>
        <source>Battles won, by a call or because the other side folded</source>
        <translation>Số trận chiến thắng, sau khi theo hoặc do đối phương bỏ bài</translation>
    </message>
    <message>
        <source>Battles lost</source>
        <translation>Số trận chiến thua</translation>
    </message>
    <message>
        <source>Chips won minus chips put in, over all hands</source>
        <translation>Số chip thắng trừ số chip đã bỏ vào, tính trên tất cả các ván</translation>
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
        <translation>Bàn chơi bài</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile, %Ln cards</source>
        <translation>
            <numerusform>Chồng bài rút, %Ln lá</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %Ln cards</source>
        <translation>
            <numerusform>Chồng bài bỏ, %Ln lá</numerusform>
        </translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>Tiền cược chung {amount}</translation>
    </message>
    <message>
        <source>Last battle: {result}</source>
        <translation>Trận chiến vừa rồi: {result}</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Arrow keys or {tab} move over the cards you can act on; {space} acts on the one in focus. F6 moves to the next pane.</source>
        <translation>Các phím mũi tên hoặc {tab} đưa bạn qua những lá bài bạn có thể dùng; {space} dùng lá đang được chọn. F6 chuyển sang khung tiếp theo.</translation>
    </message>
    <message>
        <source>Marked for the discard pile</source>
        <translation>Đã đánh dấu đưa vào chồng bài bỏ</translation>
    </message>
</context>
<context>
    <name>TableEvents</name>
    <message>
        <source>{attacker} attacks {defender} for {amount}</source>
        <translation>{attacker} tấn công {defender}, cược {amount}</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} tố {amount}</translation>
    </message>
    <message>
        <source>{name} wins the battle</source>
        <translation>{name} thắng trận chiến</translation>
    </message>
    <message>
        <source>A tie: the pot is split</source>
        <translation>Hòa: chia tiền cược chung</translation>
    </message>
    <message>
        <source>A tie: both are out</source>
        <translation>Hòa: cả hai ra khỏi ván</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Lật bài</translation>
    </message>
    <message>
        <source>{name} wins the pot</source>
        <translation>{name} thắng tiền cược chung</translation>
    </message>
    <message>
        <source>The pot is split</source>
        <translation>Tiền cược chung được chia</translation>
    </message>
</context>
<context>
    <name>TableGestures</name>
    <message>
        <source>Select soldiers first ({space} on a soldier).</source>
        <translation>Hãy chọn lính trước ({space} trên một lính).</translation>
    </message>
    <message>
        <source>Move the focus to an opponent&apos;s banner to attack.</source>
        <translation>Chuyển tiêu điểm đến cờ hiệu của đối thủ để tấn công.</translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message>
        <source>Draw pile</source>
        <translation>Chồng bài rút</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Chồng bài bỏ</translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>Tiền cược chung {amount}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln to draw</source>
        <translation>
            <numerusform>%Ln lá để rút</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln discarded</source>
        <translation>
            <numerusform>%Ln lá đã bỏ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableThemes</name>
    <message>
        <source>Green baize</source>
        <translation>Nỉ xanh lá</translation>
    </message>
    <message>
        <source>Blue baize</source>
        <translation>Nỉ xanh dương</translation>
    </message>
    <message>
        <source>Burgundy baize</source>
        <translation>Nỉ đỏ rượu vang</translation>
    </message>
    <message>
        <source>Navy lattice</source>
        <translation>Lưới xanh hải quân</translation>
    </message>
    <message>
        <source>Burgundy lattice</source>
        <translation>Lưới đỏ rượu vang</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Theo hệ thống</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Sáng</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tối</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Tương phản cao</translation>
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
        <translation>lá úp</translation>
    </message>
    <message>
        <source>Your banner, {card}</source>
        <translation>Cờ hiệu của bạn, {card}</translation>
    </message>
    <message>
        <source>Your palace card, {card}</source>
        <translation>Lá bài cung điện của bạn, {card}</translation>
    </message>
    <message>
        <source>Your soldier, {card}</source>
        <translation>Lính của bạn, {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s banner, {card}</source>
        <translation>Cờ hiệu của {name}, {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s palace card, {card}</source>
        <translation>Lá bài cung điện của {name}, {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s soldier, {card}</source>
        <translation>Lính của {name}, {card}</translation>
    </message>
    <message>
        <source>banner {card}</source>
        <translation>cờ hiệu {card}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln soldiers</source>
        <translation>
            <numerusform>%Ln lính</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>người chia bài</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (bạn)</translation>
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
        <translation>Tiền cược chung {amount}</translation>
    </message>
    <message>
        <source>{pot}. Put in this hand: {bets}</source>
        <translation>{pot}. Đã bỏ vào ván này: {bets}</translation>
    </message>
    <message>
        <source>Battle: {attacker} attacks {defender} with a bet of {bet}</source>
        <translation>Trận chiến: {attacker} tấn công {defender}, cược {bet}</translation>
    </message>
    <message>
        <source>{name} to answer, {amount} to call</source>
        <translation>{name} phải đáp trả, cần {amount} để theo</translation>
    </message>
    <message>
        <source>No hand in play.</source>
        <translation>Không có ván nào đang chơi.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Ván đã kết thúc.</translation>
    </message>
    <message>
        <source>Nobody is to act.</source>
        <translation>Chưa đến lượt ai cả.</translation>
    </message>
    <message>
        <source>You are to act</source>
        <translation>Đến lượt bạn</translation>
    </message>
    <message>
        <source>{name} is to act</source>
        <translation>Đến lượt {name}</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>You have no cards at this table.</source>
        <translation>Bạn không có bài ở bàn này.</translation>
    </message>
    <message>
        <source>You are out of this hand.</source>
        <translation>Bạn đã ra khỏi ván này.</translation>
    </message>
    <message>
        <source>Your banner: {card}.</source>
        <translation>Cờ hiệu của bạn: {card}.</translation>
    </message>
    <message>
        <source>Your palace: {cards}.</source>
        <translation>Bài cung điện của bạn: {cards}.</translation>
    </message>
    <message>
        <source>Your soldiers: {cards}.</source>
        <translation>Lính của bạn: {cards}.</translation>
    </message>
    <message>
        <source>You have no soldiers.</source>
        <translation>Bạn không có lính nào.</translation>
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
        <translation>Bạn mới chơi Palace Poker?</translation>
    </message>
    <message>
        <source>Four short hands at the real table show you how to play: buying soldiers, battles and showdowns. Help ▸ Learn to play brings the tutorial back at any time.</source>
        <translation>Bốn ván ngắn ngay trên bàn chơi thật sẽ chỉ cho bạn cách chơi: mua lính, trận chiến và lật bài. Trợ giúp ▸ Học cách chơi sẽ mở lại phần hướng dẫn bất cứ lúc nào.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Học cách chơi</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Bắt đầu một trò chơi</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Tutorial</source>
        <translation>Hướng dẫn</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Bài học tiếp theo</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Chơi một trò chơi thật</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Rời khỏi</translation>
    </message>
    <message>
        <source>Leave the tutorial; Help ▸ Learn to play brings you back to this step</source>
        <translation>Rời phần hướng dẫn; Trợ giúp ▸ Học cách chơi sẽ đưa bạn trở lại bước này</translation>
    </message>
    <message>
        <source>Lesson {number} of {count}: {title}</source>
        <translation>Bài học {number}/{count}: {title}</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Bước {number}/{count}</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Đang chia bài…</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} đang chơi…</translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation>Hãy quan sát bàn chơi…</translation>
    </message>
</context>
<context>
    <name>TutorialTexts</name>
    <message>
        <source>Soldiers and the quiet round</source>
        <translation>Lính và vòng êm</translation>
    </message>
    <message>
        <source>A battle: the banner suit does not count</source>
        <translation>Trận chiến: lá cùng chất cờ hiệu không được tính</translation>
    </message>
    <message>
        <source>Attack, capture and raise</source>
        <translation>Tấn công, chiếm và tố</translation>
    </message>
    <message>
        <source>Knowing when to fold</source>
        <translation>Biết lúc nào nên bỏ bài</translation>
    </message>
    <message>
        <source>Your banner, the {banner}, lies face up; your three palace cards are seen by you alone. Buy a soldier: drag the top card of the draw pile next to your banner (or press B).</source>
        <translation>Cờ hiệu của bạn, lá {banner}, nằm ngửa; ba lá bài cung điện của bạn thì chỉ mình bạn thấy. Hãy mua một lính: kéo lá trên cùng của chồng bài rút đặt cạnh cờ hiệu của bạn (hoặc nhấn B).</translation>
    </message>
    <message>
        <source>Bea bought a soldier and Hiro stayed. Your hand is strong: press Stay (or S) and let the others move.</source>
        <translation>Bea đã mua một lính và Hiro ở lại. Bài của bạn mạnh: nhấn Ở lại (hoặc S) và để những người khác đi tiếp.</translation>
    </message>
    <message>
        <source>Since Bea&apos;s buy everyone stayed: a quiet round, so the hand ended in a showdown. All hands were shown, and your three nines won the pot.</source>
        <translation>Từ lần mua của Bea, mọi người đều ở lại: đó là một vòng êm, nên ván kết thúc bằng lật bài. Bài của mọi người đều được lật, và sám cô chín của bạn đã thắng tiền cược chung.</translation>
    </message>
    <message>
        <source>Bea attacks you: a battle. In a battle, cards of the opponent&apos;s banner suit do not count: your hearts count for nothing, and so do her spades. Press Call (or C) to compare hands.</source>
        <translation>Bea tấn công bạn: một trận chiến. Trong trận chiến, các lá cùng chất với cờ hiệu của đối thủ không được tính: các lá cơ của bạn không được tính, các lá bích của cô ấy cũng vậy. Nhấn Theo (hoặc C) để so bài.</translation>
    </message>
    <message>
        <source>Bea held three sevens, but her {card} is of your banner&apos;s suit and did not count: her pair of sevens lost to your pair of queens. You captured her banner, and as the last one in the hand you won the pot.</source>
        <translation>Bea có ba lá bảy, nhưng lá {card} của cô ấy cùng chất với cờ hiệu của bạn nên không được tính: đôi bảy của cô ấy thua đôi đầm của bạn. Bạn đã chiếm cờ hiệu của cô ấy, và vì là người cuối cùng còn trong ván, bạn thắng tiền cược chung.</translation>
    </message>
    <message>
        <source>The {card} makes three of a kind with your banner and a palace card. Keep it: press Keep all (or {enter}).</source>
        <translation>Lá {card} cùng với cờ hiệu và một lá bài cung điện của bạn tạo thành sám cô. Hãy giữ nó: nhấn Giữ tất cả (hoặc {enter}).</translation>
    </message>
    <message>
        <source>Now you attack: drag your banner onto Bea&apos;s banner (with the keyboard: {tab} to her banner, then {space}). The bet is your soldiers plus one, times the small bet.</source>
        <translation>Giờ bạn tấn công: kéo cờ hiệu của bạn thả lên cờ hiệu của Bea (bằng bàn phím: nhấn {tab} đến cờ hiệu của cô ấy, rồi nhấn {space}). Mức cược bằng số lính của bạn cộng một, nhân với cược nhỏ.</translation>
    </message>
    <message>
        <source>You won and captured Bea&apos;s banner: the {card} is now your soldier. It does not help your hand: drag it to the discard pile (or select it and press D); Keep all then turns into Done: press it.</source>
        <translation>Bạn đã thắng và chiếm cờ hiệu của Bea: lá {card} giờ là lính của bạn. Lá này không giúp gì cho bài của bạn: hãy kéo nó vào chồng bài bỏ (hoặc chọn nó rồi nhấn D); khi đó nút Giữ tất cả đổi thành Xong: hãy nhấn nó.</translation>
    </message>
    <message>
        <source>Hiro attacks you. Your pair of aces is strong: press Raise (or R) to put more chips at stake; Hiro must pay the raise to go on.</source>
        <translation>Hiro tấn công bạn. Đôi át của bạn mạnh: nhấn Tố (hoặc R) để đặt thêm chip; Hiro phải trả mức tố mới được đấu tiếp.</translation>
    </message>
    <message>
        <source>Hiro called your raise and lost: you captured his banner too. The last player left in the hand wins the pot.</source>
        <translation>Hiro đã theo mức tố của bạn và thua: bạn chiếm luôn cờ hiệu của anh ấy. Người cuối cùng còn lại trong ván thắng tiền cược chung.</translation>
    </message>
    <message>
        <source>Hiro bought the {card}: he shows two kings. Your cards are weak: press Stay (or S) and see what he does.</source>
        <translation>Hiro đã mua lá {card}: anh ấy đang để ngửa hai lá già. Bài của bạn yếu: nhấn Ở lại (hoặc S) và xem anh ấy làm gì.</translation>
    </message>
    <message>
        <source>Hiro attacks you with two kings showing, and your best card that counts is a five (your eight of spades does not count against his spade banner). Press Fold (or F): he takes your banner, but you keep the chips a call would cost.</source>
        <translation>Hiro tấn công bạn khi đang để ngửa hai lá già, còn lá cao nhất được tính của bạn chỉ là một lá năm (lá tám bích của bạn không được tính trước cờ hiệu bích của anh ấy). Nhấn Bỏ bài (hoặc F): anh ấy chiếm cờ hiệu của bạn, nhưng bạn giữ lại được số chip lẽ ra phải trả để theo.</translation>
    </message>
    <message>
        <source>That is Palace Poker: buy soldiers, battle with your banner, and win the pot by being the last one in the hand or the best at a quiet round. Play a real game now, or close the tutorial.</source>
        <translation>Palace Poker là như vậy: mua lính, đem cờ hiệu ra trận chiến, và thắng tiền cược chung bằng cách là người cuối cùng còn trong ván hoặc có bài mạnh nhất khi có vòng êm. Hãy chơi một trò chơi thật ngay bây giờ, hoặc đóng phần hướng dẫn.</translation>
    </message>
    <message>
        <source>Not yet: first buy a soldier from the draw pile.</source>
        <translation>Chưa được: trước hết hãy mua một lính từ chồng bài rút.</translation>
    </message>
    <message>
        <source>Not yet: keep your new soldier with Keep all.</source>
        <translation>Chưa được: hãy giữ lính mới bằng nút Giữ tất cả.</translation>
    </message>
    <message>
        <source>Not now: this turn, press Stay.</source>
        <translation>Không phải lúc này: lượt này, hãy nhấn Ở lại.</translation>
    </message>
    <message>
        <source>Not now: answer Bea&apos;s attack with Call.</source>
        <translation>Không phải lúc này: hãy đáp lại đòn tấn công của Bea bằng Theo.</translation>
    </message>
    <message>
        <source>Not yet: attack Bea by dragging your banner onto hers.</source>
        <translation>Chưa được: hãy tấn công Bea bằng cách kéo cờ hiệu của bạn thả lên cờ hiệu của cô ấy.</translation>
    </message>
    <message>
        <source>Not yet: drag the {card} to the discard pile, then press Done.</source>
        <translation>Chưa được: hãy kéo lá {card} vào chồng bài bỏ, rồi nhấn Xong.</translation>
    </message>
    <message>
        <source>Not now: answer Hiro&apos;s attack with Raise.</source>
        <translation>Không phải lúc này: hãy đáp lại đòn tấn công của Hiro bằng Tố.</translation>
    </message>
    <message>
        <source>Not now: fold against Hiro&apos;s kings.</source>
        <translation>Không phải lúc này: hãy bỏ bài trước hai lá già của Hiro.</translation>
    </message>
    <message>
        <source>Not now: read the step above, then go on.</source>
        <translation>Không phải lúc này: hãy đọc bước ở trên, rồi đi tiếp.</translation>
    </message>
    <message>
        <source>{name} plays the lesson&apos;s move.</source>
        <translation>{name} đi nước mà bài học đã định sẵn.</translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Seats</source>
        <translation>Ghế</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Nhật ký trò chơi</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>Các ván gần đây</translation>
    </message>
    <message>
        <source>Hand </source>
        <translation>Ván </translation>
    </message>
    <message>
        <source>Read an earlier hand in the log</source>
        <translation>Đọc một ván trước đó trong nhật ký</translation>
    </message>
    <message>
        <source>Hand shown in the log</source>
        <translation>Ván hiển thị trong nhật ký</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <source>Hand histories (*.json)</source>
        <translation>Lịch sử ván (*.json)</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Không ghi được {path}: {error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Đã lưu {path}</translation>
    </message>
    <message>
        <source>Export the last hand</source>
        <translation>Xuất ván vừa kết thúc</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Xuất cuộc đấu</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>Mở lịch sử ván</translation>
    </message>
    <message>
        <source>Reading the kept games…</source>
        <translation>Đang đọc các ván đã giữ lại…</translation>
    </message>
    <message>
        <source>No game is kept</source>
        <translation>Không có trò chơi nào được để dành</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>the start of an exported hand&apos;s file name, as in hand-3.json</comment>
        <translation>ván</translation>
    </message>
    <message>
        <source>match</source>
        <comment>an exported match&apos;s file name, as in match.json</comment>
        <translation>cuộc-đấu</translation>
    </message>
</context>
<context>
    <name>WindowHands</name>
    <message>
        <source>{name}&apos;s bot failed: {message}</source>
        <translation>Máy chơi cho {name} gặp lỗi: {message}</translation>
    </message>
</context>
<context>
    <name>WindowLook</name>
    <message>
        <source>About Palace Desktop</source>
        <translation>Giới thiệu Palace Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;Palace Poker (also Castle Poker or Banner Poker): every bet is a heads-up battle. Each player shows a banner card, hides three palace cards and buys up to five soldiers.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;Palace Poker (còn gọi là Castle Poker hay Banner Poker): mỗi lần cược là một trận chiến tay đôi. Mỗi người chơi để ngửa một lá cờ hiệu, giữ úp ba lá bài cung điện và mua tối đa năm lính.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
