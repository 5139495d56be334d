<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>Raise amount</source>
        <translation>Cantidad de la subida</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Quedarse</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Igualar</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Attack whom?</source>
        <translation>¿A quién atacas?</translation>
    </message>
    <message>
        <source>To discard, click soldiers on the table (Ctrl or Shift + click for several), then press Discard.</source>
        <translation>Para descartar, haz clic en soldados de la mesa (Ctrl o Shift + clic para varios) y luego pulsa Descartar.</translation>
    </message>
    <message>
        <source>No hand in play</source>
        <translation>No hay ninguna mano en juego</translation>
    </message>
    <message>
        <source>The match is over — press {keys} or Game ▸ New game…</source>
        <translation>La partida ha terminado — pulsa {keys} o Partida ▸ Nueva partida…</translation>
    </message>
    <message>
        <source>Hand over — press N or Game ▸ Deal the next hand</source>
        <translation>Mano terminada — pulsa N o Partida ▸ Repartir la siguiente mano</translation>
    </message>
    <message>
        <source>Hand over — the next hand is dealt in a moment</source>
        <translation>Mano terminada — la siguiente se reparte en un momento</translation>
    </message>
    <message>
        <source>The tutorial is over: play a real game or close the tutorial, above the table</source>
        <translation>El tutorial ha terminado: juega una partida de verdad o cierra el tutorial, encima de la mesa</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Esperando a {name}…</translation>
    </message>
    <message>
        <source>Pay {price} and take the top card of the draw pile as a soldier (B)</source>
        <translation>Paga {price} y toma la carta de arriba del mazo como soldado (B)</translation>
    </message>
    <message>
        <source>Select soldiers on the table first (Ctrl/Shift+click)</source>
        <translation>Primero selecciona soldados en la mesa (Ctrl/Shift+clic)</translation>
    </message>
    <message>
        <source>Pay {price} and discard the selection (D)</source>
        <translation>Paga {price} y descarta la selección (D)</translation>
    </message>
    <message>
        <source>Discard the selection (D)</source>
        <translation>Descarta la selección (D)</translation>
    </message>
    <message>
        <source>Do nothing; the turn passes (S)</source>
        <translation>No hagas nada; el turno pasa al siguiente (S)</translation>
    </message>
    <message>
        <source>Leave the hand; your chips stay in the pot (F)</source>
        <translation>Abandona la mano; tus fichas se quedan en el bote (F)</translation>
    </message>
    <message>
        <source>Attack {targets} for {amount} (A)</source>
        <translation>Ataca a {targets} por {amount} (A)</translation>
    </message>
    <message numerus="yes">
        <source>The bet is (your %Ln soldiers + 1) × the small bet of {small_bet}.</source>
        <translation>
            <numerusform>La apuesta es (%Ln soldado tuyo + 1) × la apuesta pequeña de {small_bet}.</numerusform>
            <numerusform>La apuesta es (tus %Ln soldados + 1) × la apuesta pequeña de {small_bet}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack (bet {amount})</source>
        <translation>Atacar (apuesta {amount})</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>Tu turno, {name}</translation>
    </message>
    <message>
        <source>How much to raise; R or {enter} raises</source>
        <translation>Cuánto subir; R o {enter} sube</translation>
    </message>
    <message>
        <source>End the turn; soldiers kept: {count} ({enter})</source>
        <translation>Termina el turno; soldados que conservas: {count} ({enter})</translation>
    </message>
    <message>
        <source>Marked for the discard pile: {count}</source>
        <translation>Marcados para la pila de descartes: {count}</translation>
    </message>
    <message>
        <source>Mark the selection for the discard pile (D)</source>
        <translation>Marca la selección para la pila de descartes (D)</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>Conservar todos</translation>
    </message>
    <message>
        <source>You may discard soldiers you do not want (drag them to the discard pile, or select them with {space} and press D), or keep them all.</source>
        <translation>Puedes descartar los soldados que no quieras (arrástralos a la pila de descartes, o selecciónalos con {space} y pulsa D) o conservarlos todos.</translation>
    </message>
    <message numerus="yes">
        <source>Discard down to at most %Ln soldiers: drag them to the discard pile (or {space} on each, then D), then Done</source>
        <translation>
            <numerusform>Descarta hasta quedarte con %Ln soldado como máximo: arrástralos a la pila de descartes (o {space} sobre cada uno y luego D) y pulsa Listo</numerusform>
            <numerusform>Descarta hasta quedarte con %Ln soldados como máximo: arrástralos a la pila de descartes (o {space} sobre cada uno y luego D) y pulsa Listo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You cannot pay the whole call: calling puts in all your %Ln chips.</source>
        <translation>
            <numerusform>No puedes pagar todo lo que cuesta igualar: si igualas, pones tu única ficha (%Ln).</numerusform>
            <numerusform>No puedes pagar todo lo que cuesta igualar: si igualas, pones todas tus fichas (%Ln).</numerusform>
        </translation>
    </message>
    <message>
        <source>A call pays the latest raise: {amount}.</source>
        <translation>Igualar cuesta lo que la última subida: {amount}.</translation>
    </message>
    <message>
        <source>A call matches the attacker&apos;s bet: {amount}.</source>
        <translation>Igualar cuesta lo mismo que la apuesta del atacante: {amount}.</translation>
    </message>
    <message numerus="yes">
        <source>A call costs (your %Ln soldiers + 1) × the small bet of {small_bet} = {amount}.</source>
        <translation>
            <numerusform>Igualar cuesta (%Ln soldado tuyo + 1) × la apuesta pequeña de {small_bet} = {amount}.</numerusform>
            <numerusform>Igualar cuesta (tus %Ln soldados + 1) × la apuesta pequeña de {small_bet} = {amount}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks you for {amount}</source>
        <translation>{name} te ataca por {amount}</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} sube {amount}</translation>
    </message>
    <message>
        <source>Give up: {name} takes your banner and soldiers (F)</source>
        <translation>Retírate: {name} se lleva tu estandarte y tus soldados (F)</translation>
    </message>
    <message numerus="yes">
        <source>Pay all your %Ln chips; the battle goes ahead (C)</source>
        <translation>
            <numerusform>Paga tu única ficha (%Ln); la batalla sigue adelante (C)</numerusform>
            <numerusform>Paga todas tus fichas (%Ln); la batalla sigue adelante (C)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay {amount} and compare battle hands (C)</source>
        <translation>Paga {amount} y se comparan las manos de la batalla (C)</translation>
    </message>
    <message>
        <source>Call and raise {amount} (R)</source>
        <translation>Iguala y sube {amount} (R)</translation>
    </message>
    <message>
        <source>Call and raise by the amount chosen, {low} to {high} (R: choose, R again or {enter}: raise)</source>
        <translation>Iguala y sube la cantidad elegida, de {low} a {high} (R: elegir; R otra vez o {enter}: subir)</translation>
    </message>
</context>
<context>
    <name>ActionTexts</name>
    <message>
        <source>{name} buys a soldier</source>
        <translation>{name} compra un soldado</translation>
    </message>
    <message>
        <source>{name} keeps every soldier</source>
        <translation>{name} conserva todos sus soldados</translation>
    </message>
    <message>
        <source>{name} discards {cards}</source>
        <translation>{name} descarta {cards}</translation>
    </message>
    <message>
        <source>{name} stays</source>
        <translation>{name} se queda</translation>
    </message>
    <message>
        <source>{name} folds</source>
        <translation>{name} se retira</translation>
    </message>
    <message>
        <source>{name} attacks {target}</source>
        <translation>{name} ataca a {target}</translation>
    </message>
    <message>
        <source>{name} calls</source>
        <translation>{name} iguala</translation>
    </message>
    <message>
        <source>{name} raises</source>
        <translation>{name} sube</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} sube {amount}</translation>
    </message>
    <message>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <source>Buy a soldier for {price}</source>
        <translation>Comprar un soldado por {price}</translation>
    </message>
    <message>
        <source>Attack {name}: bet {amount}</source>
        <translation>Atacar a {name}: apostar {amount}</translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers for {price}</source>
        <translation>
            <numerusform>Descartar %Ln soldado por {price}</numerusform>
            <numerusform>Descartar %Ln soldados por {price}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln soldiers</source>
        <translation>
            <numerusform>Descartar %Ln soldado</numerusform>
            <numerusform>Descartar %Ln soldados</numerusform>
        </translation>
    </message>
    <message>
        <source>Call all-in {amount}</source>
        <translation>Igualar con todo ({amount})</translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation>Igualar {amount}</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Raise {amount}</source>
        <translation>Subir {amount}</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Quedarse</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>{prompt}. You may: {moves}.</source>
        <translation>{prompt}. Puedes: {moves}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{prompt}. {detail} You may: {moves}.</source>
        <translation>{prompt}. {detail} Puedes: {moves}.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>Seleccionado: {cards}.</translation>
    </message>
    <message>
        <source>No soldier selected.</source>
        <translation>Ningún soldado seleccionado.</translation>
    </message>
    <message>
        <source>{move} ({key})</source>
        <translation>{move} (tecla {key})</translation>
    </message>
</context>
<context>
    <name>AskTable</name>
    <message>
        <source>&amp;My cards</source>
        <translation>&amp;Mis cartas</translation>
    </message>
    <message>
        <source>Whose &amp;turn</source>
        <translation>A quién le &amp;toca</translation>
    </message>
    <message>
        <source>The &amp;pot and bets</source>
        <translation>El bote y las a&amp;puestas</translation>
    </message>
    <message>
        <source>The &amp;last battle</source>
        <translation>La ú&amp;ltima batalla</translation>
    </message>
    <message>
        <source>&amp;Everyone at the table</source>
        <translation>Todos los &amp;jugadores</translation>
    </message>
    <message>
        <source>No hand in play.</source>
        <translation>No hay ninguna mano en juego.</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>No battle has been fought yet.</source>
        <translation>Todavía no se ha librado ninguna batalla.</translation>
    </message>
</context>
<context>
    <name>BattlePreviewTexts</name>
    <message>
        <source>You would bet {amount}.</source>
        <translation>Apostarías {amount}.</translation>
    </message>
    <message>
        <source>None of your cards count.</source>
        <translation>No cuenta ninguna de tus cartas.</translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand}.</source>
        <translation>
            <numerusform>Solo cuenta %Ln carta: {hand}.</numerusform>
            <numerusform>Tus %Ln mejores cartas: {hand}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your best %Ln cards: {hand} ({cards}).</source>
        <translation>
            <numerusform>Solo cuenta %Ln carta: {hand} ({cards}).</numerusform>
            <numerusform>Tus %Ln mejores cartas: {hand} ({cards}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Against {name} all your cards count.</source>
        <translation>Contra {name} cuentan todas tus cartas.</translation>
    </message>
    <message>
        <source>Against {name} your cards of rank {rank} do not count.</source>
        <translation>Contra {name} no cuentan tus cartas de valor {rank}.</translation>
    </message>
    <message>
        <source>Against {name} your {suit} do not count.</source>
        <translation>Contra {name} no cuentan tus {suit}.</translation>
    </message>
    <message>
        <source>You win this battle whatever they hold.</source>
        <translation>Ganas esta batalla tenga lo que tenga tu rival.</translation>
    </message>
    <message>
        <source>You lose this battle whatever they hold.</source>
        <translation>Pierdes esta batalla tenga lo que tenga tu rival.</translation>
    </message>
    <message>
        <source>You win about {chance} of such battles, from what you can see.</source>
        <translation>Por lo que puedes ver, ganas alrededor del {chance} de las batallas como esta.</translation>
    </message>
</context>
<context>
    <name>BattleResultTexts</name>
    <message>
        <source>{loser} folds: {winner} wins without a fight</source>
        <translation>{loser} se retira: {winner} gana sin luchar</translation>
    </message>
    <message>
        <source>A tie: {a} and {b} split the pot</source>
        <translation>Empate: {a} y {b} se reparten el bote</translation>
    </message>
    <message>
        <source>A tie: {a} and {b} are both out</source>
        <translation>Empate: {a} y {b} quedan fuera los dos</translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}</source>
        <translation>{winner} gana la batalla contra {loser}</translation>
    </message>
    <message numerus="yes">
        <source>{captor} captures the {banner} and %Ln soldiers</source>
        <translation>
            <numerusform>{captor} captura el estandarte ({banner}) y %Ln soldado</numerusform>
            <numerusform>{captor} captura el estandarte ({banner}) y %Ln soldados</numerusform>
        </translation>
    </message>
    <message>
        <source>{captor} captures the {banner}</source>
        <translation>{captor} captura el estandarte ({banner})</translation>
    </message>
    <message>
        <source>Crossed out: cards of the opponent&apos;s banner rank do not count</source>
        <translation>Tachadas: las cartas del mismo valor que el estandarte rival no cuentan</translation>
    </message>
    <message>
        <source>Crossed out: cards of the opponent&apos;s banner suit do not count</source>
        <translation>Tachadas: las cartas del palo del estandarte rival no cuentan</translation>
    </message>
    <message>
        <source>{name}: {hand}</source>
        <translation>{name}: {hand}</translation>
    </message>
    <message>
        <source>Only {a} and {b} see the battle hands</source>
        <translation>Solo {a} y {b} ven las manos de la batalla</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is not shown to you</source>
        <translation>No se te muestra la mano de {name}</translation>
    </message>
    <message>
        <source>Equal hands: {winner} wins by holding more cards of their banner suit</source>
        <translation>Manos iguales: gana {winner} por tener más cartas del palo de su estandarte</translation>
    </message>
    <message>
        <source>Showdown: {winner} wins {amount}</source>
        <translation>Enfrentamiento: {winner} gana {amount}</translation>
    </message>
    <message>
        <source>Showdown: {names} split the pot</source>
        <translation>Enfrentamiento: {names} se reparten el bote</translation>
    </message>
    <message>
        <source>A battle hand is the best five of the banner, palace and soldiers (R15.2), without the crossed-out cards (R15.3); equal hands go to the one holding more cards of their own banner suit (R15.5).</source>
        <translation>Una mano de batalla es la mejor jugada de cinco cartas entre el estandarte, las cartas de palacio y los soldados (R15.2), sin las cartas tachadas (R15.3); si las manos son iguales, gana quien tenga más cartas del palo de su propio estandarte (R15.5).</translation>
    </message>
    <message>
        <source>At a showdown every hand still in is the best five of all its cards, none crossed out (R17.3); the best hand takes the pot and equal best hands share it (R18.1).</source>
        <translation>En un enfrentamiento, cada mano que sigue en juego es la mejor jugada de cinco de todas sus cartas, sin cartas tachadas (R17.3); la mejor mano se lleva el bote y las mejores manos iguales se lo reparten (R18.1).</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatorio</translation>
    </message>
    <message>
        <source>tutorial</source>
        <translation>del tutorial</translation>
    </message>
</context>
<context>
    <name>BotPace</name>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
</context>
<context>
    <name>BotReason</name>
    <message>
        <source>{name} picks a move at random.</source>
        <translation>{name} elige una jugada al azar.</translation>
    </message>
    <message>
        <source>{name} attacks {target}: about {pct}% to win against {target}&apos;s visible cards.</source>
        <translation>{name} ataca a {target}: alrededor de un {pct}&#xa0;% de probabilidades de ganar contra las cartas visibles de {target}.</translation>
    </message>
    <message>
        <source>{name} attacks {target}, expecting {target} to fold (about {pct}% to win against {target}&apos;s visible cards).</source>
        <translation>{name} ataca a {target} esperando que {target} se retire (alrededor de un {pct}&#xa0;% de probabilidades de ganar contra las cartas visibles de {target}).</translation>
    </message>
    <message>
        <source>{name} attacks {target} on a bluff, hoping {target} folds.</source>
        <translation>{name} ataca a {target} de farol, con la esperanza de que {target} se retire.</translation>
    </message>
    <message>
        <source>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets.</source>
        <translation>{name} ataca a {target} como farol: solo cerca de un {pct}% de ganar la batalla, pero espera que {target} se retire ante cerca de un {fold}% de tales apuestas.</translation>
    </message>
    <message>
        <source>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot.</source>
        <translation>{name} ataca a {target}: solo cerca de un {pct}% de ganar la batalla, pero el estandarte y los soldados que una batalla ganada captura a {target} reforzarían su mano para el bote.</translation>
    </message>
    <message>
        <source>{name} buys a soldier: the hand needs help (about {pct}% to win now).</source>
        <translation>{name} compra un soldado: su mano necesita ayuda (alrededor de un {pct}&#xa0;% de probabilidades de ganar ahora).</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: a new card is worth %Ln chips with {pot} in the pot.</source>
        <translation>
            <numerusform>{name} compra un soldado: una carta nueva vale %Ln ficha con {pot} en el bote.</numerusform>
            <numerusform>{name} compra un soldado: una carta nueva vale %Ln fichas con {pot} en el bote.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stays: about {pct}% to win if the hand ends now.</source>
        <translation>{name} se queda: alrededor de un {pct}&#xa0;% de probabilidades de ganar si la mano termina ahora.</translation>
    </message>
    <message>
        <source>{name} stays: only about {pct}% to win, but nothing else is worth the chips.</source>
        <translation>{name} se queda: solo alrededor de un {pct}&#xa0;% de probabilidades de ganar, pero ninguna otra jugada compensa las fichas.</translation>
    </message>
    <message>
        <source>{name} discards {cards}: they do not help and make bets dearer.</source>
        <translation>{name} descarta {cards}: no ayudan y encarecen las apuestas.</translation>
    </message>
    <message>
        <source>{name} keeps every soldier.</source>
        <translation>{name} conserva todos sus soldados.</translation>
    </message>
    <message>
        <source>{name} keeps {kept} and lets {dropped} go.</source>
        <translation>{name} conserva {kept} y descarta {dropped}.</translation>
    </message>
    <message>
        <source>{name} lets every soldier go: {dropped}.</source>
        <translation>{name} descarta todos sus soldados: {dropped}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: about {pct}% to win the battle.</source>
        <translation>{name} iguala pagando {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: only about {pct}% to win, but the pot of {pot} is worth it.</source>
        <translation>{name} iguala pagando {cost}: solo alrededor de un {pct}&#xa0;% de probabilidades de ganar, pero el bote de {pot} lo merece.</translation>
    </message>
    <message>
        <source>{name} calls all-in: about {pct}% to win the battle.</source>
        <translation>{name} iguala con todo: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla.</translation>
    </message>
    <message>
        <source>{name} raises by {cost}: about {pct}% to win the battle.</source>
        <translation>{name} sube {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla.</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: only about {pct}% to win, not worth %Ln chips.</source>
        <translation>
            <numerusform>{name} se retira: solo alrededor de un {pct}&#xa0;% de probabilidades de ganar; no vale la pena pagar %Ln ficha.</numerusform>
            <numerusform>{name} se retira: solo alrededor de un {pct}&#xa0;% de probabilidades de ganar; no vale la pena pagar %Ln fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle, and a call of {cost} into a pot of {pot} needs about {need}%.</source>
        <translation>{name} se retira antes que pagar {cost}: cerca de un {pct}% de ganar la batalla, y igualar {cost} con un bote de {pot} pide cerca de un {need}%.</translation>
    </message>
    <message>
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle against any palace, but less against the palaces a bet like this comes from, and calling was worth less (expected chips: folding {fold_value}, calling {call_value}).</source>
        <translation>{name} se retira antes que pagar {cost}: cerca de un {pct}% de ganar la batalla contra cualquier palacio, pero menos contra los palacios de los que sale una apuesta así, e igualar valía menos (fichas esperadas: retirarse {fold_value}, igualar {call_value}).</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle, but a won battle takes cards, not the pot, and %Ln other players would still be in the hand for it (expected chips: folding {fold_value}, calling {call_value}).</source>
        <translation>
            <numerusform>{name} se retira antes que pagar {cost}: cerca de un {pct}% de ganar la batalla, pero una batalla ganada da cartas, no el bote, y %Ln jugador más seguirían en la mano por él (fichas esperadas: retirarse {fold_value}, igualar {call_value}).</numerusform>
            <numerusform>{name} se retira antes que pagar {cost}: cerca de un {pct}% de ganar la batalla, pero una batalla ganada da cartas, no el bote, y %Ln jugadores más seguirían en la mano por él (fichas esperadas: retirarse {fold_value}, igualar {call_value}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation>{name} se retira.</translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} compra un soldado: comprar superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} compra un soldado: comprar superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} se queda: quedarse superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} se queda: quedarse superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} ataca a {target}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; atacar superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} ataca a {target}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; atacar superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target} as a bluff: only about {pct}% to win the battle, but it expects {target} to fold to about {fold}% of such bets; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} ataca a {target} como farol: solo cerca de un {pct}% de ganar la batalla, pero espera que {target} se retire ante cerca de un {fold}% de tales apuestas; atacar salió cerca de %Ln ficha por delante de su siguiente mejor jugada (manos simuladas: {n}).</numerusform>
            <numerusform>{name} ataca a {target} como farol: solo cerca de un {pct}% de ganar la batalla, pero espera que {target} se retire ante cerca de un {fold}% de tales apuestas; atacar salió cerca de %Ln fichas por delante de su siguiente mejor jugada (manos simuladas: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: only about {pct}% to win the battle, but the banner and soldiers a won battle captures from {target} would strengthen its hand for the pot; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} ataca a {target}: solo cerca de un {pct}% de ganar la batalla, pero el estandarte y los soldados que una batalla ganada captura a {target} reforzarían su mano para el bote; atacar salió cerca de %Ln ficha por delante de su siguiente mejor jugada (manos simuladas: {n}).</numerusform>
            <numerusform>{name} ataca a {target}: solo cerca de un {pct}% de ganar la batalla, pero el estandarte y los soldados que una batalla ganada captura a {target} reforzarían su mano para el bote; atacar salió cerca de %Ln fichas por delante de su siguiente mejor jugada (manos simuladas: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} iguala pagando {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; igualar superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} iguala pagando {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; igualar superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} iguala con todo: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; igualar superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} iguala con todo: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; igualar superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} sube {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; subir superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} sube {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; subir superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}; taking the pot counted {bonus} extra).</source>
        <translation>
            <numerusform>{name} se retira en lugar de pagar {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; retirarse superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
            <numerusform>{name} se retira en lugar de pagar {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; retirarse superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}; llevarse el bote sumaba {bonus} extra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} buys a soldier: buying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} compra un soldado: comprar superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}).</numerusform>
            <numerusform>{name} compra un soldado: comprar superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} stays: staying came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} se queda: quedarse superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}).</numerusform>
            <numerusform>{name} se queda: quedarse superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks {target}: about {pct}% to win the battle; attacking came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} ataca a {target}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; atacar superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}).</numerusform>
            <numerusform>{name} ataca a {target}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; atacar superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls for {cost}: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} iguala pagando {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; igualar superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}).</numerusform>
            <numerusform>{name} iguala pagando {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; igualar superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls all-in: about {pct}% to win the battle; calling came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} iguala con todo: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; igualar superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}).</numerusform>
            <numerusform>{name} iguala con todo: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; igualar superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} raises by {cost}: about {pct}% to win the battle; raising came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} sube {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; subir superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}).</numerusform>
            <numerusform>{name} sube {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; subir superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} folds rather than pay {cost}: about {pct}% to win the battle; folding came out about %Ln chips ahead of its next best move (simulated hands: {n}).</source>
        <translation>
            <numerusform>{name} se retira en lugar de pagar {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; retirarse superó a su mejor alternativa en unas %Ln ficha (manos simuladas: {n}).</numerusform>
            <numerusform>{name} se retira en lugar de pagar {cost}: alrededor de un {pct}&#xa0;% de probabilidades de ganar la batalla; retirarse superó a su mejor alternativa en unas %Ln fichas (manos simuladas: {n}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} attacks {target}: its hand looks stronger than what {target} shows.</source>
        <translation>{name} ataca a {target}: su mano parece más fuerte que lo que muestra {target}.</translation>
    </message>
    <message>
        <source>{name} raises by {cost}: its hand looks much stronger than what {target} shows.</source>
        <translation>{name} sube {cost}: su mano parece mucho más fuerte que lo que muestra {target}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: its hand looks strong enough against what {target} shows.</source>
        <translation>{name} iguala pagando {cost}: su mano parece lo bastante fuerte frente a lo que muestra {target}.</translation>
    </message>
    <message>
        <source>{name} calls all-in: its hand looks strong enough against what {target} shows.</source>
        <translation>{name} iguala con todo: su mano parece lo bastante fuerte frente a lo que muestra {target}.</translation>
    </message>
    <message>
        <source>{name} calls for {cost}: a cheap call with {pot} in the pot.</source>
        <translation>{name} iguala pagando {cost}: igualar sale barato con {pot} en el bote.</translation>
    </message>
    <message numerus="yes">
        <source>{name} folds: its hand looks too weak against what {target} shows to pay %Ln chips.</source>
        <translation>
            <numerusform>{name} se retira: su mano parece demasiado débil frente a lo que muestra {target} para pagar %Ln ficha.</numerusform>
            <numerusform>{name} se retira: su mano parece demasiado débil frente a lo que muestra {target} para pagar %Ln fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier to strengthen its hand.</source>
        <translation>{name} compra un soldado para reforzar su mano.</translation>
    </message>
    <message>
        <source>{name} stays: its hand holds up against what the others show.</source>
        <translation>{name} se queda: su mano aguanta frente a lo que muestran los demás.</translation>
    </message>
    <message>
        <source>{name} stays, though its hand looks weaker than what the others show.</source>
        <translation>{name} se queda, aunque su mano parece más débil que lo que muestran los demás.</translation>
    </message>
    <message>
        <source>{name} has only one move.</source>
        <translation>{name} solo tiene una jugada posible.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>una carta oculta</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
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
        <translation>¡Hola!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>¡Buena suerte!</translation>
    </message>
    <message>
        <source>Nice hand!</source>
        <translation>¡Buena mano!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>¡Bien jugado!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>¡Gracias!</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>Un momento, por favor.</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>¡Perdón!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>¡Buena partida!</translation>
    </message>
    <message>
        <source>Bye!</source>
        <translation>¡Adiós!</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Mensajes del chat</translation>
    </message>
    <message>
        <source>Write a message, then {enter}</source>
        <translation>Escribe un mensaje y pulsa {enter}</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Mensaje del chat</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Enviar el mensaje</translation>
    </message>
    <message>
        <source>&amp;Quick messages</source>
        <translation>Mensajes &amp;rápidos</translation>
    </message>
    <message>
        <source>Quick messages</source>
        <translation>Mensajes rápidos</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;Silenciar</translation>
    </message>
    <message>
        <source>Mute a player</source>
        <translation>Silenciar a un jugador</translation>
    </message>
    <message>
        <source>Hide a player&apos;s messages here (they are not told)</source>
        <translation>Oculta aquí los mensajes de un jugador (no se le avisa)</translation>
    </message>
    <message>
        <source>Characters left</source>
        <translation>Caracteres restantes</translation>
    </message>
    <message>
        <source>{name} says: {text}</source>
        <translation>{name} dice: {text}</translation>
    </message>
    <message>
        <source>{name} (watching)</source>
        <translation>{name} (mirando)</translation>
    </message>
    <message>
        <source>{time}  {name}: {text}</source>
        <translation>{time}  {name}: {text}</translation>
    </message>
    <message>
        <source>Nobody has written yet</source>
        <translation>Nadie ha escrito todavía</translation>
    </message>
    <message>
        <source>Not sent: at most {count} messages in {seconds} seconds. Wait a moment, then send it again.</source>
        <translation>No enviado: como mucho {count} mensajes en {seconds} segundos. Espera un momento y vuelve a enviarlo.</translation>
    </message>
    <message>
        <source>Not sent: the table did not take that message.</source>
        <translation>No enviado: la mesa no aceptó ese mensaje.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters left</source>
        <translation>
            <numerusform>Queda %Ln carácter</numerusform>
            <numerusform>Quedan %Ln caracteres</numerusform>
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
        <translation>Tenga lo que tenga {name}, pierdes esta batalla, y perder una batalla te cuesta el estandarte y los soldados.</translation>
    </message>
    <message>
        <source>Whatever {name} holds, you lose this battle; folding now saves the call.</source>
        <translation>Tenga lo que tenga {name}, pierdes esta batalla; si te retiras ahora, te ahorras lo que cuesta igualar.</translation>
    </message>
    <message>
        <source>Against what {name} shows, you win only about {pct} of such battles, and a lost battle costs your banner and soldiers.</source>
        <translation>Frente a lo que muestra {name}, solo ganas alrededor del {pct} de las batallas como esta, y perder una batalla te cuesta el estandarte y los soldados.</translation>
    </message>
    <message>
        <source>You win only about {pct} of battles against what {name} shows; folding now saves the call.</source>
        <translation>Solo ganas alrededor del {pct} de las batallas frente a lo que muestra {name}; si te retiras ahora, te ahorras lo que cuesta igualar.</translation>
    </message>
    <message>
        <source>Coach: you chose “{mine}”; in your place the hard bot would have chosen “{theirs}”, though it wins that battle only about {pct} of the time, as the coach warns: {why}. Its reasoning: {reason}</source>
        <translation>Entrenador: elegiste “{mine}”; en tu lugar el bot difícil habría elegido “{theirs}”, aunque gana esa batalla solo cerca del {pct} de las veces, como advierte el entrenador: {why}. Su razonamiento: {reason}</translation>
    </message>
    <message>
        <source>Coach: you chose “{mine}”; in your place the hard bot would have chosen “{theirs}”. Its reasoning: {reason}</source>
        <translation>Entrenador: elegiste «{mine}»; en tu lugar, la IA difícil habría elegido «{theirs}». Su razonamiento: {reason}</translation>
    </message>
    <message>
        <source>it expects {name} to fold often enough, a bluff</source>
        <translation>espera que {name} se retire con bastante frecuencia, un farol</translation>
    </message>
    <message>
        <source>the banner and soldiers it would capture from {name} are worth the risk</source>
        <translation>el estandarte y los soldados que capturaría a {name} valen el riesgo</translation>
    </message>
    <message>
        <source>the chips in the pot are worth the price of the battle</source>
        <translation>las fichas del bote valen el precio de la batalla</translation>
    </message>
</context>
<context>
    <name>CoachWarning</name>
    <message>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <source>Do it anyway</source>
        <translation>Hacerlo igualmente</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Volver atrás</translation>
    </message>
    <message>
        <source>The coach can be turned off in Settings.</source>
        <translation>Puedes desactivar el entrenador en Ajustes.</translation>
    </message>
</context>
<context>
    <name>ContinueBar</name>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>Let the next bot move ({space} or {enter})</source>
        <translation>Deja jugar a la siguiente IA ({space} o {enter})</translation>
    </message>
    <message>
        <source>{name} has moved. The game waits for you.</source>
        <translation>{name} ha jugado. La partida te espera.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message numerus="yes">
        <source>Fold and leave %Ln chips in the pot?</source>
        <translation>
            <numerusform>¿Retirarte y dejar %Ln ficha en el bote?</numerusform>
            <numerusform>¿Retirarte y dejar %Ln fichas en el bote?</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes your banner and soldiers.</source>
        <translation>{name} se lleva tu estandarte y tus soldados.</translation>
    </message>
    <message numerus="yes">
        <source>Discard %Ln more: at most five soldiers may stay.</source>
        <translation>
            <numerusform>Descarta %Ln más: solo puedes conservar cinco soldados como máximo.</numerusform>
            <numerusform>Descarta %Ln más: solo puedes conservar cinco soldados como máximo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Pasa la pantalla a {name}</translation>
    </message>
    <message>
        <source>Everyone else, look away. {name}, press Continue when only you can see the screen.</source>
        <translation>Que los demás miren hacia otro lado. {name}, pulsa Continuar cuando solo tú puedas ver la pantalla.</translation>
    </message>
    <message>
        <source>Continue as {name}</source>
        <translation>Continuar como {name}</translation>
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
        <translation>¿Retirarse?</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>No volver a preguntar</translation>
    </message>
    <message>
        <source>Don&apos;t ask again before folding</source>
        <translation>No volver a preguntar antes de retirarse</translation>
    </message>
</context>
<context>
    <name>HandNames</name>
    <message>
        <source>a straight flush</source>
        <translation>una escalera de color</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>un póquer</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>un full</translation>
    </message>
    <message>
        <source>a flush</source>
        <translation>un color</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>una escalera</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>un trío</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>doble pareja</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>una pareja</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>carta alta</translation>
    </message>
    <message>
        <source>a hidden hand</source>
        <translation>una mano oculta</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <source>Match over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>The next hand is dealt in a moment.</source>
        <translation>La siguiente mano se reparte en un momento.</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Repartir la siguiente mano</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Ver la mesa</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the match with %Ln chips.</source>
        <translation>
            <numerusform>{name} gana la partida con %Ln ficha.</numerusform>
            <numerusform>{name} gana la partida con %Ln fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the pot of {amount}.</source>
        <translation>{name} gana el bote de {amount}.</translation>
    </message>
    <message>
        <source>{names} split the pot.</source>
        <translation>{names} se reparten el bote.</translation>
    </message>
    <message>
        <source>Showdown:</source>
        <translation>Enfrentamiento:</translation>
    </message>
    <message>
        <source>{name}: {hand} ({cards})</source>
        <translation>{name}: {hand} ({cards})</translation>
    </message>
    <message>
        <source>{name} is out of the match (cannot pay the ante).</source>
        <translation>{name} queda fuera de la partida (no puede pagar la apuesta inicial).</translation>
    </message>
    <message>
        <source>{name} is out of the match.</source>
        <translation>{name} queda fuera de la partida.</translation>
    </message>
    <message>
        <source>{name} folded on their turn.</source>
        <translation>{name} se retiró en su turno.</translation>
    </message>
    <message>
        <source>{a} beat {d} in battle.</source>
        <translation>{a} venció a {d} en batalla.</translation>
    </message>
    <message>
        <source>{d} beat {a} in battle.</source>
        <translation>{d} venció a {a} en batalla.</translation>
    </message>
    <message>
        <source>{d} folded to {a}&apos;s raise.</source>
        <translation>{d} se retiró ante la subida de {a}.</translation>
    </message>
    <message>
        <source>{d} folded when {a} attacked.</source>
        <translation>{d} se retiró cuando {a} atacó.</translation>
    </message>
    <message>
        <source>{a} folded to {d}&apos;s raise.</source>
        <translation>{a} se retiró ante la subida de {d}.</translation>
    </message>
    <message>
        <source>{a} and {d} tied and split the pot.</source>
        <translation>{a} y {d} empataron y se repartieron el bote.</translation>
    </message>
    <message>
        <source>{a} and {d} tied and both went out.</source>
        <translation>{a} y {d} empataron y ambos quedaron fuera.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Esta mano</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
</context>
<context>
    <name>HandWords</name>
    <message>
        <source>twos</source>
        <translation>doses</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>treses</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>cuatros</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>cincos</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>seises</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sietes</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>ochos</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nueves</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dieces</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jotas</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>reinas</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>reyes</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ases</translation>
    </message>
    <message>
        <source>a straight flush, {high} high</source>
        <translation>una escalera de color con {high} como carta más alta</translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <translation>un póquer de {ranks}</translation>
    </message>
    <message>
        <source>a full house, {trips} over {pair}</source>
        <translation>un full de {trips} con {pair}</translation>
    </message>
    <message>
        <source>a flush, {high} high</source>
        <translation>un color con {high} como carta más alta</translation>
    </message>
    <message>
        <source>a straight, {high} high</source>
        <translation>una escalera con {high} como carta más alta</translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <translation>un trío de {ranks}</translation>
    </message>
    <message>
        <source>two pair, {high} and {low}</source>
        <translation>doble pareja de {high} y {low}</translation>
    </message>
    <message>
        <source>a pair of {ranks}</source>
        <translation>una pareja de {ranks}</translation>
    </message>
    <message>
        <source>high card {high}</source>
        <translation>carta alta, {high}</translation>
    </message>
</context>
<context>
    <name>HistoryOpening</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>too big to open in the memory available</source>
        <translation>demasiado grande para abrirlo con la memoria disponible</translation>
    </message>
    <message>
        <source>an error of the app stopped the reading ({error})</source>
        <translation>un error de la aplicación detuvo la lectura ({error})</translation>
    </message>
    <message>
        <source>Reading {path}…</source>
        <translation>Leyendo {path}…</translation>
    </message>
    <message>
        <source>{path} cannot be shown: {error}</source>
        <translation>No se puede mostrar {path}: {error}</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Organizar una mesa</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Fichas iniciales</translation>
    </message>
    <message>
        <source>none: anyone with the code joins</source>
        <translation>ninguna: entra cualquiera con el código</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>Contraseña (opcional)</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Asientos:</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>&amp;Fichas iniciales:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Contraseña:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>A player on another computer</source>
        <translation>Un jugador en otro ordenador</translation>
    </message>
    <message>
        <source>A bot ({level})</source>
        <translation>Un bot ({level})</translation>
    </message>
    <message>
        <source>{seat}: who plays</source>
        <translation>{seat}: quién juega</translation>
    </message>
    <message>
        <source>People on this network find the table in Game ▸ Join a table; others join with the room code and this computer&apos;s address, shown once the table is made.</source>
        <translation>Quienes estén en esta red encuentran la mesa en Partida ▸ Unirse a una mesa; los demás se unen con el código de sala y la dirección de este ordenador, que se muestran cuando la mesa está creada.</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>&amp;Host the table</source>
        <translation>&amp;Organizar la mesa</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Escribe tu nombre: los demás lo ven en la mesa.</translation>
    </message>
    <message>
        <source>Hosting a table is not part of this build of the app; you can still join one.</source>
        <translation>Organizar una mesa no forma parte de esta versión de la aplicación; aún puedes unirte a una.</translation>
    </message>
    <message>
        <source>The table could not be hosted on this computer ({error}).</source>
        <translation>No se pudo organizar la mesa en este ordenador ({error}).</translation>
    </message>
    <message>
        <source>Making the table…</source>
        <translation>Creando la mesa…</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play Palace Poker</source>
        <translation>Cómo se juega al Póquer de Palacio</translation>
    </message>
</context>
<context>
    <name>InstanceTexts</name>
    <message>
        <source>Palace Desktop is already open in another window. This window keeps its game apart: a game left unfinished here is kept for later (Game ▸ Resume a kept game), and settings changed here are not saved.</source>
        <translation>Palace Desktop ya está abierto en otra ventana. Esta ventana guarda su partida aparte: una partida que quede sin terminar aquí se reserva para más tarde (Partida ▸ Reanudar una partida reservada), y los ajustes que cambies aquí no se guardan.</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Mesas en esta red</translation>
    </message>
    <message>
        <source>such as 192.168.1.20 or host:8765</source>
        <translation>como 192.168.1.20 o host:8765</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>ten letters and digits</source>
        <translation>diez letras y cifras</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Código de sala</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>si la mesa tiene una</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>Or join by address</source>
        <translation>O únete por dirección</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>&amp;Código de sala:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>C&amp;ontraseña:</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Mirar</translation>
    </message>
    <message>
        <source>Watch the game without a seat</source>
        <translation>Mirar la partida sin asiento</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Looking for tables on this network is not available: join by address.</source>
        <translation>La búsqueda de mesas en esta red no está disponible: únete por dirección.</translation>
    </message>
    <message>
        <source>{host}&apos;s table: started, {taken} of {seats} seats taken</source>
        <translation>Mesa de {host}: empezada, {taken} de {seats} asientos ocupados</translation>
    </message>
    <message>
        <source>{host}&apos;s table: {taken} of {seats} seats taken, {free} free</source>
        <translation>Mesa de {host}: {taken} de {seats} asientos ocupados, {free} libres</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables found on this network.</source>
        <translation>
            <numerusform>%Ln mesa encontrada en esta red.</numerusform>
            <numerusform>%Ln mesas encontradas en esta red.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for tables on this network… None found yet.</source>
        <translation>Buscando mesas en esta red… Ninguna encontrada todavía.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Escribe tu nombre: los demás lo ven en la mesa.</translation>
    </message>
    <message>
        <source>That is not an address a table can be reached at. Type the address the host gave, such as 192.168.1.20 or 192.168.1.20:8765.</source>
        <translation>Esa no es una dirección en la que se pueda llegar a una mesa. Escribe la dirección que dio el anfitrión, como 192.168.1.20 o 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>A room code is ten letters and digits, such as 22RK-WG01-KR. Check it with the host.</source>
        <translation>Un código de sala son diez letras y cifras, como 22RK-WG01-KR. Compruébalo con el anfitrión.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
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
        <translation>No se pudo leer la partida guardada y se ha apartado:
{error}</translation>
    </message>
    <message>
        <source>it was put aside as {name}</source>
        <translation>se ha apartado como {name}</translation>
    </message>
    <message>
        <source>it could not be put aside ({error})</source>
        <translation>no se pudo apartar ({error})</translation>
    </message>
    <message>
        <source>The saved game {path} cannot be resumed ({error}); {where}.</source>
        <translation>La partida guardada {path} no se puede reanudar ({error}); {where}.</translation>
    </message>
    <message>
        <source>The kept game could not be read and was put aside:
{error}</source>
        <translation>No se pudo leer la partida reservada y se ha apartado:
{error}</translation>
    </message>
    <message>
        <source>The kept game could not be restored: {error}</source>
        <translation>No se pudo recuperar la partida reservada: {error}</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>¿Dejar la mesa?</translation>
    </message>
    <message>
        <source>You are playing at a table on the network.</source>
        <translation>Estás jugando en una mesa de la red.</translation>
    </message>
    <message>
        <source>You host it: if you leave, the game ends for everyone at it.</source>
        <translation>Tú la alojas: si te vas, la partida termina para todos los que están en ella.</translation>
    </message>
    <message>
        <source>Your seat waits for you there (a bot plays it after a while): Palace Desktop offers to take it back at its next start.</source>
        <translation>Tu asiento te espera allí (un bot lo juega al cabo de un rato): Palace Desktop te ofrecerá recuperarlo la próxima vez que se abra.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Dejar la mesa</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;Quedarme</translation>
    </message>
    <message>
        <source>That table is gone, or your seat there is no longer kept: it is forgotten.</source>
        <translation>Esa mesa ya no existe, o tu asiento allí ya no se guarda: se ha olvidado.</translation>
    </message>
    <message>
        <source>Rejoin a table</source>
        <translation>Volver a una mesa</translation>
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
        <translation>Mesa {room}</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>&amp;Código de sala:</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Código de sala</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>Co&amp;piar</translation>
    </message>
    <message>
        <source>Copy the room code</source>
        <translation>Copiar el código de sala</translation>
    </message>
    <message>
        <source>How others join</source>
        <translation>Cómo se unen los demás</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Asientos:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>Level of the bot</source>
        <translation>Nivel del bot</translation>
    </message>
    <message>
        <source>Give the seat to a &amp;bot</source>
        <translation>Dar el asiento a un &amp;bot</translation>
    </message>
    <message>
        <source>&amp;Open the seat to a player</source>
        <translation>&amp;Abrir el asiento a un jugador</translation>
    </message>
    <message>
        <source>&amp;Remove the player</source>
        <translation>&amp;Quitar al jugador</translation>
    </message>
    <message>
        <source>Table status</source>
        <translation>Estado de la mesa</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Empezar la partida</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Dejar la mesa</translation>
    </message>
    <message>
        <source>Others join with this room code from Game ▸ Join a table.</source>
        <translation>Los demás se unen con este código de sala desde Partida ▸ Unirse a una mesa.</translation>
    </message>
    <message>
        <source>Others on this network find the table in Game ▸ Join a table, or join with this room code.</source>
        <translation>Los demás en esta red encuentran la mesa en Partida ▸ Unirse a una mesa, o se unen con este código de sala.</translation>
    </message>
    <message>
        <source>Others on this network find the table in Game ▸ Join a table. From elsewhere, they join at {addresses} with this room code.</source>
        <translation>Los demás en esta red encuentran la mesa en Partida ▸ Unirse a una mesa. Desde otro lugar, se unen en {addresses} con este código de sala.</translation>
    </message>
    <message>
        <source>{seat}: a bot ({level})</source>
        <translation>{seat}: un bot ({level})</translation>
    </message>
    <message>
        <source>{seat}: open, waiting for a player</source>
        <translation>{seat}: libre, esperando a un jugador</translation>
    </message>
    <message>
        <source>{seat}: {name} (you)</source>
        <translation>{seat}: {name} (tú)</translation>
    </message>
    <message>
        <source>{seat}: {name} (connection lost)</source>
        <translation>{seat}: {name} (conexión perdida)</translation>
    </message>
    <message>
        <source>{seat}: {name}</source>
        <translation>{seat}: {name}</translation>
    </message>
    <message>
        <source>You are watching. The game shows here when the host starts it.</source>
        <translation>Estás mirando. La partida se muestra aquí cuando el anfitrión la empiece.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players still to join.</source>
        <translation>
            <numerusform>Esperando a que se una %Ln jugador más.</numerusform>
            <numerusform>Esperando a que se unan %Ln jugadores más.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every seat is taken: start the game when you are ready.</source>
        <translation>Todos los asientos están ocupados: empieza la partida cuando estés listo.</translation>
    </message>
    <message>
        <source>Every seat is taken: waiting for the host to start the game.</source>
        <translation>Todos los asientos están ocupados: esperando a que el anfitrión empiece la partida.</translation>
    </message>
    <message>
        <source>Watching: {names}</source>
        <translation>Mirando: {names}</translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>Nadie está mirando.</translation>
    </message>
    <message>
        <source>Table {room}. {status}</source>
        <translation>Mesa {room}. {status}</translation>
    </message>
    <message>
        <source>The room code is copied.</source>
        <translation>El código de sala está copiado.</translation>
    </message>
    <message>
        <source>{name} took {seat}.</source>
        <translation>{name} ocupó {seat}.</translation>
    </message>
    <message>
        <source>{name} left {seat}.</source>
        <translation>{name} dejó {seat}.</translation>
    </message>
    <message>
        <source>{name} is watching.</source>
        <translation>{name} está mirando.</translation>
    </message>
    <message>
        <source>{name} stopped watching.</source>
        <translation>{name} dejó de mirar.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <translation>El anfitrión te quitó de la mesa.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>¿Dejar la mesa?</translation>
    </message>
    <message>
        <source>The game at this table has not started yet.</source>
        <translation>La partida de esta mesa aún no ha empezado.</translation>
    </message>
    <message>
        <source>You host it: if you leave, the table ends for everyone who has joined.</source>
        <translation>Eres el anfitrión: si te vas, la mesa termina para todos los que se han unido.</translation>
    </message>
    <message>
        <source>Your seat is given up: someone else may take it.</source>
        <translation>Dejas tu asiento: otra persona podrá ocuparlo.</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;Quedarme</translation>
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
        <translation>Mesa, esperando una partida</translation>
    </message>
    <message>
        <source>The rule behind the last refusal</source>
        <translation>La regla que motivó el último rechazo</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <source>Deal the &amp;next hand</source>
        <translation>Repartir la si&amp;guiente mano</translation>
    </message>
    <message>
        <source>Export the last finished &amp;hand…</source>
        <translation>Exportar la última &amp;mano terminada…</translation>
    </message>
    <message>
        <source>Export the &amp;match…</source>
        <translation>Exportar la &amp;partida…</translation>
    </message>
    <message>
        <source>&amp;Open a hand history…</source>
        <translation>&amp;Abrir un historial de manos…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>A&amp;justes…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>Ajustar la &amp;mesa</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>&amp;Efectos de sonido</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>&amp;About Palace Desktop</source>
        <translation>&amp;Acerca de Palace Desktop</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>A&amp;prender a jugar</translation>
    </message>
    <message>
        <source>Ne&amp;xt pane</source>
        <translation>Panel &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Previous pane</source>
        <translation>Panel an&amp;terior</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Resume a kept game</source>
        <translation>&amp;Reanudar una partida reservada</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Ask the table</source>
        <translation>Preguntar a la &amp;mesa</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Regla {rule}</translation>
    </message>
    <message>
        <source>Open the rules where this rule is explained</source>
        <translation>Abrir las reglas donde se explica esta regla</translation>
    </message>
    <message>
        <source>Pot: {amount}</source>
        <translation>Bote: {amount}</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Mano terminada</translation>
    </message>
    <message>
        <source>To act: {name}</source>
        <translation>Le toca a: {name}</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Hand {number} begins; {dealer} deals.</source>
        <translation>Empieza la mano {number}; reparte {dealer}.</translation>
    </message>
    <message>
        <source>{name} cannot pay the ante and is out of the match.</source>
        <translation>{name} no puede pagar la apuesta inicial y queda fuera de la partida.</translation>
    </message>
    <message>
        <source>{name} pays the ante of {amount}.</source>
        <translation>{name} paga la apuesta inicial de {amount}.</translation>
    </message>
    <message>
        <source>{card} is rejected as {name}&apos;s banner: its suit is taken.</source>
        <translation>Se rechaza la carta {card} como estandarte de {name}: su palo ya está ocupado.</translation>
    </message>
    <message>
        <source>The rejected cards are shuffled into a new deck.</source>
        <translation>Las cartas rechazadas se barajan y forman una nueva baraja.</translation>
    </message>
    <message>
        <source>{name} gets the banner {card}.</source>
        <translation>{name} recibe su estandarte: {card}.</translation>
    </message>
    <message>
        <source>{name} gets the palace card {card}.</source>
        <translation>{name} recibe una carta de palacio: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %Ln cards.</source>
        <translation>
            <numerusform>La pila de descartes se baraja y forma un nuevo mazo de %Ln carta.</numerusform>
            <numerusform>La pila de descartes se baraja y forma un nuevo mazo de %Ln cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} buys a soldier ({card}) and pays {price}.</source>
        <translation>{name} compra un soldado ({card}) y paga {price}.</translation>
    </message>
    <message>
        <source>{name} discards nothing.</source>
        <translation>{name} no descarta nada.</translation>
    </message>
    <message>
        <source>{name} discards {cards} and pays {cost}.</source>
        <translation>{name} descarta {cards} y paga {cost}.</translation>
    </message>
    <message>
        <source>{name} discards {cards}.</source>
        <translation>{name} descarta {cards}.</translation>
    </message>
    <message>
        <source>{name} stays.</source>
        <translation>{name} se queda.</translation>
    </message>
    <message>
        <source>{name} folds.</source>
        <translation>{name} se retira.</translation>
    </message>
    <message>
        <source>{attacker} attacks {defender} and bets {amount}.</source>
        <translation>{attacker} ataca a {defender} y apuesta {amount}.</translation>
    </message>
    <message>
        <source>{name} calls all-in with {amount}.</source>
        <translation>{name} iguala con todo ({amount}).</translation>
    </message>
    <message>
        <source>{name} calls {amount}.</source>
        <translation>{name} iguala {amount}.</translation>
    </message>
    <message>
        <source>{name} calls {call} and raises {amount}.</source>
        <translation>{name} iguala {call} y sube {amount}.</translation>
    </message>
    <message>
        <source>{name} shows {hand}: {cards}.</source>
        <translation>{name} muestra {hand}: {cards}.</translation>
    </message>
    <message>
        <source>{winner} wins the battle against {loser}.</source>
        <translation>{winner} gana la batalla contra {loser}.</translation>
    </message>
    <message>
        <source>{winner} wins the battle without a fight.</source>
        <translation>{winner} gana la batalla sin luchar.</translation>
    </message>
    <message>
        <source>{a} and {b} tie and split the pot.</source>
        <translation>{a} y {b} empatan y se reparten el bote.</translation>
    </message>
    <message>
        <source>{a} and {b} tie and are both out.</source>
        <translation>{a} y {b} empatan y ambos quedan fuera.</translation>
    </message>
    <message>
        <source>{captor} captures {cards} from {loser}.</source>
        <translation>{captor} le captura a {loser} lo siguiente: {cards}.</translation>
    </message>
    <message>
        <source>{name} is out of this hand.</source>
        <translation>{name} queda fuera de esta mano.</translation>
    </message>
    <message>
        <source>Everyone has been quiet: showdown.</source>
        <translation>Ronda tranquila, sin compras ni apuestas: enfrentamiento.</translation>
    </message>
    <message>
        <source>{name} wins {amount}</source>
        <translation>{name} gana {amount}</translation>
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
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>&amp;Stakes</source>
        <translation>&amp;Apuestas</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>Reglas de la &amp;casa</translation>
    </message>
    <message>
        <source>Problems with this setup</source>
        <translation>Problemas con esta configuración</translation>
    </message>
    <message>
        <source>Start &amp;game</source>
        <translation>&amp;Empezar partida</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>&amp;Restablecer valores por defecto</translation>
    </message>
    <message>
        <source>Put the stakes and every house rule back to their defaults. The players stay.</source>
        <translation>Devuelve las apuestas y todas las reglas de la casa a sus valores por defecto. Los jugadores no cambian.</translation>
    </message>
    <message>
        <source>Host a table for other &amp;computers…</source>
        <translation>Organizar una mesa para otros &amp;ordenadores…</translation>
    </message>
    <message>
        <source>Play with people on other computers: they join your table from their app. The stakes and house rules chosen here go with it.</source>
        <translation>Juega con personas en otros ordenadores: se unen a tu mesa desde su aplicación. Las apuestas y reglas de la casa elegidas aquí van con ella.</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <source>Sit at a table someone hosts on another computer: on this network it is listed, else you type its address and room code.</source>
        <translation>Siéntate en una mesa que alguien aloja en otro ordenador: en esta red aparece en la lista; si no, escribe su dirección y el código de sala.</translation>
    </message>
    <message>
        <source>A game needs 2 to 10 seats.</source>
        <translation>Una partida necesita de 2 a 10 asientos.</translation>
    </message>
    <message>
        <source>Only one seat can be you.</source>
        <translation>Solo uno de los asientos puede ser el tuyo.</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>El asiento %1 necesita un nombre.</translation>
    </message>
    <message>
        <source>Seat %1: a name has at most %2 characters.</source>
        <translation>Asiento %1: un nombre tiene como máximo %2 caracteres.</translation>
    </message>
    <message>
        <source>Seats %1 and %2 have the same name.</source>
        <translation>Los asientos %1 y %2 tienen el mismo nombre.</translation>
    </message>
    <message>
        <source>The small bet must be 1 to %1.</source>
        <translation>La apuesta pequeña debe estar entre 1 y %1.</translation>
    </message>
    <message>
        <source>The big bet must be at least the small bet (%1).</source>
        <translation>La apuesta grande debe ser como mínimo la apuesta pequeña (%1).</translation>
    </message>
    <message>
        <source>Starting chips must be 1 to %1.</source>
        <translation>Las fichas iniciales deben estar entre 1 y %1.</translation>
    </message>
    <message>
        <source>Starting chips must be more than the ante (%1).</source>
        <translation>Las fichas iniciales deben superar la apuesta inicial (%1).</translation>
    </message>
</context>
<context>
    <name>NewGameRules</name>
    <message>
        <source>S&amp;mall bet (SB):</source>
        <translation>Apuesta pe&amp;queña (AP):</translation>
    </message>
    <message>
        <source>&amp;Big bet (BB):</source>
        <translation>Apuesta &amp;grande (AG):</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>Apuesta inicial:</translation>
    </message>
    <message>
        <source>Starting &amp;chips:</source>
        <translation>&amp;Fichas iniciales:</translation>
    </message>
    <message>
        <source>Every seat starts the match with this many.</source>
        <translation>Cada asiento empieza la partida con esta cantidad de fichas.</translation>
    </message>
    <message>
        <source>&amp;Limit</source>
        <translation>&amp;Límite fijo</translation>
    </message>
    <message>
        <source>&amp;No-limit</source>
        <translation>&amp;Sin límite</translation>
    </message>
    <message>
        <source>A soldier costs 1 SB, an attack (soldiers + 1) × SB.</source>
        <translation>Un soldado cuesta 1 AP; un ataque, (soldados + 1) × AP.</translation>
    </message>
    <message>
        <source>A limit raise; 2 × SB until you change it.</source>
        <translation>Una subida con límite fijo; 2 × AP mientras no la cambies.</translation>
    </message>
    <message>
        <source>Half the SB, at least 1, from every seat each hand.</source>
        <translation>La mitad de la AP, como mínimo 1, de cada asiento en cada mano.</translation>
    </message>
    <message>
        <source>Betting structure:</source>
        <translation>Estructura de apuestas:</translation>
    </message>
    <message>
        <source>A raise is one BB, at most 3 per battle.</source>
        <translation>Una subida es de una AG, como máximo 3 por batalla.</translation>
    </message>
    <message>
        <source>A raise is from one BB up to all your chips.</source>
        <translation>Una subida va desde una AG hasta todas tus fichas.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <source>Excluded cards</source>
        <translation>Cartas excluidas</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Palo</translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner suit do not count in a battle.</source>
        <translation>Las cartas del palo del estandarte rival no cuentan en una batalla.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Cards of the opponent&apos;s banner rank do not count in a battle.</source>
        <translation>Las cartas del mismo valor que el estandarte rival no cuentan en una batalla.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Every card counts in a battle.</source>
        <translation>Todas las cartas cuentan en una batalla.</translation>
    </message>
    <message>
        <source>Calling a bet</source>
        <translation>Igualar una apuesta</translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation>Descartar en tu turno</translation>
    </message>
    <message>
        <source>Limit raise with no soldiers</source>
        <translation>Subida con límite fijo sin soldados</translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation>Subidas por batalla</translation>
    </message>
    <message>
        <source>Two left at a quiet end</source>
        <translation>Dos jugadores en un final tranquilo</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>Según sus soldados</translation>
    </message>
    <message>
        <source>The defender pays (their own soldiers + 1) × small bet.</source>
        <translation>El defensor paga (sus propios soldados + 1) × apuesta pequeña.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Según el atacante</translation>
    </message>
    <message>
        <source>The defender pays what the attacker bet.</source>
        <translation>El defensor paga lo que apostó el atacante.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message>
        <source>Discarding without buying costs nothing.</source>
        <translation>Descartar sin comprar no cuesta nada.</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Apuesta pequeña</translation>
    </message>
    <message>
        <source>Discarding without buying costs one small bet.</source>
        <translation>Descartar sin comprar cuesta una apuesta pequeña.</translation>
    </message>
    <message>
        <source>In limit, a raiser with no soldiers raises one small bet.</source>
        <translation>Con límite fijo, quien sube sin tener soldados sube una apuesta pequeña.</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Apuesta grande</translation>
    </message>
    <message>
        <source>In limit, every raise is one big bet.</source>
        <translation>Con límite fijo, cada subida es de una apuesta grande.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>At most 3 raises in limit, no cap in no-limit.</source>
        <translation>Con límite fijo, como máximo 3 subidas; sin límite, no hay tope.</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Como máximo</translation>
    </message>
    <message>
        <source>At most this many raises per battle; 0: nobody may raise.</source>
        <translation>Como máximo este número de subidas por batalla; 0: nadie puede subir.</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>Sin tope</translation>
    </message>
    <message>
        <source>Raise as often as you can pay.</source>
        <translation>Se puede subir tantas veces como se pueda pagar.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>The last two settle the hand by battle rules, without more chips.</source>
        <translation>Los dos últimos resuelven la mano con las reglas de batalla, sin poner más fichas.</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Enfrentamiento</translation>
    </message>
    <message>
        <source>The last two show down: best five of all their cards.</source>
        <translation>Los dos últimos van al enfrentamiento: gana la mejor jugada de cinco con todas sus cartas.</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (por defecto)</translation>
    </message>
    <message>
        <source>Most raises per battle</source>
        <translation>Máximo de subidas por batalla</translation>
    </message>
</context>
<context>
    <name>NewGameSeats</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Solo vs 3 bots</source>
        <translation>Solo contra 3 IA</translation>
    </message>
    <message>
        <source>Solo vs 5 bots</source>
        <translation>Solo contra 5 IA</translation>
    </message>
    <message>
        <source>Heads-up vs a hard bot</source>
        <translation>Mano a mano contra una IA difícil</translation>
    </message>
    <message>
        <source>Hot-seat 4 players</source>
        <translation>4 jugadores en una pantalla</translation>
    </message>
    <message>
        <source>Hot-seat 3 + 2 bots</source>
        <translation>3 en una pantalla + 2 IA</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation>&amp;Partir de:</translation>
    </message>
    <message>
        <source>Your own seating</source>
        <translation>Asientos a tu gusto</translation>
    </message>
    <message>
        <source>Fill the seats from a common table. The stakes and house rules stay as they are.</source>
        <translation>Rellena los asientos con una mesa habitual. Las apuestas y las reglas de la casa no cambian.</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>Asien&amp;tos:</translation>
    </message>
    <message>
        <source>2 to 10 players (R1.1)</source>
        <translation>De 2 a 10 jugadores (R1.1)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>Nivel de IA</translation>
    </message>
    <message>
        <source>People at this screen take turns; each one&apos;s cards stay hidden until the screen is passed to them.</source>
        <translation>Las personas ante esta pantalla se turnan; las cartas de cada una siguen ocultas hasta que se le pasa la pantalla.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>You, at this screen: the table is shown from your seat</source>
        <translation>Tú, ante esta pantalla: la mesa se ve desde tu asiento</translation>
    </message>
    <message>
        <source>Another person at this screen: the screen passes to them on their turn</source>
        <translation>Otra persona ante esta pantalla: se le pasa la pantalla en su turno</translation>
    </message>
    <message>
        <source>The computer plays this seat</source>
        <translation>La IA juega en este asiento</translation>
    </message>
    <message>
        <source>Seat %1: who plays</source>
        <translation>Asiento %1: quién juega</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <translation>Asiento %1: nombre</translation>
    </message>
    <message>
        <source>Seat %1: bot level</source>
        <translation>Asiento %1: nivel de IA</translation>
    </message>
    <message>
        <source>Easy makes mistakes, Medium plays the odds, Hard thinks ahead</source>
        <translation>Fácil comete errores, Medio juega según las probabilidades, Difícil piensa por adelantado</translation>
    </message>
    <message>
        <source>(named at the start)</source>
        <translation>(nombre al empezar)</translation>
    </message>
    <message>
        <source>Bots get a name of their own when the game starts</source>
        <translation>Las IA reciben un nombre propio al empezar la partida</translation>
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
        <translation>¿Cerrar Palace Desktop?</translation>
    </message>
    <message>
        <source>This computer hosts the table.</source>
        <translation>Este ordenador aloja la mesa.</translation>
    </message>
    <message>
        <source>If Palace Desktop closes, the game ends for everyone at the table.</source>
        <translation>Si Palace Desktop se cierra, la partida termina para todos los de la mesa.</translation>
    </message>
    <message>
        <source>&amp;Close and end the game</source>
        <translation>&amp;Cerrar y terminar la partida</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>{name} lost the connection; the seat waits for them.</source>
        <translation>{name} perdió la conexión; su asiento le espera.</translation>
    </message>
    <message>
        <source>A bot is playing for {name}.</source>
        <translation>Un bot juega por {name}.</translation>
    </message>
    <message>
        <source>{name} is connected.</source>
        <translation>{name} está conectado.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln seconds left to act.</source>
        <translation>
            <numerusform>Queda %Ln segundo para jugar.</numerusform>
            <numerusform>Quedan %Ln segundos para jugar.</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection to the table is lost: taking your seat back…</source>
        <translation>Se perdió la conexión con la mesa: recuperando tu asiento…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>De vuelta en la mesa.</translation>
    </message>
    <message>
        <source>Your seat was taken from another window or computer with its rejoin code: it is played there now.</source>
        <translation>Tu asiento se tomó desde otra ventana u otro ordenador con su código de regreso: ahora se juega allí.</translation>
    </message>
    <message>
        <source>Could not get back to the table. The server keeps your seat for you: join the table again to take it back.</source>
        <translation>No se pudo volver a la mesa. El servidor te guarda el asiento: únete de nuevo a la mesa para recuperarlo.</translation>
    </message>
</context>
<context>
    <name>OnlineWords</name>
    <message>
        <source>No table answered at that address. Check the address, and that the host&apos;s app is hosting; a firewall on the host&apos;s computer must let port 8765 in.</source>
        <translation>Ninguna mesa respondió en esa dirección. Comprueba la dirección y que la aplicación del anfitrión esté organizando la mesa; el cortafuegos del ordenador del anfitrión debe dejar pasar el puerto 8765.</translation>
    </message>
    <message>
        <source>That is not an address a table can be reached at. Type the address the host gave, such as 192.168.1.20 or 192.168.1.20:8765.</source>
        <translation>Esa no es una dirección en la que se pueda llegar a una mesa. Escribe la dirección que dio el anfitrión, como 192.168.1.20 o 192.168.1.20:8765.</translation>
    </message>
    <message>
        <source>This computer does not trust the table&apos;s certificate ({detail}), so the connection was not made: it could be someone else&apos;s. Ask the host for the address they gave out (a name their certificate is for), or for their certificate to install on this computer.</source>
        <translation>Este ordenador no confía en el certificado de la mesa ({detail}), así que no se hizo la conexión: podría ser de otra persona. Pide al anfitrión la dirección que dio (un nombre para el que es su certificado), o su certificado para instalarlo en este ordenador.</translation>
    </message>
    <message>
        <source>The table runs another version of Palace Desktop ({theirs}; this is {ours}). Both need the same version to play together.</source>
        <translation>La mesa usa otra versión de Palace Desktop ({theirs}; esta es {ours}). Ambos necesitan la misma versión para jugar juntos.</translation>
    </message>
    <message>
        <source>The table runs another version of Palace Desktop (this is {ours}). Both need the same version to play together.</source>
        <translation>La mesa usa otra versión de Palace Desktop (esta es {ours}). Ambos necesitan la misma versión para jugar juntos.</translation>
    </message>
    <message>
        <source>Something answered at that address, but it is not a Palace Desktop table. Check the address and the port.</source>
        <translation>Algo respondió en esa dirección, pero no es una mesa de Palace Desktop. Comprueba la dirección y el puerto.</translation>
    </message>
    <message>
        <source>The table could not be reached.</source>
        <translation>No se pudo llegar a la mesa.</translation>
    </message>
    <message>
        <source>No table has that room code there. Check the code (ten letters and digits) with the host; the table may have ended.</source>
        <translation>Allí ninguna mesa tiene ese código de sala. Comprueba el código (diez letras y cifras) con el anfitrión; puede que la mesa haya terminado.</translation>
    </message>
    <message>
        <source>The password is not the table&apos;s. Ask the host for it.</source>
        <translation>La contraseña no es la de la mesa. Pídesela al anfitrión.</translation>
    </message>
    <message>
        <source>The table is full: every seat is taken. You may watch instead.</source>
        <translation>La mesa está llena: todos los asientos están ocupados. Puedes mirar en su lugar.</translation>
    </message>
    <message>
        <source>The game at that table has started already: only its players can come back. You may watch instead.</source>
        <translation>La partida de esa mesa ya ha empezado: solo pueden volver sus jugadores. Puedes mirar en su lugar.</translation>
    </message>
    <message>
        <source>Your seat at that table is no longer kept for you.</source>
        <translation>Tu asiento en esa mesa ya no se guarda para ti.</translation>
    </message>
    <message>
        <source>The table takes no more people watching.</source>
        <translation>La mesa no admite a más personas mirando.</translation>
    </message>
    <message>
        <source>You hold a seat at a table already.</source>
        <translation>Ya tienes un asiento en una mesa.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can: try again later.</source>
        <translation>El servidor tiene todas las mesas que puede: inténtalo más tarde.</translation>
    </message>
    <message>
        <source>Too much at once: wait a moment and try again.</source>
        <translation>Demasiado a la vez: espera un momento y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>A player holds that seat: remove them first.</source>
        <translation>Un jugador ocupa ese asiento: quítalo primero.</translation>
    </message>
    <message>
        <source>Nobody holds that seat any more.</source>
        <translation>Ya nadie ocupa ese asiento.</translation>
    </message>
    <message>
        <source>Every open seat must be taken before the start.</source>
        <translation>Todos los asientos abiertos deben estar ocupados antes de empezar.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Solo el anfitrión puede hacer eso.</translation>
    </message>
    <message>
        <source>The table refused that.</source>
        <translation>La mesa lo rechazó.</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Se perdió la conexión con la mesa.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Asiento {number}</translation>
    </message>
</context>
<context>
    <name>OverlayScrollBar</name>
    <message>
        <source>Scroll the table left and right</source>
        <translation>Desplazar la mesa a izquierda y derecha</translation>
    </message>
    <message>
        <source>Scroll the table up and down</source>
        <translation>Desplazar la mesa arriba y abajo</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Your settings could not be read and were put aside; the defaults are used.
{detail}</source>
        <translation>No se pudieron leer tus ajustes y se han apartado; se usan los valores predeterminados.
{detail}</translation>
    </message>
    <message>
        <source>Some of your settings could not be used: they take their defaults, or were shortened or cleaned of characters a name cannot hold.
{detail}</source>
        <translation>Algunos de tus ajustes no se pudieron usar: toman su valor predeterminado, o se acortaron o se limpiaron de caracteres que un nombre no puede contener.
{detail}</translation>
    </message>
    <message>
        <source>Your statistics could not be read and were put aside; they start again from zero.
{detail}</source>
        <translation>No se pudieron leer tus estadísticas y se han apartado; empiezan de nuevo desde cero.
{detail}</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation>No se pudo guardar la partida: {error}</translation>
    </message>
    <message>
        <source>The game goes on, but it is not being kept until saving works again.</source>
        <translation>La partida continúa, pero no se está guardando hasta que el guardado vuelva a funcionar.</translation>
    </message>
    <message>
        <source>The game goes on, but this is not being kept until saving works again.</source>
        <translation>La partida continúa, pero esto no se está guardando hasta que el guardado vuelva a funcionar.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {error}</source>
        <translation>No se pudieron guardar las estadísticas: {error}</translation>
    </message>
    <message>
        <source>Settings could not be saved: {error}</source>
        <translation>No se pudieron guardar los ajustes: {error}</translation>
    </message>
    <message>
        <source>The game could not be kept: {error}</source>
        <translation>No se pudo reservar la partida: {error}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Carpeta</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Flotante</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nombre de archivo:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Cambia&amp;r de nombre</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nueva carpeta</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nueva carpeta</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Crear nueva carpeta</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Crear una nueva carpeta</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Ir atrás</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Ir adelante</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Carpeta superior</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Ir a la carpeta superior</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Vista detallada</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Vista de lista</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Cambiar a la vista detallada</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Cambiar a la vista de lista</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Barra lateral</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Lista de lugares y marcadores</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Mostrar </translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Mostrar archivos &amp;ocultos</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 ya existe.
¿Quieres reemplazarlo?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Fecha de modificación</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Tipo</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reinicializar</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurar los valores predeterminados</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulador</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiar la ubicación del en&amp;lace</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>RefusalBubble</name>
    <message>
        <source>Rule {rule}</source>
        <translation>Regla {rule}</translation>
    </message>
</context>
<context>
    <name>RejoinOffer</name>
    <message>
        <source>Rejoin a table</source>
        <translation>Volver a una mesa</translation>
    </message>
    <message>
        <source>Rejoin the table {room} at {address}?</source>
        <translation>¿Volver a la mesa {room} en {address}?</translation>
    </message>
    <message>
        <source>You ({name}) hold a seat there. While you are away a bot plays it after a while; rejoining takes it back.</source>
        <translation>Tú ({name}) tienes un asiento allí. Mientras no estás, un bot lo juega al cabo de un rato; al volver lo recuperas.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Volver</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Ahora no</translation>
    </message>
    <message>
        <source>&amp;Forget it</source>
        <translation>&amp;Olvidarla</translation>
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
        <translation>Un bot juega por {name}</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Conectado</translation>
    </message>
    <message numerus="yes">
        <source>Away, %Ln s</source>
        <translation>
            <numerusform>Ausente, %Ln s</numerusform>
            <numerusform>Ausente, %Ln s</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>No conectado</translation>
    </message>
    <message numerus="yes">
        <source>%Ln s to act</source>
        <translation>
            <numerusform>%Ln s para jugar</numerusform>
            <numerusform>%Ln s para jugar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <source>Hand history — {file}</source>
        <translation>Historial de manos — {file}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primera</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Última</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Mano anterior</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>Ajustar la &amp;mesa</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Media</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantánea</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Watch as:</source>
        <translation>Ver como:</translation>
    </message>
    <message>
        <source>Public view (no palace cards)</source>
        <translation>Vista pública (sin cartas de palacio)</translation>
    </message>
    <message>
        <source>Click a line to go to its action</source>
        <translation>Haz clic en una línea para ir a su acción</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Repetición</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>No actions</source>
        <translation>Sin acciones</translation>
    </message>
    <message>
        <source>Before action 1 of {total}</source>
        <translation>Antes de la acción 1 de {total}</translation>
    </message>
    <message>
        <source>Action {number} of {total}</source>
        <translation>Acción {number} de {total}</translation>
    </message>
    <message>
        <source>{name} deals.</source>
        <translation>Reparte {name}.</translation>
    </message>
    <message>
        <source>Hand {number}: {name} deals.</source>
        <translation>Mano {number}: reparte {name}.</translation>
    </message>
    <message>
        <source>The hand still being played is not shown.</source>
        <translation>La mano que aún se está jugando no se muestra.</translation>
    </message>
    <message>
        <source>{rule}: it is not that seat&apos;s turn</source>
        <translation>{rule}: no es el turno de ese asiento</translation>
    </message>
    <message>
        <source>Hand {hand}, action {number} is illegal: {message}</source>
        <translation>Mano {hand}: la acción {number} no está permitida: {message}</translation>
    </message>
    <message>
        <source>Action {number} is illegal: {message}</source>
        <translation>La acción {number} no está permitida: {message}</translation>
    </message>
    <message numerus="yes">
        <source>(the %Ln hands after it cannot be shown)</source>
        <translation>
            <numerusform>(la %Ln mano siguiente no se puede mostrar)</numerusform>
            <numerusform>(las %Ln manos siguientes no se pueden mostrar)</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand begins; {dealer} deals.</source>
        <translation>Empieza la mano; reparte {dealer}.</translation>
    </message>
    <message>
        <source>What everyone saw</source>
        <translation>Lo que vieron todos</translation>
    </message>
    <message>
        <source>What {name} saw</source>
        <translation>Lo que vio {name}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Hand — {file}</source>
        <translation>Mano — {file}</translation>
    </message>
    <message>
        <source>Hand {number} of {count}</source>
        <translation>Mano {number} de {count}</translation>
    </message>
</context>
<context>
    <name>RestartQuestion</name>
    <message>
        <source>Change the language</source>
        <translation>Cambiar el idioma</translation>
    </message>
    <message>
        <source>The new language is used from the next start. Restart Palace Desktop now? Your game is saved and goes on where it is.</source>
        <translation>El nuevo idioma se usará a partir del próximo inicio. ¿Reiniciar Palace Desktop ahora? Tu partida está guardada y seguirá donde está.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Reiniciar ahora</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Más tarde</translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>The hand is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>First discard down to at most five soldiers, then press Done.</source>
        <translation>Primero descarta hasta tener como máximo cinco soldados y luego pulsa Listo.</translation>
    </message>
    <message>
        <source>You may keep at most five soldiers: discard more.</source>
        <translation>Puedes conservar como máximo cinco soldados: descarta más.</translation>
    </message>
    <message>
        <source>You are attacked: fold, call or raise.</source>
        <translation>Te atacan: retírate, iguala o sube.</translation>
    </message>
    <message>
        <source>There is no card left to buy.</source>
        <translation>No queda ninguna carta que comprar.</translation>
    </message>
    <message>
        <source>You cannot pay for a soldier.</source>
        <translation>No puedes pagar un soldado.</translation>
    </message>
    <message>
        <source>Discard at least one soldier.</source>
        <translation>Descarta al menos un soldado.</translation>
    </message>
    <message>
        <source>You have no soldier to discard.</source>
        <translation>No tienes ningún soldado que descartar.</translation>
    </message>
    <message>
        <source>You cannot pay to discard.</source>
        <translation>No puedes pagar el descarte.</translation>
    </message>
    <message>
        <source>Attack an opponent who is still in the hand.</source>
        <translation>Ataca a un rival que siga en la mano.</translation>
    </message>
    <message>
        <source>You may not attack a player whose banner has your suit.</source>
        <translation>No puedes atacar a un jugador cuyo estandarte sea de tu palo.</translation>
    </message>
    <message>
        <source>You cannot pay for this attack.</source>
        <translation>No puedes pagar este ataque.</translation>
    </message>
    <message>
        <source>There is no bet to answer.</source>
        <translation>No hay ninguna apuesta a la que responder.</translation>
    </message>
    <message>
        <source>A card is named twice.</source>
        <translation>Una carta aparece dos veces.</translation>
    </message>
    <message>
        <source>That card is not one of your soldiers.</source>
        <translation>Esa carta no es uno de tus soldados.</translation>
    </message>
    <message>
        <source>No more raises in this battle.</source>
        <translation>No se admiten más subidas en esta batalla.</translation>
    </message>
    <message>
        <source>In limit the raise has a fixed size.</source>
        <translation>Con límite fijo, la subida tiene una cantidad fija.</translation>
    </message>
    <message>
        <source>You cannot pay a raise; you may call all-in.</source>
        <translation>No puedes pagar una subida; puedes igualar con todo.</translation>
    </message>
    <message>
        <source>Choose how much to raise.</source>
        <translation>Elige cuánto subir.</translation>
    </message>
    <message>
        <source>That raise is too small or too large.</source>
        <translation>Esa subida es demasiado pequeña o demasiado grande.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Esa no es una jugada de este juego.</translation>
    </message>
    <message>
        <source>You cannot move that card.</source>
        <translation>No puedes mover esa carta.</translation>
    </message>
    <message>
        <source>That card cannot go there.</source>
        <translation>Esa carta no puede ir ahí.</translation>
    </message>
    <message>
        <source>Only your own cards can be moved.</source>
        <translation>Solo puedes mover tus propias cartas.</translation>
    </message>
    <message>
        <source>Wait a moment: cards are still moving.</source>
        <translation>Espera un momento: las cartas aún se están moviendo.</translation>
    </message>
    <message>
        <source>Wait: a bot is thinking.</source>
        <translation>Espera: una IA está pensando.</translation>
    </message>
</context>
<context>
    <name>RulesBook</name>
    <message>
        <source>Palace Poker</source>
        <translation>Póquer de Palacio</translation>
    </message>
    <message>
        <source>Palace Poker is played by {fewest} to {most} players with one deck of {deck} cards. Every bet is a battle between two players: the attacker and the defender.</source>
        <translation>Al Póquer de Palacio juegan de {fewest} a {most} jugadores con una baraja de {deck} cartas. Cada apuesta es una batalla entre dos jugadores: el atacante y el defensor.</translation>
    </message>
    <message>
        <source>You make your hand from your banner, your palace cards and the soldiers you buy. You win the pot by being the last player left in the hand, or by holding the best hand when play goes quiet.</source>
        <translation>Formas tu mano con tu estandarte, tus cartas de palacio y los soldados que compras. Ganas el bote si eres el último jugador que queda en la mano, o si tienes la mejor mano al final de una ronda tranquila.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila de descartes</translation>
    </message>
    <message>
        <source>An opponent: banner and soldier face up, palace cards face down</source>
        <translation>Un rival: estandarte y soldado boca arriba, cartas de palacio boca abajo</translation>
    </message>
    <message>
        <source>Your banner</source>
        <translation>Tu estandarte</translation>
    </message>
    <message>
        <source>Your soldiers, at most five</source>
        <translation>Tus soldados, cinco como máximo</translation>
    </message>
    <message>
        <source>Your palace cards: only you see them</source>
        <translation>Tus cartas de palacio: solo las ves tú</translation>
    </message>
    <message>
        <source>The table: an opponent at the top, the draw pile, the pot and the discard pile in the middle, your seat at the bottom.</source>
        <translation>La mesa: un rival arriba; el mazo, el bote y la pila de descartes en el centro; tu asiento abajo.</translation>
    </message>
    <message>
        <source>Every player has one card face up: the &lt;b&gt;banner&lt;/b&gt;. The &lt;b&gt;soldiers&lt;/b&gt; a player buys lie face up under the banner, turned sideways. Below the banner lie three &lt;b&gt;palace&lt;/b&gt; cards.</source>
        <translation>Cada jugador tiene una carta boca arriba: el &lt;b&gt;estandarte&lt;/b&gt;. Los &lt;b&gt;soldados&lt;/b&gt; que compra un jugador se colocan boca arriba bajo el estandarte, girados de lado. Debajo del estandarte hay también tres cartas de &lt;b&gt;palacio&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Palace cards are face down: only their owner may look at them. Your seat is at the bottom of the screen, and you see your own palace cards face up; the other players see only their backs.</source>
        <translation>Las cartas de palacio están boca abajo: solo su dueño puede mirarlas. Tu asiento está en la parte de abajo de la pantalla, y ves tus propias cartas de palacio boca arriba; los demás jugadores solo ven su reverso.</translation>
    </message>
    <message>
        <source>In the middle of the table are the &lt;b&gt;draw pile&lt;/b&gt;, where soldiers come from, the &lt;b&gt;pot&lt;/b&gt;, which holds every chip bet in this hand, and the &lt;b&gt;discard pile&lt;/b&gt;. Cards on the discard pile lie face down, and nobody may look at them.</source>
        <translation>En el centro de la mesa están el &lt;b&gt;mazo&lt;/b&gt;, de donde salen los soldados; el &lt;b&gt;bote&lt;/b&gt;, que reúne todas las fichas apostadas en esta mano, y la &lt;b&gt;pila de descartes&lt;/b&gt;. Las cartas de la pila de descartes están boca abajo y nadie puede mirarlas.</translation>
    </message>
    <message>
        <source>Everyone sees every banner and every soldier, every player&apos;s chips, the pot, the size of both piles and every move.</source>
        <translation>Todos ven todos los estandartes y todos los soldados, las fichas de cada jugador, el bote, cuántas cartas hay en el mazo y en la pila de descartes, y todas las jugadas.</translation>
    </message>
    <message>
        <source>A match is a series of hands, and your chips carry over from one hand to the next. The dealer button moves one seat clockwise after each hand.</source>
        <translation>Una partida es una serie de manos, y tus fichas pasan de una mano a la siguiente. Después de cada mano, el botón de repartidor avanza un asiento en el sentido de las agujas del reloj.</translation>
    </message>
    <message>
        <source>Every hand begins the same way:</source>
        <translation>Todas las manos empiezan igual:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ante&lt;/b&gt;: every player pays the ante into the pot; in this game it is {ante}.</source>
        <translation>&lt;b&gt;Apuesta inicial&lt;/b&gt;: cada jugador pone la apuesta inicial en el bote; en esta partida es de {ante}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banners&lt;/b&gt;: each player gets one card face up, starting on the dealer&apos;s left. Among the first four players no two banners share a suit (nor among players five to eight, nor players nine and ten): a card of a suit already taken is set aside, and the player gets the next card.</source>
        <translation>&lt;b&gt;Estandartes&lt;/b&gt;: cada jugador recibe una carta boca arriba, empezando por la izquierda del repartidor. Entre los cuatro primeros jugadores no puede haber dos estandartes del mismo palo (ni entre los jugadores quinto a octavo, ni entre el noveno y el décimo): una carta de un palo ya ocupado se aparta, y el jugador recibe la carta siguiente.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Palace cards&lt;/b&gt;: then every player gets three cards face down. The rest of the deck is the draw pile.</source>
        <translation>&lt;b&gt;Cartas de palacio&lt;/b&gt;: después, cada jugador recibe tres cartas boca abajo. El resto de la baraja forma el mazo.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left acts first; then the turn passes clockwise.</source>
        <translation>Empieza a jugar quien está a la izquierda del repartidor; después, el turno pasa en el sentido de las agujas del reloj.</translation>
    </message>
    <message>
        <source>A player who cannot pay the ante when a hand begins is out of the match. The match ends when one player holds all the chips.</source>
        <translation>Un jugador que no puede pagar la apuesta inicial al empezar una mano queda fuera de la partida. La partida termina cuando un jugador tiene todas las fichas.</translation>
    </message>
    <message>
        <source>On your turn you make exactly one of these moves:</source>
        <translation>En tu turno haces exactamente una de estas jugadas:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt;: pay one small bet and take the top card of the draw pile as a new soldier. Then you may discard any of your soldiers, the new one too. You may never keep more than five.</source>
        <translation>&lt;b&gt;Comprar&lt;/b&gt;: paga una apuesta pequeña y toma la carta de arriba del mazo como soldado nuevo. Después puedes descartar los soldados que quieras, también el nuevo. Nunca puedes conservar más de cinco.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: put one or more of your soldiers face down on the discard pile, and draw nothing.</source>
        <translation>&lt;b&gt;Descartar&lt;/b&gt;: pon uno o más de tus soldados boca abajo en la pila de descartes, sin robar nada.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt;: do nothing; the turn passes.</source>
        <translation>&lt;b&gt;Quedarse&lt;/b&gt;: no hagas nada; el turno pasa al siguiente.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fold&lt;/b&gt;: leave the hand. Your cards go face down to the discard pile, and your chips in the pot stay there.</source>
        <translation>&lt;b&gt;Retirarse&lt;/b&gt;: abandona la mano. Tus cartas van boca abajo a la pila de descartes, y tus fichas del bote se quedan allí.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: bet against one opponent and start a {battle}. You may not attack a player whose banner has the same suit as yours.</source>
        <translation>&lt;b&gt;Atacar&lt;/b&gt;: apuesta contra un rival y empieza una {battle}. No puedes atacar a un jugador cuyo estandarte sea del mismo palo que el tuyo.</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>batalla</translation>
    </message>
    <message>
        <source>Why buy soldiers? In a battle your hand is the best five cards of your banner, your palace cards and your soldiers, so every soldier is one more card to choose from. But soldiers also make your attacks cost more (see {prices}).</source>
        <translation>¿Por qué comprar soldados? En una batalla, tu mano son las cinco mejores cartas entre tu estandarte, tus cartas de palacio y tus soldados, así que cada soldado es una carta más entre las que elegir. Pero los soldados también encarecen tus ataques (véase {prices}).</translation>
    </message>
    <message>
        <source>You may attack the same player more than once in a hand. After a battle, the turn passes to the player on the attacker&apos;s left.</source>
        <translation>Puedes atacar al mismo jugador más de una vez en una mano. Después de una batalla, el turno pasa al jugador que está a la izquierda del atacante.</translation>
    </message>
    <message>
        <source>When the draw pile is empty, the discard pile is shuffled to make a new one. When both are empty, nobody can buy.</source>
        <translation>Cuando el mazo se acaba, la pila de descartes se baraja y forma un mazo nuevo. Cuando los dos están vacíos, nadie puede comprar.</translation>
    </message>
    <message>
        <source>When you attack, you bet and name an opponent: you are the &lt;b&gt;attacker&lt;/b&gt;, they are the &lt;b&gt;defender&lt;/b&gt;. The defender answers in one of three ways:</source>
        <translation>Cuando atacas, apuestas y eliges a un rival: tú eres el &lt;b&gt;atacante&lt;/b&gt;, y tu rival, el &lt;b&gt;defensor&lt;/b&gt;. El defensor responde de una de estas tres maneras:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fold&lt;/b&gt;: the defender leaves the hand. The attacker captures the defender&apos;s banner and soldiers; the defender&apos;s palace cards go face down to the discard pile, unseen.</source>
        <translation>&lt;b&gt;Retirarse&lt;/b&gt;: el defensor abandona la mano. El atacante captura el estandarte y los soldados del defensor; las cartas de palacio del defensor van boca abajo a la pila de descartes, sin que nadie las vea.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Call&lt;/b&gt;: the defender pays the call (see {prices}), and the two hands are compared.</source>
        <translation>&lt;b&gt;Igualar&lt;/b&gt;: el defensor paga lo que cuesta igualar (véase {prices}) y se comparan las dos manos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raise&lt;/b&gt;: the defender calls and adds a raise. Then the attacker folds, calls the raise or raises again, and so on, until one of them calls or folds.</source>
        <translation>&lt;b&gt;Subir&lt;/b&gt;: el defensor iguala y añade una subida. Entonces el atacante se retira, iguala la subida o vuelve a subir, y así sucesivamente, hasta que uno de los dos iguala o se retira.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The best five cards.&lt;/b&gt; On a call, each player&apos;s hand is the best five-card poker hand (see {rankings}) they can make from their banner, palace cards and soldiers, leaving out the cards that {exclusion} takes away.</source>
        <translation>&lt;b&gt;Las cinco mejores cartas.&lt;/b&gt; Cuando alguien iguala, la mano de cada jugador es la mejor jugada de póquer de cinco cartas (véase {rankings}) que puede formar con su estandarte, sus cartas de palacio y sus soldados, sin las cartas que quita {exclusion}.</translation>
    </message>
    <message>
        <source>the exclusion rule</source>
        <translation>la regla de exclusión</translation>
    </message>
    <message>
        <source>With fewer than five cards that count, a hand is compared on what it has: a missing card ranks below any card. Straights, flushes and full houses need five cards.</source>
        <translation>Con menos de cinco cartas que cuenten, una mano se compara con lo que tiene: una carta que falta vale menos que cualquier carta. La escalera, el color y el full necesitan cinco cartas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Equal hands.&lt;/b&gt; The player holding more cards of their own banner suit wins. If that is equal too, both players are out of the hand, unless they are the last two in it: then they split the pot.</source>
        <translation>&lt;b&gt;Manos iguales.&lt;/b&gt; Gana el jugador que tenga más cartas del palo de su propio estandarte. Si en eso también empatan, los dos jugadores quedan fuera de la mano, salvo que sean los dos últimos que quedan en ella: entonces se reparten el bote.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture.&lt;/b&gt; The loser is out of the hand. The winner takes the loser&apos;s banner and soldiers as soldiers of their own, then discards down to five soldiers at most. The loser&apos;s palace cards go face down to the discard pile.</source>
        <translation>&lt;b&gt;Captura.&lt;/b&gt; El perdedor queda fuera de la mano. El ganador se queda con el estandarte y los soldados del perdedor como soldados propios, y luego descarta hasta tener cinco soldados como máximo. Las cartas de palacio del perdedor van boca abajo a la pila de descartes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who sees what.&lt;/b&gt; The player who called last sees the other player&apos;s palace cards. The other sees the caller&apos;s palace cards only if the caller wins or ties. Nobody else sees them.</source>
        <translation>&lt;b&gt;Quién ve qué.&lt;/b&gt; El jugador que igualó en último lugar ve las cartas de palacio del otro. El otro solo ve las cartas de palacio de quien igualó si este gana o empata. Nadie más las ve.</translation>
    </message>
    <message>
        <source>With exactly two players left, they show down too, like three or more players (a house rule in this game).</source>
        <translation>Si quedan exactamente dos jugadores, también van al enfrentamiento, como cuando quedan tres o más (una regla de la casa en esta partida).</translation>
    </message>
    <message>
        <source>With exactly two players left, they settle the hand by the rules of a battle (with the exclusion rule and the banner tie-break), without betting more chips.</source>
        <translation>Si quedan exactamente dos jugadores, resuelven la mano con las reglas de una batalla (con la regla de exclusión y el desempate por el estandarte), sin apostar más fichas.</translation>
    </message>
    <message>
        <source>A hand ends in one of two ways:</source>
        <translation>Una mano termina de una de estas dos maneras:</translation>
    </message>
    <message>
        <source>&lt;b&gt;One player left&lt;/b&gt;: when everyone else has folded or lost a battle, the last player wins the pot. When every player still in the hand has a banner of the same suit, they cannot attack each other, and they split the pot.</source>
        <translation>&lt;b&gt;Queda un solo jugador&lt;/b&gt;: cuando todos los demás se han retirado o han perdido una batalla, el último jugador gana el bote. Cuando todos los jugadores que siguen en la mano tienen un estandarte del mismo palo, no pueden atacarse entre sí y se reparten el bote.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A quiet round&lt;/b&gt;: when every player still in the hand has stayed, discarded or folded since the last buy or attack (or since the hand began), the hand ends. An attack counts as a loud move even when the defender folds.</source>
        <translation>&lt;b&gt;Una ronda tranquila&lt;/b&gt;: cuando todos los jugadores que siguen en la mano se han quedado, han descartado o se han retirado desde la última compra o el último ataque (o desde el comienzo de la mano), la mano termina. Un ataque rompe la calma aunque el defensor se retire.</translation>
    </message>
    <message>
        <source>After a quiet round with three or more players, everyone shows their cards: the best five of all one&apos;s own cards wins, and every card counts. Equal best hands split the pot.</source>
        <translation>Tras una ronda tranquila con tres o más jugadores, todos muestran sus cartas: gana la mejor jugada de cinco cartas entre todas las propias, y cuentan todas las cartas. Si las mejores manos son iguales, se reparten el bote.</translation>
    </message>
    <message>
        <source>A split pot is shared equally; odd chips go one at a time to the winners, clockwise from the dealer&apos;s left.</source>
        <translation>Un bote repartido se divide a partes iguales; las fichas sobrantes van una a una a los ganadores, en el sentido de las agujas del reloj a partir de la izquierda del repartidor.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy&lt;/b&gt;: drag the top card of the draw pile to your soldiers, double-click the draw pile, or press {key}.</source>
        <translation>&lt;b&gt;Comprar&lt;/b&gt;: arrastra la carta de arriba del mazo hasta tus soldados, haz doble clic en el mazo o pulsa {key}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a soldier onto the discard pile, or select soldiers and press {key}. Ctrl + click or Shift + click selects several soldiers.</source>
        <translation>&lt;b&gt;Descartar&lt;/b&gt;: arrastra un soldado a la pila de descartes, o selecciona soldados y pulsa {key}. Con Ctrl + clic o Shift + clic se seleccionan varios soldados.</translation>
    </message>
    <message>
        <source>After a buy or a capture, drag the soldiers you let go onto the discard pile (or double-click them), then press &lt;b&gt;Done&lt;/b&gt; ({key}).</source>
        <translation>Después de una compra o una captura, arrastra a la pila de descartes los soldados que no quieras conservar (o haz doble clic en ellos) y luego pulsa &lt;b&gt;Listo&lt;/b&gt; ({key}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stay&lt;/b&gt;: press {stay}. &lt;b&gt;Fold&lt;/b&gt;: press {fold}, or drag your banner onto the discard pile.</source>
        <translation>&lt;b&gt;Quedarse&lt;/b&gt;: pulsa {stay}. &lt;b&gt;Retirarse&lt;/b&gt;: pulsa {fold} o arrastra tu estandarte a la pila de descartes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: drag your banner onto an opponent&apos;s banner, or press {key}.</source>
        <translation>&lt;b&gt;Atacar&lt;/b&gt;: arrastra tu estandarte sobre el estandarte de un rival o pulsa {key}.</translation>
    </message>
    <message>
        <source>When you are attacked: &lt;b&gt;Fold&lt;/b&gt; ({fold}), &lt;b&gt;Call&lt;/b&gt; ({call}) or &lt;b&gt;Raise&lt;/b&gt; ({raise_key}). In no-limit, set the raise with the slider or type it in, then press {enter}.</source>
        <translation>Cuando te atacan: &lt;b&gt;Retirarse&lt;/b&gt; ({fold}), &lt;b&gt;Igualar&lt;/b&gt; ({call}) o &lt;b&gt;Subir&lt;/b&gt; ({raise_key}). Sin límite, elige la subida con el control deslizante o escríbela, y luego pulsa {enter}.</translation>
    </message>
    <message>
        <source>{tab} and the arrow keys move a focus ring over the draw pile, your soldiers, your banner, the discard pile and the other banners; {space} acts on the focused card; {cancel} cancels.</source>
        <translation>{tab} y las teclas de flecha mueven un marco de foco por el mazo, tus soldados, tu estandarte, la pila de descartes y los demás estandartes; {space} actúa sobre la carta que tiene el foco; {cancel} cancela.</translation>
    </message>
    <message>
        <source>{rules} opens these rules. {zoom_in} and {zoom_out} zoom the table in and out.</source>
        <translation>{rules} abre estas reglas. {zoom_in} y {zoom_out} acercan y alejan la mesa.</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>Escalera de color</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Póquer</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Escalera</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Trío</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>Doble pareja</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>Carta alta</translation>
    </message>
    <message>
        <source>Five cards in a row, all of one suit.</source>
        <translation>Cinco cartas seguidas, todas del mismo palo.</translation>
    </message>
    <message>
        <source>Four cards of one rank.</source>
        <translation>Cuatro cartas del mismo valor.</translation>
    </message>
    <message>
        <source>Three cards of one rank and two of another.</source>
        <translation>Tres cartas de un valor y dos de otro.</translation>
    </message>
    <message>
        <source>Five cards of one suit.</source>
        <translation>Cinco cartas del mismo palo.</translation>
    </message>
    <message>
        <source>Five cards in a row, of any suits.</source>
        <translation>Cinco cartas seguidas, de cualquier palo.</translation>
    </message>
    <message>
        <source>Three cards of one rank.</source>
        <translation>Tres cartas del mismo valor.</translation>
    </message>
    <message>
        <source>Two cards of one rank and two of another.</source>
        <translation>Dos cartas de un valor y dos de otro.</translation>
    </message>
    <message>
        <source>Two cards of one rank.</source>
        <translation>Dos cartas del mismo valor.</translation>
    </message>
    <message>
        <source>None of the above: the highest card counts.</source>
        <translation>Ninguna de las anteriores: cuenta la carta más alta.</translation>
    </message>
    <message>
        <source>The ace is the highest card, but it also plays low in the lowest straight: five, four, three, two, ace.</source>
        <translation>El as es la carta más alta, pero también hace de carta más baja en la escalera más baja: cinco, cuatro, tres, dos, as.</translation>
    </message>
    <message>
        <source>From the best hand down to the weakest. A hand is five cards; suits never rank.</source>
        <translation>De la mejor mano a la más débil. Una mano tiene cinco cartas; ningún palo vale más que otro.</translation>
    </message>
    <message>
        <source>When two hands are of the same kind, the higher cards that make it win (the higher pair, say); if those are equal, the other cards decide, highest first. Suits never break a tie.</source>
        <translation>Cuando dos manos son de la misma clase, gana la formada por las cartas más altas (la pareja más alta, por ejemplo); si esas cartas son iguales, deciden las demás, empezando por la más alta. Los palos nunca deshacen un empate.</translation>
    </message>
    <message>
        <source>In this game (a house rule), the cards of your opponent&apos;s banner rank do not count in your hand in a battle, and the cards of your banner rank do not count in theirs.</source>
        <translation>En esta partida (una regla de la casa), en una batalla no cuentan en tu mano las cartas del mismo valor que el estandarte de tu rival, ni en la suya las cartas del mismo valor que tu estandarte.</translation>
    </message>
    <message>
        <source>In this game (a house rule), every card counts in a battle. In the standard game, the cards of your opponent&apos;s banner suit do not count in your hand: the example shows how that works.</source>
        <translation>En esta partida (una regla de la casa), todas las cartas cuentan en una batalla. En el juego estándar, las cartas del palo del estandarte de tu rival no cuentan en tu mano: el ejemplo muestra cómo funciona.</translation>
    </message>
    <message>
        <source>In a battle, the cards of your opponent&apos;s banner suit do not count in your hand, and the cards of your banner suit do not count in theirs.</source>
        <translation>En una batalla, las cartas del palo del estandarte de tu rival no cuentan en tu mano, y las cartas del palo de tu estandarte no cuentan en la suya.</translation>
    </message>
    <message>
        <source>{hand}: {cards}</source>
        <translation>{hand}: {cards}</translation>
    </message>
    <message>
        <source>Your palace cards</source>
        <translation>Tus cartas de palacio</translation>
    </message>
    <message>
        <source>Your soldiers</source>
        <translation>Tus soldados</translation>
    </message>
    <message>
        <source>Your opponent&apos;s banner</source>
        <translation>El estandarte de tu rival</translation>
    </message>
    <message>
        <source>Without the cards of rank {rank}, your best five are:</source>
        <translation>Sin las cartas de valor {rank}, tus cinco mejores cartas son:</translation>
    </message>
    <message>
        <source>Without the {suit}, your best five are:</source>
        <translation>Sin las cartas de {suit}, tus cinco mejores cartas son:</translation>
    </message>
    <message>
        <source>Counting every card, your best five are:</source>
        <translation>Contando todas las cartas, tus cinco mejores cartas son:</translation>
    </message>
    <message>
        <source>An example: your opponent&apos;s banner is the {banner}, and you hold the cards below. The crossed-out cards do not count.</source>
        <translation>Un ejemplo: el estandarte de tu rival es el {banner}, y tú tienes las cartas de abajo. Las cartas tachadas no cuentan.</translation>
    </message>
    <message>
        <source>So look at your opponent&apos;s banner before you attack: it tells you which of your cards will count, and which of theirs will not.</source>
        <translation>Así que mira el estandarte de tu rival antes de atacar: te dice cuáles de tus cartas contarán y cuáles de las suyas no.</translation>
    </message>
    <message>
        <source>The exclusion rule is for battles only. When a quiet round ends with three or more players, every card counts.</source>
        <translation>La regla de exclusión solo se aplica en las batallas. Cuando una ronda tranquila termina con tres o más jugadores, cuentan todas las cartas.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La mesa</translation>
    </message>
    <message>
        <source>A hand</source>
        <translation>Una mano</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Precios</translation>
    </message>
    <message>
        <source>A battle</source>
        <translation>Una batalla</translation>
    </message>
    <message>
        <source>The exclusion rule</source>
        <translation>La regla de exclusión</translation>
    </message>
    <message>
        <source>Hand rankings</source>
        <translation>Jerarquía de las manos</translation>
    </message>
    <message>
        <source>The end of a hand</source>
        <translation>El final de una mano</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Teclado y ratón</translation>
    </message>
    <message>
        <source>One small bet: {amount} (a house rule).</source>
        <translation>Una apuesta pequeña: {amount} (una regla de la casa).</translation>
    </message>
    <message>
        <source>Nothing.</source>
        <translation>Nada.</translation>
    </message>
    <message>
        <source>What the attacker bet (a house rule).</source>
        <translation>Lo que apostó el atacante (una regla de la casa).</translation>
    </message>
    <message>
        <source>(Your own soldiers + 1) × the small bet, whatever the attacker bet.</source>
        <translation>(Tus propios soldados + 1) × la apuesta pequeña, apueste lo que apueste el atacante.</translation>
    </message>
    <message>
        <source>Your call plus a raise of at least one big bet ({amount}), up to all your chips.</source>
        <translation>Lo que te cuesta igualar más una subida de al menos una apuesta grande ({amount}), hasta todas tus fichas.</translation>
    </message>
    <message>
        <source>Your call plus one big bet ({big}); with no soldiers, plus one small bet ({small}).</source>
        <translation>Lo que te cuesta igualar más una apuesta grande ({big}); sin soldados, más una apuesta pequeña ({small}).</translation>
    </message>
    <message>
        <source>Your call plus one big bet ({amount}).</source>
        <translation>Lo que te cuesta igualar más una apuesta grande ({amount}).</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>One small bet: {amount}.</source>
        <translation>Una apuesta pequeña: {amount}.</translation>
    </message>
    <message>
        <source>Discard on your turn</source>
        <translation>Descartar en tu turno</translation>
    </message>
    <message>
        <source>Discard right after a buy or a capture</source>
        <translation>Descartar justo después de una compra o una captura</translation>
    </message>
    <message>
        <source>Stay or fold</source>
        <translation>Quedarse o retirarse</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>(Your soldiers + 1) × the small bet: from {fewest} with no soldiers to {most} with five.</source>
        <translation>(Tus soldados + 1) × la apuesta pequeña: desde {fewest} sin soldados hasta {most} con cinco.</translation>
    </message>
    <message>
        <source>Call an attack</source>
        <translation>Igualar un ataque</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Call a raise</source>
        <translation>Igualar una subida</translation>
    </message>
    <message>
        <source>The latest raise.</source>
        <translation>La última subida.</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Apuesta inicial</translation>
    </message>
    <message>
        <source>{amount} from every player, each hand.</source>
        <translation>{amount} por jugador en cada mano.</translation>
    </message>
    <message>
        <source>Your attack bets</source>
        <translation>Tu apuesta al atacar</translation>
    </message>
    <message>
        <source>Prices are counted in small bets. In this game the small bet is {small} and the big bet is {big}.</source>
        <translation>Los precios se cuentan en apuestas pequeñas. En esta partida, la apuesta pequeña es de {small} y la apuesta grande, de {big}.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>What it costs</source>
        <translation>Lo que cuesta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why an attack costs more with more soldiers.&lt;/b&gt; Every soldier is one more card for your hand, so a strong hand pays more to start a battle. With no soldiers an attack costs one small bet:</source>
        <translation>&lt;b&gt;Por qué un ataque cuesta más con más soldados.&lt;/b&gt; Cada soldado es una carta más para tu mano, así que una mano fuerte paga más por empezar una batalla. Sin soldados, un ataque cuesta una apuesta pequeña:</translation>
    </message>
    <message>
        <source>All chips go into the one pot. A battle wins cards, not chips: the pot goes to whoever wins the hand.</source>
        <translation>Todas las fichas van a un único bote. Una batalla gana cartas, no fichas: el bote es para quien gane la mano.</translation>
    </message>
    <message>
        <source>A player who cannot pay the bet cannot attack, and one who cannot pay the small bet cannot buy. A defender who cannot pay the whole call may call with all their chips (all in): the battle goes ahead, and there are no side pots.</source>
        <translation>Un jugador que no puede pagar la apuesta no puede atacar, y uno que no puede pagar la apuesta pequeña no puede comprar. Un defensor que no puede pagar todo lo que cuesta igualar puede igualar con todas sus fichas (igualar con todo): la batalla sigue adelante, y no hay botes secundarios.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a call costs.&lt;/b&gt; In this game the defender pays what the attacker bet (a house rule): an attacker with two soldiers bets {bet}, and the defender calls with {bet} too, however many soldiers they have.</source>
        <translation>&lt;b&gt;Lo que cuesta igualar.&lt;/b&gt; En esta partida, el defensor paga lo que apostó el atacante (una regla de la casa): un atacante con dos soldados apuesta {bet}, y el defensor también iguala con {bet}, tenga los soldados que tenga.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a call costs.&lt;/b&gt; The defender pays for their own soldiers, not for the attacker&apos;s: (their soldiers + 1) × the small bet. An attacker with two soldiers bets {bet}; a defender with one soldier calls with {few}, one with four soldiers with {many}. Few soldiers make a cheap call, and a weak hand.</source>
        <translation>&lt;b&gt;Lo que cuesta igualar.&lt;/b&gt; El defensor paga según sus propios soldados, no según los del atacante: (sus soldados + 1) × la apuesta pequeña. Un atacante con dos soldados apuesta {bet}; un defensor con un soldado iguala con {few}, y uno con cuatro soldados, con {many}. Con pocos soldados, igualar sale barato, pero la mano es débil.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raises.&lt;/b&gt; In limit, a raise is one big bet.</source>
        <translation>&lt;b&gt;Subidas.&lt;/b&gt; Con límite fijo, una subida es de una apuesta grande.</translation>
    </message>
    <message>
        <source>A player with no soldiers raises one small bet instead.</source>
        <translation>Un jugador sin soldados sube, en cambio, una apuesta pequeña.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Raises.&lt;/b&gt; In no-limit, a raise is at least one big bet and at most all your chips.</source>
        <translation>&lt;b&gt;Subidas.&lt;/b&gt; Sin límite, una subida es como mínimo de una apuesta grande y como máximo de todas tus fichas.</translation>
    </message>
    <message>
        <source>Calling a raise costs the latest raise.</source>
        <translation>Igualar una subida cuesta lo que la última subida.</translation>
    </message>
    <message>
        <source>There is no limit to the number of raises in a battle.</source>
        <translation>No hay tope de subidas en una batalla.</translation>
    </message>
    <message>
        <source>In this game nobody may raise.</source>
        <translation>En esta partida nadie puede subir.</translation>
    </message>
    <message numerus="yes">
        <source>A battle has at most %Ln raises.</source>
        <translation>
            <numerusform>Una batalla admite como máximo %Ln subida.</numerusform>
            <numerusform>Una batalla admite como máximo %Ln subidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>These are the stakes and house rules of the game you are playing. A new game (Game ▸ New game) may choose others.</source>
        <translation>Estas son las apuestas y las reglas de la casa de la partida que estás jugando. Una partida nueva (Partida ▸ Nueva partida) puede elegir otras.</translation>
    </message>
    <message>
        <source>These are the standard stakes and house rules. A new game (Game ▸ New game) may choose others.</source>
        <translation>Estas son las apuestas y las reglas de la casa estándar. Una partida nueva (Partida ▸ Nueva partida) puede elegir otras.</translation>
    </message>
    <message>
        <source>Betting structure</source>
        <translation>Estructura de apuestas</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Límite fijo</translation>
    </message>
    <message>
        <source>No-limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>Small bet</source>
        <translation>Apuesta pequeña</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Apuesta grande</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Regla de la casa</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>House rules are choices the players agree on before a match.</source>
        <translation>Las reglas de la casa son opciones que los jugadores acuerdan antes de una partida.</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Esta partida</translation>
    </message>
    <message>
        <source>House rules are choices the players agree on before a match. Where this game differs from the standard game, its choice is in bold.</source>
        <translation>Las reglas de la casa son opciones que los jugadores acuerdan antes de una partida. Donde esta partida se aparta del juego estándar, su opción aparece en negrita.</translation>
    </message>
    <message>
        <source>Cards that do not count in a battle</source>
        <translation>Cartas que no cuentan en una batalla</translation>
    </message>
    <message>
        <source>Calling an attack</source>
        <translation>Igualar un ataque</translation>
    </message>
    <message>
        <source>Discarding on your turn</source>
        <translation>Descartar en tu turno</translation>
    </message>
    <message>
        <source>A limit raise with no soldiers</source>
        <translation>Subida con límite fijo sin soldados</translation>
    </message>
    <message>
        <source>Raises per battle</source>
        <translation>Subidas por batalla</translation>
    </message>
    <message>
        <source>Two players left after a quiet round</source>
        <translation>Dos jugadores tras una ronda tranquila</translation>
    </message>
    <message>
        <source>The opponent&apos;s banner suit</source>
        <translation>El palo del estandarte rival</translation>
    </message>
    <message>
        <source>The opponent&apos;s banner rank</source>
        <translation>El valor del estandarte rival</translation>
    </message>
    <message>
        <source>None: every card counts</source>
        <translation>Ninguna: cuentan todas las cartas</translation>
    </message>
    <message>
        <source>(Own soldiers + 1) × the small bet</source>
        <translation>(Soldados propios + 1) × la apuesta pequeña</translation>
    </message>
    <message>
        <source>Pay what the attacker bet</source>
        <translation>Pagar lo que apostó el atacante</translation>
    </message>
    <message>
        <source>One small bet</source>
        <translation>Una apuesta pequeña</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message>
        <source>Not used in no-limit</source>
        <translation>No se aplica sin límite</translation>
    </message>
    <message>
        <source>One big bet</source>
        <translation>Una apuesta grande</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sin tope</translation>
    </message>
    <message>
        <source>None: nobody may raise</source>
        <translation>Ninguna: nadie puede subir</translation>
    </message>
    <message numerus="yes">
        <source>At most %Ln</source>
        <translation>
            <numerusform>Como máximo %Ln</numerusform>
            <numerusform>Como máximo %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>They battle, without more chips</source>
        <translation>Lo resuelven con una batalla, sin más fichas</translation>
    </message>
    <message>
        <source>They show down, like three or more</source>
        <translation>Van al enfrentamiento, como con tres o más</translation>
    </message>
</context>
<context>
    <name>SaveProblemBar</name>
    <message>
        <source>Saving does not work</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>Saving works again.</source>
        <translation>El guardado vuelve a funcionar.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>{players}, hand {number}, saved {when}</source>
        <translation>{players}, mano {number}, guardada el {when}</translation>
    </message>
    <message>
        <source>{players}, hand {number}</source>
        <translation>{players}, mano {number}</translation>
    </message>
    <message>
        <source>Palace Desktop</source>
        <translation>Palace Desktop</translation>
    </message>
    <message>
        <source>A game is in progress:
{game}</source>
        <translation>Hay una partida en curso:
{game}</translation>
    </message>
    <message>
        <source>Resume it, start a new game, or keep it for later (Game ▸ Resume a kept game brings it back).</source>
        <translation>Reanúdala, empieza una partida nueva o resérvala para más tarde (Partida ▸ Reanudar una partida reservada la recupera).</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>Reser&amp;varla para más tarde</translation>
    </message>
    <message>
        <source>Delete the saved game?</source>
        <translation>¿Borrar la partida guardada?</translation>
    </message>
    <message>
        <source>Delete the saved game?
{game}</source>
        <translation>¿Borrar la partida guardada?
{game}</translation>
    </message>
    <message>
        <source>It cannot be brought back. To play it another time, keep it for later instead.</source>
        <translation>No se podrá recuperar. Para jugarla en otro momento, resérvala para más tarde.</translation>
    </message>
    <message>
        <source>&amp;Delete it</source>
        <translation>&amp;Borrarla</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation>¿Dejar la partida en curso?</translation>
    </message>
    <message>
        <source>Leave the game in progress?
{game}</source>
        <translation>¿Dejar la partida en curso?
{game}</translation>
    </message>
    <message>
        <source>Kept for later, it comes back with Game ▸ Resume a kept game.</source>
        <translation>Si la reservas para más tarde, vuelve con Partida ▸ Reanudar una partida reservada.</translation>
    </message>
</context>
<context>
    <name>SeatBubbleTexts</name>
    <message>
        <source>Buys</source>
        <translation>Compra</translation>
    </message>
    <message>
        <source>Discards nothing</source>
        <translation>No descarta</translation>
    </message>
    <message numerus="yes">
        <source>Discards %Ln</source>
        <translation>
            <numerusform>Descarta %Ln</numerusform>
            <numerusform>Descarta %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Stays</source>
        <translation>Se queda</translation>
    </message>
    <message>
        <source>Folds</source>
        <translation>Se retira</translation>
    </message>
    <message>
        <source>Attacks {name}: {amount}</source>
        <translation>Ataca a {name}: {amount}</translation>
    </message>
    <message>
        <source>Calls {amount}</source>
        <translation>Iguala {amount}</translation>
    </message>
    <message>
        <source>Raises {amount}</source>
        <translation>Sube {amount}</translation>
    </message>
</context>
<context>
    <name>SeatHistoryWindow</name>
    <message>
        <source>What {name} saw at a table on the network</source>
        <translation>Lo que vio {name} en una mesa de la red</translation>
    </message>
    <message>
        <source>What a spectator saw at a table on the network</source>
        <translation>Lo que vio un espectador en una mesa de la red</translation>
    </message>
    <message>
        <source>A history from a table on the network holds what one seat saw, not the deals: it is read here as that seat&apos;s game log.</source>
        <translation>Un historial de una mesa de la red guarda lo que vio un asiento, no los repartos: aquí se lee como el registro de partida de ese asiento.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Mano:</translation>
    </message>
    <message>
        <source>What the seat saw</source>
        <translation>Lo que vio el asiento</translation>
    </message>
    <message>
        <source>The file holds no hand.</source>
        <translation>El archivo no contiene ninguna mano.</translation>
    </message>
</context>
<context>
    <name>SeatPlateItem</name>
    <message>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>SeatTexts</name>
    <message>
        <source>Out of the match</source>
        <translation>Fuera de la partida</translation>
    </message>
    <message>
        <source>Out of this hand</source>
        <translation>Fuera de esta mano</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Le toca</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>Descartando</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Bajo ataque</translation>
    </message>
    <message>
        <source>Facing a raise</source>
        <translation>Frente a una subida</translation>
    </message>
    <message>
        <source>In battle</source>
        <translation>En batalla</translation>
    </message>
    <message>
        <source>Won {amount}</source>
        <translation>Ganó {amount}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>En línea</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>IA ({level})</translation>
    </message>
</context>
<context>
    <name>SeatsTexts</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>Estandarte</translation>
    </message>
    <message>
        <source>Soldiers</source>
        <translation>Soldados</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>At the screen</source>
        <translation>Ante la pantalla</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Instantánea (sin animación)</translation>
    </message>
    <message>
        <source>How fast cards and chips move on the table</source>
        <translation>A qué velocidad se mueven las cartas y las fichas por la mesa</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so every suit has a colour of its own</source>
        <translation>Tréboles en verde y diamantes en azul, para que cada palo tenga su propio color</translation>
    </message>
    <message>
        <source>Bot move delay</source>
        <translation>Pausa tras la jugada de la IA</translation>
    </message>
    <message>
        <source>How long a bot&apos;s move stays on show before the game goes on</source>
        <translation>Cuánto tiempo se muestra la jugada de una IA antes de que siga la partida</translation>
    </message>
    <message>
        <source>&amp;Ask before folding with chips in the pot</source>
        <translation>&amp;Preguntar antes de retirarse con fichas en el bote</translation>
    </message>
    <message>
        <source>Your name at the table and in the statistics; empty: %1</source>
        <translation>Tu nombre en la mesa y en las estadísticas; si está vacío: %1</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>The language of the window, the log and the rules; it changes when Palace Desktop starts again</source>
        <translation>El idioma de la ventana, del registro y de las reglas; cambia cuando Palace Desktop se vuelve a iniciar</translation>
    </message>
    <message>
        <source>For my first games</source>
        <translation>En mis primeras partidas</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Siempre</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>A word before an attack or a call that is very likely to lose, and after each hand, the decision the hard bot would have made differently</source>
        <translation>Un aviso antes de atacar o igualar cuando es muy probable perder, y después de cada mano, la decisión que la IA difícil habría tomado de otra forma</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>My turn and the battles</source>
        <translation>Mi turno y las batallas</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <source>What a screen reader is told as the game goes on; the Ask the table keys always answer</source>
        <translation>Lo que se le dice al lector de pantalla mientras avanza la partida; las teclas de «Preguntar a la mesa» responden siempre</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Coach:</source>
        <translation>&amp;Entrenador:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>A&amp;nimation speed:</source>
        <translation>&amp;Velocidad de animación:</translation>
    </message>
    <message>
        <source>&amp;Bot move delay:</source>
        <translation>Pa&amp;usa tras la jugada de la IA:</translation>
    </message>
    <message>
        <source>&amp;Spoken by a screen reader:</source>
        <translation>Lo que &amp;dice el lector de pantalla:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>Efectos de &amp;sonido</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volumen del sonido</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>V&amp;olumen:</translation>
    </message>
    <message>
        <source>Flas&amp;h the taskbar on my turn when the window is behind</source>
        <translation>Hacer parpadear la &amp;barra de tareas en mi turno si la ventana está detrás</translation>
    </message>
    <message>
        <source>{volume}%</source>
        <translation>{volume}&#xa0;%</translation>
    </message>
    <message>
        <source>&amp;Wait for me after each bot action</source>
        <translation>Esperar a que yo continúe tras cada &amp;jugada de la IA</translation>
    </message>
    <message>
        <source>After a bot moves, the game goes on only when you press Continue (or {space})</source>
        <translation>Tras la jugada de una IA, la partida solo sigue cuando pulsas Continuar (o {space})</translation>
    </message>
    <message>
        <source>The size of names, chips and counts on the table, beside the size of the window&apos;s text</source>
        <translation>El tamaño de los nombres, las fichas y los contadores de la mesa, además del tamaño del texto de la ventana</translation>
    </message>
    <message>
        <source>Table &amp;text size:</source>
        <translation>Tamaño del te&amp;xto en la mesa:</translation>
    </message>
    <message>
        <source>Light or dark around the table, or high contrast; “Follow the system” takes the desktop&apos;s choice</source>
        <translation>Claro u oscuro alrededor de la mesa, o alto contraste; «Según el sistema» toma la elección del escritorio</translation>
    </message>
    <message>
        <source>The colour of the cloth</source>
        <translation>El color del tapete</translation>
    </message>
    <message>
        <source>The pattern on the back of the cards</source>
        <translation>El dibujo del reverso de las cartas</translation>
    </message>
    <message>
        <source>Table c&amp;olours:</source>
        <translation>Co&amp;lores de la mesa:</translation>
    </message>
    <message>
        <source>F&amp;elt:</source>
        <translation>&amp;Tapete:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Reverso de las cartas:</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
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
        <translation>Cartas repartidas</translation>
    </message>
    <message>
        <source>A soldier bought</source>
        <translation>Soldado comprado</translation>
    </message>
    <message>
        <source>Cards to the discard pile</source>
        <translation>Cartas a la pila de descartes</translation>
    </message>
    <message>
        <source>Chips to the pot</source>
        <translation>Fichas al bote</translation>
    </message>
    <message>
        <source>A battle decided</source>
        <translation>Batalla decidida</translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation>Cartas capturadas</translation>
    </message>
    <message>
        <source>The pot to the winner</source>
        <translation>El bote para el ganador</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>Your turn, with the window behind</source>
        <translation>Tu turno, con la ventana detrás</translation>
    </message>
    <message>
        <source>A move refused</source>
        <translation>Jugada rechazada</translation>
    </message>
</context>
<context>
    <name>SpeedMenu</name>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Media</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantánea</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>Estadísticas por jugador</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>Aún no se ha jugado ninguna mano</translation>
    </message>
    <message>
        <source>Each player&apos;s results appear here when a hand ends.</source>
        <translation>Los resultados de cada jugador aparecen aquí cuando termina una mano.</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Restablecer estadísticas…</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>¿Restablecer las estadísticas?</translation>
    </message>
    <message>
        <source>Forget the statistics of every player? This cannot be undone.</source>
        <translation>¿Borrar las estadísticas de todos los jugadores? No se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>StatisticsModel</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Hands
played</source>
        <translation>Manos
jugadas</translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation>Manos
ganadas</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>%&#xa0;ganadas</translation>
    </message>
    <message>
        <source>Battles
won</source>
        <translation>Batallas
ganadas</translation>
    </message>
    <message>
        <source>Battles
lost</source>
        <translation>Batallas
perdidas</translation>
    </message>
    <message>
        <source>Chips
won</source>
        <translation>Fichas
ganadas</translation>
    </message>
    <message>
        <source>The player&apos;s name</source>
        <translation>El nombre del jugador</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <source>Hands won; a split pot counts as a share</source>
        <translation>Manos ganadas; un bote repartido cuenta como la parte correspondiente</translation>
    </message>
    <message>
        <source>Hands won out of hands played</source>
        <translation>Manos ganadas sobre manos jugadas</translation>
    </message>
    <message>
        <source>Battles won, by a call or because the other side folded</source>
        <translation>Batallas ganadas, tras igualar o porque el rival se retiró</translation>
    </message>
    <message>
        <source>Battles lost</source>
        <translation>Batallas perdidas</translation>
    </message>
    <message>
        <source>Chips won minus chips put in, over all hands</source>
        <translation>Fichas ganadas menos fichas aportadas, en todas las manos</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>TableAccessibleTexts</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile, %Ln cards</source>
        <translation>
            <numerusform>Mazo, %Ln carta</numerusform>
            <numerusform>Mazo, %Ln cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %Ln cards</source>
        <translation>
            <numerusform>Pila de descartes, %Ln carta</numerusform>
            <numerusform>Pila de descartes, %Ln cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>Bote {amount}</translation>
    </message>
    <message>
        <source>Last battle: {result}</source>
        <translation>Última batalla: {result}</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Arrow keys or {tab} move over the cards you can act on; {space} acts on the one in focus. F6 moves to the next pane.</source>
        <translation>Las teclas de flecha o {tab} recorren las cartas con las que puedes actuar; {space} actúa sobre la que tiene el foco. F6 pasa al panel siguiente.</translation>
    </message>
    <message>
        <source>Marked for the discard pile</source>
        <translation>Marcado para la pila de descartes</translation>
    </message>
</context>
<context>
    <name>TableEvents</name>
    <message>
        <source>{attacker} attacks {defender} for {amount}</source>
        <translation>{attacker} ataca a {defender} por {amount}</translation>
    </message>
    <message>
        <source>{name} raises {amount}</source>
        <translation>{name} sube {amount}</translation>
    </message>
    <message>
        <source>{name} wins the battle</source>
        <translation>{name} gana la batalla</translation>
    </message>
    <message>
        <source>A tie: the pot is split</source>
        <translation>Empate: se reparte el bote</translation>
    </message>
    <message>
        <source>A tie: both are out</source>
        <translation>Empate: ambos quedan fuera</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Enfrentamiento</translation>
    </message>
    <message>
        <source>{name} wins the pot</source>
        <translation>{name} gana el bote</translation>
    </message>
    <message>
        <source>The pot is split</source>
        <translation>Se reparte el bote</translation>
    </message>
</context>
<context>
    <name>TableGestures</name>
    <message>
        <source>Select soldiers first ({space} on a soldier).</source>
        <translation>Primero selecciona soldados ({space} sobre un soldado).</translation>
    </message>
    <message>
        <source>Move the focus to an opponent&apos;s banner to attack.</source>
        <translation>Lleva el foco al estandarte de un rival para atacar.</translation>
    </message>
</context>
<context>
    <name>TableTexts</name>
    <message>
        <source>Draw pile</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila de descartes</translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation>Bote {amount}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln to draw</source>
        <translation>
            <numerusform>%Ln para robar</numerusform>
            <numerusform>%Ln para robar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln discarded</source>
        <translation>
            <numerusform>%Ln descartada</numerusform>
            <numerusform>%Ln descartadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableThemes</name>
    <message>
        <source>Green baize</source>
        <translation>Tapete verde</translation>
    </message>
    <message>
        <source>Blue baize</source>
        <translation>Tapete azul</translation>
    </message>
    <message>
        <source>Burgundy baize</source>
        <translation>Tapete burdeos</translation>
    </message>
    <message>
        <source>Navy lattice</source>
        <translation>Celosía azul marino</translation>
    </message>
    <message>
        <source>Burgundy lattice</source>
        <translation>Celosía burdeos</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
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
        <translation>oculta</translation>
    </message>
    <message>
        <source>Your banner, {card}</source>
        <translation>Tu estandarte, {card}</translation>
    </message>
    <message>
        <source>Your palace card, {card}</source>
        <translation>Tu carta de palacio, {card}</translation>
    </message>
    <message>
        <source>Your soldier, {card}</source>
        <translation>Tu soldado, {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s banner, {card}</source>
        <translation>Estandarte de {name}, {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s palace card, {card}</source>
        <translation>Carta de palacio de {name}, {card}</translation>
    </message>
    <message>
        <source>{name}&apos;s soldier, {card}</source>
        <translation>Soldado de {name}, {card}</translation>
    </message>
    <message>
        <source>banner {card}</source>
        <translation>estandarte {card}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln soldiers</source>
        <translation>
            <numerusform>%Ln soldado</numerusform>
            <numerusform>%Ln soldados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>%Ln ficha</numerusform>
            <numerusform>%Ln fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>repartidor</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (tú)</translation>
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
        <translation>Bote {amount}</translation>
    </message>
    <message>
        <source>{pot}. Put in this hand: {bets}</source>
        <translation>{pot}. Apostado en esta mano: {bets}</translation>
    </message>
    <message>
        <source>Battle: {attacker} attacks {defender} with a bet of {bet}</source>
        <translation>Batalla: {attacker} ataca a {defender} con una apuesta de {bet}</translation>
    </message>
    <message>
        <source>{name} to answer, {amount} to call</source>
        <translation>le toca responder a {name}, igualar cuesta {amount}</translation>
    </message>
    <message>
        <source>No hand in play.</source>
        <translation>No hay ninguna mano en juego.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <source>Nobody is to act.</source>
        <translation>No le toca a nadie.</translation>
    </message>
    <message>
        <source>You are to act</source>
        <translation>Te toca a ti</translation>
    </message>
    <message>
        <source>{name} is to act</source>
        <translation>Le toca a {name}</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>You have no cards at this table.</source>
        <translation>No tienes cartas en esta mesa.</translation>
    </message>
    <message>
        <source>You are out of this hand.</source>
        <translation>Estás fuera de esta mano.</translation>
    </message>
    <message>
        <source>Your banner: {card}.</source>
        <translation>Tu estandarte: {card}.</translation>
    </message>
    <message>
        <source>Your palace: {cards}.</source>
        <translation>Tus cartas de palacio: {cards}.</translation>
    </message>
    <message>
        <source>Your soldiers: {cards}.</source>
        <translation>Tus soldados: {cards}.</translation>
    </message>
    <message>
        <source>You have no soldiers.</source>
        <translation>No tienes soldados.</translation>
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
        <translation>¿Aún no conoces el Póquer de Palacio?</translation>
    </message>
    <message>
        <source>Four short hands at the real table show you how to play: buying soldiers, battles and showdowns. Help ▸ Learn to play brings the tutorial back at any time.</source>
        <translation>Cuatro manos cortas en la mesa de verdad te enseñan a jugar: comprar soldados, batallas y enfrentamientos. Ayuda ▸ Aprender a jugar vuelve a abrir el tutorial en cualquier momento.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>Empezar una partida</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Tutorial</source>
        <translation>Panel del tutorial</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Siguiente lección</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Jugar una partida de verdad</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Leave the tutorial; Help ▸ Learn to play brings you back to this step</source>
        <translation>Sal del tutorial; Ayuda ▸ Aprender a jugar te devuelve a este paso</translation>
    </message>
    <message>
        <source>Lesson {number} of {count}: {title}</source>
        <translation>Lección {number} de {count}: {title}</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Paso {number} de {count}</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Repartiendo…</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} está jugando…</translation>
    </message>
    <message>
        <source>Watch the table…</source>
        <translation>Mira la mesa…</translation>
    </message>
</context>
<context>
    <name>TutorialTexts</name>
    <message>
        <source>Soldiers and the quiet round</source>
        <translation>Los soldados y la ronda tranquila</translation>
    </message>
    <message>
        <source>A battle: the banner suit does not count</source>
        <translation>Una batalla: el palo del estandarte no cuenta</translation>
    </message>
    <message>
        <source>Attack, capture and raise</source>
        <translation>Atacar, capturar y subir</translation>
    </message>
    <message>
        <source>Knowing when to fold</source>
        <translation>Saber cuándo retirarse</translation>
    </message>
    <message>
        <source>Your banner, the {banner}, lies face up; your three palace cards are seen by you alone. Buy a soldier: drag the top card of the draw pile next to your banner (or press B).</source>
        <translation>Tu estandarte, el {banner}, está boca arriba; tus tres cartas de palacio solo las ves tú. Compra un soldado: arrastra la carta de arriba del mazo junto a tu estandarte (o pulsa B).</translation>
    </message>
    <message>
        <source>Bea bought a soldier and Hiro stayed. Your hand is strong: press Stay (or S) and let the others move.</source>
        <translation>Bea compró un soldado y Hiro se quedó. Tu mano es fuerte: pulsa Quedarse (o S) y deja jugar a los demás.</translation>
    </message>
    <message>
        <source>Since Bea&apos;s buy everyone stayed: a quiet round, so the hand ended in a showdown. All hands were shown, and your three nines won the pot.</source>
        <translation>Desde la compra de Bea, todos se quedaron: una ronda tranquila, así que la mano terminó en un enfrentamiento. Se mostraron todas las manos, y tu trío de nueves ganó el bote.</translation>
    </message>
    <message>
        <source>Bea attacks you: a battle. In a battle, cards of the opponent&apos;s banner suit do not count: your hearts count for nothing, and so do her spades. Press Call (or C) to compare hands.</source>
        <translation>Bea te ataca: una batalla. En una batalla, las cartas del palo del estandarte rival no cuentan: tus corazones no valen nada, y sus picas tampoco. Pulsa Igualar (o C) para comparar las manos.</translation>
    </message>
    <message>
        <source>Bea held three sevens, but her {card} is of your banner&apos;s suit and did not count: her pair of sevens lost to your pair of queens. You captured her banner, and as the last one in the hand you won the pot.</source>
        <translation>Bea tenía tres sietes, pero su {card} es del palo de tu estandarte y no contó: su pareja de sietes perdió contra tu pareja de reinas. Capturaste su estandarte y, como último jugador en la mano, ganaste el bote.</translation>
    </message>
    <message>
        <source>The {card} makes three of a kind with your banner and a palace card. Keep it: press Keep all (or {enter}).</source>
        <translation>El {card} forma un trío con tu estandarte y una carta de palacio. Consérvalo: pulsa Conservar todos (o {enter}).</translation>
    </message>
    <message>
        <source>Now you attack: drag your banner onto Bea&apos;s banner (with the keyboard: {tab} to her banner, then {space}). The bet is your soldiers plus one, times the small bet.</source>
        <translation>Ahora atacas tú: arrastra tu estandarte sobre el de Bea (con el teclado: {tab} hasta su estandarte y luego {space}). La apuesta es tus soldados más uno, multiplicado por la apuesta pequeña.</translation>
    </message>
    <message>
        <source>You won and captured Bea&apos;s banner: the {card} is now your soldier. It does not help your hand: drag it to the discard pile (or select it and press D); Keep all then turns into Done: press it.</source>
        <translation>Ganaste y capturaste el estandarte de Bea: el {card} es ahora uno de tus soldados. No ayuda a tu mano: arrástralo a la pila de descartes (o selecciónalo y pulsa D); Conservar todos pasa entonces a ser Listo: púlsalo.</translation>
    </message>
    <message>
        <source>Hiro attacks you. Your pair of aces is strong: press Raise (or R) to put more chips at stake; Hiro must pay the raise to go on.</source>
        <translation>Hiro te ataca. Tu pareja de ases es fuerte: pulsa Subir (o R) para poner más fichas en juego; Hiro tendrá que pagar la subida para seguir.</translation>
    </message>
    <message>
        <source>Hiro called your raise and lost: you captured his banner too. The last player left in the hand wins the pot.</source>
        <translation>Hiro igualó tu subida y perdió: también capturaste su estandarte. El último jugador que queda en la mano gana el bote.</translation>
    </message>
    <message>
        <source>Hiro bought the {card}: he shows two kings. Your cards are weak: press Stay (or S) and see what he does.</source>
        <translation>Hiro compró el {card}: muestra dos reyes. Tus cartas son débiles: pulsa Quedarse (o S) y mira qué hace.</translation>
    </message>
    <message>
        <source>Hiro attacks you with two kings showing, and your best card that counts is a five (your eight of spades does not count against his spade banner). Press Fold (or F): he takes your banner, but you keep the chips a call would cost.</source>
        <translation>Hiro te ataca con dos reyes a la vista, y tu mejor carta que cuenta es un cinco (tu ocho de picas no cuenta contra su estandarte de picas). Pulsa Retirarse (o F): se lleva tu estandarte, pero conservas las fichas que te costaría igualar.</translation>
    </message>
    <message>
        <source>That is Palace Poker: buy soldiers, battle with your banner, and win the pot by being the last one in the hand or the best at a quiet round. Play a real game now, or close the tutorial.</source>
        <translation>Así es el Póquer de Palacio: compra soldados, libra batallas con tu estandarte y gana el bote siendo el último que queda en la mano o el mejor al terminar una ronda tranquila. Juega ahora una partida de verdad o cierra el tutorial.</translation>
    </message>
    <message>
        <source>Not yet: first buy a soldier from the draw pile.</source>
        <translation>Todavía no: primero compra un soldado del mazo.</translation>
    </message>
    <message>
        <source>Not yet: keep your new soldier with Keep all.</source>
        <translation>Todavía no: conserva tu soldado nuevo con Conservar todos.</translation>
    </message>
    <message>
        <source>Not now: this turn, press Stay.</source>
        <translation>Ahora no: en este turno, pulsa Quedarse.</translation>
    </message>
    <message>
        <source>Not now: answer Bea&apos;s attack with Call.</source>
        <translation>Ahora no: responde al ataque de Bea con Igualar.</translation>
    </message>
    <message>
        <source>Not yet: attack Bea by dragging your banner onto hers.</source>
        <translation>Todavía no: ataca a Bea arrastrando tu estandarte sobre el suyo.</translation>
    </message>
    <message>
        <source>Not yet: drag the {card} to the discard pile, then press Done.</source>
        <translation>Todavía no: arrastra el {card} a la pila de descartes y luego pulsa Listo.</translation>
    </message>
    <message>
        <source>Not now: answer Hiro&apos;s attack with Raise.</source>
        <translation>Ahora no: responde al ataque de Hiro con Subir.</translation>
    </message>
    <message>
        <source>Not now: fold against Hiro&apos;s kings.</source>
        <translation>Ahora no: retírate ante los reyes de Hiro.</translation>
    </message>
    <message>
        <source>Not now: read the step above, then go on.</source>
        <translation>Ahora no: lee el paso de arriba y luego continúa.</translation>
    </message>
    <message>
        <source>{name} plays the lesson&apos;s move.</source>
        <translation>{name} hace la jugada de la lección.</translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>Manos recientes</translation>
    </message>
    <message>
        <source>Hand </source>
        <translation>Mano </translation>
    </message>
    <message>
        <source>Read an earlier hand in the log</source>
        <translation>Leer una mano anterior en el registro</translation>
    </message>
    <message>
        <source>Hand shown in the log</source>
        <translation>Mano mostrada en el registro</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <source>Hand histories (*.json)</source>
        <translation>Historiales de manos (*.json)</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>No se pudo escribir {path}: {error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Guardado: {path}</translation>
    </message>
    <message>
        <source>Export the last hand</source>
        <translation>Exportar la última mano</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Exportar la partida</translation>
    </message>
    <message>
        <source>Open a hand history</source>
        <translation>Abrir un historial de manos</translation>
    </message>
    <message>
        <source>Reading the kept games…</source>
        <translation>Leyendo las partidas guardadas…</translation>
    </message>
    <message>
        <source>No game is kept</source>
        <translation>No hay ninguna partida reservada</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>the start of an exported hand&apos;s file name, as in hand-3.json</comment>
        <translation>mano</translation>
    </message>
    <message>
        <source>match</source>
        <comment>an exported match&apos;s file name, as in match.json</comment>
        <translation>partida</translation>
    </message>
</context>
<context>
    <name>WindowHands</name>
    <message>
        <source>{name}&apos;s bot failed: {message}</source>
        <translation>Ha fallado la IA de {name}: {message}</translation>
    </message>
</context>
<context>
    <name>WindowLook</name>
    <message>
        <source>About Palace Desktop</source>
        <translation>Acerca de Palace Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;Palace Poker (also Castle Poker or Banner Poker): every bet is a heads-up battle. Each player shows a banner card, hides three palace cards and buys up to five soldiers.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Palace Desktop {version}&lt;/h3&gt;&lt;p&gt;Póquer de Palacio (también llamado Castle Poker o Banner Poker): cada apuesta es una batalla mano a mano. Cada jugador muestra una carta de estandarte, esconde tres cartas de palacio y compra hasta cinco soldados.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
